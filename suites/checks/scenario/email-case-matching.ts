import { violates } from '../../../engine/message.js';
import { throwawayPerson } from '../../../specs/operation-profiles/index.js';
import { personIdOf } from '../../../specs/person-id.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { addPerson, allowAnyDomain, okBody, removePerson, uniqueEmail } from '../../runtime/fixtures.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { statusOf } from '../../runtime/statuses.js';
import type { Exchange } from '../../../engine/exchange.js';

/** The person an add of `email` answers (removed from the project again at once), with the exchange. */
async function personOf(ctx: ScenarioContext, email: string, purpose: string): Promise<{ exchange: Exchange; personId?: string }> {
  const { projectId } = ctx.config;
  const exchange = await addPerson(ctx, projectId, throwawayPerson(email), purpose);
  const personId = personIdOf(okBody(exchange));
  if (personId) await removePerson(ctx, projectId, personId, 'remove the person again');
  return { exchange, ...(personId ? { personId } : {}) };
}

async function run(ctx: ScenarioContext): Promise<void> {
  if (!(await allowAnyDomain(ctx, ctx.config.projectId))) return ctx.skip('the project could not be opened to any invite domain');
  const email = uniqueEmail(ctx);
  const [local = '', domain = ''] = email.split('@');
  const first = await personOf(ctx, email, 'add a fresh e-mail: the organisation now knows it');
  if (!first.personId) return ctx.skip(`a person could not be added (${statusOf(first.exchange)})`);
  const again = await personOf(ctx, email, 'add the same e-mail again: is it matched as the same person?');
  if (again.personId !== first.personId)
    return ctx.report({
      verdict: 'observe',
      message: `the same e-mail added again answered person ${JSON.stringify(again.personId)}, not ${first.personId}: this server does not match people by e-mail`,
    });
  const upperDomain = await personOf(ctx, `${local}@${domain.toUpperCase()}`, 'add the e-mail with its domain in capitals');
  if (upperDomain.personId === first.personId)
    ctx.report({ verdict: 'pass', message: `${local}@${domain.toUpperCase()} was matched as the person of ${email}` });
  else if (upperDomain.personId !== undefined)
    ctx.report({
      verdict: 'warn',
      exchange: upperDomain.exchange,
      message: violates(
        { id: 'PERSON.EMAIL_DOMAIN_CASE', source: 'RFC 4343' },
        `person ${upperDomain.personId} for ${local}@${domain.toUpperCase()}, where ${email} (the same address, its domain in capitals) is person ${first.personId}`,
      ),
    });
  const upperLocal = await personOf(ctx, `${local.toUpperCase()}@${domain}`, 'add the e-mail with its local part in capitals');
  ctx.report({
    verdict: 'observe',
    message: `${local.toUpperCase()}@${domain} was ${upperLocal.personId === first.personId ? '' : 'not '}matched as the person of ${email} (the local part's case is the receiving host's choice)`,
  });
}

/**
 * PERSON.EMAIL_DOMAIN_CASE (SHOULD, RFC 4343) — identity matching (docs/fault-model.md): a known
 * e-mail with its domain in capitals is the same person; a case-sensitive lookup (a binary collation,
 * a Map keyed by the address as typed) makes a second, invited person of them.
 */
export const emailCaseMatching = defineScenarioCheck({
  id: 'email-case-matching',
  requirement: 'PERSON.EMAIL_DOMAIN_CASE',
  title: 'A known e-mail with its domain in capitals is the same person',
  group: 'people',
  appliesTo: { kinds: ['add-person'] },
  run: (ctx) => run(ctx),
});
