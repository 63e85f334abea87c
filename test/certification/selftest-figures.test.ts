import { describe, expect, it } from 'vitest';
import { suiteVersion } from '../../engine/report/version.js';
import { faultClassOf } from '../../proof/fault-class.js';
import { faultLevel } from '../../proof/judge.js';
import { conformingVariants, foldFigures } from '../../proof/selftest.js';
import { PROOF_SETTINGS } from '../../proof/settings.js';
import { faults } from '../../reference/faults/catalogue.js';
import { figuresHeadline, figuresText, shippedFigures } from '../../reports/certification/figures.js';

/**
 * The figures the package ships are of this version: every variant and fault of the reference, each
 * with its level and class, and totals that fold from them. Whether each outcome is still what the
 * suite gives is checked where the proof computes it (test/e2e/proof*.ts), not by running it twice.
 */
describe('the shipped selftest figures (reports/certification/selftest-figures.json)', () => {
  it('are of this version, with the proof settings and the command that reproduces them', () => {
    expect(shippedFigures).toMatchObject({ version: suiteVersion(), command: 'pm-conformance selftest', ...PROOF_SETTINGS });
  });

  it('list every conforming variant and every fault of the corpus, each once, with its level and class', () => {
    expect(shippedFigures.variantList.map((variant) => variant.name)).toEqual(conformingVariants());
    expect(shippedFigures.faultList.map((fault) => ({ name: fault.name, level: fault.level, class: fault.class }))).toEqual(
      faults.map((fault) => ({ name: fault.name, level: faultLevel(fault), class: faultClassOf(fault) })),
    );
  });

  it('total what they list, per level and per fault class', () => {
    expect(foldFigures(shippedFigures.variantList, shippedFigures.faultList, shippedFigures.seconds)).toEqual(shippedFigures);
  });

  it('print as selftest prints them: the headline, per level, per class, the time', () => {
    const text = figuresText(shippedFigures);
    expect(text.split('\n')[0]).toBe(figuresHeadline(shippedFigures));
    expect(text).toMatch(
      /^\d+ conforming variants, \d+ false failures; caught \d+ of \d+ faults at their level\nby level: MUST \d+\/\d+, SHOULD \d+\/\d+\nby fault class: /,
    );
    expect(text).toMatch(/measured in \d+\.\d s/);
  });
});
