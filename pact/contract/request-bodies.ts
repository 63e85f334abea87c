import { invalidCatalogue, type InvalidSample } from '../../generators/index.js';
import { exampleOf } from '../../generators/valid/examples.js';
import { propertiesOf, requiredOf, stringKeyword, typesOf, type SchemaNode } from '../../specs/schema-walk/node.js';
import { projectUpdatableFields, schemas, timesheetStatus, type RequestSchemaName } from '../../specs/schemas/index.js';

/**
 * State fields of the spec's "States and transitions" table: their transitions are not shown
 * (PROJECT.TRANSITIONS, TIMESHEET.TRANSITIONS), so a contract that must hold on any server never
 * changes them.
 */
const STATE_FIELDS: readonly SchemaNode[] = [projectUpdatableFields.projectStatus, timesheetStatus];

const SCALAR_TYPES = ['string', 'number', 'integer', 'boolean'];

/**
 * A field any conforming server must accept whatever state the fixture is in: a scalar that is not a
 * reference to organisation records (a server may refuse unknown ones), not a date (order constraints
 * between dates are not shown) and not a state field.
 */
function freelySettable(node: SchemaNode): boolean {
  const [type, ...others] = typesOf(node);
  return (
    type !== undefined &&
    others.length === 0 &&
    SCALAR_TYPES.includes(type) &&
    typeof node === 'object' &&
    node['x-reference'] === undefined &&
    stringKeyword(node, 'format') === undefined &&
    !STATE_FIELDS.includes(node)
  );
}

/**
 * The body of a success interaction: the required fields and every freely settable one, with the
 * generators' deterministic examples (so the committed pact does not change between generations).
 */
export function contractRequestBody(name: RequestSchemaName): Record<string, unknown> {
  const schema = schemas[name];
  const required = requiredOf(schema);
  const chosen = Object.entries(propertiesOf(schema)).filter(([field, node]) => required.includes(field) || freelySettable(node));
  return Object.fromEntries(chosen.map(([field, node]) => [field, exampleOf(node)]));
}

/**
 * The body of an error interaction: the generators' first wrong-type violation of a top-level field
 * (a MUST of the request schema: VALIDATION.REJECT), so every conforming server refuses it.
 */
export function refusedRequestBody(name: RequestSchemaName): InvalidSample {
  const sample = invalidCatalogue(name).find(({ label }) => label.kind === 'wrong-type' && label.level === 'MUST' && /^\/[^/]+$/.test(label.pointer));
  if (!sample) throw new Error(`pact: no top-level wrong-type violation for ${name}`);
  return sample;
}
