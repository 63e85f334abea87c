import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, workDir } from './cli.js';
import { runProcess, type ProcessResult } from '../support/run-process.js';

/**
 * A directory as `npm install pm-conformance` leaves it (a package.json, the bin linked in
 * node_modules/.bin), so that a printed `npx pm-conformance …` runs this build, offline, as a user's would.
 */
export function localInstall(): string {
  const dir = workDir('pmc-local-install-');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'local-install', private: true }));
  mkdirSync(join(dir, 'node_modules', '.bin'), { recursive: true });
  symlinkSync(BIN, join(dir, 'node_modules', '.bin', 'pm-conformance'));
  return dir;
}

export type ShellResult = ProcessResult;

/** Runs text in bash exactly as a person pasting it would (`bash -c`), with a bounded time. */
export function runBash(script: string, options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number }): Promise<ShellResult> {
  return runProcess('bash', ['-c', script], {
    cwd: options.cwd,
    env: { ...process.env, GITHUB_STEP_SUMMARY: '', npm_config_update_notifier: 'false', ...options.env },
    timeoutMs: options.timeoutMs ?? 180_000,
    name: `bash -c ${script.slice(0, 80)}…`,
  });
}
