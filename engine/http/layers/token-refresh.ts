import type { TokenRole } from '../../connection.js';
import { again } from '../api-request.js';
import { roleOf, type Credentials } from './credentials.js';
import type { Layer } from './layer.js';

/** A fresh token for a role (--token-command and its siblings), or undefined when there is none. */
export type RefreshToken = (role: TokenRole) => Promise<string | undefined>;

/**
 * A 401 to a role's own token (not to the wrong or missing tokens the auth checks send) may be a
 * token that expired mid-run: its command is run once more (at most once per role and run), and the
 * request sent again with what it prints. Concurrent 401s of one role share the one refresh. The new
 * token is redacted as the old.
 */
export function tokenRefresh(store: Credentials, refresh: RefreshToken | undefined): Layer {
  // No command to refresh with (the usual run): the layer is left out of the pipeline.
  if (!refresh) return (next) => next;
  const refreshed = new Map<TokenRole, Promise<string | undefined>>();
  return (next) => async (request) => {
    const exchange = await next(request);
    if (exchange.response?.status !== 401) return exchange;
    const caller = request.caller ?? 'admin';
    const role = typeof caller === 'object' ? undefined : roleOf(caller);
    if (role === undefined) return exchange;
    const sent = store.tokenOf(role);
    let pending = refreshed.get(role);
    if (!pending) {
      pending = refresh(role).then((token) => {
        if (token) store.replace(role, token);
        return store.tokenOf(role);
      });
      refreshed.set(role, pending);
    }
    const fresh = await pending;
    if (!fresh || fresh === sent) return exchange;
    // Sent again through the layers below: the credentials layer puts the new token on it.
    return next(again(request));
  };
}
