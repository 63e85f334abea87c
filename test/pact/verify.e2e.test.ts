import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../cli/main.js';
import { ApiClient } from '../../engine/http/client.js';
import { DEFAULTS } from '../../engine/settings.js';
import { PROVIDER_STATE_NAMES } from '../../pact/contract/states.js';
import { committedPactFile } from '../../pact/names.js';
import { stateHandlers } from '../../pact/verify/state-handlers.js';
import { StateWorkspace } from '../../pact/verify/state-workspace.js';
import { verifyPacts, type VerifyOutcome } from '../../pact/verify/verify-pacts.js';
import { PERSONALITY_NAMES, startReferenceServer, type FaultName, type ReferenceOptions } from '../../reference/index.js';
import type { State } from '../../reference/state/model.js';
import { workDir } from '../e2e/cli.js';

/** Verifies the committed contract against an in-process reference server. */
async function verifyReference(options: ReferenceOptions): Promise<{ outcome: VerifyOutcome; before: State; after: State }> {
  const server = await startReferenceServer(options);
  try {
    const before = server.snapshot() as State;
    const outcome = await verifyPacts({ connection: server.config, pactFiles: [committedPactFile()] });
    return { outcome, before, after: server.snapshot() as State };
  } finally {
    await server.close();
  }
}

const peopleOf = (state: State) => [...state.projects.values()].map((project) => project.people.map((person) => person._id));

describe('pact verify', () => {
  it('passes the committed contract against the reference server and leaves its projects as it found them', async () => {
    const { outcome, before, after } = await verifyReference({});
    expect(outcome.failures).toEqual([]);
    expect(outcome.passed).toBe(true);
    expect(outcome.restore.leftovers).toEqual([]);
    expect(peopleOf(after)).toEqual(peopleOf(before));
  });

  it.each(PERSONALITY_NAMES)('passes against the conforming personality %s (the contract asserts nothing the spec leaves open)', async (personality) => {
    const { outcome } = await verifyReference({ personality });
    expect(outcome.failures).toEqual([]);
  });

  it.each<[FaultName, string]>([
    ['project-missing-response-only', 'updating a project with the fields any server accepts'],
    ['project-dates-not-iso', 'updating a project with the fields any server accepts'],
    ['error-body-code-number', 'updating a project with a field of the wrong type'],
    ['error-body-array', 'adding a person with a field of the wrong type'],
    ['success-201-on-add', 'adding a person with a new e-mail'],
    ['timesheet-day-lowercase', 'updating a timesheet with the fields any server accepts'],
    ['auth-missing-token-accepted', 'removing a person without credentials'],
  ])('fails against the fault %s, naming "%s"', async (fault, interaction) => {
    const { outcome } = await verifyReference({ faults: [fault] });
    expect(outcome.passed).toBe(false);
    expect(outcome.failures.some((failure) => failure.includes(interaction))).toBe(true);
  });

  it("accepts pacts whose paths repeat the base URL's /v1 segment", async () => {
    type Interaction = { request: { path: string; generators: { path: { expression: string } } } };
    const pact = JSON.parse(readFileSync(committedPactFile(), 'utf8')) as { interactions: Interaction[] };
    for (const { request } of pact.interactions) {
      request.path = `/v1${request.path}`;
      request.generators.path.expression = `/v1${request.generators.path.expression}`;
    }
    const file = join(workDir(), 'versioned.json');
    writeFileSync(file, JSON.stringify(pact));
    const server = await startReferenceServer();
    try {
      expect((await verifyPacts({ connection: server.config, pactFiles: [file] })).failures).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('has a state handler for every provider state of the contract', () => {
    const config = { baseUrl: 'http://127.0.0.1:9/v1', token: 't', projectId: 'p', timesheetId: 't' };
    const client = new ApiClient(config, DEFAULTS);
    const handlers = stateHandlers(client, new StateWorkspace(client, config));
    expect(Object.keys(handlers).sort()).toEqual([...PROVIDER_STATE_NAMES].sort());
  });
});

describe('pm-conformance pact verify', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('verifies the committed pact against the embedded reference server by default (exit 0)', async () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    expect(await main(['node', 'pm-conformance', 'pact', 'verify'])).toBe(0);
    expect(out.mock.calls.map(([text]) => String(text)).join('')).toMatch(/Pact verification passed: .* \(embedded reference server\)/);
  });

  it('exits 1 when the provider breaks the contract', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const server = await startReferenceServer({ faults: ['project-missing-response-only'] });
    try {
      const { baseUrl, token, projectId, timesheetId } = server.config;
      const args = ['--base-url', baseUrl, '--token', token, '--project-id', projectId, '--timesheet-id', timesheetId];
      expect(await main(['node', 'pm-conformance', 'pact', 'verify', ...args])).toBe(1);
    } finally {
      await server.close();
    }
  });

  const dir = workDir();
  const malformed = join(dir, 'malformed.json');
  writeFileSync(malformed, '{ "interactions": [');

  it.each([
    ['a malformed pact', ['--pact', malformed], /is not valid JSON/],
    ['a missing pact', ['--pact', join(dir, 'nope.json')], /cannot read pact .*ENOENT/],
    ['an empty pact directory', ['--pact', workDir()], /no pact file/],
    [
      'an unreachable provider',
      ['--base-url', 'http://127.0.0.1:9/v1', '--token', 't', '--project-id', 'p', '--timesheet-id', 't'],
      /cannot reach http:\/\/127\.0\.0\.1:9\/v1/,
    ],
    ['a broker URL that is no URL', ['--broker-url', 'broker'], /--broker-url "broker" is not an http\(s\) URL/],
    ['an unreachable broker', ['--broker-url', 'http://127.0.0.1:9'], /cannot load the pacts: Failed to load pact/],
  ])('refuses %s with one line and exit 2', async (_name, args, message) => {
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(await main(['node', 'pm-conformance', 'pact', 'verify', ...args])).toBe(2);
    const text = err.mock.calls.map(([chunk]) => String(chunk)).join('');
    expect(text).toMatch(message);
    expect(text.trim().split('\n')).toHaveLength(1);
  });
});
