import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULTS } from '../engine/settings.js';
import { measureBareClient } from './bare-client.js';
import { startLatencyProxy } from './latency-proxy.js';
import { startServerProcess } from './server-process.js';
import { runSuiteProcess } from './suite-process.js';

/** A default run against the reference server behind the latency proxy. */
export interface LatencyFigures {
  /** Added before each request, one way. */
  readonly latencyMs: number;
  /** Exchanges the report counts (the checks' requests). */
  readonly exchanges: number;
  /** Every request the proxy forwarded: the checks', the snapshot's and the restores'. */
  readonly requests: number;
  /** --concurrency of the run (the default). */
  readonly concurrency: number;
  /** Spawn to exit. */
  readonly wallMs: number;
  /** requests × latency / concurrency: the least the latency can cost with that many in flight. */
  readonly idealMs: number;
  /** wallMs / idealMs. */
  readonly ratio: number;
  /** The dependent round trips the run reports (report.json run.criticalPath). */
  readonly criticalPath?: number;
  /**
   * The same wall / ideal for a bare undici client replaying the bench's request mix through the same
   * proxy, to the same server, on `concurrency` connections, with nothing generated, checked or recorded:
   * the part of the ratio that HTTP, the proxy and the server take, whatever the suite does.
   */
  readonly bareRatio: number;
}

/** Requests of the bare client's replay behind the proxy: enough for its ratio to settle (3 s at 20 ms, 4 connections). */
export const BARE_REQUESTS = 600;

/**
 * Runs `pm-conformance run ARGS` (the default run unless told) against a fresh reference server in
 * its own process, behind a proxy that holds each request `latencyMs`: what a staging server in
 * another region costs the run, and how close it comes to sending `concurrency` requests at all times.
 */
export async function measureLatency(latencyMs: number, seed: number, args: readonly string[] = []): Promise<LatencyFigures> {
  const server = await startServerProcess();
  const work = mkdtempSync(join(tmpdir(), 'pmc-bench-latency-'));
  try {
    const base = new URL(server.config.baseUrl);
    const proxy = await startLatencyProxy(base.origin, latencyMs);
    try {
      const config = join(work, 'connection.json');
      const proxied = { ...server.config, baseUrl: `${proxy.origin}${base.pathname}` };
      writeFileSync(config, JSON.stringify(proxied), { mode: 0o600 });
      const figures = await runSuiteProcess(['--config', config, '--seed', String(seed), ...args]);
      const requests = proxy.forwarded();
      const concurrency = DEFAULTS.concurrency;
      const idealMs = (requests * latencyMs) / concurrency;
      const bare = await measureBareClient(proxied, { connections: concurrency, seed, requests: BARE_REQUESTS });
      return {
        latencyMs,
        exchanges: figures.exchanges,
        requests,
        concurrency,
        wallMs: figures.wallMs,
        idealMs: Math.round(idealMs),
        ratio: Math.round((figures.wallMs / idealMs) * 100) / 100,
        ...(figures.criticalPath === undefined ? {} : { criticalPath: figures.criticalPath }),
        bareRatio: Math.round(((bare.seconds * 1000) / ((bare.requests * latencyMs) / concurrency)) * 100) / 100,
      };
    } finally {
      await proxy.stop();
    }
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
