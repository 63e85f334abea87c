import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

/** Requests a generated log cycles through: operations of the spec (with and without /v1) and others. */
export const LOG_REQUESTS = [
  { method: 'GET', path: '/v1/projects/p1', operation: 'GET /projects/{projectId}' },
  { method: 'PATCH', path: '/v1/projects/p2?x=1', operation: 'PATCH /projects/{projectId}' },
  { method: 'DELETE', path: '/api/v1/orgs/roles/r9', operation: 'DELETE /orgs/roles/{roleId}' },
  { method: 'POST', path: '/projects/p3/people', operation: 'POST /projects/{projectId}/people' },
  { method: 'GET', path: '/healthz', operation: undefined },
] as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A combined-log line; the month, day and time come from `time`, in UTC. */
export function combinedLine(method: string, path: string, status: number, time: Date, agent: string): string {
  const month = MONTHS[time.getUTCMonth()] ?? '';
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = `${pad(time.getUTCDate())}/${month}/${time.getUTCFullYear()}:${pad(time.getUTCHours())}:${pad(time.getUTCMinutes())}:${pad(time.getUTCSeconds())} +0000`;
  return `10.0.0.1 - - [${stamp}] "${method} ${path} HTTP/1.1" ${status} 512 "-" "${agent}"`;
}

/**
 * Writes `lines` combined-log lines cycling through LOG_REQUESTS (line i at `start` + i seconds,
 * user agent client-(i mod 3)), with a malformed line at every line number in `malformedAt`.
 */
export async function writeLog(file: string, lines: number, start: Date, malformedAt: ReadonlySet<number> = new Set()): Promise<void> {
  const out = createWriteStream(file);
  let chunk: string[] = [];
  for (let i = 0; i < lines; i += 1) {
    const request = LOG_REQUESTS[i % LOG_REQUESTS.length] as (typeof LOG_REQUESTS)[number];
    chunk.push(
      malformedAt.has(i + 1)
        ? 'this is not a log line'
        : combinedLine(request.method, request.path, i % 7 === 0 ? 400 : 200, new Date(start.getTime() + i * 1000), `client-${i % 3}`),
    );
    if (chunk.length === 10_000) {
      if (!out.write(`${chunk.join('\n')}\n`)) await once(out, 'drain');
      chunk = [];
    }
  }
  out.end(chunk.length ? `${chunk.join('\n')}\n` : '');
  await once(out, 'close');
}
