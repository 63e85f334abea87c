import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { overallVerdict } from '../../reports/common/outcome.js';
import { prepareReport } from '../../reports/common/prepare.js';
import { requirementRows } from '../../reports/common/requirement-rows.js';
import { renderHtml } from '../../reports/html/report-html.js';
import { requirements } from '../../specs/requirements.js';
import { buildRunReport, HOSTILE, LEAKED_TOKEN, withStatus } from './fixture.js';
import { useTempDir } from './helpers.js';

const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// The committed screenshot is refreshed on demand (npm run docs:screenshot): a test run that rewrote
// it would leave the working tree changed after every `npm test`.
const DOCS_SCREENSHOT = fileURLToPath(new URL('../../docs/report-screenshot.png', import.meta.url));
const SECTIONS = ['verdict', 'matrix', 'charts', 'observations', 'traffic', 'reproduce'];

const report = prepareReport(buildRunReport(true), [LEAKED_TOKEN]);
const tempDir = useTempDir();
let browser: Browser;
/** The pages a test opened: closed after it (each holds a long report; left open, they slowed the screenshot tenfold). */
const opened: Page[] = [];

/** Opens an HTML file with every request routed: file: URLs load, anything else is refused and recorded. */
async function open(html: string): Promise<{ page: Page; outside: string[] }> {
  const file = join(await tempDir(), 'report.html');
  await writeFile(file, html);
  // The page's own CSP would block outside requests before routing sees them: bypass it, so the test
  // checks what the content asks for, not only that the CSP holds.
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  opened.push(page);
  const outside: string[] = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('file:')) return route.continue();
    outside.push(url);
    return route.abort();
  });
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  return { page, outside };
}

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});

afterAll(async () => {
  await browser.close();
});

describe('renderHtml in Chromium', () => {
  it('loads nothing but itself: no request to any non-file URL, no script', async () => {
    const { page, outside } = await open(renderHtml(report));
    expect(outside).toEqual([]);
    expect(await page.locator('script').count()).toBe(0);
    expect(await page.title()).not.toContain('pwned');
    // The markup a server sent is shown as text, exactly as received.
    expect(await page.locator('#observations').textContent()).toContain(HOSTILE);
  });

  it('references nothing outside itself and forbids fetching anything with its CSP', async () => {
    const { page } = await open(renderHtml(report));
    const links = await page
      .locator('[href], [src]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? element.getAttribute('src')));
    expect(links.filter((link) => !link?.startsWith('#'))).toEqual([]);
    expect(await page.locator('style').textContent()).not.toMatch(/url\(|@import/);
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toContain("default-src 'none'");
  });

  it('has the stable sections', async () => {
    const { page } = await open(renderHtml(report));
    for (const id of SECTIONS) expect(await page.locator(`section#${id}`).count(), id).toBe(1);
  });

  it('states the verdict in words', async () => {
    const { page } = await open(renderHtml(report));
    expect(await page.locator('#verdict h2').textContent()).toBe(overallVerdict(report).headline);
  });

  it('lists every catalogue requirement in the matrix with its verdict', async () => {
    const { page } = await open(renderHtml(report));
    const rows = await page
      .locator('#matrix tr[data-requirement]')
      .evaluateAll((elements) => elements.map((element) => [element.getAttribute('data-requirement'), element.getAttribute('data-verdict')]));
    expect(rows.map(([id]) => id)).toEqual(requirements.map((entry) => entry.id));
    expect(rows).toEqual(requirementRows(report).map((row) => [row.entry.id, row.verdict]));
  });

  it('shows every failure open, with its message and reproduction', async () => {
    const { page } = await open(renderHtml(report));
    for (const result of withStatus(report, 'failed')) {
      const details = page.locator(`tr[data-detail-of="${result.requirement}"] details[open][data-status="failed"]`);
      expect(await details.locator('.message').textContent()).toBe(result.message);
      expect(await details.locator('pre.command').textContent()).toBe(result.reproduction);
    }
  });

  it('draws one chart per operation and the traffic figures', async () => {
    const { page } = await open(renderHtml(report));
    const operations = [...new Set(report.results.map((result) => result.operation))].sort();
    expect(await page.locator('#charts figure[data-operation] svg').count()).toBe(operations.length);
    expect(await page.locator('#traffic').textContent()).toContain(`${report.traffic.latencyMs.p99} ms`);
  });

  it('never shows a token, only the $PMC_TOKEN placeholder', async () => {
    const { page } = await open(renderHtml(report));
    const text = await page.locator('body').textContent();
    expect(text).not.toContain(LEAKED_TOKEN);
    expect(text).toContain('Bearer $PMC_TOKEN');
  });

  it('takes the full-page screenshot (docs/report-screenshot.png with PMC_UPDATE_SCREENSHOT=1)', async () => {
    const { page } = await open(renderHtml(prepareReport(buildRunReport(false))));
    const target = process.env.PMC_UPDATE_SCREENSHOT === '1' ? DOCS_SCREENSHOT : join(await tempDir(), 'report-screenshot.png');
    await mkdir(join(target, '..'), { recursive: true });
    const image = await page.screenshot({ path: target, fullPage: true });
    // A PNG of the whole page (not just the 1280×900 viewport), written where asked.
    const [width, height] = await page.locator('html').evaluate((element) => [element.scrollWidth, element.scrollHeight]);
    expect(image.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect({ width: image.readUInt32BE(16), height: image.readUInt32BE(20) }).toEqual({ width, height });
    expect(height).toBeGreaterThan(900);
    // Buffer.equals: toEqual walks a 4 MB buffer byte by byte (half a minute).
    expect((await readFile(target)).equals(image), 'the file written is the image').toBe(true);
  });
});
