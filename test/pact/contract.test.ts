import { readFileSync } from 'node:fs';
import { MatchersV3 } from '@pact-foundation/pact';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Exchange } from '../../engine/exchange.js';
import { partialErrors } from '../../pact/check/partial-validate.js';
import { generatePact, type GeneratedPact } from '../../pact/contract/generate-pact.js';
import { CONTRACT } from '../../pact/contract/interactions.js';
import { contractRequestBody, refusedRequestBody } from '../../pact/contract/request-bodies.js';
import { committedPactFile } from '../../pact/names.js';
import { validatorFor } from '../../specs/ajv.js';
import { SPECIFIED_OPERATIONS, type SpecifiedOperation } from '../../specs/operations.js';
import { requestSchemaNames } from '../../specs/schemas/index.js';
import { workDir } from '../support/work-dir.js';

let generated: GeneratedPact;

beforeAll(async () => {
  generated = await generatePact(workDir('pmc-pact-consumer-'));
});

const interactionsOf = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { interactions: unknown[] }).interactions;
const responseSchemaOf = (key: string): SpecifiedOperation | undefined => Object.values(SPECIFIED_OPERATIONS).find((operation) => operation.key === key);

describe('the consumer contract', () => {
  it.each(CONTRACT.map((interaction) => [interaction.description, interaction] as const))(
    "%s: the suite's client gets what the contract describes from the mock server",
    (_name, interaction) => {
      const exchange = generated.exchanges.get(interaction) as Exchange;
      const status = typeof interaction.status === 'number' ? interaction.status : MatchersV3.reify(interaction.status);
      expect(exchange.response?.status).toBe(status);
      if (!interaction.response) return;
      const schema = status === 200 ? responseSchemaOf(interaction.operation)?.response : 'error-body';
      expect(schema).toBeDefined();
      expect(partialErrors(schema as 'error-body', exchange.response?.json).errors).toEqual([]);
    },
  );

  it('covers each of the four specified operations with a success and a refusal', () => {
    for (const { key } of Object.values(SPECIFIED_OPERATIONS)) {
      const statuses = CONTRACT.filter((interaction) => interaction.operation === key).map((interaction) =>
        typeof interaction.status === 'number' ? 'success' : 'refusal',
      );
      expect(statuses.sort()).toEqual(['refusal', 'success']);
    }
  });

  it('is the committed pact file (run `npm run pact:generate` after changing the contract)', () => {
    expect(interactionsOf(generated.file)).toEqual(interactionsOf(committedPactFile()));
  });

  it('names no id of any server: every path comes from a provider state', () => {
    for (const interaction of interactionsOf(generated.file) as { request: { generators?: { path?: { type?: string } } } }[]) {
      expect(interaction.request.generators?.path?.type).toBe('ProviderState');
    }
  });
});

describe('contract request bodies', () => {
  it.each(requestSchemaNames)('the %s body of a success is valid', (name) => {
    expect(validatorFor(name)(contractRequestBody(name))).toBe(true);
  });

  it.each(requestSchemaNames)('the %s body of a refusal breaks a MUST of the schema', (name) => {
    const { payload, label } = refusedRequestBody(name);
    expect(validatorFor(name)(payload)).toBe(false);
    expect(label.level).toBe('MUST');
  });
});
