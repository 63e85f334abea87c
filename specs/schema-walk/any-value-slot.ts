import { isAnyValue, itemsOf, propertiesOf, typesOf, type SchemaNode } from './node.js';

/** Where a request takes a value of any type: a top-level array of objects whose elements hold one (customProperties[].value). */
export interface AnyValueSlot {
  /** The top-level field ("customProperties"). */
  readonly field: string;
  /** The element's node: what the rest of an element is derived from. */
  readonly element: SchemaNode;
  /** The element's property that takes any value ("value"). */
  readonly key: string;
}

/** The first slot of a request schema that takes a value of any type, or undefined (then nothing of any depth or length can be sent). */
export function anyValueSlot(schema: SchemaNode): AnyValueSlot | undefined {
  for (const [field, node] of Object.entries(propertiesOf(schema))) {
    if (!typesOf(node).includes('array')) continue;
    const element = itemsOf(node);
    const key = Object.entries(propertiesOf(element)).find(([, property]) => isAnyValue(property))?.[0];
    if (key !== undefined) return { field, element, key };
  }
  return undefined;
}
