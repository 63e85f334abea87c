import escapeHtml from 'escape-html';
import type { Level } from '../../specs/requirements.js';
import { VERDICT_LABEL, operationLabel } from '../common/labels.js';
import type { RequirementVerdict } from '../common/requirement-rows.js';
import { STYLES } from './styles.js';

/** Every piece of text that reaches the page goes through here: report content is server-controlled. */
export const esc = (value: string | number | boolean) => escapeHtml(String(value));

/** Nothing may be fetched: no script, no font, no image other than data URIs. */
const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** The HTML document around the body: one file, inline CSS, no script. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">
<title>${esc(title)}</title>
<style>${STYLES}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** A top-level section; `id` values are stable (tests and deep links rely on them). */
export function section(id: string, title: string, lead: string, content: string): string {
  return `<section id="${esc(id)}">
<h2>${esc(title)}</h2>
${lead ? `<p class="lead">${esc(lead)}</p>` : ''}
${content}
</section>`;
}

export const verdictBadge = (verdict: RequirementVerdict) => `<span class="badge v-${verdict}">${esc(VERDICT_LABEL[verdict])}</span>`;

export const levelBadge = (level: Level) => `<span class="level level-${level}">${level}</span>`;

/** A definition list of label → already-escaped HTML. */
export const definitions = (pairs: readonly (readonly [string, string])[]) =>
  pairs.map(([term, html]) => `<div><dt>${esc(term)}</dt><dd>${html}</dd></div>`).join('\n');

/**
 * An identifier (requirement id, check name, field path) that may wrap only after a dot, a slash or a
 * closing bracket, never mid-word: the style keeps the rest of it whole (code, .ident).
 */
export const identHtml = (text: string) => esc(text).replace(/([./\]])/g, '$1<wbr>');

/** An operation ("POST /projects/{projectId}/people") that may wrap after a slash, never mid-word. */
export const operationHtml = (operation: string) => identHtml(operationLabel(operation));
