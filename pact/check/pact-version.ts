import { ToolError } from '../../engine/tool-error.js';
import type { PactDocument } from '../pact-file/read-pact-file.js';

export type PactVersion = 2 | 3 | 4;

const versionText = (metadata: Record<string, unknown> | undefined): unknown => {
  const spec = (metadata?.pactSpecification ?? metadata?.['pact-specification']) as { version?: unknown } | undefined;
  return spec?.version ?? metadata?.pactSpecificationVersion;
};

/**
 * The Pact specification version of a file, from metadata.pactSpecification.version. A file that
 * does not say is read as version 2, the format of the oldest writers (version 1 is read alike).
 */
export function pactVersion(document: PactDocument, file: string): PactVersion {
  const text = versionText(document.metadata);
  if (text === undefined) return 2;
  const major = Number.parseInt(String(text), 10);
  if (major === 1 || major === 2) return 2;
  if (major === 3 || major === 4) return major;
  throw new ToolError(`pact file ${file}: unsupported pact specification version ${JSON.stringify(text)} (1 to 4 are read)`);
}
