import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import type * as Ajv2020Module from 'ajv/dist/2020.js';
import type addFormatsModule from 'ajv-formats';
import { schemas, type SchemaName } from './schemas/index.js';

// Both ship CommonJS: required, not imported, because Node 20's ESM loader lexes every CommonJS file
// an import loads to find its exports, which costs a run more than loading them does. Required on the
// first instance, not at import: the CLI's commands that never validate (--version, --help, serve's
// option parsing) import this module's schema helpers and would pay for loading ajv all the same.
const requireCjs = createRequire(import.meta.url);
let ajvModules: { Ajv: typeof Ajv2020Module.Ajv2020; _: typeof Ajv2020Module._; addFormats: typeof addFormatsModule.default } | undefined;
function loadAjv(): NonNullable<typeof ajvModules> {
  if (!ajvModules) {
    const ajv = requireCjs('ajv/dist/2020.js') as typeof Ajv2020Module;
    ajvModules = {
      Ajv: ajv.Ajv2020,
      _: ajv._,
      // module.exports is the plugin, with itself as .default.
      addFormats: (requireCjs('ajv-formats') as { default: typeof addFormatsModule.default }).default,
    };
  }
  return ajvModules;
}

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
  'x-set',
  'x-conditional',
  'x-required-unshown',
] as const;

/**
 * "date-time = string in ISO 8601 form, as produced by a standard ISO string conversion": the forms
 * those conversions print (JavaScript toISOString, Java Instant/OffsetDateTime/LocalDateTime, Python
 * isoformat, .NET "o", Go RFC3339Nano, PostgreSQL's ISO output): calendar date, T or a space, hours
 * and minutes, optional seconds and fraction, optional Z or offset. RFC 3339 (what ajv-formats'
 * date-time checks) is one profile of it, recommended but not required (PROJECT.DATES.ISO_STRING).
 */
const ISO_8601_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?(?:[Zz]|[+-]\d{2}(?::?\d{2})?)?$/;

