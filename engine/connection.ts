/**
 * The connection config (the keys of `pm-conformance run --config FILE`, and exactly what
 * `pm-conformance serve` prints) and its one table of flags, environment variables, tokens and fixture
 * ids: defined in specs/connection-keys.ts, where the operation profiles can name the fixture keys too.
 */
export {
  CONNECTION_KEYS,
  FIXTURE_ID_KEYS,
  placeholderOf,
  secretsOf,
  TOKEN_ROLES,
  tokenRoleOf,
  type ConnectionConfig,
  type ConnectionKey,
  type ConnectionKeySpec,
  type FixtureIdKey,
  type TokenCaller,
  type TokenRole,
} from '../specs/connection-keys.js';
