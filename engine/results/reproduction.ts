import type { Exchange } from '../exchange.js';
import { bashWord, bytesOf, repetitionOf } from '../shell-value.js';

/**
 * A reproduction as a person pastes it (issue 37): the long string values of the bodies written once
 * into shell variables (S1, S2…, a printf pattern when a value repeats a short unit), then one curl
 * line per request under a comment saying what it was for, then the command that re-runs the check.
 * Pasted into bash it sends the same bytes; every line is ASCII (engine/shell-value.ts).
 */

/** A string value longer than this (JSON-escaped) goes into a variable. */
const LONG = 60;

export interface Variable {
  readonly name: string;
  /** The value as it appears between the quotes of the JSON body. */
  readonly escaped: string;
  readonly length: number;
}

function strings(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) strings(item, into);
  return into;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The long strings of the bodies, each once, in the order first sent, that the body text holds as JSON writes them. */
function variablesOf(steps: readonly Exchange[]): Variable[] {
  const found = new Map<string, Variable>();
  for (const { request } of steps) {
    if (request.body === undefined) continue;
    for (const value of strings(parsed(request.body), new Set())) {
      const escaped = JSON.stringify(value).slice(1, -1);
      if (escaped.length <= LONG || found.has(escaped) || !request.body.includes(`"${escaped}"`)) continue;
      found.set(escaped, { name: `S${found.size + 1}`, escaped, length: Array.from(value).length });
    }
  }
  return [...found.values()];
}

const assignment = (variable: Variable) => `${variable.name}=${repetitionOf(variable.escaped) ?? bashWord(variable.escaped)}`;

/** The body as one shell word: literal parts quoted, long values as "$S1". */
function bodyWord(body: string, variables: readonly Variable[]): string {
  const used = variables.filter((variable) => body.includes(`"${variable.escaped}"`));
  if (used.length === 0) return bashWord(body);
  const pattern = new RegExp(used.map((variable) => `"${variable.escaped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`).join('|'), 'g');
  const parts: string[] = [];
  let at = 0;
  for (const match of body.matchAll(pattern)) {
    const variable = used.find((each) => `"${each.escaped}"` === match[0]) as Variable;
    // Each quote of the JSON string stays in the literal parts around the variable.
    parts.push(bashWord(body.slice(at, match.index + 1)), `"$${variable.name}"`);
    at = match.index + match[0].length - 1;
  }
  parts.push(bashWord(body.slice(at)));
  return parts.join('');
}

/** A curl command that replays the request; tokens stay as shell variables ($PMC_TOKEN…), long values as $S1…. */
export function curlLine(exchange: Exchange, variables: readonly Variable[] = []): string {
  const { method, url, headers, body } = exchange.request;
  const parts = ['curl -sS -i', `-X ${method}`, bashWord(url)];
  for (const [name, value] of Object.entries(headers)) {
    parts.push(value.includes('$PMC_') ? `-H "${name}: ${value}"` : `-H ${bashWord(`${name}: ${value}`)}`);
  }
  if (body !== undefined) parts.push(body.includes('\u0000') ? `--data-binary @<(${bytesOf(body)})` : `--data-raw ${bodyWord(body, variables)}`);
  return parts.join(' ');
}

export interface ReproductionOptions {
  /** The command that re-runs the check with the same seed (last line). */
  readonly rerun?: string;
  /** A comment line first (how the sequence was reduced). */
  readonly note?: string;
}

const comment = (text: string) => `# ${text.replace(/\s+/g, ' ')}`;

/** The lines of a reproduction of `steps` (in order); one step gets no numbered comment. */
export function reproductionOf(steps: readonly Exchange[], options: ReproductionOptions = {}): string | undefined {
  const variables = variablesOf(steps);
  const lines = [
    ...(options.note ? [comment(options.note)] : []),
    ...variables.flatMap((variable) => [comment(`${variable.name}: a string of ${variable.length.toLocaleString('en-US')} characters`), assignment(variable)]),
    ...(steps.length === 1
      ? [curlLine(steps[0] as Exchange, variables)]
      : steps.flatMap((step, index) => [comment(`${index + 1}. ${step.purpose}`), curlLine(step, variables)])),
    ...(options.rerun ? [options.rerun] : []),
  ];
  return steps.length > 0 || options.rerun ? lines.join('\n') : undefined;
}
