import type { ApiRequest } from '../../engine/http/client.js';
import type { RunSettings } from '../../engine/settings.js';
import { validatorFor } from '../../specs/ajv.js';
import { isJsonObject } from '../../specs/json-type.js';
import { profileOf } from '../../specs/operation-profiles/index.js';

/**
 * Thrown by a write the run will not send (issue 33): the engine reports the unit as not assessable,
 * with the reason, and goes on.
 */
export class Unrestorable extends Error {
  override readonly name = 'Unrestorable';
  readonly unassessed = 'unrestorable';
}

/** Callers who may change a fixture (the admin, and a project's manager or member where the server lets them). */
const MAY_CHANGE: readonly unknown[] = [undefined, 'admin', 'manager', 'member'];

/**
 * Why `request` may not be sent: a change of a fixture document the server offers no read of (neither
 * GET nor PATCH {}), by a caller who may change it, with a body a conforming server accepts (valid
 * against the request schema). Nothing was snapshotted, so nothing could put it back. Writes a
 * conforming server must refuse (an invalid body, a caller who may change nothing) are still sent:
 * they are the test. Undefined: it may be sent; always with --allow-unrestorable.
 */
export function unrestorableWrite(settings: RunSettings, request: ApiRequest): string | undefined {
  if (settings.allowUnrestorable) return undefined;
  const profile = profileOf(request.operation);
  const reader = profile ? settings.readers?.[profile.key] : undefined;
  if (!profile?.fixtures || !profile.requestSchema || reader?.via !== 'none') return undefined;
  const ids = profile.fixtures.ids.map((key) => settings.connection[key]).filter((id) => id !== undefined);
  const id = Object.values(request.params ?? {}).find((value) => ids.includes(value));
  if (id === undefined || !MAY_CHANGE.includes(request.caller)) return undefined;
  if (!isJsonObject(request.body) || Object.keys(request.body).length === 0 || !validatorFor(profile.requestSchema)(request.body)) return undefined;
  return `left out: it changes the ${profile.fixtures.noun} ${id} (${request.purpose}) with a body a conforming server accepts, and the server offers no read of it (${reader.reason}), so the run could not put it back (--allow-unrestorable sends it)`;
}
