import { SPEC_SHA256 } from '../specs/spec-hash.js';
import { CATALOGUE_VERSION } from '../specs/requirements.js';

import { suiteVersion } from '../engine/report/version.js';

export function versionText(): string {
  return `pm-conformance ${suiteVersion()} (spec sha256 ${SPEC_SHA256.slice(0, 12)}, check catalogue ${CATALOGUE_VERSION})`;
}
