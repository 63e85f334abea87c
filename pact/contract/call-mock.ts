import { MatchersV3 } from '@pact-foundation/pact';
import type { ConnectionConfig } from '../../engine/connection.js';
import type { Exchange } from '../../engine/exchange.js';
import { ApiClient, type ApiRequest } from '../../engine/http/client.js';
import { DEFAULTS } from '../../engine/settings.js';
import type { ContractInteraction } from './interaction.js';
import { EXAMPLE_TOKEN, stateParams } from './register.js';

/** The request the consumer (the suite's own client) sends for an interaction, with the examples. */
function consumerRequest(interaction: ContractInteraction): ApiRequest {
  const params = stateParams(interaction);
  const injected = Object.fromEntries((interaction.injected ?? []).map((field) => [field, params[field]]));
  const body = interaction.request ? { ...(MatchersV3.reify(interaction.request.body) as Record<string, unknown>), ...injected } : undefined;
  return {
    operation: interaction.operation,
    params,
    purpose: interaction.description,
    caller: interaction.authorized ? { token: EXAMPLE_TOKEN } : 'none',
    ...(interaction.query ? { query: interaction.query } : {}),
    ...(body === undefined ? {} : { body }),
  };
}

/** Sends an interaction's request to Pact's mock server through the engine's ApiClient. */
export async function callMock(mockUrl: string, interaction: ContractInteraction): Promise<Exchange> {
  const params = stateParams(interaction);
  const config: ConnectionConfig = { baseUrl: mockUrl, token: EXAMPLE_TOKEN, projectId: params.projectId ?? '', timesheetId: params.timesheetId ?? '' };
  const client = new ApiClient(config, DEFAULTS);
  try {
    return await client.send(consumerRequest(interaction));
  } finally {
    await client.close();
  }
}
