import type { RequirementVerdict } from './requirement-rows.js';

/** Words a reader who has never seen the tool understands, shared by every human-readable format. */
export const VERDICT_LABEL: Record<RequirementVerdict, string> = {
  failed: 'Failed',
  accepted: 'Accepted',
  flaky: 'Flaky',
  warning: 'Warning',
  passed: 'Passed',
  skipped: 'Skipped',
  'not-assessable': 'Not assessable',
  observed: 'Observed',
  'not-checked': 'Not checked',
};

/** "*" marks checks that are not tied to one operation (e.g. the base URL's version segment). */
export const operationLabel = (operation: string) => (operation === '*' ? '* (all operations)' : operation);

/** A result's name in test-report formats: "<check> <operation>". */
export const resultName = (result: { readonly check: string; readonly operation: string }) => `${result.check} ${result.operation}`;

/** Free text on one line (console output, Markdown table cells). */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The server as a reader names it: an embedded run's URL is an ephemeral loopback port, meaningless once the run is over. */
export const serverLabel = (run: { readonly baseUrl: string; readonly embedded?: boolean }) => (run.embedded ? 'embedded reference server' : run.baseUrl);
