import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trafficProgress } from '../../cli/traffic-progress.js';

/** A stand-in for process.stderr that keeps what is written. */
function fakeStream(isTTY: boolean) {
  const written: string[] = [];
  return { written, stream: { isTTY, columns: 200, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream };
}

describe('traffic progress line', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('on a terminal: bytes read, lines/s and the time left, on one live line', () => {
    const { written, stream } = fakeStream(true);
    const progress = trafficProgress(stream);
    vi.advanceTimersByTime(2_000);
    progress.update({ file: 'a.log', bytesRead: 250e6, bytesTotal: 1e9, lines: 600_000 });
    expect(written).toEqual(['\r\x1b[Ktraffic: 250.0 MB of 1000.0 MB read · 600,000 lines · 300,000 lines/s · ETA 6 s']);
    progress.update({ file: 'a.log', bytesRead: 260e6, bytesTotal: 1e9, lines: 620_000 });
    expect(written).toHaveLength(1); // at most four a second
    progress.done();
    expect(written.at(-1)).toBe('\r\x1b[K');
  });

  it('elsewhere (CI logs): a plain line every 10 s, without ETA', () => {
    const { written, stream } = fakeStream(false);
    const progress = trafficProgress(stream);
    vi.advanceTimersByTime(5_000);
    progress.update({ file: 'a.log', bytesRead: 1e6, bytesTotal: 2e6, lines: 10_000 });
    expect(written).toEqual([]);
    vi.advanceTimersByTime(5_000);
    progress.update({ file: 'a.log', bytesRead: 1e6, bytesTotal: 2e6, lines: 10_000 });
    expect(written).toEqual(['traffic: 1.0 MB of 2.0 MB read · 10,000 lines · 1,000 lines/s\n']);
  });
});
