import { HTTPResponseStatusClass, MatchersV3 } from '@pact-foundation/pact';
import { requiredOf } from '../../specs/schema-walk/node.js';
import { isQuietable } from '../../specs/operation-profiles/index.js';
import { SPECIFIED_OPERATIONS } from '../../specs/operations.js';
import { errorBodySchema, schemas } from '../../specs/schemas/index.js';
import { compileSchema } from '../matchers/compile.js';
import type { ContractInteraction } from './interaction.js';
import { contractRequestBody, refusedRequestBody } from './request-bodies.js';
import { PROVIDER_STATES, type ProviderState } from './states.js';

type BodyOperation = 'updateProject' | 'updateTimesheet' | 'addPerson';

/** A refusal: any 4xx (VALIDATION.REJECT: 400 passes, another 4xx is only a warning), 400 in the example. */
const REFUSED = MatchersV3.matchStatus(400, HTTPResponseStatusClass.ClientError);

/** notify=false on the operations that take it: a contract run must never notify anyone (NOTIFY.PARAMETER). */
const queryOf = (name: BodyOperation) => (isQuietable(SPECIFIED_OPERATIONS[name].key) ? { query: { notify: 'false' } } : {});

/**
 * A success: the request sets the freely settable fields; the 200 body has the response schema's
 * required fields plus the fields sent (PROJECT.UPDATE.PERSISTS, ADD_PERSON.ROUND_TRIP), or, when
 * the schema requires nothing (the Timesheet), every property typed wherever present.
 */
function success(name: BodyOperation, description: string, states: readonly ProviderState[], injected: readonly string[] = []): ContractInteraction {
  const operation = SPECIFIED_OPERATIONS[name];
  const sent = contractRequestBody(operation.body);
  const required = requiredOf(schemas[operation.response]);
  const present = required.length > 0 ? [...new Set([...required, ...Object.keys(sent)])] : undefined;
  return {
    description,
    states,
    operation: operation.key,
    ...queryOf(name),
    authorized: true,
    injected,
    request: compileSchema(schemas[operation.body], { present: Object.keys(sent), examples: sent }),
    status: 200,
    response: compileSchema(schemas[operation.response], { ...(present ? { present } : {}), examples: sent }),
  };
}

/** A refusal of a body violating the request schema, answered with the error body (ERROR.BODY). */
function refusal(name: BodyOperation, description: string, states: readonly ProviderState[]): ContractInteraction {
  const operation = SPECIFIED_OPERATIONS[name];
  const { payload } = refusedRequestBody(operation.body);
  return {
    description,
    states,
    operation: operation.key,
    ...queryOf(name),
    authorized: true,
    request: { body: payload, rules: [] },
    status: REFUSED,
    response: compileSchema(errorBodySchema),
  };
}

const removePerson = SPECIFIED_OPERATIONS.removePerson.key;

/** The consumer contract: a success and a refusal for each of the four specified operations. */
export const CONTRACT: readonly ContractInteraction[] = [
  success('updateProject', 'updating a project with the fields any server accepts', [PROVIDER_STATES.project]),
  refusal('updateProject', 'updating a project with a field of the wrong type', [PROVIDER_STATES.project]),
  success('updateTimesheet', 'updating a timesheet with the fields any server accepts', [PROVIDER_STATES.timesheet]),
  refusal('updateTimesheet', 'updating a timesheet with a field of the wrong type', [PROVIDER_STATES.timesheet]),
  success('addPerson', 'adding a person with a new e-mail', [PROVIDER_STATES.project, PROVIDER_STATES.newEmail], ['email']),
  refusal('addPerson', 'adding a person with a field of the wrong type', [PROVIDER_STATES.project]),
  { description: 'removing a person from a project', states: [PROVIDER_STATES.person], operation: removePerson, authorized: true, status: 200 },
  // DELETE has no body, so no body can be refused; the request it must refuse is one without credentials
  // (AUTH.REQUIRED). Its status is not shown (any 4xx) and a body of such a status is not judged.
  { description: 'removing a person without credentials', states: [PROVIDER_STATES.person], operation: removePerson, authorized: false, status: REFUSED },
];
