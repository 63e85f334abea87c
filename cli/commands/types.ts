import type { Command } from 'commander';

/** A sub-command registers itself on the program; it reports its exit code through setExitCode. */
export type RegisterCommand = (program: Command, setExitCode: (code: number) => void) => void;
