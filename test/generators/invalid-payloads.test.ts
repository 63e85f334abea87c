import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedAjv, validatorFor } from '../../specs/ajv.js';
import { requirement } from '../../specs/requirements.js';
import { requestSchemaNames, schemas } from '../../specs/schemas/index.js';
import {
  fullSchemaOf,
  fullValue,
  invalidCatalogue,
  invalidCatalogueOf,
  invalidPayloads,
  reportsLabel,
  unexplainedErrors,
  type InvalidSample,
} from '../../generators/index.js';
import { valueAtPointer } from '../../specs/json-pointer.js';

/** ajv rejects the sample, for the labelled reason (keyword at pointer) and no other. */
function rejectedForItsLabelOnly(validate: ReturnType<typeof validatorFor>, sample: InvalidSample): string | undefined {
  if (validate(JSON.parse(JSON.stringify(sample.payload)))) return 'accepted';
  const errors = validate.errors ?? [];
  if (!errors.some((error) => reportsLabel(error, sample.label)))
    return `no ${sample.label.keyword} error at ${sample.label.pointer}: ${JSON.stringify(errors)}`;
  const others = unexplainedErrors(errors, sample.label);
  return others.length > 0 ? `other errors: ${JSON.stringify(others)}` : undefined;
}

const within = (pointer: string, label: string) => pointer === label || pointer.startsWith(`${label}/`);

/** JSON pointers where two JSON values differ, outside the subtree at `label`. */
function differencesOutside(expected: unknown, actual: unknown, label: string, pointer = ''): string[] {
  if (within(pointer, label)) return [];
  if (typeof expected !== 'object' || expected === null || typeof actual !== 'object' || actual === null) return Object.is(expected, actual) ? [] : [pointer];
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...keys].flatMap((key) =>
    differencesOutside((expected as Record<string, unknown>)[key], (actual as Record<string, unknown>)[key], label, `${pointer}/${key}`),
  );
}

