/**
 * Where a suite process's main thread spends its CPU, per exchange: a V8 CPU profile of the run
 * (taken by the probe, suite-probe.ts), each sample given to the part of the suite whose code it was
 * in. Sampled (one sample every 100 µs or so), so the figures are estimates: good to compare parts,
 * and runs of one machine, not to the microsecond.
 */

/** The parts of the suite's own work on an exchange (issue 38), and what is not any of them. */
export const SPLIT_PARTS = ['send', 'generate', 'validate', 'record', 'judge', 'other'] as const;

export type SplitPart = (typeof SPLIT_PARTS)[number];

/** Microseconds of main-thread CPU per exchange, by part; `idle` is time the thread waited. */
export type CpuSplit = Readonly<Record<SplitPart, number>> & { readonly totalUs: number; readonly exchanges: number };

/** The subset of V8's Profile (Profiler.stop) the split reads. */
export interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: { readonly functionName: string; readonly url: string };
    readonly children?: readonly number[];
  }[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/**
 * Which part a function's code belongs to, by its file (a path of the package, or a dependency's).
 * Order matters: the first rule that matches wins. Functions with no file (V8's builtins, JSON.parse,
 * ajv's generated validators) and WebAssembly (undici's HTTP parser, llhttp) are given to the
 * caller's part, except the validators themselves.
 */
const RULES: readonly (readonly [SplitPart, RegExp])[] = [
  // Sending: the client's layers and the HTTP library, Node's sockets and streams under it.
  ['send', /\/engine\/http\/|\/node_modules\/undici\/|^node:(net|_http_|internal\/streams|internal\/stream_base|internal\/deps\/undici|dns|internal\/net)/],
  // Generating payloads and parameters: the package's generators, fast-check, faker.
  ['generate', /\/generators\/|\/node_modules\/(fast-check|pure-rand|@faker-js)\//],
  // Validating with the schemas: ajv (compiling and running validators) and the formats.
  // (npm run build generates the validators' code ahead, into specs/validators.generated.cjs.)
  ['validate', /\/specs\/(ajv\.js|validators\.generated\.cjs)|\/node_modules\/(ajv|ajv-formats|fast-uri|json-schema-traverse|fast-deep-equal)\//],
  // Recording: the unit's rows, traffic and coverage, the journal of writes, the HAR.
  ['record', /\/suites\/runtime\/recorder\.js|\/engine\/results\/|\/engine\/fixtures\/journal\.js|\/reports\/har\/|\/runner\/operation-served\.js/],
  // Judging: the exchange checks, the evidence rule, the header parsers they use.
  [
    'judge',
    /\/suites\/checks\/exchange\/|\/suites\/runtime\/exchange-check\.js|\/engine\/(verdict|not-now|message|excerpt)\.js|\/engine\/deprecation\/|\/node_modules\/(structured-headers|http-link-header)\//,
  ],
];

/** ajv's compiled validators have no file: `new Function` code, named validate<N> or <name>_validate. */
const GENERATED_VALIDATOR = /^validate\d*$|_validate$/;

const V8_ENTRIES = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** The part of the suite that a sample in `node` (and its callers) is work of. */
function partOf(nodeId: number, nodes: ReadonlyMap<number, CpuProfile['nodes'][number]>, parents: ReadonlyMap<number, number>): SplitPart | 'idle' {
  const own = nodes.get(nodeId)?.callFrame;
  if (own?.functionName === '(idle)') return 'idle';
  if (own && own.url === '' && GENERATED_VALIDATOR.test(own.functionName)) return 'validate';
  for (let id: number | undefined = nodeId; id !== undefined; id = parents.get(id)) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame || frame.url === '' || frame.url.startsWith('wasm://') || V8_ENTRIES.has(frame.functionName)) continue;
    return RULES.find(([, pattern]) => pattern.test(frame.url))?.[0] ?? 'other';
  }
  return 'other';
}

/**
 * The CPU of a profile by part, per exchange (µs), idle time left out. The profiler samples on the
 * clock: on a busy machine a sample also stands for time the thread waited for a core. `cpuUs`, the
 * thread's CPU time as the system counted it, scales the parts to it (their shares are kept).
 */
export function cpuSplit(profile: CpuProfile, exchanges: number, cpuUs?: number): CpuSplit {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const parts = new Map<number, SplitPart | 'idle'>();
  const totals: Record<SplitPart, number> = { send: 0, generate: 0, validate: 0, record: 0, judge: 0, other: 0 };
  profile.samples.forEach((sample, index) => {
    let part = parts.get(sample);
    if (part === undefined) parts.set(sample, (part = partOf(sample, nodes, parents)));
    // A sample's delta is the time since the previous one: the time this sample stands for.
    if (part !== 'idle') totals[part] += profile.timeDeltas[index] ?? 0;
  });
  const sampled = SPLIT_PARTS.reduce((sum, part) => sum + totals[part], 0);
  const scale = cpuUs === undefined || sampled === 0 ? 1 : cpuUs / sampled;
  const perExchange = (us: number) => (exchanges > 0 ? Math.round(((us * scale) / exchanges) * 10) / 10 : 0);
  const split = Object.fromEntries(SPLIT_PARTS.map((part) => [part, perExchange(totals[part])])) as Record<SplitPart, number>;
  return { ...split, totalUs: perExchange(sampled), exchanges };
}
