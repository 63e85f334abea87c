import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { ConnectionConfig } from '../engine/connection.js';
import { CLI } from './paths.js';
import { processCpuMs } from './cpu-time.js';

export interface ServerProcess {
  readonly config: ConnectionConfig;
  readonly pid: number;
  /** The server's CPU time so far, all its threads (Linux; undefined elsewhere). */
  cpuMs(): number | undefined;
  stop(): Promise<void>;
}

/**
 * Starts the reference server in a process of its own (`pm-conformance serve` on 127.0.0.1, any free
 * port), so that neither autocannon nor the suite shares its event loop, and reads the connection
 * config it prints.
 */
export function startServerProcess(): Promise<ServerProcess> {
  const child = spawn(process.execPath, [CLI, 'serve', '--host', '127.0.0.1', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`pm-conformance serve exited (${code}) before printing its config`)));
    lines.once('line', (line) => {
      lines.close();
      child.stdout.resume(); // serve prints nothing more; never let a full pipe block it
      try {
        resolve({ config: JSON.parse(line) as ConnectionConfig, pid: child.pid as number, cpuMs: () => processCpuMs(child.pid as number), stop });
      } catch (error) {
        void stop();
        reject(new Error(`pm-conformance serve printed no config: ${(error as Error).message}`));
      }
    });
  });
}
