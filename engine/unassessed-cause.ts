import type { NotNowReason } from './not-now.js';

/**
 * Why a finding was not assessed, as data: an answer that said "not now" (its reason), no read of the
 * document on this server, or a change the run could not have put back. The reports name the causes of
 * a requirement left unassessed from this, never from the words of its messages.
 */
export type UnassessedCause = NotNowReason | 'no-read' | 'unrestorable';

/** A cause in a few words: a not-assessed finding's message starts with them, a headline lists them ("(no read, rate limited)"). */
export const UNASSESSED_CAUSE_WORDS: Readonly<Record<UnassessedCause, string>> = {
  'rate-limited': 'rate limited',
  unavailable: 'unavailable',
  gateway: 'a gateway answered instead of the server',
  transport: 'not answering',
  'not-sent': 'not answering',
  'no-read': 'no read',
  unrestorable: 'could not be put back',
};

/** The words for a requirement whose checks ran without a cause of these (nothing judged, or a precondition missing). */
export const NO_JUDGED_ANSWER = 'no judged answer';
