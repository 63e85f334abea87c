import { sha256 } from '../specs/spec-source.js';
import { BUNDLE_FILES } from '../reports/certification/manifest.js';
import type { Bundle } from './read-bundle.js';

/** The first file of the bundle that is missing, unlisted or not the bytes the manifest's digest names. */
export function firstDigestDifference(bundle: Bundle): string | undefined {
  for (const name of Object.values(BUNDLE_FILES)) {
    const expected = bundle.manifest.files[name];
    const bytes = bundle.bytes.get(name);
    if (expected === undefined) return `${name} has no digest in the manifest`;
    if (!bytes) return `${name} is missing`;
    if (sha256(bytes) !== expected) return `${name} is not the file the manifest names: its SHA-256 differs (a byte was changed)`;
  }
  return undefined;
}
