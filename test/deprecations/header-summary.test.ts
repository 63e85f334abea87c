import { describe, expect, it } from 'vitest';
import { summarizeHeaders } from '../../deprecations/header-summary.js';
import { exchange } from '../suites/exchange-factory.js';

const NOW = new Date('2027-12-21T23:59:59Z');
const DEPRECATION = '@1735689600'; // 2025-01-01T00:00:00Z
const SUNSET = 'Fri, 31 Dec 2027 23:59:59 GMT';

const summary = (headers: Record<string, string | undefined>) => summarizeHeaders(exchange({ headers }), NOW);

describe('summarizeHeaders', () => {
  it('reads valid headers with their dates and the days left', () => {
    const result = summary({
      deprecation: DEPRECATION,
      sunset: SUNSET,
      link: '<https://example.com/d>; rel="deprecation", <https://example.com/v2>; rel="successor-version"',
    });
    expect(result.valid).toBe(true);
    expect(result.deprecation).toMatchObject({ valid: true, date: '2025-01-01T00:00:00.000Z' });
    expect(result.sunset).toMatchObject({ valid: true, daysLeft: (Date.parse('2027-12-31T23:59:59Z') - NOW.getTime()) / 86_400_000 });
    expect(result.link).toMatchObject({ valid: true, deprecation: ['https://example.com/d'], successorVersion: ['https://example.com/v2'], sunset: [] });
  });

  it.each([
    ['a Sunset already past', 'Tue, 01 Jan 2019 00:00:00 GMT', -3277],
    ['a Sunset later today counts as 0 days', 'Wed, 22 Dec 2027 00:00:00 GMT', 0],
  ])('%s', (_name, sunset, days) => {
    expect(summary({ deprecation: '@1500000000', sunset }).sunset?.daysLeft).toBe(days);
  });

  it.each([
    ['Deprecation: true (an obsolete draft)', { deprecation: 'true' }, 'deprecation'],
    ['Deprecation as an HTTP-date', { deprecation: 'Wed, 01 Jan 2025 00:00:00 GMT' }, 'deprecation'],
    ['Sunset not an HTTP-date', { sunset: '2027-12-31' }, 'sunset'],
    ['Sunset before Deprecation', { sunset: 'Mon, 01 Jan 2024 00:00:00 GMT' }, 'sunset'],
    ['Link without angle brackets', { link: 'https://example.com/d; rel="deprecation"' }, 'link'],
  ] as const)('%s is invalid, with the reason', (_name, headers, which) => {
    const result = summary(headers);
    expect(result.valid).toBe(false);
    expect(result[which]?.valid).toBe(false);
    expect(result[which]?.problem).toMatch(/\w/);
  });

  it('reports absent headers as absent, not invalid', () => {
    const result = summary({ deprecation: undefined, sunset: undefined, link: undefined });
    expect(result).toEqual({ valid: true });
  });
});
