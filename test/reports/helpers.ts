import { rm } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';
import { afterEach } from 'vitest';
import { workDir } from '../support/work-dir.js';

/** A fresh temporary directory per test, removed afterwards. */
export function useTempDir(): () => Promise<string> {
  const made: string[] = [];
  afterEach(async () => {
    await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return async () => {
    const dir = workDir('pmc-reports-');
    made.push(dir);
    return dir;
  };
}

/**
 * Evaluates an XPath expression with xmllint (the `--xpath` option through xmllint-wasm's argument
 * hook): the tests read the XML as CI servers do, not with regular expressions.
 */
export async function xpath(xml: string, expression: string): Promise<string> {
  const result = await validateXML({
    xml: { fileName: 'document.xml', contents: xml },
    normalization: 'format',
    modifyArguments: (args) => ['--xpath', expression, ...args.filter((arg) => arg !== '--format')],
  });
  return result.normalized.trim();
}
