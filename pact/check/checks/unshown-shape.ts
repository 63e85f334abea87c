import type { PactCheck } from '../check-types.js';
import { reliance } from '../schema-findings.js';

/** GEN.OTHER_OPERATIONS — the 28 other operations exist, but "their shapes are not shown". */
export const unshownShape: PactCheck = {
  id: 'pact-unshown-shape',
  title: 'Interactions on operations whose shapes the spec does not show',
  run: ({ interaction, operation, specified }) =>
    operation && !specified
      ? [
          reliance(
            'GEN.OTHER_OPERATIONS',
            `expectations of ${operation} (status ${interaction.status}${interaction.response.body === undefined ? '' : ' and a body'}), an operation whose request and response shapes the spec does not show`,
          ),
        ]
      : [],
};
