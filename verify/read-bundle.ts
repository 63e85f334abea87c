import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunReport } from '../engine/report/model.js';
import { ToolError } from '../engine/tool-error.js';
import { BUNDLE_FILES, MANIFEST_FILE, MANIFEST_FORMAT, type BundleManifest } from '../reports/certification/manifest.js';

/** A bundle as read from its folder: the manifest, and each file's bytes (undefined: missing). */
export interface Bundle {
  readonly dir: string;
  readonly manifest: BundleManifest;
  readonly bytes: ReadonlyMap<string, Buffer | undefined>;
}

function readBytes(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new ToolError(`${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
}

const isDigestMap = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((digest) => typeof digest === 'string' && /^[0-9a-f]{64}$/.test(digest));

/** Reads DIR/manifest.json and the files it names; a folder that is no bundle is bad input (exit 2). */
export function readBundle(dir: string): Bundle {
  const text = readBytes(join(dir, MANIFEST_FILE));
  if (!text) throw new ToolError(`${dir} holds no ${MANIFEST_FILE}: give the certification folder a run --certify wrote`);
  let manifest: BundleManifest;
  try {
    manifest = JSON.parse(text.toString('utf8')) as BundleManifest;
  } catch (error) {
    throw new ToolError(`${join(dir, MANIFEST_FILE)} is not JSON (${(error as Error).message})`);
  }
  if (manifest?.format !== MANIFEST_FORMAT || !isDigestMap(manifest.files))
    throw new ToolError(`${join(dir, MANIFEST_FILE)} is not a ${MANIFEST_FORMAT} manifest`);
  const names = [...new Set([...Object.values(BUNDLE_FILES), ...Object.keys(manifest.files)])];
  return { dir, manifest, bytes: new Map(names.map((name) => [name, readBytes(join(dir, name))])) };
}

/** report.json of a bundle whose digests held. */
export function reportOf(bundle: Bundle): RunReport {
  return JSON.parse((bundle.bytes.get(BUNDLE_FILES.report) as Buffer).toString('utf8')) as RunReport;
}
