import type { OperationKey } from '../../specs/operations.js';
import type { Reply } from '../http/reply.js';
import type { Document, Owned } from '../state/model.js';
import { hasFault, type World } from '../world.js';

/** How long the faulty read-modify-write holds its stale copy: long enough for a concurrent PATCH to land. */
const STALE_FOR_MS = 25;

function targetOf(operation: OperationKey, params: Readonly<Record<string, string>>, world: World): Owned | undefined {
  if (operation === 'PATCH /projects/{projectId}') return world.state.projects.get(params.projectId ?? '');
  if (operation === 'PATCH /timesheets/{timesheetId}') return world.state.timesheets.get(params.timesheetId ?? '');
  return undefined;
}

/**
 * update-lost-under-concurrency: a PATCH reads the document, waits, then writes the whole copy it read
 * with its own fields applied, so that the fields a concurrent PATCH wrote meanwhile are put back.
 * Sequential PATCHes are not affected: nothing changes the document while one waits.
 */
export async function withLostUpdates(operation: OperationKey, params: Readonly<Record<string, string>>, world: World, handle: () => Reply): Promise<Reply> {
  const target = hasFault(world, 'update-lost-under-concurrency') ? targetOf(operation, params, world) : undefined;
  if (!target) return handle();
  const stale: Document = structuredClone(target.doc);
  await new Promise((resolve) => setTimeout(resolve, STALE_FOR_MS));
  const untouched = structuredClone(target.doc);
  const reply = handle();
  const written = target.doc;
  // Every field the handler did not change is written back as it was read, before the wait.
  for (const key of new Set([...Object.keys(stale), ...Object.keys(written)])) {
    if (key === 'updatedAt' || JSON.stringify(written[key]) !== JSON.stringify(untouched[key])) continue;
    if (key in stale) written[key] = stale[key];
    else delete written[key];
  }
  return reply;
}
