import type { Evidence, Result } from '../../engine/report/model.js';
import { isCredentialHeader, maskAuthorization } from './sanitize.js';

/** Header lines; credentials are masked again here so no writer can print one the engine missed. */
const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers).map(([name, value]) => `${name}: ${isCredentialHeader(name) ? maskAuthorization(value) : value}`);

/** A JSON body indented for reading; anything else (or a truncated excerpt) as it came. */
export function readableBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

const withBody = (lines: string[], body: string | undefined) => (body ? [...lines, '', readableBody(body)] : lines).join('\n');

/**
 * A URL as a reader reads it: percent-escapes of text decoded ("/projects/é" rather than
 * "/projects/%C3%A9"), the ones that change what the URL means ("/", "?", "#", "%", spaces, controls)
 * kept. The curl command keeps the URL exactly as sent.
 */
export function readableUrl(url: string): string {
  return url.replace(/(?:%[0-9A-Fa-f]{2})+/g, (escapes) => {
    const bytes = escapes.slice(1).split('%');
    let out = '';
    for (let at = 0; at < bytes.length;) {
      const lead = parseInt(bytes[at] ?? '', 16);
      const length = lead < 0x80 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
      const slice = bytes.slice(at, at + length);
      const original = slice.map((byte) => `%${byte}`).join('');
      let text: string | undefined;
      try {
        text = decoder.decode(Uint8Array.from(slice.map((byte) => parseInt(byte, 16))));
      } catch {
        text = undefined;
      }
      out += text === undefined || /[/?#%\s\p{C}]/u.test(text) ? original : text;
      at += slice.length;
    }
    return out;
  });
}

const decoder = new TextDecoder('utf-8', { fatal: true });

export const requestText = (request: Evidence['request']) =>
  withBody([`${request.method} ${readableUrl(request.url)}`, ...headerLines(request.headers)], request.body);

export const responseText = (response: NonNullable<Evidence['response']>) =>
  withBody([`HTTP ${response.status}`, ...headerLines(response.headers)], response.body);

const prefixed = (marker: string, text: string) =>
  text
    .split('\n')
    .map((line) => (line ? `${marker} ${line}` : marker))
    .join('\n');

/** Request and response as `curl -v` shows them ("> " sent, "< " received): familiar to anyone. */
export function evidenceText({ request, response, problem }: Evidence): string {
  const parts = [prefixed('>', requestText(request))];
  if (response) parts.push(prefixed('<', responseText(response)));
  if (problem) parts.push(`! ${problem}`);
  return parts.join('\n');
}

export const counterexampleText = (value: unknown) => JSON.stringify(value, null, 2) ?? String(value);

const COUNT_WORDS: Record<keyof Result['counts'], string> = {
  pass: 'passed',
  fail: 'failed',
  warn: 'warned',
  observe: 'observed',
  skip: 'skipped',
  'not-assessable': 'not assessable',
  flaky: 'not seen again (flaky)',
};

/** "12 passed, 1 failed": how many findings of each verdict the check produced (zeros left out). */
export function countsText(counts: Result['counts']): string {
  const parts = Object.entries(counts)
    .filter(([, count]) => (count ?? 0) > 0)
    .map(([verdict, count]) => `${count} ${COUNT_WORDS[verdict as keyof Result['counts']]}`);
  return parts.length === 0 ? 'no findings' : parts.join(', ');
}

/** Everything needed to understand and replay one result, as plain text (JUnit, CTRF, console). */
export function detailText(result: Result): string {
  const parts = [result.message];
  if (result.evidence) parts.push(`Evidence:\n${evidenceText(result.evidence)}`);
  if (result.counterexample !== undefined) parts.push(`Counterexample:\n${counterexampleText(result.counterexample)}`);
  if (result.reproduction) parts.push(`Reproduce with:\n${result.reproduction}`);
  return parts.join('\n\n');
}
