import { boundsOf, type ClientBounds } from '../../engine/http/client-bounds.js';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import type { ConnectionConfig } from '../../engine/connection.js';
import { ApiClient } from '../../engine/http/client.js';
import { withServer } from '../../reference/embedded.js';
import { snapshotFixtures } from '../../engine/fixture-state/fixtures.js';
import { discoverReads } from '../../engine/fixture-state/read-path.js';
import { DEFAULTS } from '../../engine/settings.js';
import type { RestoreOutcome } from '../../engine/report/model.js';
import { PACT_LOG_LEVEL, PROVIDER } from '../names.js';
import { requestFilter } from './request-filter.js';
import { stateHandlers } from './state-handlers.js';
import { StateWorkspace } from './state-workspace.js';
import { verificationResult, type VerificationResult } from './verification-result.js';

export interface VerifyOptions {
  /** The provider; without it the embedded reference server is verified. */
  readonly connection?: ConnectionConfig;
  /** Pact files, already checked (see pactFiles). */
  readonly pactFiles: readonly string[];
  /** A Pact Broker to fetch this provider's pacts from (passed through to Pact's verifier). */
  readonly brokerUrl?: string;
  /** Console lines about the server's health (the circuit breaker, a request waited on). */
  readonly notice?: (line: string) => void;
  /** --concurrency, --rate, --timeout, --user-agent and the token refresh of --token-command (Pact's verifier takes the timeout and the User-Agent). */
  readonly bounds?: ClientBounds;
}

export interface VerifyOutcome extends VerificationResult {
  readonly baseUrl: string;
  readonly embedded: boolean;
  readonly restore: RestoreOutcome;
  /** Why the verification is incomplete: the server stopped answering (its failures are no verdict). */
  readonly gone?: string;
}

/** Pact's recommended selection of consumer versions: their main branch and what is deployed or released. */
const BROKER_SELECTORS = [{ mainBranch: true }, { deployedOrReleased: true }];

/** Pact's verifier over the given provider: proxy, state handlers and request filter wired to our engine. */
function verifierFor(connection: ConnectionConfig, client: ApiClient, workspace: StateWorkspace, options: VerifyOptions): Verifier {
  return new Verifier({
    provider: PROVIDER,
    providerBaseUrl: connection.baseUrl,
    logLevel: PACT_LOG_LEVEL,
    // Each request waits as long as the suite's own (Pact's default is 30 s).
    timeout: options.bounds?.timeoutMs ?? DEFAULTS.timeoutMs,
    ...(options.bounds?.userAgent ? { customProviderHeaders: [`User-Agent: ${options.bounds.userAgent}`] } : {}),
    ...(options.pactFiles.length > 0 ? { pactUrls: [...options.pactFiles] } : {}),
    ...(options.brokerUrl ? { pactBrokerUrl: options.brokerUrl, consumerVersionSelectors: BROKER_SELECTORS } : {}),
    // pact-js types this option as HTTP and message handlers at once; ours are HTTP handlers.
    stateHandlers: stateHandlers(client, workspace) as unknown as VerifierOptions['stateHandlers'],
    requestFilter: requestFilter(
      connection.token,
      new URL(connection.baseUrl).pathname,
      (entry) => workspace.record(entry),
      () => client.health.tripped,
    ),
  });
}

/**
 * pact-js's verification proxy forwards Pact's requests with http-proxy and no error handler: a
 * provider that resets or refuses a connection makes http-proxy throw, out of any call stack. While
 * the verifier runs, an error of the connection is taken for what it is (no answer: the interaction
 * fails on Pact's timeout, and a liveness probe decides whether the server went away); anything else
 * still ends the process.
 */
function guardProxyErrors(): { readonly seen: string[]; dispose(): void } {
  const seen: string[] = [];
  const onUncaught = (error: Error) => {
    // http-proxy rethrows the socket's own error: a connection-level code, or Node's HTTP parser's.
    const code = String((error as { code?: unknown }).code ?? '');
    if (/^(E[A-Z]+|HPE_\w+)$/.test(code)) {
      seen.push(error.message);
      return;
    }
    process.stderr.write(`${error.stack ?? String(error)}\n`);
    process.exit(1);
  };
  process.on('uncaughtException', onUncaught);
  return { seen, dispose: () => process.off('uncaughtException', onUncaught) };
}

async function verifyAgainst(connection: ConnectionConfig, embedded: boolean, options: VerifyOptions): Promise<VerifyOutcome> {
  const client = new ApiClient(connection, { ...DEFAULTS, ...boundsOf(options.bounds), ...(options.notice ? { notice: options.notice } : {}) });
  let workspace = new StateWorkspace(client, connection);
  let result: VerificationResult;
  let gone: string | undefined;
  try {
    // Unreachable server, wrong token or fixture ids: a setup problem (exit 2), found before Pact runs.
    // The fixtures are read as a run reads them (GET when it answers the document, else PATCH {}).
    const reads = await discoverReads(client, connection);
    workspace = new StateWorkspace(client, connection, reads.readers);
    await snapshotFixtures(client, connection, reads.readers);
    const verifier = verifierFor(connection, client, workspace, options);
    const proxyErrors = guardProxyErrors();
    result = verificationResult(
      await verifier
        .verifyProvider()
        .then(
          (resolved) => ({ resolved }),
          (rejected: unknown) => ({ rejected }),
        )
        .finally(() => proxyErrors.dispose()),
    );
    // Pact sends the interactions itself: a failed verification whose server answers nothing now (or
    // whose state set-up met the circuit breaker) is incomplete, not a broken contract.
    if (!result.passed && (client.health.tripped !== undefined || !(await client.alive())))
      gone = client.health.tripped ?? 'the server stopped answering: a liveness probe after the verification got no answer';
  } finally {
    // The last teardown already cleaned up; this catches what an aborted verification left behind.
    await workspace.cleanUp();
    await client.close();
  }
  return { ...result, baseUrl: connection.baseUrl, embedded, restore: workspace.outcome, ...(gone ? { gone } : {}) };
}

/**
 * `pm-conformance pact verify`: verifies pacts against a provider with Pact's Verifier, the provider
 * states being set up through the API itself on the configured fixtures and undone after each
 * interaction.
 */
export function verifyPacts(options: VerifyOptions): Promise<VerifyOutcome> {
  return withServer(options.connection, (connection, embedded) => verifyAgainst(connection, embedded, options));
}
