import type { Progress } from '../traffic/analyse.js';
import { progressPrinter } from './progress.js';

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * The progress line of `traffic` on long inputs: bytes read, lines/s and, on a terminal, the time
 * left. Live every quarter second on a terminal; a plain line every 10 s otherwise (CI logs).
 */
export function trafficProgress(stream: NodeJS.WriteStream = process.stderr): { update: (progress: Progress) => void; done: () => void } {
  const printer = progressPrinter(stream);
  const started = Date.now();
  const every = stream.isTTY ? 250 : 10_000;
  let printed = started;
  return {
    update: (progress) => {
      const now = Date.now();
      if (now - printed < every) return;
      printed = now;
      const seconds = (now - started) / 1000;
      const rate = Math.round(progress.lines / seconds);
      // Standard input has no size: what was read, without a total or a time left.
      const known = progress.bytesTotal > 0 && progress.bytesTotal >= progress.bytesRead;
      const left =
        known && progress.bytesRead > 0 ? Math.max(0, Math.round((seconds * (progress.bytesTotal - progress.bytesRead)) / progress.bytesRead)) : undefined;
      const eta = stream.isTTY && left !== undefined ? ` · ETA ${left} s` : '';
      printer.line(
        `traffic: ${mb(progress.bytesRead)}${known ? ` of ${mb(progress.bytesTotal)}` : ''} read · ${progress.lines.toLocaleString('en-US')} lines · ${rate.toLocaleString('en-US')} lines/s${eta}`,
      );
    },
    done: printer.done,
  };
}
