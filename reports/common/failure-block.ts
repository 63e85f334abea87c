import type { Evidence, Result } from '../../engine/report/model.js';
import { readableUrl } from './detail-text.js';
import { oneLine } from './labels.js';

/**
 * A failure on the console in at most FAILURE_LINES lines (issue 37): what was received, what the spec
 * states, what was sent, what came back, and the reproduction (cut, with where the rest is). The
 * reports hold the full evidence. Each line is a template of its own (FAILURE_TEMPLATES) that says
 * nothing rather than print an empty placeholder: a test renders each with real and empty inputs.
 */
export const FAILURE_LINES = 15;

/** Widest text of one console line before it is cut (a terminal wraps the rest). */
const WIDTH = 220;

const cut = (text: string, width = WIDTH) => {
  const flat = oneLine(text);
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
};

const present = (text: string | undefined): text is string => text !== undefined && oneLine(text) !== '';

/** The message's two parts: what was received, and "The spec states: …" (absent when the message has none). */
export function messageParts(message: string): { received: string; states?: string } {
  const at = message.indexOf(' The spec states: ');
  return at < 0 ? { received: message } : { received: message.slice(0, at), states: message.slice(at + 1) };
}

export const FAILURE_TEMPLATES = {
  received: (text: string | undefined) => (present(text) ? [cut(text)] : []),
  states: (text: string | undefined) => (present(text) ? [cut(text)] : []),
  sent: (request: Evidence['request'] | undefined) =>
    request && present(request.method) && present(request.url)
      ? [cut(`Sent: ${request.method} ${readableUrl(request.url)}${present(request.body) ? ` ${request.body}` : ''}`)]
      : [],
  got: (evidence: Evidence | undefined) => {
    if (evidence?.response) return [cut(`Got: ${evidence.response.status}${present(evidence.response.body) ? ` ${evidence.response.body}` : ' (no body)'}`)];
    return present(evidence?.problem) ? [cut(`Got no answer: ${evidence.problem}`)] : [];
  },
  reproduction: (reproduction: string | undefined, room: number) => {
    if (!present(reproduction) || room < 2) return [];
    const all = reproduction.split('\n');
    // Short of room, the comments go first (the note on top stays): the commands are what a person pastes.
    const lines = all.length + 1 <= room ? all : all.filter((line, index) => index === 0 || !line.startsWith('# '));
    if (lines.length + 1 <= room) return ['Reproduce with:', ...lines.map((line) => `  ${line}`)];
    const shown = lines.slice(0, room - 2);
    return [
      'Reproduce with:',
      ...shown.map((line) => `  ${line}`),
      `  # … ${all.length - shown.length} more lines: the whole reproduction is in report.json and report.html`,
    ];
  },
} as const;

/** The lines under a failure's title line (each to be indented): at most FAILURE_LINES - 1 of them. */
export function failureDetail(result: Pick<Result, 'message' | 'evidence' | 'reproduction'>): string[] {
  const { received, states } = messageParts(result.message);
  const head = [
    ...FAILURE_TEMPLATES.received(received),
    ...FAILURE_TEMPLATES.states(states),
    ...FAILURE_TEMPLATES.sent(result.evidence?.request),
    ...FAILURE_TEMPLATES.got(result.evidence),
  ];
  return [...head, ...FAILURE_TEMPLATES.reproduction(result.reproduction, FAILURE_LINES - 1 - head.length)];
}
