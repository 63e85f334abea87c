import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DEPRECATED_OPERATIONS } from '../../specs/operations.js';
import { sourceFiles } from './source-files.js';

/**
 * A check receives the type of the operations it applies to (defineScenarioCheck, OperationOf): no
 * code under suites/ asserts an operation type. Judged by the type checker, not by the text: any `as`
 * or `<T>` assertion whose target type is made of operation keys ('PATCH /projects/{projectId}', a
 * union, an array, a `keyof` of a table keyed by operation, whatever its alias is called) is listed.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const KEYS: ReadonlySet<string> = new Set(DEPRECATED_OPERATIONS);

/** Whether a type is operation keys only: a key, a union of keys, or an array (readonly or not) of them. */
export function isOperationType(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (checker.isArrayType(type) || checker.isTupleType(type))
    return checker.getTypeArguments(type as ts.TypeReference).every((element) => isOperationType(checker, element));
  const parts = type.isUnion() ? type.types : [type];
  return parts.length > 0 && parts.every((part) => part.isStringLiteral() && KEYS.has(part.value));
}

/** The type assertions to an operation type in `files`, as "file:line: text". */
export function operationCasts(files: readonly string[]): string[] {
  const program = ts.createProgram([...files], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
  });
  const checker = program.getTypeChecker();
  const found: string[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const visit = (node: ts.Node): void => {
      if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && isOperationType(checker, checker.getTypeFromTypeNode(node.type))) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${relative(ROOT, file)}:${line + 1}: ${node.getText(source)}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('no cast to an operation type in suites/', () => {
  it('finds none in the checks and their runtime', () => {
    expect(operationCasts(sourceFiles(join(ROOT, 'suites')))).toEqual([]);
  });

  it('finds each kind of such cast in a file written with them', () => {
    const file = join(ROOT, 'test', 'architecture', 'operation-casts.fixture-source.ts');
    expect(operationCasts([file]).map((cast) => cast.replace(/^[^:]*:\d+: /, ''))).toEqual([
      "operation as 'PATCH /projects/{projectId}'",
      'operation as Body',
      'list as Body[]',
      'operation as keyof typeof TABLE',
      '<Body>operation',
    ]);
  });
});
