import { Command } from 'commander';
import { ToolError } from '../../engine/tool-error.js';
import { connectionFrom } from '../options/connection.js';
import { addServerOptions, serverSettingsFrom } from '../options/server-options.js';
import { relayStdoutOfNativeCode } from '../closed-pipes.js';
import { colorWanted } from '../color.js';
import type { RegisterCommand } from './types.js';
import { consoleNotice, incompleteError } from '../notice.js';

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

function verifyCommand(setExitCode: (code: number) => void): Command {
  const command = new Command('verify').description(
    "verify a provider against pacts with Pact's verifier (default: the committed contract against the embedded reference server)",
  );
  return addServerOptions(command)
    .option('--pact <file|dir>', 'a pact file, or a directory of them (repeatable)', collect)
    .option('--broker-url <url>', 'also verify the pacts a Pact Broker holds for this provider (PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME/PASSWORD)')
    .action(async (flags: VerifyFlags) => {
      const relayed = relayStdoutOfNativeCode(!colorWanted(process.stdout));
      if (relayed) {
        setExitCode(await relayed);
        return;
      }
      // Loaded when needed: Pact's native core costs every other command its start-up time.
      const [{ pactFiles }, { verifySummary }, { verifyPacts }] = await Promise.all([
        import('../../pact/verify/pact-sources.js'),
        import('../../pact/verify/summary.js'),
        import('../../pact/verify/verify-pacts.js'),
      ]);
      const broker = brokerUrl(flags.brokerUrl);
      const { options, bounds } = await serverSettingsFrom(flags);
      const connection = connectionFrom(options);
      const files = pactFiles(flags.pact ?? [], broker);
      const outcome = await verifyPacts({
        ...(connection ? { connection } : {}),
        pactFiles: files,
        ...(broker ? { brokerUrl: broker } : {}),
        notice: consoleNotice,
        bounds,
      });
      process.stdout.write(verifySummary(outcome, files));
      const incomplete = incompleteError(outcome.gone, 'the interactions above failed on the connection, not on the contract');
      if (incomplete) throw incomplete;
      setExitCode(outcome.passed ? 0 : 1);
    });
}

function checkCommand(setExitCode: (code: number) => void): Command {
  return new Command('check')
    .description("check any consumer's pact file (v2, v3 or v4) against the spec, without a broker or a provider")
    .argument('<file>', 'the pact file')
    .option('--report-dir <dir>', 'where reports are written', 'reports/out')
    .action(async (file: string, flags: { reportDir: string }) => {
      const [{ prepareReportDir }, { checkPact }, { renderText, writeReports }, { exitWithVerdict }] = await Promise.all([
        import('../report-dir.js'),
        import('../../pact/check/check-pact.js'),
        import('../../reports/index.js'),
        import('../verdict-exit.js'),
      ]);
      prepareReportDir(flags.reportDir);
      const report = checkPact(file);
      await writeReports(report, flags.reportDir, { ...(process.env.GITHUB_STEP_SUMMARY ? { githubStepSummary: process.env.GITHUB_STEP_SUMMARY } : {}) });
      process.stdout.write(`${renderText(report)}\nReports written to ${flags.reportDir}\n`);
      exitWithVerdict(report, setExitCode, `the reports in ${flags.reportDir} hold what was checked`);
    });
}

/** `pm-conformance pact verify|check`: consumer contracts (issue 7). */
export const registerPact: RegisterCommand = (program, setExitCode) => {
  const pact = new Command('pact').description("consumer contracts with Pact: verify a provider, check a consumer's pact against the spec");
  pact.addCommand(verifyCommand(setExitCode));
  pact.addCommand(checkCommand(setExitCode));
  program.addCommand(pact);
};
