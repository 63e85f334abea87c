import { describe, expect, it } from 'vitest';
import { validatorFor } from '../../specs/ajv.js';
import { requestSchemaNames } from '../../specs/schemas/index.js';
import { freeTextField } from '../../suites/runtime/free-text.js';
import { changedFields, describeChanges } from '../../suites/runtime/read-back.js';

describe('suites/runtime/free-text', () => {
  it.each(requestSchemaNames.filter((name) => name !== 'add-person'))('%s: a field any text is a valid value of', (schema) => {
    const field = freeTextField(schema);
    expect(field).toBeDefined();
    const validate = validatorFor(schema);
    for (const text of ['', 'x', 'pmc-refused-change-1', 'ünïcødé ✓']) expect(validate({ [field as string]: text }), `${field}: ${text}`).toBe(true);
  });

  it('skips the fields a body already carries', () => {
    const first = freeTextField('project-update');
    expect(freeTextField('project-update', [first as string])).not.toBe(first);
  });
});

describe('suites/runtime/read-back changedFields', () => {
  it('lists the fields that differ, added or dropped ones included, updatedAt left out', () => {
    const before = { title: 'a', budget: 1, tags: [1, 2], updatedAt: '2024-01-01T00:00:00.000Z', gone: true };
    const after = { title: 'a', budget: 2, tags: [1, 2], updatedAt: '2025-01-01T00:00:00.000Z', added: 'x' };
    expect(changedFields(before, after).sort()).toEqual(['added', 'budget', 'gone']);
    expect(describeChanges(['budget'], before, after)).toBe('budget: 1 before, 2 after');
  });

  it('finds nothing between two equal reads', () => {
    const read = { title: 'a', customProperties: [{ name: 'n', value: { x: 1 } }] };
    expect(changedFields(read, structuredClone(read))).toEqual([]);
  });
});
