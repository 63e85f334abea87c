import { operationsOf } from '../../runner/plan.js';
import { allChecks } from '../../suites/checks/index.js';
import { requirement } from '../../specs/requirements.js';

/** --list: every check id (the --only/--exclude key), its requirement and level, and what it checks. */
export function printCheckList(): void {
  const width = Math.max(...allChecks.map((check) => check.id.length));
  for (const check of allChecks) {
    const scope = check.kind === 'scenario' ? operationsOf(check).join(', ') : 'every exchange';
    process.stdout.write(`${check.id.padEnd(width)}  ${check.requirement} (${requirement(check.requirement).level})  ${check.title} — ${scope}\n`);
  }
}
