type Stored = { doc: Record<string, unknown>; people?: unknown[] };
/** The parts of the reference server's state (RunningReference.snapshot()) that a run may touch. */
export type State = { projects: Map<string, Stored>; timesheets: Map<string, Stored>; planItems: Map<string, Stored> };

/**
 * What the run may touch, as a user sees it: every project with its people, every timesheet and
 * plan item; updatedAt may advance, everything else must be as found. (The organisation's directory
 * keeps the invited e-mails: no operation removes an organisation person.)
 */
export function comparable(state: unknown) {
  const strip = (stored: Stored) => JSON.parse(JSON.stringify({ ...stored, doc: { ...stored.doc, updatedAt: undefined } })) as unknown;
  return Object.fromEntries(
    (['projects', 'timesheets', 'planItems'] as const).map((part) => [part, [...(state as State)[part]].map(([id, stored]) => [id, strip(stored)])]),
  );
}
