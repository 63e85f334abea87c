import { chmodSync, existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT, workDir } from '../e2e/cli.js';
import { localInstall, runBash } from '../e2e/local-install.js';
import { actionProblems } from './action-rules.js';

interface Step {
  readonly run?: string;
  readonly env?: Record<string, string>;
  readonly uses?: string;
  readonly with?: Record<string, string>;
  readonly if?: string;
}
interface Action {
  readonly inputs: Record<string, { default?: string }>;
  readonly runs: { readonly steps: readonly Step[] };
}

const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as Action;

function touch(file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '');
}

/**
 * An `npx` first on PATH that records its arguments, one a line, and exits with `code`, having written
 * a report.json with this verdict into the --report-dir it was given: the registry, without a network.
 */
function fakeNpx(dir: string, code: number, headline = 'Conforms'): { env: NodeJS.ProcessEnv; calls: string } {
  const bin = join(dir, 'fake-bin');
  const calls = join(dir, 'npx-calls');
  mkdirSync(bin, { recursive: true });
  const report = JSON.stringify({ verdict: { kind: 'x', headline, exitCode: code } }).replace(/'/g, "'\\''");
  writeFileSync(
    join(bin, 'npx'),
    `#!/usr/bin/env bash\nprintf '%s\\n' "$@" > '${calls}'\nwhile [ $# -gt 0 ]; do if [ "$1" = --report-dir ]; then mkdir -p "$2"; printf '%s' '${report}' > "$2/report.json"; fi; shift; done\nexit ${code}\n`,
  );
  chmodSync(join(bin, 'npx'), 0o755);
  return { env: { PATH: `${bin}:${process.env.PATH ?? ''}` }, calls };
}

/** The action's step as the runner runs it: its env evaluated from these inputs, its run line in bash. */
function runStep(given: Record<string, string>, options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  const step = action.runs.steps[0] as Step;
  const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([name, value]) => [name, evaluate(value, given)]));
  return runBash(step.run ?? '', { cwd: options.cwd, env: { ...env, GITHUB_ACTION_PATH: ROOT, GITHUB_OUTPUT: '', ...options.env } });
}

/** What the runner does with `${{ inputs.x }}`: the given value, else the input's default. */
const evaluate = (text: string, given: Record<string, string>) =>
  text.replace(/\$\{\{\s*inputs\.([\w-]+)\s*\}\}/g, (_match, id: string) => given[id] ?? action.inputs[id]?.default ?? '');

