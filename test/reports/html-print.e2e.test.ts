import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overallVerdict } from '../../reports/common/outcome.js';
import { requirementTally } from '../../reports/common/totals.js';
import { startReferenceServer, type FaultName } from '../../reference/index.js';
import { runCliInProcess, workDir, writeConfig } from '../e2e/cli.js';
import { readReport } from '../e2e/run-against.js';
import { figuresHeadline, shippedFigures } from '../../reports/certification/figures.js';

/**
 * The certificate on paper, as a vendor prints it from Chromium: a conforming run in at most 12 A4
 * pages, and a failing run's first page naming every failed requirement. Pages are counted by
 * pdfinfo and read by pdftotext (Debian's poppler-utils, installed by .ci/run beside Chromium).
 */
const FAULTS: FaultName[] = [
  'project-budget-negative-accepted',
  'json-content-type-missing',
  'project-not-persisted',
  'crash-on-unknown-id',
  'deprecation-header-boolean',
  'org-isolation-broken',
  'project-currency-unchecked',
  'person-pm-default-true',
];
const LAUNCH_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
});
afterAll(async () => {
  await browser.close();
});

/** Prints report.html of `reportDir` (or another page of it) to an A4 PDF as the browser's print dialog does; its page count and text of page 1. */
async function printed(reportDir: string, file = 'report.html'): Promise<{ pages: number; firstPage: string }> {
  const page = await browser.newPage();
  await page.goto(pathToFileURL(join(reportDir, file)).href, { waitUntil: 'load' });
  const pdf = join(reportDir, 'report.pdf');
  await page.pdf({ path: pdf, format: 'A4', preferCSSPageSize: true });
  await page.close();
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  // The verdict's mark (✓ ✗ ≈) stands beside the headline: a headline that wraps gets it between its words in the text layout.
  const firstPage = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-layout', pdf, '-'], { encoding: 'utf8' })
    .replace(/\s+/g, ' ')
    .replace(/ [✓✗≈] /g, ' ');
  return { pages, firstPage };
}

/** Runs in the page (a string: the project's types have no DOM): each <code> whose text changes line between two letters or digits. */
const SPLIT_IDENTIFIERS = `(() => {
  const found = [];
  for (const element of document.querySelectorAll('code')) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let previous;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let at = 0; at < node.length; at += 1) {
        const char = node.data.charAt(at);
        if (/\\s/.test(char)) {
          if (previous) previous = { ...previous, char: ' ' };
          continue;
        }
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const rect = range.getClientRects()[0];
        if (!rect || rect.width === 0) continue;
        if (previous && rect.top > previous.top + 2 && /[\\p{L}\\p{N}_]/u.test(previous.char) && /[\\p{L}\\p{N}_]/u.test(char))
          found.push(element.textContent + ' (between "' + previous.char + '" and "' + char + '")');
        previous = { top: rect.top, char };
      }
    }
  }
  return found;
})()`;

/**
 * The identifiers (every <code>: requirement ids, checks, operations, field paths) that the printed
 * layout splits between two letters or digits, at the width of A4 between its margins (190 mm). A
 * line may end after a space, a dot, a slash, a bracket or a hyphen, never mid-word.
 */
async function splitIdentifiers(reportDir: string): Promise<string[]> {
  const page = await browser.newPage({ viewport: { width: Math.floor((190 / 25.4) * 96), height: 1000 } });
  await page.emulateMedia({ media: 'print' });
  await page.goto(pathToFileURL(join(reportDir, 'report.html')).href, { waitUntil: 'load' });
  const split = await page.evaluate<string[]>(SPLIT_IDENTIFIERS);
  await page.close();
  return split;
}

describe('report.html printed to PDF', () => {
  it('a conforming certification run (embedded server, default number of samples) prints to at most 12 A4 pages, the verdict and the certificate on page 1', async () => {
    const dir = join(workDir(), 'reports');
    const run = await runCliInProcess(['run', '--certify', '--seed', '1', '--report-dir', dir], { timeoutMs: 240_000 });
    expect(run.code, run.stderr).toBe(0);
    const report = readReport(dir);
    expect(report).toBeDefined();
    const { pages, firstPage } = await printed(dir);
    // The certificate of the bundle is the same page: Certified, and the suite's own precision with the command that reproduces it.
    const certificate = await printed(join(dir, 'certification'), 'certificate.html');
    expect(certificate.pages).toBe(pages);
    expect(certificate.firstPage).toContain('Certified');
    expect(certificate.firstPage).toContain(figuresHeadline(shippedFigures));
    expect(certificate.firstPage).toContain(shippedFigures.command);
    expect(pages).toBeGreaterThan(1);
    expect(pages).toBeLessThanOrEqual(12);
    expect(firstPage).toContain(overallVerdict(report ?? ({} as never)).headline);
    expect(firstPage).toContain('embedded reference server');
    expect(await splitIdentifiers(dir)).toEqual([]);
    // The totals add up: requirements with a verdict are the exercised ones.
    const tally = requirementTally(report ?? ({} as never));
    const withVerdict = tally.failed + tally.accepted + tally.warning + tally.passed + tally.observed;
    expect(withVerdict).toBe(report?.coverage?.requirements.exercised);
  }, 300_000);

  it("a failing run's first page names every failed requirement, with the server, seed and versions", async () => {
    const server = await startReferenceServer({ faults: FAULTS });
    const dir = join(workDir(), 'reports');
    try {
      const run = await runCliInProcess(['run', '--config', writeConfig(workDir(), server.config), '--seed', '1', '--num-runs', '8', '--report-dir', dir]);
      expect(run.code, run.stderr).toBe(1);
    } finally {
      await server.close();
    }
    const report = readReport(dir);
    const failed = [...new Set(report?.results.filter((result) => result.status === 'failed').map((result) => result.requirement))];
    expect(failed.length).toBeGreaterThanOrEqual(FAULTS.length);
    const { firstPage } = await printed(dir);
    expect(firstPage).toContain(overallVerdict(report ?? ({} as never)).headline);
    for (const id of failed) expect(firstPage, id).toContain(id);
    expect(firstPage).toContain(server.config.baseUrl);
    expect(firstPage).toContain(report?.tool.version);
    expect(firstPage).toContain(report?.tool.specSha256);
    expect(firstPage).toMatch(/\bSEED\b/);
    expect(firstPage).toContain('1 · 8 runs');
    // Page 1 names failed requirements, checks and operations: none split mid-word (nor anywhere after).
    expect(await splitIdentifiers(dir)).toEqual([]);
  }, 300_000);
});
