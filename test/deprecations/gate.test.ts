import { describe, expect, it } from 'vitest';
import type { RouteState } from '../../deprecations/classify.js';
import { parseExpectRemoved } from '../../deprecations/expect-removed.js';
import { decideGate } from '../../deprecations/gate.js';
import { operationProbes } from '../../deprecations/probe-operation.js';
import { harmlessProbe } from '../../deprecations/probe-plan.js';
import { ToolError } from '../../engine/tool-error.js';
import type { OperationKey } from '../../specs/operations.js';
import { exchange, type ExchangeSpec } from '../suites/exchange-factory.js';

const config = { baseUrl: 'http://127.0.0.1:1/v1', token: 't', projectId: '65f0000000000000000000a1', timesheetId: '65f0000000000000000000b2' };
const OP: OperationKey = 'DELETE /orgs/roles/{roleId}';

function probed(state: RouteState, answer: ExchangeSpec) {
  const probe = harmlessProbe(OP, config);
  return operationProbes(OP, [
    { probe, exchange: exchange({ operation: OP, ...answer }), control: exchange({ status: 404 }), classification: { state, reason: `${state} because` } },
  ]);
}

type Row = [
  name: string,
  state: RouteState,
  answer: ExchangeSpec,
  expectRemoved: boolean,
  ok: boolean,
  bucket?: 'missing' | 'stillServed' | 'badRemoval' | 'unclear',
];

describe('decideGate', () => {
  it.each<Row>([
    ['served, expected served', 'served', { status: 400, body: {} }, false, true],
    ['removed, expected served', 'removed', { status: 410, body: {} }, false, false, 'missing'],
    ['unclear never passes', 'unclear', { status: 500, body: {} }, false, false, 'unclear'],
    ['unclear never passes, even when removal is expected', 'unclear', { status: 503, rawBody: '' }, true, false, 'unclear'],
    ['removed as 410 with an error body, expected removed', 'removed', { status: 410, body: { code: 'GONE' } }, true, true],
    ['conforming but different: 404 with an empty error body', 'removed', { status: 404, body: {} }, true, true],
    [
      'removed as 404 without an error body',
      'removed',
      { status: 404, rawBody: 'Not Found', headers: { 'content-type': 'text/plain' } },
      true,
      false,
      'badRemoval',
    ],
    ['removed as 405', 'removed', { status: 405, body: {} }, true, false, 'badRemoval'],
    ['removed as 410 with an invalid error body', 'removed', { status: 410, body: { code: 410 } }, true, false, 'badRemoval'],
    ['still served, expected removed', 'served', { status: 400, body: {} }, true, false, 'stillServed'],
  ])('%s', (_name, state, answer, expectRemoved, ok, bucket) => {
    const decision = decideGate([probed(state, answer)], new Set(expectRemoved ? [OP] : []));
    expect(decision.passed).toBe(ok);
    expect(decision.verdicts[0]?.ok).toBe(ok);
    for (const name of ['missing', 'stillServed', 'badRemoval', 'unclear'] as const) expect(decision[name]).toEqual(name === bucket ? [OP] : []);
  });
});

describe('parseExpectRemoved', () => {
  it("accepts operations as the spec writes them, whatever the spacing and the method's case", () => {
    expect(parseExpectRemoved(['DELETE /orgs/roles/{roleId}', ' get  /orgs/me', 'DELETE /orgs/roles/{roleId}'])).toEqual([
      'DELETE /orgs/roles/{roleId}',
      'GET /orgs/me',
    ]);
  });

  it.each([['GET /orgs/you'], ['/orgs/me'], ['DELETE /orgs/roles/:roleId'], ['']])('refuses %j with a tool error', (value) => {
    expect(() => parseExpectRemoved([value])).toThrow(ToolError);
  });
});
