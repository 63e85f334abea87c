import { placeholderOf, secretsOf, TOKEN_ROLES, tokenRoleOf, type ConnectionConfig, type TokenRole } from '../../connection.js';
import { isRaw, withHeader, type ApiRequest, type Caller } from '../api-request.js';
import type { Layer } from './layer.js';

/** The token key a named caller's requests carry; none for `none`. */
export const roleOf = (caller: Exclude<Caller, object>): TokenRole | undefined => (caller === 'none' ? undefined : tokenRoleOf(caller));

/**
 * The tokens of a run and the words that stand for them in everything the suite writes: the
 * connection's, and a token refreshed mid-run (token-refresh.ts) in place of its role's, still
 * redacted as that role's.
 */
export class Credentials {
  /** [secret, placeholder] pairs; a refreshed token is added, the old one kept (it may still be echoed). */
  readonly secrets: [string, string][];
  private readonly tokens: Partial<Record<TokenRole, string>>;

  constructor(config: ConnectionConfig) {
    this.secrets = secretsOf(config);
    this.tokens = Object.fromEntries(TOKEN_ROLES.flatMap((role) => (config[role] ? [[role, config[role]]] : [])));
  }

  tokenOf(role: TokenRole): string | undefined {
    return this.tokens[role];
  }

  /** A new token for `role`, from now on sent and redacted. */
  replace(role: TokenRole, token: string): void {
    if (token === this.tokens[role]) return;
    this.secrets.push([token, placeholderOf(role)]);
    this.tokens[role] = token;
  }

  /** The Authorization header a caller's request carries, if any. */
  authorizationOf(caller: Caller): string | undefined {
    if (isRaw(caller)) return caller.authorization;
    const token = typeof caller === 'object' ? caller.token : this.roleToken(caller);
    return token === undefined ? undefined : `Bearer ${token}`;
  }

  private roleToken(caller: Exclude<Caller, object>): string | undefined {
    const role = roleOf(caller);
    return role === undefined ? undefined : this.tokens[role];
  }

  /** The secrets of one request: a raw credential's own pair before the tokens. */
  secretsFor(caller: Caller | undefined): readonly (readonly [string, string])[] {
    return isRaw(caller) && caller.redact ? [caller.redact, ...this.secrets] : this.secrets;
  }
}

/** Puts the caller's credentials on the request (the admin's by default), as they stand when it is sent. */
export function credentials(store: Credentials): Layer {
  return (next) => (request: ApiRequest) => {
    const authorization = store.authorizationOf(request.caller ?? 'admin');
    return next(authorization === undefined ? request : withHeader(request, 'authorization', authorization));
  };
}
