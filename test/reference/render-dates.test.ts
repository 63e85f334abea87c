import { describe, expect, it } from 'vitest';
import { formatDates } from '../../reference/render/dates.js';

describe('formatDates', () => {
  const iso = (date: Date) => date.toISOString();

  it('writes each stored instant as a string and keeps every other value and the key order', () => {
    const doc = { title: 't', createdAt: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), budget: 3, tags: ['a'] };
    const out = formatDates(doc, iso);
    expect(out).toEqual({ title: 't', createdAt: '2026-01-02T03:04:05.000Z', budget: 3, tags: ['a'] });
    expect(Object.keys(out)).toEqual(['title', 'createdAt', 'budget', 'tags']);
    expect(out.tags).toBe(doc.tags);
  });

  it('keeps a stored "__proto__" field as a field of its own, not as the prototype', () => {
    const doc = JSON.parse('{"__proto__": {"polluted": true}, "title": "t"}') as Record<string, unknown>;
    const out = formatDates(doc, iso);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__', 'title']);
    expect(JSON.stringify(out)).toBe('{"__proto__":{"polluted":true},"title":"t"}');
    expect((out as { polluted?: unknown }).polluted).toBeUndefined();
  });
});
