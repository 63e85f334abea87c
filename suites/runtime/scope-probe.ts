import type { Exchange } from '../../engine/exchange.js';
import { profileOf, type FixtureIdKey } from '../../specs/operation-profiles/index.js';
import type { ConnectionConfig } from '../../engine/connection.js';
import type { SpecifiedOperationKey } from '../../specs/operations.js';
import { okBody } from './fixtures.js';
import { freeTextField } from './free-text.js';
import { readDocumentAt } from './read-document.js';
import type { ScenarioContext } from './scenario-context.js';
import { fixtureParams, bodySchemaOf, type BodyOperation } from './targets.js';

/** What one marked write showed: the write's answer, and the documents the path named and did not name, read after it. */
export interface MarkedWrite {
  readonly field: string;
  readonly marker: string;
  readonly answer: Exchange;
  /** The document of the path, read after the write. */
  readonly own?: Exchange;
  /** The other fixture document of the same kind, read after the write. */
  readonly other?: Exchange;
  readonly otherId: string;
}

/** The fixture ids of the operation's kind of document other than the one its path names (the second project, the other timesheet). */
export function otherFixtureIds(ctx: ScenarioContext, operation: SpecifiedOperationKey): string[] {
  const params = Object.values(fixtureParams(operation, ctx.config));
  const keys = profileOf(operation).fixtures?.ids ?? [];
  return keys.map((key) => ctx.config[key]).filter((id): id is string => id !== undefined && !params.includes(id));
}

/** Whether a document (an OK answer) shows the marker in the field. */
export const showsMarker = (exchange: Exchange | undefined, write: Pick<MarkedWrite, 'field' | 'marker'>): boolean =>
  okBody(exchange)?.[write.field] === write.marker;

/**
 * Sets a free-text field of the path's document to a value unique to the run (with `extra` in the body),
 * then reads the path's document and the other one: a write that reached the other shows the value there.
 * Undefined when the body has no free-text field, or the other document already shows the value.
 */
export async function markedWrite(
  ctx: ScenarioContext,
  operation: BodyOperation,
  otherId: string,
  extra: Record<string, unknown>,
  purpose: string,
): Promise<MarkedWrite | undefined> {
  const field = freeTextField(bodySchemaOf(operation));
  if (!field) return undefined;
  const marker = `pm-conformance scope ${ctx.check.id} ${ctx.seedFor(purpose) >>> 0}`;
  const params = fixtureParams(operation, ctx.config);
  const document = Object.keys(profileOf(operation).pathParameters).at(-1) ?? '';
  const readOther = (why: string) => readDocumentAt(ctx, operation, { ...params, [document]: otherId }, why);
  // A value left there by an earlier run (never restored) would look like this write's effect.
  if (showsMarker(await readOther('read the document the path will not name'), { field, marker })) return undefined;
  const answer = await ctx.send({ operation, params, body: { [field]: marker, ...extra }, purpose });
  const own = await readDocumentAt(ctx, operation, params, 'read the document the path named');
  const other = await readOther('read the document the path did not name');
  return { field, marker, answer, otherId, ...(own ? { own } : {}), ...(other ? { other } : {}) };
}

/**
 * The fixtures a scope probe needs to itself: every configured document of the operation's kind. A unit
 * writing the other document at the same time (the round trip on the second project) would overwrite
 * the value before it is looked for (runner/lanes.ts keeps units that share a fixture apart).
 */
export function scopeFixtures(operation: SpecifiedOperationKey, config: ConnectionConfig): FixtureIdKey[] {
  return (profileOf(operation).fixtures?.ids ?? []).filter((key) => config[key] !== undefined);
}
