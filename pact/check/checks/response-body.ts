import { excerpt } from '../../../engine/excerpt.js';
import type { PactCheck, PactFinding } from '../check-types.js';
import { partialErrors } from '../partial-validate.js';
import { contradiction, requirementOf, schemaContradictions } from '../schema-findings.js';
import { isErrorStatus } from '../statuses.js';

const pass = (requirement: PactFinding['requirement'], message: string): PactFinding[] => [{ verdict: 'pass', requirement, message }];

/**
 * The expected body must be one a conforming server can send: a 200 body fits the response schema
 * (the fields listed; a pact need not list them all), a 400/500 body the error body, and a 200 to
 * DELETE has no body (DELETE_PERSON.RESPONSE).
 */
export const responseBody: PactCheck = {
  id: 'pact-response-body',
  title: 'Expected response bodies are allowed by the spec',
  run: ({ interaction: { status, response }, specified }) => {
    if (!specified || response.body === undefined) return [];
    if (status === 200 && !specified.response) {
      return [contradiction('DELETE_PERSON.RESPONSE', `an expected 200 body ${excerpt(JSON.stringify(response.body))} for ${specified.key}`)];
    }
    const schema = status === 200 ? specified.response : isErrorStatus(status) ? 'error-body' : undefined;
    if (!schema) return [];
    const { schema: variant, errors } = partialErrors(schema, response.body);
    const root = requirementOf(variant, '', 'ERROR.BODY');
    if (errors.length > 0) return schemaContradictions(variant, response.body, errors, `an expected ${status} body`, root);
    return pass(root, `the expected ${status} body fits the ${schema} schema`);
  },
};
