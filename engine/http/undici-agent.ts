import { createRequire } from 'node:module';
import type { Agent as AgentClass, Dispatcher } from 'undici';

/** undici's Agent with the one call the client makes on it (`request`): what `import { Agent } from 'undici'` gives. */
export type RequestAgent = Pick<AgentClass, 'request' | 'close' | 'destroy'>;

/** The options undici's Agent takes. */
export type AgentOptions = ConstructorParameters<typeof AgentClass>[0];

type RequestFunction = (this: Dispatcher, options: Dispatcher.RequestOptions) => Promise<Dispatcher.ResponseData>;

const requireCjs = createRequire(import.meta.url);
let agentClass: (new (options?: AgentOptions) => RequestAgent) | undefined;

/**
 * undici's own Agent and request(), required from their modules rather than from undici's index:
 * the index also loads fetch, WebSocket, EventSource, cookies, the cache stores, the mocks and Node's
 * own bundled undici, none of which the client uses, about half of undici's load time, paid before a
 * run's first request. (Required, not imported: Node 20's ESM loader lexes each CommonJS file an
 * import loads.) The index adds request() to every dispatcher's prototype; this subclass has it alone,
 * the same function, so undici's classes stay as the library left them.
 * test/engine/undici-agent.test.ts sends a request through it.
 */
export function createAgent(options: AgentOptions): RequestAgent {
  agentClass ??= loadAgentClass();
  return new agentClass(options);
}

function loadAgentClass(): new (options?: AgentOptions) => RequestAgent {
  const Agent = requireCjs('undici/lib/dispatcher/agent.js') as new (options?: AgentOptions) => object;
  const request = requireCjs('undici/lib/api/api-request.js') as RequestFunction;
  return class extends Agent {
    request(options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData> {
      return request.call(this as unknown as Dispatcher, options);
    }
  } as unknown as new (options?: AgentOptions) => RequestAgent;
}
