import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { Exchange } from '../../engine/exchange.js';
import { createHarWriter } from '../../reports/har/har-writer.js';
import type { HarCreator, HarEntry } from '../../reports/har/har-types.js';
import { fixtureExchanges, LEAKED_TOKEN } from './fixture.js';
import { HAR_SCHEMA } from './har-schema.js';
import { useTempDir } from './helpers.js';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;
const ajv = new Ajv2020({ allErrors: true });
addFormats(ajv);
const validateHar = ajv.compile(HAR_SCHEMA);

const creator = { name: 'pm-conformance', version: '0.1.0' };
const tempDir = useTempDir();
const refused: Exchange = {
  request: {
    method: 'PATCH',
    url: 'https://down.example.test/v1/projects/p1',
    operation: 'PATCH /projects/{projectId}',
    headers: { authorization: 'Bearer $PMC_TOKEN' },
    body: '{}',
  },
  problem: { kind: 'refused', message: 'connect ECONNREFUSED 127.0.0.1:9' },
  startedAt: '2025-03-01T10:00:02.000Z',
  durationMs: 3,
  purpose: 'valid payload',
};
const exchanges = [...fixtureExchanges(true), refused];

/** A whole HAR file from exchanges through the streaming writer, as `--record` writes it one exchange at a time. */
async function writeHar(
  exchanges: Iterable<Exchange> | AsyncIterable<Exchange>,
  file: string,
  creator: HarCreator,
  options: { readonly secrets?: readonly string[]; readonly secretPairs?: readonly (readonly [string, string])[] } = {},
): Promise<string> {
  const writer = createHarWriter(file, { creator, ...options });
  try {
    for await (const exchange of exchanges) await writer.add(exchange);
  } catch (error) {
    await writer.abort();
    throw error;
  }
  return writer.close();
}

async function readHar(file: string): Promise<{ text: string; entries: HarEntry[]; har: unknown }> {
  const text = await readFile(file, 'utf8');
  const har = JSON.parse(text) as { log: { entries: HarEntry[] } };
  return { text, entries: har.log.entries, har };
}

describe('writeHar', () => {
  it('writes a valid HAR 1.2 log with one entry per exchange', async () => {
    const file = join(await tempDir(), 'traffic.har');
    await writeHar(exchanges, file, creator, { secrets: [LEAKED_TOKEN] });
    const { har, entries } = await readHar(file);
    expect(validateHar(har), JSON.stringify(validateHar.errors)).toBe(true);
    expect(entries.map((entry) => entry.request.url)).toEqual(exchanges.map((exchange) => exchange.request.url));
  });

  it('keeps bodies, statuses, query strings and the purpose of each request', async () => {
    const file = join(await tempDir(), 'traffic.har');
    await writeHar(exchanges, file, creator);
    const { entries } = await readHar(file);
    exchanges.forEach((exchange, index) => {
      const entry = entries[index];
      expect(entry?.request.postData?.text).toBe(exchange.request.body);
      expect(entry?.response.status).toBe(exchange.response?.status ?? 0);
      expect(entry?.comment).toBe(exchange.purpose);
      expect(entry?.request.queryString).toEqual([...new URL(exchange.request.url).searchParams].map(([name, value]) => ({ name, value })));
    });
  });

  it('records a request without an answer as status 0 with the transport problem', async () => {
    const file = join(await tempDir(), 'traffic.har');
    await writeHar([refused], file, creator);
    const { entries } = await readHar(file);
    expect(entries[0]?.response.status).toBe(0);
    expect(entries[0]?._error).toBe(`refused: ${refused.problem?.message}`);
  });

  it('never contains a token: every Authorization header masked, known secrets redacted everywhere', async () => {
    const file = join(await tempDir(), 'traffic.har');
    await writeHar(exchanges, file, creator, { secrets: [LEAKED_TOKEN] });
    const { text, entries } = await readHar(file);
    expect(text).not.toContain(LEAKED_TOKEN);
    const authorizations = entries.flatMap((entry) => entry.request.headers.filter((header) => header.name.toLowerCase() === 'authorization'));
    expect(authorizations).toHaveLength(exchanges.length);
    // The engine's placeholders stay (they paste, and tell the roles apart); anything else is masked.
    for (const header of authorizations) expect(header.value).toMatch(/^Bearer (\$PMC_TOKEN|\[REDACTED\])$/);
    expect(authorizations.some((header) => header.value === 'Bearer $PMC_TOKEN')).toBe(true);
  });

  it("writes the run's own tokens as their $PMC_* placeholders, roles told apart", async () => {
    const file = join(await tempDir(), 'traffic.har');
    const member = { ...refused, request: { ...refused.request, headers: { authorization: 'Bearer member-tok-123' } } };
    await writeHar([member], file, creator, { secretPairs: [['member-tok-123', '$PMC_MEMBER_TOKEN']] });
    const { text, entries } = await readHar(file);
    expect(text).not.toContain('member-tok-123');
    expect(entries[0]?.request.headers).toContainEqual({ name: 'authorization', value: 'Bearer $PMC_MEMBER_TOKEN' });
  });
});

describe('createHarWriter', () => {
  it('streams entries to a temporary file and only then gives the file its name', async () => {
    const dir = await tempDir();
    const file = join(dir, 'big.har');
    const writer = createHarWriter(file, { creator });
    const [first] = exchanges as [Exchange];
    for (let index = 0; index < 5_000; index += 1) await writer.add({ ...first, purpose: `request ${index}` });
    expect(existsSync(file)).toBe(false);
    expect(await writer.close()).toBe(file);
    const { entries, har } = await readHar(file);
    expect(validateHar(har)).toBe(true);
    expect(entries.map((entry) => entry.comment)).toEqual(Array.from({ length: 5_000 }, (_value, index) => `request ${index}`));
    expect(await readdir(dir)).toEqual(['big.har']);
  });

  it('adds no listener per exchange when many wait on a full buffer at once (no MaxListenersExceededWarning)', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const file = join(await tempDir(), 'side-by-side.har');
      const writer = createHarWriter(file, { creator });
      const [first] = exchanges as [Exchange];
      // Units side by side hand over their exchanges together: each entry alone fills the 16 KiB buffer.
      const big = { ...first, request: { ...first.request, body: 'x'.repeat(40_000) } };
      await Promise.all(Array.from({ length: 64 }, (_value, index) => writer.add({ ...big, purpose: `request ${index}` })));
      await writer.close();
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.map((warning) => warning.name)).not.toContain('MaxListenersExceededWarning');
      const { entries } = await readHar(file);
      expect(entries).toHaveLength(64);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('leaves nothing behind when aborted', async () => {
    const dir = await tempDir();
    const writer = createHarWriter(join(dir, 'aborted.har'), { creator });
    await writer.add(refused);
    await writer.abort();
    expect(await readdir(dir)).toEqual([]);
    await expect(writer.add(refused)).rejects.toThrow('closed');
  });

  it('writes an empty but valid log when nothing was sent', async () => {
    const file = join(await tempDir(), 'empty.har');
    await createHarWriter(file, { creator }).close();
    const { har, entries } = await readHar(file);
    expect(validateHar(har)).toBe(true);
    expect(entries).toEqual([]);
  });
});
