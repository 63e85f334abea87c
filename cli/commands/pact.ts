import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { Command } from 'commander';
import { ToolError } from '../../engine/tool-error.js';
import { addConnectionOptions, connectionFrom } from '../options/connection.js';
import { colorWanted } from '../color.js';
import { findProjectRoot } from '../../specs/spec-source.js';
import type { RegisterCommand } from './types.js';

interface VerifyFlags {
  pact?: string[];
  brokerUrl?: string;
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

function brokerUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) throw new ToolError(`--broker-url "${value}" is not an http(s) URL`);
  return value;
}

const PLAIN_CHILD = 'PMC_PACT_PLAIN_CHILD';
/** The CLI's entry point, in the package (from dist/ or, in tests, from the sources). */
const bin = () => join(findProjectRoot(), 'bin', 'pm-conformance.js');

/**
 * Pact's native verifier prints coloured text straight to the process's stdout, with no switch the
 * JavaScript API passes on. When colours are not wanted (a pipe, a CI log, NO_COLOR), the same command
 * runs in a child whose stdout is read here, escape codes taken out, and passed on; its exit code is ours.
 */
function verifyWithoutColours(command: Command): Promise<number> {
  let root = command;
  while (root.parent) root = root.parent;
  // The arguments this command line was given (main(argv) may run in-process, e.g. in a test).
  const args = (root as unknown as { rawArgs: string[] }).rawArgs.slice(2);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin(), ...args], { env: { ...process.env, [PLAIN_CHILD]: '1' }, stdio: ['inherit', 'pipe', 'pipe'] });
    const plain = (from: NodeJS.ReadableStream, to: NodeJS.WriteStream) => {
      let pending = '';
      from.setEncoding('utf8');
      from.on('data', (chunk: string) => {
        // Whole lines only: an escape sequence split between two chunks is still removed.
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        if (lines.length > 0) to.write(`${stripVTControlCharacters(lines.join('\n'))}\n`);
      });
      return () => {
        if (pending) to.write(stripVTControlCharacters(pending));
      };
    };
    const flushOut = plain(child.stdout, process.stdout);
    const flushErr = plain(child.stderr, process.stderr);
    child.on('error', reject);
    child.on('close', (code) => {
      flushOut();
      flushErr();
      resolve(code ?? 1);
    });
  });
}

function verifyCommand(setExitCode: (code: number) => void): Command {
  const command = new Command('verify').description(
    "verify a provider against pacts with Pact's verifier (default: the committed contract against the embedded reference server)",
  );
  return addConnectionOptions(command)
    .option('--pact <file|dir>', 'a pact file, or a directory of them (repeatable)', collect)
    .option('--broker-url <url>', 'also verify the pacts a Pact Broker holds for this provider (PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME/PASSWORD)')
    .action(async (flags: VerifyFlags, self: Command) => {
      if (!colorWanted(process.stdout) && process.env[PLAIN_CHILD] !== '1') return setExitCode(await verifyWithoutColours(self));
      // Loaded when needed: Pact's native core costs every other command its start-up time.
      const [{ pactFiles }, { verifySummary }, { verifyPacts }] = await Promise.all([
        import('../../pact/verify/pact-sources.js'),
        import('../../pact/verify/summary.js'),
        import('../../pact/verify/verify-pacts.js'),
      ]);
      const broker = brokerUrl(flags.brokerUrl);
      const connection = connectionFrom(flags as unknown as Record<string, unknown>);
      const files = pactFiles(flags.pact ?? [], broker);
      const outcome = await verifyPacts({ ...(connection ? { connection } : {}), pactFiles: files, ...(broker ? { brokerUrl: broker } : {}) });
      process.stdout.write(verifySummary(outcome, files));
      setExitCode(outcome.passed ? 0 : 1);
    });
}

function checkCommand(setExitCode: (code: number) => void): Command {
  return new Command('check')
    .description("check any consumer's pact file (v2, v3 or v4) against the spec, without a broker or a provider")
    .argument('<file>', 'the pact file')
    .option('--report-dir <dir>', 'where reports are written', 'reports/out')
    .action(async (file: string, flags: { reportDir: string }) => {
      const [{ checkPact }, { renderText, writeReports }] = await Promise.all([import('../../pact/check/check-pact.js'), import('../../reports/index.js')]);
      const report = checkPact(file);
      await writeReports(report, flags.reportDir, { ...(process.env.GITHUB_STEP_SUMMARY ? { githubStepSummary: process.env.GITHUB_STEP_SUMMARY } : {}) });
      process.stdout.write(`${renderText(report)}\nReports written to ${flags.reportDir}\n`);
      setExitCode(report.summary.failed > 0 ? 1 : 0);
    });
}

/** `pm-conformance pact verify|check`: consumer contracts (issue 7). */
export const registerPact: RegisterCommand = (program, setExitCode) => {
  const pact = new Command('pact').description("consumer contracts with Pact: verify a provider, check a consumer's pact against the spec");
  pact.addCommand(verifyCommand(setExitCode));
  pact.addCommand(checkCommand(setExitCode));
  program.addCommand(pact);
};
