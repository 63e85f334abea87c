import { requirement, type RequirementId, type SourceSection } from '../specs/requirements.js';

/**
 * What a message quotes: a requirement's sentence, or that sentence and what one of its sources says
 * (`{ id: 'DEPRECATION.SUNSET', source: 'RFC 8594 §3' }`). The words come from the catalogue
 * (specs/requirements.ts), never from the check: the catalogue is checked against the spec's text.
 */
export type Quote = RequirementId | { [I in RequirementId]: { readonly id: I; readonly source: SourceSection<I> } }[RequirementId];

const ending = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function words(quote: Quote): string[] {
  if (typeof quote === 'string') return [ending(requirement(quote).sentence)];
  const said = requirement(quote.id).sourceText?.[quote.source];
  if (said === undefined) throw new Error(`requirement ${quote.id} has no source text for ${quote.source}`);
  return [ending(requirement(quote.id).sentence), `${quote.source}: ${ending(said)}`];
}

/** "The spec states: …" with the catalogue's sentences of the quoted requirements, each said once, in order. */
export function specStates(quotes: Quote | readonly Quote[]): string {
  const list: readonly Quote[] = Array.isArray(quotes) ? quotes : [quotes as Quote];
  return `The spec states: ${[...new Set(list.flatMap(words))].join(' ')}`;
}

/**
 * The message of a failure or warning (conventions: "Received … / The spec states …"):
 * `violates('PROJECT.BUDGET', '200 for budget -1')` → "Received 200 for budget -1. The spec states: budget | number (float) | Total budget. Minimum 0."
 */
export function violates(quotes: Quote | readonly Quote[], what: string): string {
  // An empty `what` is a bug of the caller; the message still says something true rather than "Received .".
  const received = what.trim() === '' ? 'an answer that breaks it' : what;
  return `Received ${received}. ${specStates(quotes)}`;
}
