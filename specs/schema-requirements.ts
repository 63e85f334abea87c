import { schemas } from './schemas/index.js';

/** Every `x-requirement` annotation of the schemas, with where it sits ("project#/properties/budget"). */
export function schemaRequirementRefs(): { where: string; id: string }[] {
  const found: { where: string; id: string }[] = [];
  const visit = (node: unknown, where: string) => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'x-requirement' || key === 'x-requirement-required') && typeof value === 'string') found.push({ where, id: value });
      else visit(value, `${where}/${key}`);
    }
  };
  for (const [name, schema] of Object.entries(schemas)) visit(schema, `${name}#`);
  return found;
}