describe.each(requestSchemaNames)('invalid samples of %s', (name) => {
  const validate = validatorFor(name);
  const catalogue = invalidCatalogue(name);

  it.each(catalogue.map((sample) => [sample.label.description, sample] as const))('catalogue: %s', (_, sample) => {
    expect(rejectedForItsLabelOnly(validate, sample)).toBeUndefined();
    expect(sample.label.level).toBe(requirement(sample.label.requirement).level);
  });

  it('catalogue has one sample per (base × pointer × kind), one per value and case for other-case', () => {
    const several = (kind: string) => kind === 'missing-required' || kind === 'other-case';
    const keys = catalogue.map(({ label, base }) => `${base} ${label.pointer} ${label.kind} ${several(label.kind) ? label.description : ''}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('catalogue sets every mutation on the fullest body too (unless that is the same payload)', () => {
    const kinds = (base: string) =>
      catalogue
        .filter((sample) => sample.base === base && sample.label.pointer !== '')
        .map(({ label }) => `${label.pointer} ${label.kind} ${label.description.replace(/ in the fullest body$/, '')}`);
    expect(kinds('fullest').length).toBeGreaterThan(0);
    expect(new Set(kinds('fullest'))).toEqual(new Set(kinds('smallest')));
  });

  it.each(catalogue.filter(({ base }) => base === 'fullest').map((sample) => [sample.label.description, sample] as const))(
    'fullest body: %s differs from the fullest valid body only where its label points',
    (_, sample) => {
      expect(differencesOutside(fullValue(schemas[name]), sample.payload, sample.label.pointer)).toEqual([]);
    },
  );

  it('1,000 random samples on fullest bodies keep every optional property outside their label', () => {
    const validateFull = sharedAjv().compile(fullSchemaOf(schemas[name]) as object);
    const fullest = fc.sample(invalidPayloads(name), { seed: 11, numRuns: 2_000 }).filter(({ base }) => base === 'fullest');
    expect(fullest.length).toBeGreaterThan(600);
    for (const sample of fullest) {
      expect(validateFull(JSON.parse(JSON.stringify(sample.payload)))).toBe(false);
      // A violation set on a conditional property (taskId) meets the false schema the fullest body puts there.
      const errors = (validateFull.errors ?? []).filter((error) => !(error.keyword === 'false schema' && error.instancePath === sample.label.pointer));
      expect(unexplainedErrors(errors, sample.label), sample.label.description).toEqual([]);
    }
  });

  it('gives the same samples for the same seed', () => {
    const sample = () => fc.sample(invalidPayloads(name), { seed: 7, numRuns: 20 });
    expect(sample()).toEqual(sample());
  });

  it('1,000 random samples are each rejected for their label only', () => {
    fc.assert(
      fc.property(invalidPayloads(name), (sample) => {
        const problem = rejectedForItsLabelOnly(validate, sample);
        if (problem) throw new Error(`${sample.label.description}: ${problem}`);
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('the invalid catalogue, built once per schema', () => {
  it.each(requestSchemaNames)('gives each caller of %s its own copy of the same catalogue', (name) => {
    const first = invalidCatalogue(name);
    expect(first).toEqual(invalidCatalogueOf(schemas[name]));
    (first[0] as { payload: unknown }).payload = 'changed by a caller';
    first.pop();
    expect(invalidCatalogue(name)).toEqual(invalidCatalogueOf(schemas[name]));
  });
});

describe('invalid labels', () => {
  it.each([
    ['project-update', 'below-minimum', '/budget', 'minimum', 'PROJECT.BUDGET', 'MUST'],
    ['project-update', 'out-of-enum', '/customProperties/0/canView', 'enum', 'CUSTOM_PROPERTY.CAN_VIEW', 'MUST'],
    ['project-update', 'response-only-injected', '/_id', 'not', 'PROJECT.UPDATE.RESPONSE_ONLY', 'MUST'],
    ['project-update', 'unknown-property', '', 'additionalProperties', 'REQUEST.UNKNOWN_PROPERTIES', 'UNSPECIFIED'],
    ['project-update', 'unknown-property', '/customProperties/0', 'additionalProperties', 'REQUEST.UNKNOWN_PROPERTIES', 'UNSPECIFIED'],
    ['add-person', 'malformed-format', '/email', 'format', 'PERSON.EMAIL', 'MUST'],
    ['add-person', 'missing-required', '', 'required', 'ADD_PERSON.REQUIRED', 'MUST'],
    ['timesheet-update', 'pattern-mismatch', '/entries/0/hours/0/day', 'pattern', 'TIMESHEET.ENTRY.DAY', 'MUST'],
    ['timesheet-update', 'wrong-type-in-nested-object', '/entries/0/hours/0/value', 'type', 'TIMESHEET.ENTRY.HOURS', 'MUST'],
    ['timesheet-update', 'wrong-type-in-array', '/entries/0', 'type', 'TIMESHEET.ENTRY.FIELD_TYPES', 'MUST'],
    ['project-update', 'other-case', '/projectStatus', 'enum', 'PROJECT.STATUS', 'MUST'],
    ['project-update', 'other-case', '/currency', 'enum', 'PROJECT.CURRENCY', 'MUST'],
    ['project-update', 'other-case', '/customProperties/0/canView', 'enum', 'CUSTOM_PROPERTY.CAN_VIEW', 'MUST'],
    ['add-person', 'other-case', '/rateTime', 'enum', 'PERSON.RATE_TIME', 'MUST'],
    ['timesheet-update', 'other-case', '/status', 'enum', 'TIMESHEET.STATUS', 'MUST'],
  ] as const)('%s %s at "%s": %s, %s (%s)', (name, kind, pointer, keyword, requirementId, level) => {
    const found = invalidCatalogue(name).find(({ label }) => label.kind === kind && label.pointer === pointer);
    expect(found?.label).toMatchObject({ keyword, requirement: requirementId, level });
  });

  it('sets a string hours value beside a valid day on the fullest body (issue 16: a server requiring day still meets the violation)', () => {
    const sample = invalidCatalogue('timesheet-update').find(
      ({ base, label }) => base === 'fullest' && label.kind === 'wrong-type-in-nested-object' && label.pointer === '/entries/0/hours/0/value',
    );
    const entry = (sample?.payload as { entries: Record<string, unknown>[] }).entries[0] as { hours: { day: unknown; value: unknown }[] };
    expect(entry.hours[0]?.day).toMatch(/^[A-Z]{3}$/);
    expect(typeof entry.hours[0]?.value).toBe('string');
    // taskId is valid on shape-B timesheets only (x-conditional): left out, so no reading refuses the base.
    expect(Object.keys(entry).sort()).toEqual(['codeId', 'description', 'hours']);
  });

  it('sends invalid currencies that never were ISO 4217 codes (no three-letter uppercase code but the curated QQQ)', () => {
    const currencies = fc
      .sample(invalidPayloads('project-update'), { seed: 8, numRuns: 5_000 })
      .filter(({ label }) => label.pointer === '/currency' && label.kind === 'out-of-enum')
      .map(({ payload }) => (payload as { currency: string }).currency);
    expect(currencies.length).toBeGreaterThan(0);
    expect(currencies.filter((code) => /^[A-Z]{3}$/.test(code) && code !== 'QQQ')).toEqual([]);
    expect(invalidCatalogue('project-update').find(({ label }) => label.pointer === '/currency' && label.kind === 'out-of-enum')?.payload).toEqual({
      currency: 'usd',
    });
  });

  it.each([
    ['add-person', '/email', ['no-at-sign', 'a@', '@example.com']],
    ['project-update', '/startDate', ['not-a-date', '2024-13-45T25:61:00Z']],
  ] as const)('%s %s: the curated malformed values appear among random samples', (name, pointer, expected) => {
    const values = fc
      .sample(invalidPayloads(name), { seed: 8, numRuns: 8_000 })
      .filter(({ label }) => label.pointer === pointer && label.kind === 'malformed-format')
      .map(({ payload }) => (payload as Record<string, unknown>)[pointer.slice(1)]);
    for (const value of expected) expect(values).toContain(value);
  });
});

describe('other-case', () => {
  type Name = (typeof requestSchemaNames)[number];
  const otherCase = (name: Name) => invalidCatalogue(name).filter(({ label, base }) => label.kind === 'other-case' && base === 'smallest');
  /** The allowed values at a pointer, as ajv reports them for the first sample there. */
  function enumAt(name: Name, pointer: string): string[] {
    const validate = validatorFor(name);
    validate(otherCase(name).find(({ label }) => label.pointer === pointer)?.payload);
    const error = validate.errors?.find((candidate) => candidate.keyword === 'enum' && candidate.instancePath === pointer);
    return (error?.params as { allowedValues: string[] }).allowedValues;
  }

  it.each(requestSchemaNames)('%s: every value of every short enum, in upper, lower and capitalised case where that differs', (name) => {
    const sent = (pointer: string) =>
      otherCase(name)
        .filter(({ label }) => label.pointer === pointer)
        .map(({ payload }) => valueAtPointer(payload, pointer));
    const pointers = new Set(otherCase(name).map(({ label }) => label.pointer));
    expect(pointers.size).toBeGreaterThan(0);
    for (const pointer of pointers) {
      const allowed = enumAt(name, pointer);
      if (allowed.length > 7) continue;
      const expected = allowed.flatMap((value) =>
        [...new Set([value.toUpperCase(), value.toLowerCase(), `${value.slice(0, 1).toUpperCase()}${value.slice(1).toLowerCase()}`])].filter(
          (variant) => !allowed.includes(variant),
        ),
      );
      expect(sent(pointer), pointer).toEqual(expected);
    }
  });

  it('sends "OPEN" and "Open" for projectStatus, and for timeAndMaterials all three cases', () => {
    const values = invalidCatalogue('project-update')
      .filter(({ label, base }) => label.kind === 'other-case' && base === 'smallest')
      .map(({ payload }) => Object.values(payload as Record<string, unknown>)[0]);
    expect(values).toEqual(expect.arrayContaining(['OPEN', 'Open', 'TIMEANDMATERIALS', 'timeandmaterials', 'Timeandmaterials']));
    expect(values).not.toContain('open');
  });

  it('puts one currency code in the catalogue (lower and capitalised) and draws any code at random', () => {
    const catalogued = invalidCatalogue('project-update')
      .filter(({ label, base }) => label.kind === 'other-case' && base === 'smallest' && label.pointer === '/currency')
      .map(({ payload }) => (payload as { currency: string }).currency);
    expect(catalogued).toHaveLength(2);
    expect(catalogued[0]).toMatch(/^[a-z]{3}$/);
    expect(catalogued[1]).toMatch(/^[A-Z][a-z]{2}$/);
    const drawn = fc
      .sample(invalidPayloads('project-update'), { seed: 3, numRuns: 20_000 })
      .filter(({ label }) => label.pointer === '/currency' && label.kind === 'other-case')
      .map(({ payload }) => (payload as { currency: string }).currency.toUpperCase());
    expect(new Set(drawn).size).toBeGreaterThan(5);
  });
});
