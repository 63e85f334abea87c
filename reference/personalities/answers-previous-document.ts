import { definePersonality } from './personality.js';

/**
 * Express + Mongoose with `findByIdAndUpdate(id, body)` and no `{ new: true }`: the update is stored,
 * and the 200 answer is the document Mongoose found before applying it. "200: the complete Project"
 * and "200: a Timesheet" do not say which state of the document the answer shows.
 */
export const answersPreviousDocument = definePersonality({
  name: 'answers-previous-document',
  description:
    "Answers a PATCH with the project or timesheet as it was before the update, as Mongoose's findByIdAndUpdate does without { new: true }; the update is stored (a later read shows it).",
  overrides: { answersPreviousDocument: true },
});
