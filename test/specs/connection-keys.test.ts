import { describe, expect, it } from 'vitest';
import {
  CONNECTION_KEYS,
  FIXTURE_ID_KEYS,
  placeholderOf,
  secretsOf,
  TOKEN_ROLES,
  tokenRoleOf,
  type ConnectionConfig,
  type ConnectionKey,
} from '../../specs/connection-keys.js';
import { PROFILES } from '../../specs/operation-profiles/index.js';

const KEYS = Object.keys(CONNECTION_KEYS) as ConnectionKey[];

describe('the connection table', () => {
  it('splits its keys into the base URL, the tokens and the fixture ids, in its order', () => {
    expect(['baseUrl', ...TOKEN_ROLES, ...FIXTURE_ID_KEYS]).toEqual(KEYS);
    expect(TOKEN_ROLES.every((role) => CONNECTION_KEYS[role].secret)).toBe(true);
    expect(FIXTURE_ID_KEYS.some((key) => CONNECTION_KEYS[key].secret)).toBe(false);
  });

  it('gives each caller one token, and each token one caller', () => {
    const callers = TOKEN_ROLES.map((role) => CONNECTION_KEYS[role].caller);
    expect(new Set(callers).size).toBe(TOKEN_ROLES.length);
    for (const role of TOKEN_ROLES) expect(tokenRoleOf(CONNECTION_KEYS[role].caller)).toBe(role);
  });

  it('redacts every token of a connection as its environment variable, and nothing else', () => {
    const config = Object.fromEntries(KEYS.map((key) => [key, `value-of-${key}`])) as unknown as ConnectionConfig;
    const pairs = secretsOf(config);
    expect(pairs).toEqual(TOKEN_ROLES.map((role) => [`value-of-${role}`, `$${CONNECTION_KEYS[role].env}`]));
    expect(pairs.map(([, placeholder]) => placeholder)).toEqual(TOKEN_ROLES.map(placeholderOf));
    expect(secretsOf({ baseUrl: 'http://x/v1', token: 't', projectId: 'p', timesheetId: 's' })).toEqual([['t', '$PMC_TOKEN']]);
  });

  it('names as fixture ids exactly the keys the operation profiles read their documents from, with the same document', () => {
    const used = PROFILES.flatMap((profile) => (profile.fixtures?.ids ?? []).map((key) => [key, profile.fixtures?.noun] as const));
    expect(used.map(([key]) => key).sort()).toEqual([...FIXTURE_ID_KEYS].sort());
    for (const [key, noun] of used) expect(CONNECTION_KEYS[key].fixture).toBe(noun);
  });
});