describe('action.yml', () => {
  it('follows the metadata rules of a composite action', () => {
    expect(actionProblems(action)).toEqual([]);
  });

  it('the rules check catches what GitHub would refuse', () => {
    const broken = structuredClone(action) as unknown as { runs: { steps: Record<string, unknown>[] }; inputs: Record<string, unknown> };
    delete broken.runs.steps[0]?.shell;
    broken.inputs['bad id'] = { default: 1 };
    expect(actionProblems(broken)).toEqual(
      expect.arrayContaining([
        'step 1: a run step of a composite action needs shell',
        'input id "bad id" must start with a letter or _ and hold only letters, digits, - and _',
        'input "bad id": description is required',
        'input "bad id": default must be a string (quote it)',
      ]),
    );
  });

  it('has inputs for the base URL, the secrets, the fixtures, the profile, --accept and --min-coverage, and uploads the reports always', () => {
    expect(Object.keys(action.inputs)).toEqual(
      expect.arrayContaining(['base-url', 'token', 'member-token', 'other-org-token', 'project-id', 'timesheet-id', 'profile', 'accept', 'min-coverage']),
    );
    const upload = action.runs.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.if).toBe('always()');
    expect(upload?.with?.path).toBe('${{ inputs.report-dir }}');
  });

  it('docs/github-actions.yml uses it, with inputs it declares', () => {
    const workflow = parse(readFileSync(join(ROOT, 'docs', 'github-actions.yml'), 'utf8')) as { jobs: Record<string, { steps: Step[] }> };
    const uses = Object.values(workflow.jobs)
      .flatMap((job) => job.steps)
      .filter((step) => /\/pm-conformance@/.test(step.uses ?? ''));
    expect(uses).toHaveLength(1);
    expect(Object.keys(uses[0]?.with ?? {}).filter((input) => !(input in action.inputs))).toEqual([]);
  });

  it('its script, run as the runner runs the step, certifies the embedded server, writes the step summary and the reports', async () => {
    const step = action.runs.steps[0] as Step;
    const dir = workDir();
    const summary = join(workDir(), 'step-summary.md');
    const output = join(workDir(), 'github-output');
    writeFileSync(summary, '# earlier step\n');
    // The package input left empty: the action runs the code of its own ref (this checkout's build), offline.
    const given = { seed: '3', 'min-coverage': '90', 'report-dir': 'reports' };
    const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([name, value]) => [name, evaluate(value, given)]));
    const result = await runBash(step.run ?? '', {
      cwd: dir,
      env: { ...env, GITHUB_ACTION_PATH: ROOT, GITHUB_STEP_SUMMARY: summary, GITHUB_OUTPUT: output },
      timeoutMs: 240_000,
    });
    expect(result.code, result.stderr).toBe(0);
    const markdown = readFileSync(summary, 'utf8');
    expect(markdown.startsWith('# earlier step\n')).toBe(true);
    expect(markdown).toContain('## ✅ pm-conformance: Conforms');
    expect(readFileSync(output, 'utf8')).toBe('exit-code=0\nreport-dir=reports\n');
    for (const file of ['report.html', 'junit.xml', 'ctrf.json', 'summary.md']) expect(existsSync(join(dir, 'reports', file)), file).toBe(true);
  }, 300_000);

  describe('installs any package spec with npx --package', () => {
    // npx stands in for the registry (no network): it records how it was called, as the runner would call it.
    it.each<[string, (dir: string) => string, (dir: string) => string]>([
      ['a registry spec', () => 'pm-conformance@0.2.0', () => 'pm-conformance@0.2.0'],
      [
        'a relative tarball path',
        (dir) => (touch(join(dir, 'dist-pkg', 'pm-conformance-0.2.0.tgz')), 'dist-pkg/pm-conformance-0.2.0.tgz'),
        (dir) => join(dir, 'dist-pkg', 'pm-conformance-0.2.0.tgz'),
      ],
      [
        'an absolute tarball path',
        (dir) => (touch(join(dir, 'pm-conformance-0.2.0.tgz')), join(dir, 'pm-conformance-0.2.0.tgz')),
        (dir) => join(dir, 'pm-conformance-0.2.0.tgz'),
      ],
      ['a folder', (dir) => (mkdirSync(join(dir, 'checkout')), './checkout'), (dir) => join(dir, 'checkout')],
    ])('%s', async (_name, spec, installed) => {
      const dir = realpathSync(workDir());
      const { env, calls } = fakeNpx(dir, 0);
      const result = await runStep({ package: spec(dir), 'report-dir': 'out' }, { cwd: dir, env });
      expect(result.code, result.stderr).toBe(0);
      expect(readFileSync(calls, 'utf8').trim().split('\n')).toEqual([
        '--yes',
        '--package',
        installed(dir),
        '--',
        'pm-conformance',
        'run',
        '--report-dir',
        'out',
      ]);
    });
  });

  it.each([
    ['require-deprecation-headers', 'yes'],
    ['require-deprecation-headers', 'True'],
    ['comment', '1'],
  ])('reads boolean inputs strictly: %s: %s is exit 2 before running', async (input, value) => {
    const dir = workDir();
    const { env, calls } = fakeNpx(dir, 0);
    const result = await runStep({ package: 'pm-conformance@0.2.0', [input]: value }, { cwd: dir, env });
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe(`pm-conformance action: ${input} must be true or false, got "${value}"`);
    expect(existsSync(calls)).toBe(false);
  });

  it('keeps one pull-request comment up to date with the verdict and the link to the run', async () => {
    const comments: { id: number; body: string }[] = [];
    const requests: string[] = [];
    const api = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        requests.push(`${request.method ?? ''} ${request.url ?? ''} ${request.headers.authorization ?? ''}`);
        const body = text ? (JSON.parse(text) as { body: string }) : undefined;
        const edit = /^\/repos\/acme\/api\/issues\/comments\/(\d+)$/.exec(request.url ?? '');
        if (request.method === 'POST' && body) comments.push({ id: 100 + comments.length, body: body.body });
        if (request.method === 'PATCH' && edit && body)
          comments.splice(
            comments.findIndex((comment) => comment.id === Number(edit[1])),
            1,
            { id: Number(edit[1]), body: body.body },
          );
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(request.method === 'GET' ? comments : {}));
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    try {
      const dir = workDir();
      const event = join(dir, 'event.json');
      writeFileSync(event, JSON.stringify({ pull_request: { number: 7 } }));
      const github = {
        GITHUB_API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
        GITHUB_REPOSITORY: 'acme/api',
        GITHUB_EVENT_PATH: event,
        GITHUB_SERVER_URL: 'https://github.example',
        GITHUB_RUN_ID: '42',
      };
      for (const headline of ['Does not conform: 1 requirement failed', 'Gate failed: --min-coverage 95: requirement coverage 90% · no requirement failed']) {
        const { env } = fakeNpx(dir, 1, headline);
        const result = await runStep(
          { package: 'pm-conformance@0.2.0', comment: 'true', 'github-token': 'ghs_secret', 'report-dir': 'out' },
          { cwd: dir, env: { ...env, ...github } },
        );
        expect(result.code, result.stderr).toBe(1);
        expect(comments).toHaveLength(1);
        expect(comments[0]?.body).toContain(`pm-conformance: ${headline}`);
        expect(comments[0]?.body).toContain('https://github.example/acme/api/actions/runs/42');
      }
      expect(requests.filter((line) => !line.startsWith('GET'))).toEqual([
        'POST /repos/acme/api/issues/7/comments Bearer ghs_secret',
        'PATCH /repos/acme/api/issues/comments/100 Bearer ghs_secret',
      ]);
      const refused = await runStep({ package: 'pm-conformance@0.2.0', comment: 'true' }, { cwd: dir, env: fakeNpx(dir, 0).env });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('comment: true needs github-token');
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it('refuses an unknown profile with exit 2 before running', async () => {
    const step = action.runs.steps[0] as Step;
    const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([name, value]) => [name, evaluate(value, { profile: 'lenient' })]));
    const result = await runBash(step.run ?? '', { cwd: localInstall(), env: { ...env, GITHUB_ACTION_PATH: ROOT } });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('profile must be default or strict');
  });
});
