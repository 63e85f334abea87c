import { profileOf } from '../../../specs/operation-profiles/index.js';
import { minimalValue } from '../../../generators/index.js';
import { propertySchema, referenceKind } from '../../../specs/annotations.js';
import { schemas, type RequestSchemaName } from '../../../specs/schemas/index.js';
import { bodySetup } from '../../runtime/body-setup.js';
import { okBody, prepare, removePerson } from '../../runtime/fixtures.js';
import { readDocument } from '../../runtime/read-document.js';
import { differences } from '../../runtime/read-back.js';
import { type ScenarioContext } from '../../runtime/scenario-context.js';
import { personIdOf } from '../../../specs/person-id.js';
import { statusOf } from '../../runtime/statuses.js';
import { fixtureParams, type BodyOperation } from '../../runtime/targets.js';
import { unknownId } from '../../runtime/unknown-id.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';

interface ReferenceField {
  readonly field: string;
  readonly kind: string;
  readonly array: boolean;
}

/** The fields of a request body that reference organisation records (x-reference), from the schema. */
function referenceFields(schema: RequestSchemaName): ReferenceField[] {
  return Object.keys(schemas[schema].properties).flatMap((field) => {
    const node = propertySchema(schema, field);
    const kind = node && referenceKind(node);
    return node && kind ? [{ field, kind, array: node.type === 'array' }] : [];
  });
}

/** After a 200 to an update, whether a read shows the unknown reference stored: observed (a person's record has no read). */
async function storedNote(
  ctx: ScenarioContext,
  operation: BodyOperation,
  schema: RequestSchemaName,
  body: Record<string, unknown>,
  field: string,
): Promise<string> {
  const read = readDocument(ctx, operation, `read whether the unknown ${field} was stored`);
  const after = read && okBody(await read);
  if (!after) return '';
  return differences(schema, { [field]: body[field] }, after).length === 0 ? '; a read shows it stored' : '; a read does not show it';
}

async function probe(
  ctx: ScenarioContext,
  operation: BodyOperation,
  schema: RequestSchemaName,
  reference: ReferenceField,
  pool: Parameters<typeof prepare>[3],
): Promise<void> {
  const id = unknownId(ctx, `unknown-${reference.kind}`);
  const base = minimalValue(schemas[schema]) as Record<string, unknown>;
  const body = prepare(ctx, schema, { ...base, [reference.field]: reference.array ? [id] : id }, pool, `/${reference.field}`) as Record<string, unknown>;
  const exchange = await ctx.send({ operation, params: fixtureParams(operation, ctx.config), body, purpose: `unknown ${reference.kind} reference ${id}` });
  const note = exchange.response?.status === 200 ? await storedNote(ctx, operation, schema, body, reference.field) : '';
  ctx.report({ verdict: 'observe', message: `a well-formed ${reference.field} the organisation does not hold (${id}) answered ${statusOf(exchange)}${note}` });
  const personId = profileOf(operation).kind === 'add-person' ? personIdOf(okBody(exchange)) : undefined;
  if (personId) await removePerson(ctx, ctx.config.projectId, personId, 'remove the person added with an unknown reference');
}

/**
 * ERROR.CONDITIONS — a reference to an organisation record that does not exist (a well-formed unknown
 * client, department, office or role id) is sent. Refusing or accepting it is the server's choice
 * ("The conditions that produce 400: not shown"): observed only; a 5xx fails under SERVER.NO_5XX.
 */
export const unknownReferences = defineScenarioCheck({
  id: 'unknown-references',
  requirement: 'ERROR.CONDITIONS',
  title: 'Unknown references to organisation records are refused or accepted, never a crash',
  group: 'validation',
  appliesTo: { kinds: ['update', 'add-person'], takes: 'reference' },
  run: async (ctx, operation) => {
    const op = operation;
    const { schema, pool } = await bodySetup(ctx, op);
    for (const reference of referenceFields(schema)) await probe(ctx, op, schema, reference, pool);
  },
});
