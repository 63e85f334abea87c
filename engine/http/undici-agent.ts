import { createRequire } from 'node:module';
import type { Agent as AgentClass, Dispatcher } from 'undici';

/** undici's Agent with the calls the client makes on it (`dispatch` on the wire, `request` for liveness probes): what `import { Agent } from 'undici'` gives. */
export type RequestAgent = Pick<AgentClass, 'request' | 'dispatch' | 'close' | 'destroy'>;

/** The options undici's Agent takes. */
export type AgentOptions = ConstructorParameters<typeof AgentClass>[0];

type RequestFunction = (this: Dispatcher, options: Dispatcher.RequestOptions) => Promise<Dispatcher.ResponseData>;

const requireCjs = createRequire(import.meta.url);
let agentClass: AgentClassOf | undefined;

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

type AgentClassOf = new (options?: AgentOptions) => RequestAgent;

/**
 * The light agent, or undici's exported Agent where undici's own modules are not where this undici
 * had them: those paths are not undici's public API, and a user's install may bring a later 7.x.
 * Only the start-up's speed depends on which one loads.
 */
export function loadAgentClass(load: (id: string) => unknown = requireCjs): AgentClassOf {
  try {
    return lightAgentClass(load);
  } catch {
    return (load('undici') as { Agent: AgentClassOf }).Agent;
  }
}

function lightAgentClass(load: (id: string) => unknown): AgentClassOf {
  const Agent = load('undici/lib/dispatcher/agent.js');
  const request = load('undici/lib/api/api-request.js');
  if (typeof Agent !== 'function' || typeof request !== 'function') throw new Error("undici's modules are not where they were");
  const AgentBase = Agent as new (options?: AgentOptions) => object;
  const requestFunction = request as RequestFunction;
  return class extends AgentBase {
    request(options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData> {
      return requestFunction.call(this as unknown as Dispatcher, options);
    }
  } as unknown as AgentClassOf;
}
