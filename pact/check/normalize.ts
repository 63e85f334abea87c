import type { PactDocument } from '../pact-file/read-pact-file.js';
import type { CheckedInteraction, CheckedMessage } from './checked-interaction.js';
import type { PactVersion } from './pact-version.js';
import { readBody } from './read-body.js';
import { readRules } from './read-rules.js';
import { isJsonObject } from '../../specs/json-type.js';

type Json = Record<string, unknown>;

const objectAt = (value: unknown): Json => (isJsonObject(value) ? (value as Json) : {});

function messageOf(message: Json, version: PactVersion): CheckedMessage {
  const body = readBody(message, version);
  return { ...(body === undefined ? {} : { body }), rules: readRules(message, version) };
}

/** One interaction of a v2, v3 or v4 pact, in the shape the checks read. */
function checkedInteraction(interaction: Json, index: number, version: PactVersion): CheckedInteraction {
  const request = objectAt(interaction.request);
  const response = objectAt(interaction.response);
  const type = interaction.type;
  return {
    description: typeof interaction.description === 'string' ? interaction.description : `interaction #${index + 1}`,
    http: version < 4 || type === undefined || type === 'Synchronous/HTTP',
    method: typeof request.method === 'string' ? request.method.toUpperCase() : 'GET',
    path: typeof request.path === 'string' ? request.path : '/',
    request: messageOf(request, version),
    status: typeof response.status === 'number' ? response.status : 200,
    response: messageOf(response, version),
  };
}

export function checkedInteractions(document: PactDocument, version: PactVersion): CheckedInteraction[] {
  return document.interactions.map((interaction, index) => checkedInteraction(interaction, index, version));
}
