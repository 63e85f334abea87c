import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { Exchange } from '../../engine/exchange.js';
import { CONSUMER, PACT_FILE_NAME, PACT_LOG_LEVEL, PROVIDER } from '../names.js';
import { awaitRecorded } from './await-recorded.js';
import { callMock } from './call-mock.js';
import type { ContractInteraction } from './interaction.js';
import { CONTRACT } from './interactions.js';
import { registerInteraction } from './register.js';

export interface GeneratedPact {
  readonly file: string;
  /** What the consumer received from the mock server for each interaction. */
  readonly exchanges: ReadonlyMap<ContractInteraction, Exchange>;
}

const exampleStatus = (interaction: ContractInteraction) =>
  typeof interaction.status === 'number' ? interaction.status : MatchersV3.reify(interaction.status);

/**
 * Runs every interaction of the contract against Pact's mock server (the consumer side: the suite's
 * own ApiClient sends the requests) and writes the pact file into `dir`, replacing an older one so
 * that removed interactions do not linger (Pact merges into an existing file).
 */
export async function generatePact(dir: string, contract: readonly ContractInteraction[] = CONTRACT): Promise<GeneratedPact> {
  const file = join(dir, PACT_FILE_NAME);
  rmSync(file, { force: true });
  const pact = new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir, logLevel: PACT_LOG_LEVEL });
  const exchanges = new Map<ContractInteraction, Exchange>();
  for (const interaction of contract) {
    await registerInteraction(pact, interaction).executeTest(async (mock) => {
      const exchange = await callMock(mock.url, interaction);
      if (exchange.response?.status !== exampleStatus(interaction)) {
        throw new Error(`${interaction.description}: the mock server answered ${exchange.response?.status ?? exchange.problem?.message}`);
      }
      exchanges.set(interaction, exchange);
      // Pact judges the mock server's record as soon as this returns: wait until it holds the answered request.
      await awaitRecorded(pact, mock.port);
    });
  }
  return { file, exchanges };
}
