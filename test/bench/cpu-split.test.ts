import { describe, expect, it } from 'vitest';
import { cpuSplit, SPLIT_PARTS, type CpuProfile } from '../../bench/cpu-split.js';

const ROOT = 'file:///repo/dist';

/** A profile whose call tree is root → each frame given, with one sample of `us` in each leaf. */
function profileOf(leaves: readonly { readonly frames: readonly [string, string][]; readonly us: number }[]): CpuProfile {
  const nodes: { id: number; callFrame: { functionName: string; url: string }; children: number[] }[] = [
    { id: 1, callFrame: { functionName: '(root)', url: '' }, children: [] },
  ];
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  for (const leaf of leaves) {
    let parent = nodes[0] as (typeof nodes)[number];
    for (const [functionName, url] of leaf.frames) {
      const node = { id: nodes.length + 1, callFrame: { functionName, url }, children: [] };
      parent.children.push(node.id);
      nodes.push(node);
      parent = node;
    }
    samples.push(parent.id);
    timeDeltas.push(leaf.us);
  }
  return { nodes, samples, timeDeltas };
}

describe('the CPU split per exchange', () => {
  it('gives each sample to the part whose code ran, builtins to their caller, idle to none', () => {
    const profile = profileOf([
      { frames: [['transport', `${ROOT}/engine/http/layers/transport.js`]], us: 400 },
      { frames: [['onHeaders', 'file:///repo/node_modules/undici/lib/dispatcher/client-h1.js']], us: 150 },
      // undici's HTTP parser is WebAssembly: sending, as the undici code that calls it.
      {
        frames: [
          ['execute', 'file:///repo/node_modules/undici/lib/dispatcher/client-h1.js'],
          ['llhttp_execute', 'wasm://wasm/00034eea'],
        ],
        us: 50,
      },
      { frames: [['number', `${ROOT}/generators/arbitraries/number.js`]], us: 300 },
      {
        frames: [
          ['checked', `${ROOT}/reference/validation/validate-body.js`],
          ['validate12', ''],
        ],
        us: 100,
      },
      { frames: [['compile', 'file:///repo/node_modules/ajv/dist/compile/index.js']], us: 50 },
      // The validators npm run build generated ahead (specs/validators.generated.cjs) are validating too.
      {
        frames: [
          ['checked', `${ROOT}/reference/validation/validate-body.js`],
          ['validate15', `${ROOT}/specs/validators.generated.cjs`],
        ],
        us: 50,
      },
      {
        frames: [
          ['count', `${ROOT}/suites/runtime/recorder.js`],
          ['countCoverage', `${ROOT}/engine/results/coverage.js`],
        ],
        us: 200,
      },
      {
        frames: [
          ['judgeExchange', `${ROOT}/suites/runtime/exchange-check.js`],
          ['run', `${ROOT}/suites/checks/exchange/response-schema.js`],
        ],
        us: 300,
      },
      {
        frames: [
          ['redactExchange', `${ROOT}/engine/http/layers/redaction.js`],
          ['parse', ''],
        ],
        us: 100,
      },
      { frames: [['send', `${ROOT}/suites/runtime/scenario-context.js`]], us: 200 },
      { frames: [['(idle)', '']], us: 5_000 },
      { frames: [['(garbage collector)', '']], us: 100 },
    ]);
    const split = cpuSplit(profile, 2);
    expect(split).toEqual({ send: 350, generate: 150, validate: 100, record: 100, judge: 150, other: 150, totalUs: 1_000, exchanges: 2 });
    expect(SPLIT_PARTS.reduce((sum, part) => sum + split[part], 0)).toBe(split.totalUs);
  });

  it("scales the parts to the thread's CPU time, keeping their shares (a busy machine stretches the samples)", () => {
    const profile = profileOf([
      { frames: [['transport', `${ROOT}/engine/http/layers/transport.js`]], us: 600 },
      { frames: [['run', `${ROOT}/suites/checks/exchange/version-segment.js`]], us: 200 },
      { frames: [['(idle)', '']], us: 1_000 },
    ]);
    expect(cpuSplit(profile, 1, 400)).toEqual({ send: 300, generate: 0, validate: 0, record: 0, judge: 100, other: 0, totalUs: 400, exchanges: 1 });
  });

  it('says nothing per exchange of a run without exchanges', () => {
    const split = cpuSplit(profileOf([{ frames: [['send', `${ROOT}/engine/http/client.js`]], us: 100 }]), 0);
    expect(split.totalUs).toBe(0);
    expect(split.send).toBe(0);
  });
});
