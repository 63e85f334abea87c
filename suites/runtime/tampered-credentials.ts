import type { RawCredentials } from '../../engine/http/client.js';
import { TOKEN_PLACEHOLDER } from '../../engine/http/redact.js';

/** A credential the server must refuse, and how the findings name it. */
export interface TamperedCredential {
  readonly label: string;
  readonly caller: RawCredentials;
}

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** A character other than `last`, whatever its case, so that a case-blind comparison still sees a change. */
const otherCharacter = (last: string) => (last.toLowerCase() === 'q' ? 'z' : 'q');

/** Swaps the case of every letter; undefined when the token has no letter to swap. */
function swappedCase(token: string): string | undefined {
  const swapped = [...token].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
  return swapped === token ? undefined : swapped;
}

/** The claims of a JWT-shaped token (its second segment), or undefined. */
function jwtClaims(token: string): string | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const claims = Buffer.from(parts[1], 'base64url').toString('utf8');
    return typeof JSON.parse(claims) === 'object' ? claims : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An unsigned JWT (`alg: none`, empty signature): the configured token's own claims when it is a JWT,
 * else claims naming an administrator. A server that trusts the header's algorithm accepts it.
 */
function unsignedJwt(token: string): string {
  const claims = jwtClaims(token) ?? JSON.stringify({ sub: 'admin', role: 'admin', iat: 1_700_000_000 });
  return `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(claims)}.`;
}

const bearer = (credential: string, shown: string): RawCredentials => ({ authorization: `Bearer ${credential}`, redact: [credential, shown] });

/**
 * The configured admin token tampered with, each way a careless comparison lets through: last character
 * changed, one appended, cut by one, letter case swapped, the scheme alone, another scheme, an unsigned JWT.
 * Each is named in reports by what was done to $PMC_TOKEN, never by its text.
 */
export function tamperedCredentials(token: string): TamperedCredential[] {
  const variants: TamperedCredential[] = [];
  const last = token.slice(-1);
  if (token.length > 1) {
    variants.push({
      label: "with the token's last character changed",
      caller: bearer(`${token.slice(0, -1)}${otherCharacter(last)}`, `${TOKEN_PLACEHOLDER}(last character changed)`),
    });
  }
  variants.push({
    label: 'with a character appended to the token',
    caller: bearer(`${token}${otherCharacter(last)}`, `${TOKEN_PLACEHOLDER}(one character appended)`),
  });
  if (token.length > 1)
    variants.push({ label: 'with the token cut by one character', caller: bearer(token.slice(0, -1), `${TOKEN_PLACEHOLDER}(cut by one character)`) });
  const swapped = swappedCase(token);
  if (swapped) variants.push({ label: 'with the token in another letter case', caller: bearer(swapped, `${TOKEN_PLACEHOLDER}(letter case swapped)`) });
  variants.push({ label: 'with the Bearer scheme and no token', caller: { authorization: 'Bearer' } });
  variants.push({ label: 'with the token under the Basic scheme', caller: { authorization: `Basic ${token}` } });
  const jwt = unsignedJwt(token);
  variants.push({ label: 'with an unsigned JWT (alg: none)', caller: bearer(jwt, '$PMC_UNSIGNED_JWT') });
  return variants;
}
