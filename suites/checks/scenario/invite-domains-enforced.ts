import { okBody, patchProject, readProject, removePerson, addPerson, uniqueEmail } from '../../runtime/fixtures.js';
import { personIdOf, type ScenarioContext } from '../../runtime/scenario-context.js';
import { accepted, statusOf } from '../../runtime/statuses.js';
import type { ScenarioCheck } from '../types.js';

const SENTENCE = 'inviteDomains: E-mail domains allowed to be invited to the project. When omitted, defaults to a single value ANY, meaning any domain may be invited.';
// Reserved example domains (RFC 2606): nobody can receive an invitation there.
const ALLOWED = 'example.com';
const OTHER = 'example.org';

async function tryAdd(ctx: ScenarioContext, domain: string, purpose: string) {
  const exchange = await addPerson(ctx, ctx.config.projectId, { permission: 'member', email: uniqueEmail(ctx, domain) }, purpose);
  const personId = personIdOf(okBody(exchange));
  if (personId) await removePerson(ctx, ctx.config.projectId, personId, 'remove the person added by the invite-domain check');
  return exchange;
}

/** PROJECT.INVITE_DOMAINS — a restricted project refuses other domains; ANY admits every domain. */
export const inviteDomainsEnforced: ScenarioCheck = {
  kind: 'scenario',
  id: 'invite-domains-enforced',
  requirement: 'PROJECT.INVITE_DOMAINS',
  title: 'inviteDomains limits who may be added',
  group: 'projects',
  operations: ['POST /projects/{projectId}/people'],
  run: async (ctx) => {
    const before = okBody(await readProject(ctx, ctx.config.projectId))?.inviteDomains ?? ['ANY'];
    try {
      const restricted = await patchProject(ctx, ctx.config.projectId, { inviteDomains: [ALLOWED] }, `restrict invitations to ${ALLOWED}`);
      if (!okBody(restricted)) return ctx.skip(`the project's inviteDomains could not be set (${statusOf(restricted)})`);
      const other = await tryAdd(ctx, OTHER, `add a person of ${OTHER} to a project restricted to ${ALLOWED}`);
      if (accepted(other)) ctx.report({ verdict: 'fail', exchange: other, message: `Received ${statusOf(other)} adding a person of ${OTHER} to a project whose inviteDomains is ["${ALLOWED}"]. The spec states: ${SENTENCE}` });
      else ctx.report({ verdict: 'pass', message: `a domain not listed is refused (${statusOf(other)})` });
      const listed = await tryAdd(ctx, ALLOWED, `add a person of the listed domain ${ALLOWED}`);
      ctx.report(accepted(listed) ? { verdict: 'pass', message: 'a listed domain is accepted' } : { verdict: 'warn', requirement: 'VALIDATION.ACCEPT', exchange: listed, message: `Received ${statusOf(listed)} adding a person of the listed domain ${ALLOWED}. The spec states: ${SENTENCE}` });
      await patchProject(ctx, ctx.config.projectId, { inviteDomains: ['ANY'] }, 'allow any domain');
      const any = await tryAdd(ctx, OTHER, 'add a person of any domain under ANY');
      ctx.report(accepted(any) ? { verdict: 'pass', message: 'ANY admits any domain' } : { verdict: 'warn', requirement: 'VALIDATION.ACCEPT', exchange: any, message: `Received ${statusOf(any)} adding a person under inviteDomains ["ANY"]. The spec states: ${SENTENCE}` });
    } finally {
      await patchProject(ctx, ctx.config.projectId, { inviteDomains: before }, 'restore inviteDomains');
    }
  },
};
