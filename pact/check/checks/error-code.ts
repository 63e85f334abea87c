import type { PactRule } from '../checked-interaction.js';
import type { PactCheck } from '../check-types.js';
import { reliance } from '../schema-findings.js';
import { isErrorStatus } from '../statuses.js';

/** Rules under which `code` may take any value: on it, on every property, or a type/values rule on the body. */
const LOOSE_PATHS = ['$.code', "$['code']", '$.*', '$'];

const codeIsLoose = (rules: readonly PactRule[]) =>
  rules.some(
    (rule) =>
      rule.part === 'body' &&
      LOOSE_PATHS.includes(rule.path) &&
      rule.matchers.some((matcher) => matcher.match !== 'equality' && (rule.path !== '$' || ['type', 'values', 'eachValue'].includes(matcher.match))),
  );

/** ERROR.CONDITIONS — "the values of code: not shown": expecting one specific code relies on them. */
export const errorCode: PactCheck = {
  id: 'pact-error-code',
  title: 'Error bodies do not rely on specific code values',
  run: ({ interaction: { status, response }, specified }) => {
    const code = (response.body as { code?: unknown } | undefined)?.code;
    if (!specified || !isErrorStatus(status) || code === undefined || codeIsLoose(response.rules)) return [];
    return [reliance('ERROR.CONDITIONS', `an expected error code ${JSON.stringify(code)} in the ${status} body`)];
  },
};
