import { schemaAt } from '../../../specs/annotations.js';
import type { SchemaName } from '../../../specs/schemas/index.js';
import type { SchemaNode } from '../../../specs/schema-walk/node.js';
import type { CheckedMessage, PactRule } from '../checked-interaction.js';
import type { InteractionContext, PactCheck, PactFinding } from '../check-types.js';
import { valueAtPointer } from '../../../specs/json-pointer.js';
import { parseJsonPath, pointerOf } from '../json-path.js';
import { judgeMatcher } from '../judge-matcher.js';
import { variantsOf } from '../partial-validate.js';
import { contradiction, reliance, requirementOf } from '../schema-findings.js';
import { isErrorStatus, isSuccess } from '../statuses.js';

const isBodyRule = (rule: PactRule) => rule.part === 'body';

/** The schema node of a pointer in the first variant that declares it (a `false` branch declares nothing). */
function nodeAt(variants: readonly SchemaName[], pointer: string): { schema: SchemaName; node: SchemaNode } | undefined {
  for (const schema of variants) {
    const node = schemaAt(schema, pointer);
    if (node !== undefined && node !== false) return { schema, node: node as SchemaNode };
  }
  return undefined;
}

function judgeMessage(message: CheckedMessage, schema: SchemaName, side: string): PactFinding[] {
  const variants = variantsOf(schema);
  return message.rules.filter(isBodyRule).flatMap((rule) => {
    const steps = parseJsonPath(rule.path);
    const pointer = steps && pointerOf(steps);
    const found = pointer === undefined ? undefined : nodeAt(variants, pointer);
    if (!found || pointer === undefined) return []; // wildcards and fields the spec does not declare
    const example = valueAtPointer(message.body, pointer);
    return rule.matchers.flatMap((matcher) => {
      const judgement = judgeMatcher(matcher, found.node, example);
      if (!judgement) return [];
      const id = requirementOf(found.schema, pointer, 'GEN.JSON');
      const what = `${judgement.what}, at ${side} ${rule.path}`;
      return [judgement.verdict === 'fail' ? contradiction(id, what) : reliance(id, what)];
    });
  });
}

function responseSchema({ interaction, specified }: InteractionContext): SchemaName | undefined {
  if (interaction.status === 200) return specified?.response;
  return isErrorStatus(interaction.status) ? 'error-body' : undefined;
}

/** Matching rules of request and response bodies must be satisfiable by what the spec allows there. */
export const matchers: PactCheck = {
  id: 'pact-matchers',
  title: 'Matching rules agree with the schemas',
  run: (context) => {
    const { interaction, specified } = context;
    // A request meant to be refused may break the schema on purpose, matchers included.
    const judged: [SchemaName | undefined, CheckedMessage, string][] = [
      [isSuccess(interaction.status) ? specified?.body : undefined, interaction.request, 'request'],
      [responseSchema(context), interaction.response, 'response'],
    ];
    const findings = judged.flatMap(([schema, message, side]) => (schema ? judgeMessage(message, schema, side) : []));
    const [withRules] = judged.find(([schema, message]) => schema && message.rules.some(isBodyRule)) ?? [];
    if (findings.length > 0 || !withRules) return findings;
    return [{ verdict: 'pass', requirement: requirementOf(withRules, '', 'GEN.JSON'), message: 'no matcher contradicts the schemas' }];
  },
};
