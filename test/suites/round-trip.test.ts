import { describe, expect, it } from 'vitest';
import { mergeCoverage, type CoverageFold } from '../../engine/results/coverage-fold.js';
import { countRoundTrip } from '../../engine/results/round-trip.js';
import {
  ANY_VALUE_CLASSES,
  catalogueOf,
  classesOf,
  EMAIL_CLASSES,
  NUMBER_CLASSES,
  PLACEHOLDER_REFERENCES,
  STRING_CLASSES,
  type Derivation,
} from '../../generators/round-trip/value-classes.js';
import { propertySchema } from '../../specs/annotations.js';
import { schemas } from '../../specs/schemas/index.js';
import { validatorFor } from '../../specs/ajv.js';
import { renderRoundTrip } from '../../reports/html/round-trip.js';
import { roundTripCoverage } from '../../runner/round-trip-coverage.js';
import { addBatches, fieldVariants, updateBatches } from '../../suites/runtime/round-trip/batches.js';
import { comeback } from '../../suites/runtime/round-trip/judge.js';
import type { RunReport } from '../../engine/report/model.js';

const derivation: Derivation = { references: PLACEHOLDER_REFERENCES };
const labels = (values: readonly { label: string }[]) => values.map((value) => value.label);

describe('value classes (issue 23)', () => {
  it('derives the classes of a field from its schema node: free text, numbers within bounds, every enum value, any JSON value', () => {
    expect(labels(classesOf(propertySchema('project-update', 'title') ?? {}, PLACEHOLDER_REFERENCES))).toEqual(labels(STRING_CLASSES));
    // budget has minimum 0: the negative class is left out.
    expect(labels(classesOf(propertySchema('project-update', 'budget') ?? {}, PLACEHOLDER_REFERENCES))).toEqual(
      labels(NUMBER_CLASSES.filter((value) => (value.value as number) >= 0)),
    );
    expect(classesOf(propertySchema('project-update', 'currency') ?? {}, PLACEHOLDER_REFERENCES).map((value) => value.value)).toEqual(
      (propertySchema('project-update', 'currency') as { enum: string[] }).enum,
    );
    expect(labels(classesOf(propertySchema('custom-property-request', 'value') ?? {}, PLACEHOLDER_REFERENCES))).toEqual(labels(ANY_VALUE_CLASSES));
    expect(labels(classesOf(propertySchema('project-update', 'timeTrackingEnabled') ?? {}, PLACEHOLDER_REFERENCES))).toEqual(['false', 'true']);
    // E-mails take the e-mail classes, never free text; references take held ids only.
    expect(labels(classesOf(propertySchema('add-person', 'email') ?? {}, PLACEHOLDER_REFERENCES))).toEqual(labels(EMAIL_CLASSES));
    expect(classesOf(propertySchema('project-update', 'client') ?? {}, () => [])).toEqual([]);
  });

  it('sends only valid bodies: every request of every operation passes its request schema', () => {
    for (const schema of ['project-update', 'timesheet-update', 'add-person'] as const) {
      const variants = fieldVariants(schemas[schema], derivation);
      const batches = schema === 'add-person' ? addBatches(variants) : updateBatches(variants);
      const required = schema === 'add-person' ? { permission: 'member', email: 'someone@example.com' } : {};
      for (const batch of batches) {
        const body = { ...required, ...Object.fromEntries(batch.map((item) => [item.field, item.variant.value])) };
        expect(validatorFor(schema)(body), `${schema}: ${JSON.stringify(validatorFor(schema).errors)}`).toBe(true);
      }
    }
  });

  it('updates carry at most two fields a request, every variant once, as many requests as the longest field has variants', () => {
    const variants = fieldVariants(schemas['project-update'], derivation);
    const batches = updateBatches(variants);
    expect(Math.max(...batches.map((batch) => batch.length))).toBe(2);
    expect(batches.length).toBe(Math.max(...[...variants.values()].map((list) => list.length)));
    const sent = batches.flat().map((item) => item.variant);
    expect(sent).toHaveLength([...variants.values()].flat().length);
    expect(new Set(sent).size).toBe(sent.length);
    expect(batches.some((batch) => batch.length === 2)).toBe(true);
  });

  it('covers nested fields by path: entry properties, hour items, custom property fields', () => {
    const paths = new Set(catalogueOf(schemas['timesheet-update'], derivation).map((covered) => covered.path));
    expect([...paths]).toEqual(
      expect.arrayContaining(['status', 'customId', 'entries', 'entries[].description', 'entries[].hours', 'entries[].hours[].value', 'entries[].codeId']),
    );
    const project = catalogueOf(schemas['project-update'], derivation);
    expect(project.filter((covered) => covered.path.startsWith('customProperties[].')).map((covered) => covered.path)).toEqual(
      expect.arrayContaining(['customProperties[].name', 'customProperties[].value', 'customProperties[].canView', 'customProperties[].description']),
    );
    expect(project.some((covered) => covered.path === '_id' || covered.path === 'updatedAt')).toBe(false);
    expect(
      catalogueOf(schemas['timesheet-update'], { ...derivation, omit: (path) => path === 'entries[].taskId' }).some(
        (covered) => covered.path === 'entries[].taskId',
      ),
    ).toBe(false);
  });
});

