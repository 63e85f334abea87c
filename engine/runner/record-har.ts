import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Exchange } from '../exchange.js';
import { createHarWriter } from '../../reports/har/har-writer.js';
import { suiteVersion } from './version.js';

/** Streams the JSON-lines traffic the suites wrote into one HAR file (--record), line by line. */
export async function recordHar(trafficFiles: readonly string[], harFile: string, secrets: readonly (readonly [string, string])[]): Promise<void> {
  const writer = createHarWriter(harFile, { secrets: secrets.map(([secret]) => secret), creator: { name: 'pm-conformance', version: suiteVersion() } });
  for (const file of trafficFiles) {
    for await (const line of createInterface({ input: createReadStream(file) })) if (line.trim()) await writer.add(JSON.parse(line) as Exchange);
  }
  await writer.close();
}
