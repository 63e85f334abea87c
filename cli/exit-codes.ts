import type { Command } from 'commander';

const USAGE = '2  bad input (an option, a file, the connection), or a run that could not finish: one line on stderr';

/** What each command's exit status means, printed by its --help (the verdict's status: reports/common/outcome.ts). */
const EXIT_CODES: Record<string, readonly string[]> = {
  run: [
    '0  conforms (warnings and accepted deviations included), or a shard with no failure in its part',
    '1  a requirement failed, a gate failed (--min-coverage, --accept), or --certify was not earned (Not certified): named in every report',
    '2  Incomplete: a MUST requirement the configuration makes testable was not assessed on judged answers (every report written, each listed with why)',
    `${USAGE}; the reports of an incomplete run hold what was collected`,
    '130  interrupted (Ctrl-C): the reports hold what was collected, marked interrupted',
  ],
  serve: ['0  the server was stopped (Ctrl-C)', USAGE],
  deprecations: ['0  every operation as expected (served, or removed under --expect-removed)', '1  the removal gate or a requirement failed', USAGE],
  'baseline record': ['0  baseline written', '1  a record the probes created could not be removed', USAGE],
  'baseline compare': ['0  no breaking drift', '1  breaking drift, or a record left on the server', USAGE],
  'pact verify': ['0  every interaction verified', '1  an interaction failed', USAGE],
  'pact check': ['0  the pact agrees with the spec', '1  an interaction contradicts the spec', USAGE],
  traffic: ['0  the traffic read conforms and --expect-unused holds', '1  an exchange failed a check, or an operation planned for removal was called', USAGE],
  diff: ['0  no breaking difference', '1  the candidate answers differently in a breaking way', USAGE],
  'merge-reports': ['0  the merged run conforms', '1  a requirement or a gate failed', `${USAGE}; shards that do not belong together are refused`],
  accept: ['0  accept file written', USAGE],
  verify: [
    '0  the bundle holds: every digest, every re-judged verdict, the certification rules',
    '1  the first difference, named (an edited byte, a verdict the recorded answer does not give, a missing exchange)',
    USAGE,
  ],
  selftest: ['0  no false failure on any conforming variant, every fault caught at its level', '1  a false failure or a fault missed', USAGE],
};

const pathOf = (command: Command): string => {
  const parent = command.parent;
  return parent && parent.parent ? `${pathOf(parent)} ${command.name()}` : command.name();
};

/** The commands that run something (no sub-commands of their own), at any depth. */
export function leafCommands(program: Command): Command[] {
  return program.commands.flatMap((command) => (command.commands.length > 0 ? leafCommands(command) : [command]));
}

/** Adds "Exit codes:" to the --help of every command; a command without its table is a bug of the suite (thrown). */
export function addExitCodesToHelp(program: Command): void {
  for (const command of leafCommands(program)) {
    const codes = EXIT_CODES[pathOf(command)];
    if (!codes) throw new Error(`no exit codes for the command "${pathOf(command)}" (cli/exit-codes.ts)`);
    command.addHelpText('after', `\nExit codes:\n${codes.map((line) => `  ${line}`).join('\n')}\n`);
  }
}
