import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { faults } from '../../reference/faults/catalogue.js';
import { allChecks } from '../../suites/checks/index.js';

/**
 * The suite proves itself only for the checks some fault exercises: a check that can fail or warn and
 * that no fault of the corpus is caught by could be wrong (or never fire) without any test noticing.
 * Whether a check can fail or warn is read from its source (and the helpers of its folder it imports):
 * a 'fail' or 'warn' verdict written there.
 */

/** Checks that can fail or warn, yet no reference fault can show their deviation; each with the reason and where it is proved instead. */
const NO_FAULT_CAN_SHOW: Readonly<Record<string, string>> = {
  transport:
    'fails only on resets and timeouts: a reference that broke its sockets would end the run as incomplete; proved against broken servers in test/robustness/broken-answers.e2e.test.ts',
  'version-segment': "judges the suite's own request URL, built from the configured base URL: no server can make it warn",
  'allow-on-405':
    "judges a 405 only: the suite sends the spec's own methods, which the reference serves; the warning is proved on hand-made exchanges in test/suites/exchange-checks.test.ts",
  'no-content-204':
    'judges a 204 only, a status the reference never chooses (the spec says 200); proved on hand-made exchanges in test/suites/exchange-checks.test.ts',
  'retry-after':
    'judges a Retry-After on a 429 or 503, which only the rate-limited personality sends (and rightly); proved in test/suites/exchange-checks.test.ts and test/suites/retry-after-waited.test.ts',
  'response-time': 'judges only with --max-response-time, which the proof runs do not set; proved in test/suites/latency.test.ts',
};

const SUITES_ROOT = resolve(import.meta.dirname, '..', '..', 'suites');
const CHECKS_ROOT = join(SUITES_ROOT, 'checks');
const sourcesUnder = (root: string) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts'))
    .map((path) => ({ path: join(root, path), text: readFileSync(join(root, path), 'utf8') }));
const sources = sourcesUnder(CHECKS_ROOT);
/** Helpers of one concept in a folder of suites/runtime of its own (runtime/round-trip/), as a check's own files. */
const conceptHelpers = sourcesUnder(join(SUITES_ROOT, 'runtime')).filter(({ path }) => dirname(path) !== join(SUITES_ROOT, 'runtime'));

/** The text of a check's source file, of the sibling files it imports (./helper.js) and of the runtime concept folders it imports. */
function sourceOf(id: string): string | undefined {
  const own = sources.find(({ text }) => text.includes(`id: '${id}'`));
  if (!own) return undefined;
  const imported = [...own.text.matchAll(/from '(\.{1,2}\/[\w./-]+)\.js'/g)].map(([, relative]) => resolve(dirname(own.path), `${relative}.ts`));
  const helpers = [...sources, ...conceptHelpers].filter(({ path }) => imported.includes(path) && path !== own.path);
  return [own.text, ...helpers.map(({ text }) => text)].join('\n');
}

const canFailOrWarn = (id: string) => /'(fail|warn)'/.test(sourceOf(id) ?? '');
const guarded = new Set(faults.flatMap((fault) => fault.checks as readonly string[]));

describe('every check that can fail or warn is guarded by a fault', () => {
  it('finds the source of every check', () => {
    expect(allChecks.filter((check) => sourceOf(check.id) === undefined).map((check) => check.id)).toEqual([]);
  });

  it('tells a check that only observes from one that judges', () => {
    // Every check a fault names must be able to report it: a fault named for an observing check is a wrong entry.
    const observing = allChecks.filter((check) => !canFailOrWarn(check.id)).map((check) => check.id);
    expect(observing.length).toBeGreaterThan(0);
    expect(observing.filter((id) => guarded.has(id))).toEqual([]);
    for (const id of observing) expect(sourceOf(id), id).toMatch(/'observe'/);
  });

  it('has a fault of the corpus naming each check that can fail or warn', () => {
    const unguarded = allChecks.filter((check) => canFailOrWarn(check.id) && !guarded.has(check.id) && !(check.id in NO_FAULT_CAN_SHOW));
    expect(unguarded.map((check) => check.id)).toEqual([]);
  });

  it('excuses only checks that exist, can fail or warn, and are still unguarded', () => {
    for (const id of Object.keys(NO_FAULT_CAN_SHOW)) {
      expect(
        allChecks.map((check) => check.id),
        id,
      ).toContain(id);
      expect(canFailOrWarn(id), id).toBe(true);
      expect(guarded.has(id), `${id} is guarded now: drop its excuse`).toBe(false);
    }
  });
});
