import { isNever, objectOf, propertiesOf, requiredOf, resolve, type SchemaNode, type SchemaObject } from '../../specs/schema-walk/node.js';
import { isObjectNode } from '../../specs/schema-walk/walk.js';

/** The branches of a oneOf/anyOf node, $ref resolved. */
export function branchesOf(node: SchemaNode): SchemaNode[] | undefined {
  const schema = objectOf(node);
  const branches = (schema.oneOf ?? schema.anyOf) as SchemaNode[] | undefined;
  return branches?.map(resolve);
}

/**
 * What every branch of a union of object shapes guarantees (the Timesheet: shape A or shape B): the
 * properties all branches declare and none forbids, required where all require them. Undefined when
 * a branch is not an object (an Expandable reference: an id or an object): such a value is unconstrained.
 */
export function commonObject(branches: readonly SchemaNode[]): SchemaObject | undefined {
  if (branches.length === 0 || !branches.every(isObjectNode)) return undefined;
  const [first, ...rest] = branches as [SchemaNode, ...SchemaNode[]];
  const shared = Object.keys(propertiesOf(first)).filter((name) =>
    branches.every((branch) => name in propertiesOf(branch) && !isNever(propertiesOf(branch)[name] as SchemaNode)),
  );
  const required = requiredOf(first).filter((name) => shared.includes(name) && rest.every((branch) => requiredOf(branch).includes(name)));
  return { type: 'object', properties: Object.fromEntries(shared.map((name) => [name, propertiesOf(first)[name]])), required };
}
