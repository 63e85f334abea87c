import { describe, expect, it } from 'vitest';
import { classify, combine, type Classification, type RouteState } from '../../deprecations/classify.js';
import { exchange, type ExchangeSpec } from '../suites/exchange-factory.js';

const PROBE_URL = 'http://127.0.0.1:1/v1/orgs/roles/65f0000000000000000000ab';
const CONTROL_URL = 'http://127.0.0.1:1/v1/pmc-no-such-route-abc123';
const noRoute = (url: string) => ({ message: `No operation DELETE ${new URL(url).pathname}`, code: 'NO_SUCH_OPERATION' });

const probe = (spec: ExchangeSpec) => exchange({ url: PROBE_URL, ...spec });
const control = (spec: ExchangeSpec) => exchange({ url: CONTROL_URL, ...spec });
const notFoundControl = control({ status: 404, body: noRoute(CONTROL_URL) });

type Row = [name: string, probe: ExchangeSpec, control: ExchangeSpec | undefined, namesUnknownId: boolean, expected: RouteState];

describe('classify', () => {
  it.each<Row>([
    ['200 unlike the control', { status: 200, body: { _id: 'r1' } }, { status: 404, body: noRoute(CONTROL_URL) }, false, 'served'],
    [
      '400 error body to an unknown id (resource missing)',
      { status: 400, body: { message: 'No roles', code: 'NOT_FOUND' } },
      { status: 404, body: noRoute(CONTROL_URL) },
      true,
      'served',
    ],
    [
      'conforming but different: 404 to an unknown id unlike the control 404',
      { status: 404, body: { message: 'No roles 65f0', code: 'NOT_FOUND' } },
      { status: 404, body: noRoute(CONTROL_URL) },
      true,
      'served',
    ],
    ['404 the same as the control, the path echoed', { status: 404, body: noRoute(PROBE_URL) }, { status: 404, body: noRoute(CONTROL_URL) }, true, 'removed'],
    [
      '404 HTML page echoing the path, like the control',
      { status: 404, rawBody: `Cannot DELETE ${new URL(PROBE_URL).pathname}`, headers: { 'content-type': 'text/html' } },
      { status: 404, rawBody: `Cannot DELETE ${new URL(CONTROL_URL).pathname}`, headers: { 'content-type': 'text/html' } },
      true,
      'removed',
    ],
    [
      '404 differing from the control only by a request id and a time',
      { status: 404, body: { message: 'not found', requestId: '0b9a3c5e-3c6f-4f4e-9d7b-1f2e3d4c5b6a', at: '2025-03-01T10:00:00.123Z' } },
      { status: 404, body: { message: 'not found', requestId: '7f1e2d3c-4b5a-4c6d-8e7f-0a1b2c3d4e5f', at: '2025-03-01T10:00:01.456Z' } },
      true,
      'removed',
    ],
    ['404 to a request naming no missing document', { status: 404, body: { message: 'nope' } }, { status: 404, body: noRoute(CONTROL_URL) }, false, 'removed'],
    [
      '404 to an unknown id, the control unanswered',
      { status: 404, body: { message: 'nope' } },
      { problem: { kind: 'timeout', message: 'timeout' } },
      true,
      'unclear',
    ],
    ['410 gone', { status: 410, body: { code: 'GONE' } }, { status: 404, body: noRoute(CONTROL_URL) }, true, 'removed'],
    ['405 method not allowed', { status: 405, rawBody: '' }, { status: 404, body: noRoute(CONTROL_URL) }, true, 'removed'],
    ['501 not implemented', { status: 501, body: {} }, { status: 404, body: noRoute(CONTROL_URL) }, false, 'removed'],
    ['500', { status: 500, body: { message: 'boom' } }, { status: 404, body: noRoute(CONTROL_URL) }, true, 'unclear'],
    ['503', { status: 503, rawBody: '' }, { status: 404, body: noRoute(CONTROL_URL) }, false, 'unclear'],
    ['redirect', { status: 302, rawBody: '', headers: { location: '/login' } }, { status: 404, body: noRoute(CONTROL_URL) }, false, 'unclear'],
    ['no answer', { problem: { kind: 'reset', message: 'reset' } }, { status: 404, body: noRoute(CONTROL_URL) }, false, 'unclear'],
    [
      'catch-all 200, the same as the control',
      { status: 200, rawBody: '<html>app</html>', headers: { 'content-type': 'text/html' } },
      { status: 200, rawBody: '<html>app</html>', headers: { 'content-type': 'text/html' } },
      false,
      'removed',
    ],
    [
      '401 here and on the control: credentials refused before routing',
      { status: 401, body: { message: 'bad token' } },
      { status: 401, body: { message: 'bad token' } },
      false,
      'unclear',
    ],
    ['401 unlike the control', { status: 401, body: { message: 'bad token' } }, { status: 404, body: noRoute(CONTROL_URL) }, false, 'served'],
    ['400 with the control failing with 500', { status: 400, body: { message: 'bad' } }, { status: 500, body: {} }, true, 'served'],
  ])('%s → %s', (_name, probeSpec, controlSpec, namesUnknownId, expected) => {
    const result = classify(probe(probeSpec), controlSpec ? control(controlSpec) : undefined, namesUnknownId);
    expect(result.state, result.reason).toBe(expected);
    expect(result.reason).not.toBe('');
  });

  it('differs when the media type differs even with the same status and body', () => {
    const html = probe({ status: 404, body: noRoute(PROBE_URL), headers: { 'content-type': 'text/plain' } });
    expect(classify(html, notFoundControl, false).reason).toMatch(/^404 to a request that names no missing document/);
  });
});

describe('combine', () => {
  const of = (state: RouteState): Classification => ({ state, reason: state });
  it.each<[RouteState[], RouteState]>([
    [['served'], 'served'],
    [['removed', 'served'], 'served'],
    [['removed', 'removed'], 'removed'],
    [['served', 'unclear'], 'unclear'],
    [['removed', 'unclear'], 'unclear'],
    [[], 'unclear'],
  ])('%j → %s', (states, expected) => {
    expect(combine(states.map(of)).state).toBe(expected);
  });
});
