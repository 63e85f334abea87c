import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { requirements, isRequirementId, type RequirementEntry } from '../../specs/requirements.js';
import { schemaRequirementRefs } from '../../specs/schema-requirements.js';
import { specPath, sha256 } from '../../specs/spec-source.js';
import { SPEC_SHA256 } from '../../specs/spec-hash.js';
import { allChecks } from '../../suites/checks/index.js';

const spec = readFileSync(specPath(), 'utf8');

/** Each "…: not shown." clause of the spec, as written there. */
const notShownClauses = spec
  .split('\n')
  .flatMap((line) => [...line.matchAll(/([^.|]*?not shown\.)/g)].map((match) => (match[1] ?? '').replace(/^[\s-]+/, '').trim()));

describe('requirement catalogue', () => {
  it('has unique ids', () => {
    const ids = requirements.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('was derived from the spec file present beside the project', () => {
    expect(sha256(spec)).toBe(SPEC_SHA256);
  });

  it('finds the "not shown" clauses of the spec', () => {
    expect(notShownClauses.length).toBeGreaterThanOrEqual(15);
  });

  it.each(notShownClauses)('lists "%s" as UNSPECIFIED', (clause) => {
    const entries = requirements.filter((entry) => entry.level === 'UNSPECIFIED' && entry.sentence.includes(clause));
    expect(entries.map((entry) => entry.id)).not.toHaveLength(0);
    for (const entry of entries) expect(entry.stance).toMatch(/observ|never|report|only|not /i);
  });

  it('quotes sentences that exist in the spec, cell by cell', () => {
    const words = (text: string) => text.replace(/[^\w]+/g, ' ').trim();
    const specWords = words(spec);
    for (const entry of requirements) {
      // Each fragment of the sentence (cells joined by "|", statements joined by ". ") is in the spec.
      const fragments = entry.sentence
        .split(/\s*(?:\||\.\.\.|…|;|\. )\s*/)
        .map(words)
        .filter((fragment) => fragment.length > 12);
      for (const fragment of fragments) expect(specWords, `${entry.id}: "${fragment}"`).toContain(fragment);
    }
  });

  it('names the basis of every entry: an RFC section for rfc, the rule in the stance for policy', () => {
    for (const entry of requirements as readonly RequirementEntry[]) {
      if (entry.basis === 'rfc') expect(entry.source, entry.id).toMatch(/RFC \d+/);
      if (entry.basis === 'policy') expect(entry.stance, entry.id).toMatch(/policy/i);
    }
  });

  it('quotes only the sources it names: every sourceText section is in source', () => {
    for (const entry of requirements as readonly RequirementEntry[]) {
      for (const section of Object.keys(entry.sourceText ?? {})) expect(entry.source ?? '', entry.id).toContain(section);
    }
  });

  it('rests no MUST on a "not shown" sentence, and escalates only SHOULDs', () => {
    const mustOnNotShown = requirements.filter((entry) => entry.level === 'MUST' && /not shown/.test(entry.sentence)).map((entry) => entry.id);
    expect(mustOnNotShown).toEqual([]);
    const escalatedOther = (requirements as readonly RequirementEntry[])
      .filter((entry) => entry.escalation && entry.level !== 'SHOULD')
      .map((entry) => entry.id);
    expect(escalatedOther).toEqual([]);
  });

  it('knows every requirement id the schemas refer to', () => {
    for (const ref of schemaRequirementRefs()) expect(isRequirementId(ref.id), `${ref.where} → ${ref.id}`).toBe(true);
  });

  it('knows every requirement id the checks refer to', () => {
    for (const check of allChecks) expect(isRequirementId(check.requirement), check.id).toBe(true);
  });
});
