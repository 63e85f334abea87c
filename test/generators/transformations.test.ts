import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRANSFORMATIONS, type ValueKind } from '../../generators/round-trip/transformations.js';
import { classesOf, PLACEHOLDER_REFERENCES } from '../../generators/round-trip/value-classes.js';
import type { RequestSchemaName } from '../../specs/schemas/index.js';
import { comeback } from '../../suites/runtime/round-trip/judge.js';
import { nodeAt } from '../../suites/runtime/round-trip/paths.js';

/** Where each kind of value is shown: one writable field of the request schemas that carries it. */
const FIELD_OF: Readonly<Record<ValueKind, { readonly schema: RequestSchemaName; readonly path: string }>> = {
  string: { schema: 'project-update', path: 'title' },
  email: { schema: 'add-person', path: 'email' },
  id: { schema: 'project-update', path: 'client' },
  'date-time': { schema: 'project-update', path: 'startDate' },
  number: { schema: 'project-update', path: 'budget' },
  boolean: { schema: 'project-update', path: 'timeTrackingEnabled' },
  array: { schema: 'project-update', path: 'departments' },
  nested: { schema: 'project-update', path: 'customProperties[].value' },
};

/** A body holding `value` at a coverage path ("entries[].hours[].value"), or nothing there when it is undefined. */
function bodyAt(path: string, value: unknown): Record<string, unknown> {
  const [first = '', ...rest] = path.split('.');
  const name = first.replace(/\[\]$/, '');
  const inner = rest.length > 0 ? bodyAt(rest.join('.'), value) : value;
  if (inner === undefined) return {};
  return { [name]: first.endsWith('[]') ? [inner] : inner };
}

const KINDS = Object.keys(FIELD_OF) as ValueKind[];

describe('the transformations of the fault model (issue 34)', () => {
  it('names at least 40, each once, with a source, over every kind of value', () => {
    expect(TRANSFORMATIONS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(TRANSFORMATIONS.map((t) => t.id)).size).toBe(TRANSFORMATIONS.length);
    expect(TRANSFORMATIONS.filter((t) => t.source.trim().length < 10).map((t) => t.id)).toEqual([]);
    expect(KINDS.filter((kind) => !TRANSFORMATIONS.some((t) => t.kind === kind))).toEqual([]);
  });

  it.each(TRANSFORMATIONS.map((t) => [t.id, t] as const))('%s is exposed by its value class and judged at its level', (_id, t) => {
    const { schema, path } = t.at ?? FIELD_OF[t.kind];
    const valueClass = classesOf(nodeAt(schema, path), PLACEHOLDER_REFERENCES).find((entry) => entry.label === t.detectedBy);
    expect(valueClass, `no class "${t.detectedBy}" on ${schema} ${path}`).toBeDefined();
    const sent = bodyAt(path, valueClass?.value);
    const back = bodyAt(path, t.apply(structuredClone(valueClass?.value)));
    expect(comeback(schema, { path, label: t.detectedBy }, sent, back)).toBe(t.judged);
  });

  it('is written down in docs/fault-model.md, every transformation by its id', () => {
    const doc = readFileSync(new URL('../../docs/fault-model.md', import.meta.url), 'utf8');
    expect(TRANSFORMATIONS.filter((t) => !doc.includes(`\`${t.id}\``)).map((t) => t.id)).toEqual([]);
  });
});
