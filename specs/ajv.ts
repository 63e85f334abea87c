import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { schemas, type SchemaName } from './schemas/index.js';

// ajv-formats ships CJS; under NodeNext its default export is the module namespace.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** Annotation keywords of our schemas (see schemas/primitives.ts); declared so strict mode accepts them. */
export const ANNOTATION_KEYWORDS = [
  'x-faker',
  'x-requirement',
  'x-requirement-required',
  'x-reference',
  'x-expandable',
  'x-inject-from',
  'x-disabling-values',
  'x-invalid-examples',
  'x-conditional',
] as const;

/** A strict 2020-12 ajv with formats and every schema of specs/ registered by $id. */
export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true, strictTypes: true, allowUnionTypes: false });
  addFormats(ajv);
  ajv.addVocabulary([...ANNOTATION_KEYWORDS]);
  for (const schema of Object.values(schemas)) ajv.addSchema(schema);
  return ajv;
}

let shared: Ajv2020 | undefined;

/** One process-wide instance: compiling is costly, validating is cheap. */
export function sharedAjv(): Ajv2020 {
  shared ??= createAjv();
  return shared;
}

/** The compiled validator of a named schema. */
export function validatorFor(name: SchemaName): ValidateFunction {
  const validate = sharedAjv().getSchema(schemas[name].$id);
  if (!validate) throw new Error(`schema ${name} is not registered`);
  return validate;
}
