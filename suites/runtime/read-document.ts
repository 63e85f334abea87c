import type { Exchange } from '../../engine/exchange.js';
import type { Caller } from '../../engine/http/client.js';
import { documentRead, profileOf, unreachable, type ReadChoice } from '../../specs/operation-profiles/index.js';
import type { SpecifiedOperationKey } from '../../specs/operations.js';
import type { ScenarioContext } from './scenario-context.js';
import { fixtureParams } from './targets.js';

/**
 * Thrown by a read the run has no path for (the server answered neither GET nor PATCH {} with the
 * document): the engine reports the unit as not assessable, with the reason, and goes on.
 */
export class NotAssessable extends Error {
  override readonly name = 'NotAssessable';
  readonly unassessed = 'no-read';
}

/** The read path of the run for the document `operation` changes (PATCH {} unless the run found or was told otherwise). */
export function readChoiceOf(ctx: ScenarioContext, operation: SpecifiedOperationKey): ReadChoice {
  return ctx.settings.reads?.[operation] ?? { path: 'patch' };
}

/**
 * Reads the document `params` name, as the run reads what `operation` changes (GET or PATCH {}, as
 * discovered). Undefined when the operation has no read (a person's record is the answer); throws
 * NotAssessable when the document has a read but the server answers none.
 */
export function readDocumentAt(
  ctx: ScenarioContext,
  operation: SpecifiedOperationKey,
  params: Record<string, string>,
  purpose: string,
  caller: Caller = 'admin',
): Promise<Exchange> | undefined {
  const profile = profileOf(operation);
  const choice = readChoiceOf(ctx, operation);
  switch (choice.path) {
    case 'none':
      throw new NotAssessable(`needs a read of the ${profile.fixtures?.noun ?? 'document'}, and the server offers none: ${choice.reason}`);
    case 'get':
    case 'patch': {
      const read = documentRead(profile, choice.path, params);
      return read ? ctx.send({ ...read, caller, purpose }) : undefined;
    }
    default:
      return unreachable(choice);
  }
}

/**
 * Reads the fixture document an operation changes, as the run reads it. Undefined when the operation
 * has no read: a person's record is the answer.
 */
export function readDocument(ctx: ScenarioContext, operation: SpecifiedOperationKey, purpose: string, caller: Caller = 'admin'): Promise<Exchange> | undefined {
  return readDocumentAt(ctx, operation, fixtureParams(operation, ctx.config), purpose, caller);
}
