import { describe, expect, it } from 'vitest';
import { violates } from '../../engine/message.js';
import { readName } from '../../engine/read-name.js';
import { FAILURE_LINES, FAILURE_TEMPLATES, failureDetail, messageParts } from '../../reports/common/failure-block.js';

/** What an empty placeholder leaves in a message: "(GET )", "( x)", "Sent: ", "undefined", a doubled space. */
const EMPTY_PLACEHOLDER = /\(\s|\s\)|\(\)|\b(Sent|Got|Received|answer|states):?\s*$|\bundefined\b|\bnull\b|\S {2,}\S|^\s*$/;

const request = { method: 'PATCH', url: 'http://127.0.0.1:1/v1/projects/p1', headers: {}, body: '{"title":"x"}' };
const evidence = { request, response: { status: 200, headers: {}, body: '{"title":"x"}' } };
const empties = [undefined, '', '   '];

/** Every template of a console failure, each with real inputs and with every kind of empty one. */
const RENDERINGS: readonly [string, string[]][] = [
  ['received, real', FAILURE_TEMPLATES.received('Received 200 for budget -1')],
  ...empties.map((text): [string, string[]] => [`received, ${JSON.stringify(text)}`, FAILURE_TEMPLATES.received(text)]),
  ['states, real', FAILURE_TEMPLATES.states('The spec states: Minimum 0.')],
  ...empties.map((text): [string, string[]] => [`states, ${JSON.stringify(text)}`, FAILURE_TEMPLATES.states(text)]),
  ['sent, real', FAILURE_TEMPLATES.sent(request)],
  ['sent, no body', FAILURE_TEMPLATES.sent({ ...request, body: '' })],
  ['sent, no URL', FAILURE_TEMPLATES.sent({ ...request, url: '' })],
  ['sent, none', FAILURE_TEMPLATES.sent(undefined)],
  ['got, real', FAILURE_TEMPLATES.got(evidence)],
  ['got, empty body', FAILURE_TEMPLATES.got({ request, response: { status: 200, headers: {}, body: '' } })],
  ['got, a problem', FAILURE_TEMPLATES.got({ request, problem: 'connection reset' })],
  ['got, an empty problem', FAILURE_TEMPLATES.got({ request, problem: '' })],
  ['got, none', FAILURE_TEMPLATES.got(undefined)],
  ['reproduction, real', FAILURE_TEMPLATES.reproduction('curl -sS -i -X GET x\nnpx pm-conformance run', 10)],
  ...empties.map((text): [string, string[]] => [`reproduction, ${JSON.stringify(text)}`, FAILURE_TEMPLATES.reproduction(text, 10)]),
  ['read name, real', [readName({ method: 'GET', url: 'http://h/v1/projects/p1' }, 'http://h/v1')]],
  ['read name, PATCH {}', [readName({ method: 'PATCH', url: 'http://h/v1/projects/p1', body: '{}' }, 'http://h/v1/')]],
  ['read name, empty', [readName({ method: '', url: '', body: '' })]],
  ['violates, real', [violates('PROJECT.BUDGET', '200 for budget -1')]],
  ['violates, empty', [violates('PROJECT.BUDGET', '')]],
];

describe('console failure templates (issue 37)', () => {
  it.each(RENDERINGS)('%s: no empty placeholder', (_name, lines) => {
    for (const line of lines) expect(line).not.toMatch(EMPTY_PLACEHOLDER);
  });

  it('names a read with its path: "a later read (GET /projects/p1)"', () => {
    expect(readName({ method: 'GET', url: 'http://h/v1/projects/p1' }, 'http://h/v1')).toBe('GET /projects/p1');
    expect(readName({ method: 'PATCH', url: 'http://h/v1/projects/p1', body: '{}' }, 'http://h/v1')).toBe('PATCH /projects/p1 {}');
  });

  it('splits a message into what was received and what the spec states', () => {
    expect(messageParts(violates('PROJECT.BUDGET', '200 for budget -1'))).toEqual({
      received: 'Received 200 for budget -1.',
      states: expect.stringMatching(/^The spec states: .*Minimum 0/) as unknown as string,
    });
  });

  it('keeps a failure within FAILURE_LINES lines whatever its reproduction, the commands before the comments', () => {
    const reproduction = Array.from({ length: 60 }, (_, index) => (index % 2 ? `curl -X GET 'http://h/${index}'` : `# ${index}. step`)).join('\n');
    const lines = failureDetail({ message: violates('PROJECT.BUDGET', '200 for budget -1'), evidence, reproduction });
    expect(lines.length + 1).toBeLessThanOrEqual(FAILURE_LINES);
    expect(lines.at(-1)).toMatch(/more lines: the whole reproduction is in report\.json and report\.html$/);
    expect(lines.filter((line) => line.startsWith('  curl')).length).toBeGreaterThan(5);
  });
});
