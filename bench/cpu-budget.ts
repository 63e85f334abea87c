/** CPU spent while `count` requests (or exchanges) were made: by the client's process, by the server's, and the wall time. */
export interface CpuSpent {
  readonly count: number;
  /** Every thread of the client's process: autocannon's or undici's (the bench process), or the suite's. */
  readonly clientMs: number;
  readonly serverMs: number;
  readonly wallMs: number;
}

/** The same, per request: µs of CPU by side, and how many cores the two kept busy together. */
export interface CpuUse {
  readonly clientUs: number;
  readonly serverUs: number;
  readonly totalUs: number;
  readonly coresBusy: number;
}

/**
 * Where the steady-state ratio's CPU goes. On a machine whose cores the client and the server share,
 * requests per second are the cores kept busy over the CPU one request costs both sides. At the
 * cores autocannon's runs kept busy, the suite reaches `goal` times autocannon's rate only if an
 * exchange costs both sides at most autocannon's CPU per request over `goal`: with the server's CPU
 * per exchange as measured, that leaves `suiteAllowedUs` to the suite's process, against
 * `bareClient.clientUs` for undici alone, the HTTP the suite cannot do without.
 */
export interface CpuBudget {
  readonly raw: CpuUse;
  readonly bareClient: CpuUse;
  readonly suite: CpuUse;
  readonly goal: number;
  /** autocannon's CPU per request (both sides) over the goal: what an exchange may cost both sides. */
  readonly targetTotalUs: number;
  /** targetTotalUs less the server's CPU per exchange: what an exchange may cost the suite's process. */
  readonly suiteAllowedUs: number;
}

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

export function cpuUse(spent: CpuSpent): CpuUse {
  const clientUs = (spent.clientMs * 1000) / spent.count;
  const serverUs = (spent.serverMs * 1000) / spent.count;
  return {
    clientUs: round(clientUs),
    serverUs: round(serverUs),
    totalUs: round(clientUs + serverUs),
    coresBusy: round((spent.clientMs + spent.serverMs) / spent.wallMs, 2),
  };
}

/** What two measures add up to (autocannon before and after the phases). */
export const together = (a: CpuSpent, b: CpuSpent): CpuSpent => ({
  count: a.count + b.count,
  clientMs: a.clientMs + b.clientMs,
  serverMs: a.serverMs + b.serverMs,
  wallMs: a.wallMs + b.wallMs,
});

/**
 * The steady state of two runs of the suite: the larger less the smaller, field by field, which
 * cancels what both pay once (start-up, restore, reports); the larger alone when it is not larger in
 * both count and wall time (noise on a tiny configuration).
 */
export function steadyPart<T extends { readonly count: number; readonly wallMs: number }>(smaller: T, larger: T): T {
  if (larger.count <= smaller.count || larger.wallMs <= smaller.wallMs) return larger;
  return Object.fromEntries(Object.entries(larger).map(([key, value]) => [key, (value as number) - (smaller[key as keyof T] as number)])) as T;
}

export function cpuBudget(spent: { readonly raw: CpuSpent; readonly bareClient: CpuSpent; readonly suite: CpuSpent }, goal: number): CpuBudget {
  const raw = cpuUse(spent.raw);
  const suite = cpuUse(spent.suite);
  const targetTotalUs = round(raw.totalUs / goal);
  return { raw, bareClient: cpuUse(spent.bareClient), suite, goal, targetTotalUs, suiteAllowedUs: round(targetTotalUs - suite.serverUs) };
}
