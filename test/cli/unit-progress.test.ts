import { describe, expect, it } from 'vitest';
import { unitProgress } from '../../cli/progress.js';

const run = (isTTY: boolean, lines: readonly string[]) => {
  const printed: string[] = [];
  const progress = unitProgress({ line: (text) => printed.push(text) }, { isTTY } as NodeJS.WriteStream);
  for (const line of lines) progress(line);
  return printed;
};

const units = [
  ...Array.from({ length: 25 }, (_, index) => `✓ check-${index} PATCH /projects/{projectId} (3 exchanges)`),
  '✗ stored-as-sent PATCH /projects/{projectId} (40 exchanges, 1 requirement failed)',
  '! error-body PATCH /projects/{projectId} (9 exchanges, 1 requirement with warnings)',
  '- custom-property-visibility PATCH /projects/{projectId} skipped: needs --member-token',
];

describe('cli/progress unitProgress (a bounded console, issue 37)', () => {
  it('in a log: every unit that failed, warned or skipped, and the first and every tenth that passed', () => {
    const printed = run(false, units);
    expect(printed).toEqual([
      units[0],
      '✓ 10 units passed so far (the last: check-9 PATCH /projects/{projectId} (3 exchanges))',
      '✓ 20 units passed so far (the last: check-19 PATCH /projects/{projectId} (3 exchanges))',
      ...units.slice(25),
    ]);
  });

  it('on a terminal: every line (each replaces the last)', () => {
    expect(run(true, units)).toEqual(units);
  });
});
