import type { PactCheck } from '../check-types.js';
import { contradiction, reliance } from '../schema-findings.js';

/** VERSION.DEPRECATED_OPERATIONS — an interaction must address one of the 32 operations of the spec. */
export const operationKnown: PactCheck = {
  id: 'pact-operation',
  title: 'Every interaction addresses an operation of the spec',
  run: ({ interaction, operation }) => {
    if (!interaction.http) return [reliance('NOTIFY.EFFECT', `a message interaction ("${interaction.description}")`)];
    if (!operation)
      return [
        contradiction('VERSION.DEPRECATED_OPERATIONS', `an interaction on ${interaction.method} ${interaction.path}, which is none of the spec's operations`),
      ];
    return [{ verdict: 'pass', requirement: 'VERSION.DEPRECATED_OPERATIONS', message: `${interaction.method} ${interaction.path} is ${operation}` }];
  },
};
