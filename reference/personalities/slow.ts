import { definePersonality } from './personality.js';

/** Every answer waits this long: a server far away or under load, still conforming (latency is not shown). */
export const SLOW_ANSWER_MS = 200;

/** A conforming server that takes hundreds of milliseconds per answer. */
export const slow = definePersonality({
  name: 'slow',
  description: `Answers every request after ${SLOW_ANSWER_MS} ms; otherwise the reference.`,
  overrides: { answerDelayMs: SLOW_ANSWER_MS },
});
