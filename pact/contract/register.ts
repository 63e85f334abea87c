import { MatchersV3, type PactV4, type TemplateHeaders } from '@pact-foundation/pact';
// The builder types are not re-exported by the package root.
import type { V4InteractionWithResponse, V4RequestBuilder, V4ResponseBuilder } from '@pact-foundation/pact/src/v4/http/types.js';
import { pathFor } from '../../engine/http/client.js';
import { parseOperationKey } from '../../specs/operations.js';
import { BEARER_PATTERN, JSON_MEDIA_TYPE_PATTERN } from '../matchers/patterns.js';
import type { ContractInteraction } from './interaction.js';

const { fromProviderState, regex } = MatchersV3;

/** The token the consumer shows the mock server; the verifier's request filter puts the real one in its place. */
export const EXAMPLE_TOKEN = 'example-access-token';

/** The params every provider state of the interaction returns, merged (their examples here). */
export function stateParams(interaction: ContractInteraction): Record<string, string> {
  return Object.assign({}, ...interaction.states.map((state) => state.params)) as Record<string, string>;
}

/** "/projects/{projectId}" → "/projects/${projectId}": the path is built from the provider state. */
const providerStatePath = (template: string) => template.replace(/\{(\w+)\}/g, (_match, name: string) => `\${${name}}`);

function requestBody(interaction: ContractInteraction): unknown {
  const body = interaction.request?.body as Record<string, unknown>;
  const params = stateParams(interaction);
  const injected = (interaction.injected ?? []).map((field) => [field, fromProviderState(`\${${field}}`, params[field])]);
  return { ...body, ...Object.fromEntries(injected) };
}

function describeRequest(builder: V4RequestBuilder, interaction: ContractInteraction): void {
  const headers: TemplateHeaders = {};
  if (interaction.authorized) headers.Authorization = regex(BEARER_PATTERN, `Bearer ${EXAMPLE_TOKEN}`);
  if (interaction.request) headers['Content-Type'] = 'application/json';
  builder.headers(headers);
  if (interaction.query) builder.query(interaction.query);
  if (!interaction.request) return;
  builder.jsonBody(requestBody(interaction));
  if (interaction.request.rules.length > 0) builder.matchingRules({ body: interaction.request.rules });
}

function describeResponse(builder: V4ResponseBuilder, interaction: ContractInteraction): void {
  if (!interaction.response) return;
  builder.headers({ 'Content-Type': regex(JSON_MEDIA_TYPE_PATTERN, 'application/json') }).jsonBody(interaction.response.body);
  if (interaction.response.rules.length > 0) builder.matchingRules({ body: interaction.response.rules });
}

/** Adds one contract interaction to a PactV4 (path ids from the provider states). */
export function registerInteraction(pact: PactV4, interaction: ContractInteraction): V4InteractionWithResponse {
  const { method, path } = parseOperationKey(interaction.operation);
  const unconfigured = interaction.states.reduce((built, state) => built.given(state.name, state.params), pact.addInteraction());
  return unconfigured
    .uponReceiving(interaction.description)
    .withRequest(method, fromProviderState(providerStatePath(path), pathFor(interaction.operation, stateParams(interaction))), (builder) =>
      describeRequest(builder, interaction),
    )
    .willRespondWith(interaction.status, (builder) => describeResponse(builder, interaction));
}
