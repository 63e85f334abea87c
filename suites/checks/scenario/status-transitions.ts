import { okBody } from '../../runtime/fixtures.js';
import { readDocument } from '../../runtime/read-document.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { statusOf } from '../../runtime/statuses.js';
import { statusWithheld } from '../../runtime/safe-status.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { LOCKING, notEnteredReason, STATE_FIELDS, type StateOperation } from '../../runtime/status-graph.js';

type Send = (body: object, purpose: string) => ReturnType<ScenarioContext['send']>;

/** Every move from one status to another, the moves into or out of a locking status last. */
function pairsOf(operation: StateOperation): [string, string][] {
  const { values } = STATE_FIELDS[operation];
  const locking = LOCKING[operation];
  const pairs = values.flatMap((from) => values.filter((to) => to !== from).map((to): [string, string] => [from, to]));
  const risky = ([from, to]: [string, string]) => locking.includes(from) || locking.includes(to);
  return [...pairs.filter((pair) => !risky(pair)), ...pairs.filter(risky)];
}

/**
 * Puts the status back to `original`: directly, or, when the server refuses that move, through each
 * other status in turn (approved → rejected → draft). Says how, or that it could not (the restore
 * after the unit tries again, and lists what it cannot put back).
 */
async function putBack(ctx: ScenarioContext, operation: StateOperation, send: Send, current: string, original: string): Promise<void> {
  const { field, values, requirement } = STATE_FIELDS[operation];
  if (okBody(await send({ [field]: original }, `put ${field} back to ${original}`))) return;
  const usable = (value: string) =>
    value !== current && value !== original && !ctx.statusGraph.wasRefused(operation, current, value) && !LOCKING[operation].includes(value);
  for (const through of values.filter(usable)) {
    if (!okBody(await send({ [field]: through }, `put ${field} back to ${original} through ${through}`))) continue;
    if (okBody(await send({ [field]: original }, `put ${field} back to ${original} from ${through}`))) {
      ctx.report({ verdict: 'observe', requirement, message: `${field} ${current} → ${original} is refused; it was put back through ${through}` });
      return;
    }
    current = through;
  }
  ctx.report({
    verdict: 'observe',
    requirement,
    message: `${field} could not be put back from ${current} to ${original} through any status; the restore after this check tries again`,
  });
}

/**
 * PROJECT.TRANSITIONS, TIMESHEET.TRANSITIONS (UNSPECIFIED) — "transitions: not shown". Walks every
 * status to every other one and records which moves the server allows, the moves into a status that
 * may lock the document (approved) last, and only once the run has seen the server let a document
 * leave it (or with --allow-irreversible); puts the status back, through other statuses if need be.
 */
export const statusTransitions = defineScenarioCheck({
  id: 'status-transitions',
  requirement: 'PROJECT.TRANSITIONS',
  alsoJudges: ['TIMESHEET.TRANSITIONS'],
  title: 'Observe which status transitions the server allows',
  group: 'projects',
  appliesTo: { kinds: ['update'] },
  run: async (ctx, operation) => {
    const state = operation;
    const { field, param, requirement } = STATE_FIELDS[state];
    const params = { [param]: param === 'projectId' ? ctx.config.projectId : ctx.config.timesheetId };
    const send: Send = (body, purpose) => ctx.send({ operation, params, body, purpose });
    const original = okBody(await readDocument(ctx, operation, 'read the status'))?.[field];
    if (typeof original !== 'string') return ctx.skip(`the ${field} could not be read`);
    let current = original;
    const unsent = new Set<string>();
    try {
      for (const [from, to] of pairsOf(state)) {
        const blocked = [from, to].find((status) => statusWithheld(ctx, state, { [field]: status }) !== undefined);
        if (blocked !== undefined && blocked !== current) {
          unsent.add(blocked);
          continue;
        }
        if (current !== from && !okBody(await send({ [field]: from }, `move ${field} to ${from}`))) continue;
        current = from;
        const moved = await send({ [field]: to }, `${field} ${from} → ${to}`);
        ctx.report({ verdict: 'observe', requirement, message: `${field} ${from} → ${to}: ${okBody(moved) ? 'allowed' : `refused (${statusOf(moved)})`}` });
        if (okBody(moved)) current = to;
      }
    } finally {
      if (current !== original) await putBack(ctx, state, send, current, original);
    }
    for (const status of unsent)
      ctx.report({ verdict: 'observe', requirement, message: `transitions into and out of ${status} not checked: ${notEnteredReason(state, status)}` });
  },
});