export function isIso8601DateTime(value: string): boolean {
  const match = ISO_8601_DATE_TIME.exec(value);
  if (!match) return false;
  // Read in place, not through a sliced and mapped copy: every date-time of every answer comes here.
  const month = Number(match[2]);
  const day = Number(match[3]);
  const hour = Number(match[4]);
  const minute = Number(match[5]);
  const second = Number(match[6] ?? 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour <= 24 && minute <= 59 && second <= 60;
}

/** The date-time format of what a server returns (see isIso8601DateTime), as ajv takes a format. */
const RESPONSE_DATE_TIME = { type: 'string', validate: isIso8601DateTime } as const;

/** The formats matchesFormat is asked about, whose validators are generated with the schemas' (see standaloneValidatorsSource). */
export const GENERATED_FORMATS = ['date-time', 'email'] as const;

/** The name a format's validator has among the generated ones. */
export const formatValidatorName = (format: string) => `format:${format}`;

/**
 * A strict 2020-12 ajv with formats and every schema of specs/ registered by $id. `responses`: the
 * date-time format as the spec states it for what a server returns (ISO 8601), not RFC 3339, which
 * stays the rule for what the suite sends. `checkSchemas: false` skips checking the schemas against
 * the 2020-12 meta-schema (compiling the meta-schema is most of the cost of an instance).
 * `standalone`: the instance keeps its generated code for ajv's standaloneCode (the build's
 * validators, standalone-validators.ts).
 */
export function createAjv(options: { responses?: boolean; checkSchemas?: boolean; standalone?: boolean } = {}): Ajv2020 {
  const { Ajv, _, addFormats } = loadAjv();
  // No optimising pass over the generated code: the same checks, compiled a third faster, and a run
  // compiles more validators than it has samples to validate with each.
  const ajv = new Ajv({
    strict: true,
    allErrors: true,
    strictTypes: true,
    allowUnionTypes: false,
    validateSchema: options.checkSchemas ?? true,
    // `standalone`: the code is kept for standaloneCode, and it reads its formats from a `formats`
    // object the generated module is given (generatedValidators), not from ajv-formats' own.
    code: { optimize: false, ...(options.standalone ? { source: true, formats: _`formats` } : {}) },
  });
  addFormats(ajv);
  if (options.responses) ajv.addFormat('date-time', RESPONSE_DATE_TIME);
  ajv.addVocabulary([...ANNOTATION_KEYWORDS]);
  for (const schema of Object.values(schemas)) ajv.addSchema(schema);
  return ajv;
}

let shared: Ajv2020 | undefined;

/**
 * One process-wide instance: compiling is costly, validating is cheap. The package's own schemas are
 * not checked against the meta-schema at run time: they are constants, and the tests check them
 * (test/generators/compile.test.ts compiles each with createAjv()). Strict mode still applies.
 */
export function sharedAjv(): Ajv2020 {
  shared ??= createAjv({ checkSchemas: false });
  return shared;
}

const formatValidators = new Map<string, ValidateFunction>();

/**
 * Whether `value` is a string of an ajv-formats format ("date-time" as RFC 3339, "email"), against
 * the shared instance. Each format's validator is compiled once, on first use: ajv caches compiled
 * schemas by object identity, so validating against a fresh literal on every call would compile
 * (and retain) one validator per value, and compiling at import would delay a run's first request.
 */
export function matchesFormat(format: string, value: unknown): boolean {
  let validate = formatValidators.get(format);
  if (!validate) {
    validate = generatedValidators('requests')?.[formatValidatorName(format)] ?? sharedAjv().compile({ type: 'string', format });
    formatValidators.set(format, validate);
  }
  return validate(value) as boolean;
}

/** The validator of a named schema: generated at build time, else compiled on the first call and cached by ajv. */
export function validatorFor(name: SchemaName): ValidateFunction {
  const validate = generatedValidators('requests')?.[name] ?? sharedAjv().getSchema(schemas[name].$id);
  if (!validate) throw new Error(`schema ${name} is not registered`);
  return validate;
}

let responses: Ajv2020 | undefined;

/** The validator that judges a server's answer: date-times in any ISO 8601 form (see isIso8601DateTime). */
export function responseValidatorFor(name: SchemaName): ValidateFunction {
  const generated = generatedValidators('responses')?.[name];
  if (generated) return generated;
  responses ??= createAjv({ responses: true, checkSchemas: false });
  const validate = responses.getSchema(schemas[name].$id);
  if (!validate) throw new Error(`schema ${name} is not registered`);
  return validate;
}

/** Where `npm run build` writes the validators it generates (scripts/generate-validators.ts): dist/specs/. */
export const GENERATED_VALIDATORS_FILE = 'validators.generated.cjs';

/** The generated module: given the formats, the validators of every schema and of GENERATED_FORMATS, by name. */
export type GeneratedValidatorsModule = (formats: Readonly<Record<string, unknown>>) => Record<string, ValidateFunction>;

/** The formats each set of validators reads: ajv-formats' own, with the responses' date-time in place of RFC 3339's. */
export function formatsFor(which: 'requests' | 'responses'): Readonly<Record<string, unknown>> {
  const { fullFormats } = requireCjs('ajv-formats/dist/formats.js') as { fullFormats: Record<string, unknown> };
  return which === 'requests' ? fullFormats : { ...fullFormats, 'date-time': RESPONSE_DATE_TIME };
}

let generatedModule: GeneratedValidatorsModule | null | undefined;
const generated: Partial<Record<'requests' | 'responses', Record<string, ValidateFunction>>> = {};

/**
 * The validators compiled at build time, when the build wrote them: the same code ajv generates from
 * the same schemas with the same options (test/specs/standalone-validators.test.ts), so a run
 * neither loads ajv's compiler nor compiles (about a tenth of a second of CPU at the start of a run).
 * Found from dist/specs/ and from the CLI's bundle (one folder deep in dist/ too); run from the
 * sources (the tests), there is none, and the validators are compiled as before.
 */
function generatedValidators(which: 'requests' | 'responses'): Record<string, ValidateFunction> | undefined {
  if (generatedModule === undefined) {
    const file = fileURLToPath(new URL(`../specs/${GENERATED_VALIDATORS_FILE}`, import.meta.url));
    generatedModule = existsSync(file) ? (requireCjs(file) as GeneratedValidatorsModule) : null;
  }
  if (!generatedModule) return undefined;
  return (generated[which] ??= generatedModule(formatsFor(which)));
}
