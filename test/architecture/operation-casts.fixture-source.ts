/** Casts the no-operation-casts test must find (and two it must not): read by the type checker, never run. */
type Body = 'PATCH /projects/{projectId}' | 'PATCH /timesheets/{timesheetId}';
const TABLE = { 'PATCH /projects/{projectId}': 1, 'POST /projects/{projectId}/people': 2 } as const;

export function casts(operation: string, list: readonly string[], other: unknown): unknown[] {
  return [
    operation as 'PATCH /projects/{projectId}',
    operation as Body,
    list as Body[],
    operation as keyof typeof TABLE,
    <Body>operation,
    // Not operation types: left alone.
    other as string,
    other as Record<string, unknown>,
  ];
}
