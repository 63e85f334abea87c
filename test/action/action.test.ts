import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
    const dir = localInstall();
    const summary = join(workDir(), 'step-summary.md');
    const output = join(workDir(), 'github-output');
    writeFileSync(summary, '# earlier step\n');
    // The package input set to the local build: npx runs it from the local install, offline.
    const given = { package: 'pm-conformance', seed: '3', 'min-coverage': '90', 'report-dir': 'reports' };
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

  it('refuses an unknown profile with exit 2 before running', async () => {
    const step = action.runs.steps[0] as Step;
    const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([name, value]) => [name, evaluate(value, { profile: 'lenient' })]));
    const result = await runBash(step.run ?? '', { cwd: localInstall(), env: { ...env, GITHUB_ACTION_PATH: ROOT } });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('profile must be default or strict');
  });
});
