import { isSuccess } from '../statuses.js';
import type { PactCheck } from '../check-types.js';
import { requestErrors } from '../partial-validate.js';
import { contradiction, reliance, requirementOf, schemaContradictions } from '../schema-findings.js';

/**
 * A request body the spec would reject, expected to succeed, is a contradiction; expected to be
 * refused it is a documented error case. A valid body expected to be refused relies on the
 * conditions of 400, which are not shown.
 */
export const requestBody: PactCheck = {
  id: 'pact-request-body',
  title: 'Request bodies expected to succeed are valid for the spec',
  run: ({ interaction, specified }) => {
    const schema = specified?.body;
    if (!schema) return [];
    const { body } = interaction.request;
    const success = isSuccess(interaction.status);
    if (body === undefined)
      return success ? [contradiction('REQUEST.BODY_REQUIRED', `a ${interaction.status} expected for ${specified.key} without a request body`)] : [];
    const errors = requestErrors(schema, body);
    const root = requirementOf(schema, '', 'VALIDATION.REJECT');
    if (errors.length > 0) {
      return success
        ? schemaContradictions(schema, body, errors, `a ${interaction.status} expected for the request body`, root)
        : [{ verdict: 'pass', requirement: 'VALIDATION.REJECT', message: `an invalid body expected to be refused (${interaction.status})` }];
    }
    if (interaction.status === 400) return [reliance('ERROR.CONDITIONS', `a 400 expected for a body the spec accepts: ${JSON.stringify(body).slice(0, 200)}`)];
    return [{ verdict: 'pass', requirement: root, message: `a valid ${schema} body` }];
  },
};
