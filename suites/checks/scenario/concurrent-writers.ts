import type { Exchange } from '../../../engine/exchange.js';
import { profileOf, throwawayPerson, unreachable } from '../../../specs/operation-profiles/index.js';
import { personIdOf } from '../../../specs/person-id.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { allowAnyDomain, okBody, removePerson, uniqueEmail } from '../../runtime/fixtures.js';
import { raceWrites } from '../../runtime/race-bodies.js';
import { readDocument } from '../../runtime/read-document.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { accepted, statusOf } from '../../runtime/statuses.js';
import { fixtureParams, type BodyOperation } from '../../runtime/targets.js';
import { violates } from '../../../engine/message.js';

/** The race depends on timing: run a few times, so that a server that loses updates now and then is seen. */
const ROUNDS = 3;

/** PATCHes of different fields of one document sent at once, ROUNDS times; each accepted write must show in the read after. */
async function raceUpdates(ctx: ScenarioContext, operation: BodyOperation): Promise<void> {
  const params = fixtureParams(operation, ctx.config);
  const before = okBody(await readDocument(ctx, operation, 'read before the concurrent PATCHes'));
  if (!before) return ctx.skip('the document could not be read before the race');
  const putBack: Record<string, unknown> = {};
  let judged = 0;
  let lostAny = false;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const writes = raceWrites(operation, before, `${(ctx.seedFor(`race ${round}`) >>> 0).toString(36)}`);
    if (writes.length < 2) return ctx.skip('fewer than two fields any server takes: nothing to race');
    for (const write of writes) Object.assign(putBack, write.putBack);
    const answers = await ctx.sendTogether(
      writes.map((write) => ({ operation, params, body: write.body, purpose: `concurrent PATCH of ${write.field} (round ${round})` })),
    );
    const readBack = await readDocument(ctx, operation, `read back after the concurrent PATCHes (round ${round})`);
    const after = okBody(readBack);
    const served = writes.filter((_, index) => accepted(answers[index] as Exchange));
    if (!after || served.length < 2) {
      // Sorted: which PATCH a server refuses in a race (a 409) is the race's.
      ctx.report({ verdict: 'observe', message: `round ${round}: ${answers.map(statusOf).sort().join(', ')} to PATCHes sent at once; nothing to compare` });
      continue;
    }
    judged += 1;
    const lost = served.filter((write) => !write.shows(after)).map((write) => write.field);
    if (lost.length > 0) {
      ctx.report({
        verdict: 'warn',
        exchange: readBack as Exchange,
        message: violates(
          'CONCURRENCY.UPDATES',
          `200 to each of ${served.length} PATCHes of ${served.map((write) => write.field).join(', ')} sent at once (round ${round} of ${ROUNDS}), yet a read-back lost ${lost.join(', ')}: a lost update`,
        ),
      });
      lostAny = true;
      break;
    }
  }
  if (Object.keys(putBack).length > 0) await ctx.send({ operation, params, body: putBack, purpose: 'put the raced fields back' });
  // A round that lost an update is the warning, not a pass of the rounds before it.
  if (judged > 0 && !lostAny)
    ctx.report({ verdict: 'pass', message: `PATCHes of different fields sent at once all persisted (${judged} of ${ROUNDS} rounds judged)` });
}

/** Two adds of the same e-mail at once: what the server keeps is observed (the spec says nothing of duplicates). */
async function raceAdds(ctx: ScenarioContext, operation: BodyOperation): Promise<void> {
  const { projectId } = ctx.config;
  await allowAnyDomain(ctx, projectId);
  const email = uniqueEmail(ctx);
  const answers = await ctx.sendTogether(
    [1, 2].map((n) => ({
      operation,
      params: fixtureParams(operation, ctx.config),
      body: throwawayPerson(email),
      purpose: `concurrent add of the same e-mail (${n} of 2)`,
    })),
  );
  const ids = answers.map((answer) => personIdOf(okBody(answer))).filter((id): id is string => id !== undefined);
  for (const id of new Set(ids)) await removePerson(ctx, projectId, id, 'remove a person added concurrently');
  const kept = ids.length === 2 ? (ids[0] === ids[1] ? 'both answered with the same record' : 'two records') : ids.length === 1 ? 'one record' : 'no record';
  // Which of the two the server took first is the race's: the statuses are said in order, not per request.
  const statuses = answers.map(statusOf).sort();
  ctx.report({ verdict: 'observe', message: `two adds of the same e-mail sent at once were answered ${statuses.join(' and ')}: ${kept}` });
}

/**
 * CONCURRENCY.UPDATES — concurrent writers: PATCHes of different fields of one project (or timesheet)
 * sent at once all persist, judged by a read-back; two concurrent adds of one e-mail are observed.
 */
export const concurrentWriters = defineScenarioCheck({
  id: 'concurrent-writers',
  requirement: 'CONCURRENCY.UPDATES',
  title: 'Concurrent PATCHes of different fields all persist',
  group: 'projects',
  appliesTo: { kinds: ['update', 'add-person'] },
  run: (ctx, operation) => {
    const profile = profileOf(operation);
    switch (profile.kind) {
      case 'update':
        return raceUpdates(ctx, profile.key);
      case 'add-person':
        return raceAdds(ctx, profile.key);
      default:
        return unreachable(profile);
    }
  },
});
