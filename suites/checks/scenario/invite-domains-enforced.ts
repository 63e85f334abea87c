import type { Exchange } from '../../../engine/exchange.js';
import { okBody, patchProject, readProject, removePerson, addPerson, uniqueEmail } from '../../runtime/fixtures.js';
import { type ScenarioContext } from '../../runtime/scenario-context.js';
import { personIdOf } from '../../../specs/person-id.js';
import { accepted, refused, statusOf } from '../../runtime/statuses.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

// Reserved names only (RFC 2606: example.com/.org, and the .test top-level domain): nobody receives mail there.
const LISTED = ['example.com', 'example.test'];
const CASES = [
  { domain: 'example.org', admitted: false, what: 'a domain not listed' },
  { domain: 'example.com', admitted: true, what: 'a listed domain' },
  { domain: 'notexample.test', admitted: false, what: 'a domain that only ends with a listed one (example.test)' },
  // Domain names are case-insensitive (RFC 4343): a listed domain in other letter case is listed.
  { domain: 'Example.COM', admitted: true, what: 'a listed domain in other letter case (example.com)', caseOnly: true },
] as const;

async function tryAdd(ctx: ScenarioContext, email: string, purpose: string): Promise<Exchange> {
  const exchange = await addPerson(ctx, ctx.config.projectId, { permission: 'member', email }, purpose);
  const personId = personIdOf(okBody(exchange));
  if (personId) await removePerson(ctx, ctx.config.projectId, personId, 'remove the person added by the invite-domain check');
  return exchange;
}

type Case = (typeof CASES)[number] & { readonly email: string };

/** The control: each e-mail under ANY. One refused there says nothing about inviteDomains (a warning, not judged further). */
async function controls(ctx: ScenarioContext): Promise<Case[]> {
  const judged: Case[] = [];
  for (const entry of CASES) {
    const email = uniqueEmail(ctx, entry.domain);
    const control = await tryAdd(ctx, email, `control: add ${email} under inviteDomains ["ANY"]`);
    if (accepted(control)) judged.push({ ...entry, email });
    else
      ctx.report({
        verdict: 'warn',
        requirement: 'VALIDATION.ACCEPT',
        exchange: control,
        message: violates('PROJECT.INVITE_DOMAINS', `${statusOf(control)} adding a person of ${entry.domain} under inviteDomains ["ANY"]`),
      });
  }
  return judged;
}

function judge(ctx: ScenarioContext, entry: Case, exchange: Exchange): void {
  const restricted = `inviteDomains ${JSON.stringify(LISTED)}`;
  if (!accepted(exchange) && !refused(exchange)) return; // a 5xx or no answer: judged by no-server-error and transport
  if (accepted(exchange) === entry.admitted)
    return ctx.report({
      verdict: 'pass',
      ...('caseOnly' in entry ? { requirement: 'PROJECT.INVITE_DOMAINS.CASE' as const } : {}),
      message: `${entry.what} is ${entry.admitted ? 'accepted' : `refused (${statusOf(exchange)})`} under ${restricted}`,
    });
  if ('caseOnly' in entry)
    return ctx.report({
      verdict: 'warn',
      requirement: 'PROJECT.INVITE_DOMAINS.CASE',
      exchange,
      message: violates(
        [{ id: 'PROJECT.INVITE_DOMAINS.CASE', source: 'RFC 4343 §1' }],
        `${statusOf(exchange)} adding ${entry.email} (${entry.what}) to a project whose ${restricted}, the same e-mail having been accepted under ["ANY"]`,
      ),
    });
  // "Allowed to be invited" is no duty to accept: a listed domain refused is a refusal of valid input (SHOULD).
  if (entry.admitted)
    return ctx.report({
      verdict: 'warn',
      requirement: 'VALIDATION.ACCEPT',
      exchange,
      message: violates('PROJECT.INVITE_DOMAINS', `${statusOf(exchange)} adding ${entry.email} (${entry.what}) to a project whose ${restricted}`),
    });
  ctx.report({
    verdict: 'fail',
    exchange,
    message: violates(
      'PROJECT.INVITE_DOMAINS',
      `${statusOf(exchange)} adding ${entry.email} (${entry.what}) to a project whose ${restricted}, the same e-mail having been accepted under ["ANY"]`,
    ),
  });
}

/**
 * PROJECT.INVITE_DOMAINS — the same e-mail is accepted under ANY (the control), then, with the project
 * restricted, refused when its domain is not listed (a mere suffix of it included) and accepted when listed,
 * also in other letter case (PROJECT.INVITE_DOMAINS.CASE, RFC 4343).
 */
export const inviteDomainsEnforced = defineScenarioCheck({
  id: 'invite-domains-enforced',
  requirement: 'PROJECT.INVITE_DOMAINS',
  alsoJudges: ['PROJECT.INVITE_DOMAINS.CASE'],
  title: 'inviteDomains limits who may be added',
  group: 'projects',
  appliesTo: { kinds: ['add-person'] },
  // It sets the project's invite domains: it holds the project alone, not as the other people checks share it.
  fixtures: () => ['projectId'],
  run: async (ctx) => {
    const before = okBody(await readProject(ctx, ctx.config.projectId))?.inviteDomains ?? ['ANY'];
    try {
      const any = await patchProject(ctx, ctx.config.projectId, { inviteDomains: ['ANY'] }, 'allow any domain');
      if (!okBody(any)) return ctx.skip(`the project's inviteDomains could not be set (${statusOf(any)})`);
      const judged = await controls(ctx);
      const restricted = await patchProject(ctx, ctx.config.projectId, { inviteDomains: LISTED }, `restrict invitations to ${LISTED.join(', ')}`);
      if (!okBody(restricted)) return ctx.skip(`the project's inviteDomains could not be restricted (${statusOf(restricted)})`);
      for (const entry of judged)
        judge(ctx, entry, await tryAdd(ctx, entry.email, `add ${entry.email} (${entry.what}) under inviteDomains ${JSON.stringify(LISTED)}`));
    } finally {
      await patchProject(ctx, ctx.config.projectId, { inviteDomains: before }, 'restore inviteDomains');
    }
  },
});