describe('judging a class read back', () => {
  const title = { path: 'title', label: '256 characters' };
  const budget = { path: 'budget', label: 'four decimals (1234.5678)' };
  const hours = { path: 'entries[].hours', label: 'several elements alike but for one number' };
  it('fails what was cut, replaced or rounded; warns what kept its meaning; allows single precision', () => {
    expect(comeback('project-update', title, { title: 'x'.repeat(256) }, { title: 'x'.repeat(255) })).toBe('different');
    expect(comeback('project-update', title, { title: '  padded ' }, { title: 'padded' })).toBe('normalised');
    expect(comeback('project-update', title, { title: 'Zoe\u0308' }, { title: 'Zo\u00eb' })).toBe('normalised');
    expect(comeback('project-update', title, { title: 'rocket 🚀' }, { title: 'rocket ?' })).toBe('different');
    expect(comeback('project-update', budget, { budget: 1234.5678 }, { budget: 1234.57 })).toBe('different');
    expect(comeback('project-update', budget, { budget: 1234.5678 }, { budget: Math.fround(1234.5678) })).toBe('same');
    const sent = {
      entries: [
        {
          hours: [
            { day: 'MON', value: 1.5 },
            { day: 'MON', value: 2.25 },
          ],
        },
      ],
    };
    expect(comeback('timesheet-update', hours, sent, { entries: [{ hours: [{ day: 'MON', value: 3.75 }] }] })).toBe('different');
    expect(
      comeback('timesheet-update', hours, sent, {
        entries: [
          {
            hours: [
              { day: 'MON', value: 2.25 },
              { day: 'MON', value: 1.5 },
            ],
          },
        ],
      }),
    ).toBe('same');
  });
});

describe('round-trip coverage', () => {
  it('lists every class of every field, the worst outcome seen, not tried for the rest; shards merge to their union', () => {
    const a: CoverageFold = {};
    const b: CoverageFold = {};
    countRoundTrip(a, 'PATCH /projects/{projectId}', 'title', '10,000 characters', 'stored');
    countRoundTrip(b, 'PATCH /projects/{projectId}', 'title', '10,000 characters', 'lost');
    countRoundTrip(b, 'PATCH /projects/{projectId}', 'budget', '2^53 − 1', 'refused');
    mergeCoverage(a, b);
    const fields = roundTripCoverage('PATCH /projects/{projectId}', a['PATCH /projects/{projectId}']?.roundTrip ?? {});
    const title = fields.find((field) => field.field === 'title');
    expect(title?.classes.find((entry) => entry.class === '10,000 characters')?.outcome).toBe('lost');
    expect(title?.classes.find((entry) => entry.class === '1 character')?.outcome).toBe('not tried');
    expect(fields.find((field) => field.field === 'budget')?.classes.find((entry) => entry.class === '2^53 − 1')?.outcome).toBe('refused');
    expect(fields.map((field) => field.field)).toContain('customProperties[].value');

    const report = { coverage: { operations: [{ operation: 'PATCH /projects/{projectId}', roundTrip: fields }] } } as unknown as RunReport;
    const html = renderRoundTrip(report);
    expect(html).toContain('<code>10,000 characters</code>');
    expect(html).toContain('Lost, cut, replaced or rounded');
    const currencies = { field: 'currency', classes: Array.from({ length: 20 }, (_, index) => ({ class: `C${index}`, outcome: 'stored' as const })) };
    const folded = renderRoundTrip({
      coverage: { operations: [{ operation: 'PATCH /projects/{projectId}', roundTrip: [currencies] }] },
    } as unknown as RunReport);
    expect(folded).toContain('<details class="fold"><summary>20 classes</summary>');
    expect(renderRoundTrip({ coverage: { operations: [{ operation: 'x' }] } } as unknown as RunReport)).toBe('');
  });
});
