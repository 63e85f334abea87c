import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ToolError } from '../../engine/tool-error.js';
import { committedPactFile } from '../names.js';
import { readPactFile } from '../pact-file/read-pact-file.js';

function pactFilesIn(dir: string): string[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
  if (files.length === 0) throw new ToolError(`no pact file (*.json) in ${dir}`);
  return files;
}

function filesOf(source: string): string[] {
  let isDirectory: boolean;
  try {
    isDirectory = statSync(source).isDirectory();
  } catch (error) {
    throw new ToolError(`cannot read pact ${source}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  return isDirectory ? pactFilesIn(source) : [source];
}

/**
 * The pact files to verify: the given files and every *.json of the given directories, each read and
 * checked before Pact sees it (a malformed file is the user's input error, exit 2). Without any
 * source and without a broker, the committed contract of this suite.
 */
export function pactFiles(sources: readonly string[], brokerUrl?: string): string[] {
  const given = sources.length > 0 ? sources : brokerUrl ? [] : [committedPactFile()];
  const files = given.flatMap(filesOf);
  for (const file of files) readPactFile(file);
  return files;
}
