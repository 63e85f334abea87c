import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { notText } from '../../engine/read-json-file.js';
import { ToolError } from '../../engine/tool-error.js';
import { acceptFileSchema, type AcceptEntry, type LocatedEntry } from '../../specs/accept-file-schema.js';
import { isRequirementId } from '../../specs/requirements.js';
import { segmentsOf } from '../../specs/json-pointer.js';
import { allChecks } from '../../suites/checks/index.js';

// ajv-formats ships CJS; under NodeNext its default export is the module namespace (as in specs/ajv.ts).
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

let validator: ReturnType<Ajv2020['compile']> | undefined;
function validate(value: unknown): readonly ErrorObject[] {
  if (!validator) {
    const ajv = new Ajv2020({ strict: true, allErrors: false });
    addFormats(ajv, ['date']);
    validator = ajv.compile(acceptFileSchema);
  }
  return validator(value) ? [] : (validator.errors ?? []);
}

type Located = { doc: Document; lines: LineCounter };

/** Line of the node at `path` (or of its nearest ancestor that exists). */
function lineOf({ doc, lines }: Located, path: readonly (string | number)[]): number | undefined {
  for (let depth = path.length; depth >= 0; depth -= 1) {
    const node = path.length === 0 || depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
    const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
    if (range) return lines.linePos(range[0]).line;
  }
  return undefined;
}

const pathOf = (pointer: string) => segmentsOf(pointer).map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** "accepted[0].expires" */
const fieldName = (path: readonly (string | number)[]) =>
  path.map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index ? '.' : ''}${part}`)).join('') || '(top level)';

function describeError(error: ErrorObject, located: Located): { line?: number; text: string } {
  const path = pathOf(error.instancePath);
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  if (params.missingProperty) return { ...lineAt(located, path), text: `${fieldName([...path, params.missingProperty])} is required` };
  if (params.additionalProperty)
    return {
      ...lineAt(located, [...path, params.additionalProperty]),
      text: `${fieldName([...path, params.additionalProperty])} is not a known field (check, requirement, operation, message, reason, expires)`,
    };
  const text = error.keyword === 'pattern' || error.keyword === 'format' ? 'must be a date YYYY-MM-DD' : (error.message ?? 'is invalid');
  return { ...lineAt(located, path), text: `${fieldName(path)} ${text}` };
}

function lineAt(located: Located, path: readonly (string | number)[]): { line?: number } {
  const line = lineOf(located, path);
  return line === undefined ? {} : { line };
}

function fail(file: string, line: number | undefined, text: string): never {
  throw new ToolError(`accept file ${file}${line === undefined ? '' : ` line ${line}`}: ${text}`);
}

/** Parses JSON or YAML (JSON is YAML 1.2), keeping line numbers for every node. */
function parse(file: string, text: string): Located {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const [error] = doc.errors;
  if (error) fail(file, lines.linePos(error.pos[0]).line, `not valid YAML or JSON: ${error.message.split('\n')[0] ?? ''}`);
  return { doc, lines };
}

function checkPatterns(file: string, entries: readonly AcceptEntry[], located: Located): void {
  entries.forEach((entry, index) => {
    if (entry.message === undefined) return;
    try {
      new RegExp(entry.message, 'u');
    } catch (error) {
      fail(file, lineOf(located, ['accepted', index, 'message']), `accepted[${index}].message is not a valid regular expression: ${(error as Error).message}`);
    }
  });
}

/**
 * An entry naming a check or requirement the suite does not have would never match: silently "not run"
 * forever, where `--only bogus` is exit 2. A typo is named with its line instead.
 */
function checkIds(file: string, entries: readonly AcceptEntry[], located: Located): void {
  const checks = new Set(allChecks.map((check) => check.id));
  entries.forEach((entry, index) => {
    if (!checks.has(entry.check))
      fail(
        file,
        lineOf(located, ['accepted', index, 'check']),
        `accepted[${index}].check "${entry.check}" is not a check of the suite (see pm-conformance run --list)`,
      );
    if (entry.requirement !== undefined && !isRequirementId(entry.requirement))
      fail(
        file,
        lineOf(located, ['accepted', index, 'requirement']),
        `accepted[${index}].requirement "${entry.requirement}" is not a requirement of the catalogue (see pm-conformance run --list)`,
      );
  });
}

/**
 * Reads the --accept file. A malformed one is a one-line tool error naming the line and the field
 * (exit 2), never a partial acceptance.
 */
export function readAcceptFile(file: string): LocatedEntry[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ToolError(`cannot read accept file ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const problem = notText(text);
  if (problem) fail(file, undefined, `${problem}, not YAML or JSON`);
  const located = parse(file, text);
  const value: unknown = located.doc.toJS();
  const [error] = validate(value);
  if (error) {
    const { line, text: message } = describeError(error, located);
    fail(file, line, message);
  }
  const entries = (value as { accepted: AcceptEntry[] }).accepted;
  checkPatterns(file, entries, located);
  checkIds(file, entries, located);
  return entries.map((entry, index) => {
    const line = lineOf(located, ['accepted', index]);
    return { ...entry, entry: index, ...(line === undefined ? {} : { line }) };
  });
}
