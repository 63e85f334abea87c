import { refuse } from '../http/refusal.js';
import type { Caller } from '../state/model.js';
import { hasFault, type World } from '../world.js';

/** The fixtures' admin: whom the auth faults serve a request as. */
export function fixtureAdmin(world: World): Caller {
  const admin = world.state.tokens.get(world.handles.token);
  if (!admin) throw new Error('the fixture admin token is not seeded');
  return admin;
}

/** The shortest token a prefix comparison still looks at (auth-token-prefix-compared). */
const PREFIX_COMPARED_FROM = 8;

/**
 * The caller of a token that is not exactly a known one, as the auth faults compare tokens: over the
 * shorter of the two lengths (a prefix), or without regard to letter case. Undefined without them.
 */
function carelessMatch(token: string, world: World): Caller | undefined {
  const prefix = hasFault(world, 'auth-token-prefix-compared');
  const caseless = hasFault(world, 'auth-token-case-insensitive');
  if (!prefix && !caseless) return undefined;
  for (const [known, caller] of world.state.tokens) {
    if (prefix && token.length >= PREFIX_COMPARED_FROM && (known.startsWith(token) || token.startsWith(known))) return caller;
    if (caseless && known.toLowerCase() === token.toLowerCase()) return caller;
  }
  return undefined;
}

/** The bearer scheme, compared without regard to case (RFC 9110 §11.1), and as spelled (auth-scheme-case-sensitive). */
const BEARER = /^Bearer +(\S+) *$/i;
const BEARER_AS_SPELLED = /^Bearer +(\S+) *$/;

/**
 * AUTH.REQUIRED: "Every request carries the header Authorization with the value Bearer <ACCESS_TOKEN>."
 * A missing or unknown token is refused (400 here; the status is not shown).
 */
export function authenticate(authorization: string | undefined, world: World): Caller {
  // auth-scheme-case-sensitive: the scheme compared as spelled ("bearer" refused), against RFC 9110 §11.1.
  const scheme = hasFault(world, 'auth-scheme-case-sensitive') ? BEARER_AS_SPELLED : BEARER;
  const token = scheme.exec(authorization ?? '')?.[1];
  if (token === undefined) {
    if (hasFault(world, 'auth-missing-token-accepted')) return fixtureAdmin(world);
    return refuse('unauthenticated', 'UNAUTHENTICATED', 'The Authorization header must carry a bearer token');
  }
  const caller = world.state.tokens.get(token) ?? carelessMatch(token, world);
  if (caller) return caller;
  if (hasFault(world, 'auth-any-token-accepted')) return fixtureAdmin(world);
  return refuse('unauthenticated', 'UNAUTHENTICATED', 'The bearer token is not valid');
}
