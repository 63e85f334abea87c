import { exchangeChecks } from './exchange/index.js';
import { scenarioChecks } from './scenario/index.js';
import type { Check } from '../runtime/check-types.js';

/** Every check of the suite. Ids are the CLI keys of --only, --exclude and --list: they must be unique. */
export function registry(checks: readonly Check[]): readonly Check[] {
  const seen = new Set<string>();
  for (const check of checks) {
    if (seen.has(check.id)) throw new Error(`duplicate check id ${check.id}`);
    seen.add(check.id);
  }
  return checks;
}

export const allChecks = registry([...exchangeChecks, ...scenarioChecks]);
export { exchangeChecks, scenarioChecks };
