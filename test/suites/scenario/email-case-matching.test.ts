import { describe, expect, it } from 'vitest';
import { operationsOf } from '../../../runner/plan.js';
import { emailCaseMatching } from '../../../suites/checks/scenario/email-case-matching.js';
import { documentServer, type Doc } from '../fake-documents.js';
import { runOffline, verdictsOf, type FakeServer } from '../offline-context.js';

const ADD = 'POST /projects/{projectId}/people';

/** The organisation's people by e-mail, `key` saying how an address is compared: each add answers the known person or a new one. */
function organisation(key: (email: string) => string): FakeServer {
  const { server } = documentServer();
  const known = new Map<string, string>();
  return (request) => {
    const answer = server(request);
    const record = answer.json as Doc | undefined;
    if (request.operation !== ADD || answer.status !== 200 || typeof record?.email !== 'string') return answer;
    const email = key(record.email);
    if (!known.has(email)) known.set(email, record.person as string);
    return { ...answer, json: { ...record, person: known.get(email) } };
  };
}
/** RFC 4343 for the domain, the local part as sent: a common, conforming choice. */
const domainBlind = (email: string) => {
  const [local, domain] = email.split('@');
  return `${local}@${domain?.toLowerCase()}`;
};

describe('email-case-matching', () => {
  it('runs on the add alone', () => {
    expect(operationsOf(emailCaseMatching)).toEqual([ADD]);
  });

  it('passes a server that matches the domain without regard to case, and observes the local part', async () => {
    const { findings, requests } = await runOffline(emailCaseMatching, ADD, organisation(domainBlind));
    const sent = requests.filter((request) => request.operation === ADD).map((request) => (request.body as Doc).email as string);
    expect(sent).toHaveLength(4);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).toBe(`${sent[0]?.split('@')[0]}@EXAMPLE.COM`);
    expect(verdictsOf(findings)).toEqual(['pass PERSON.EMAIL_DOMAIN_CASE', 'observe PERSON.EMAIL_DOMAIN_CASE']);
    expect(findings[1]?.message).toMatch(/^PMC-.+@example\.com was not matched as the person of pmc-/);
  });

  it('warns, naming RFC 4343, when the domain in capitals makes a new person', async () => {
    const { findings } = await runOffline(
      emailCaseMatching,
      ADD,
      organisation((email) => email),
    );
    expect(verdictsOf(findings)).toEqual(['warn PERSON.EMAIL_DOMAIN_CASE', 'observe PERSON.EMAIL_DOMAIN_CASE']);
    expect(findings[0]?.message).toMatch(/^Received person u\d+ for pmc-.+@EXAMPLE\.COM, where pmc-.+@example\.com .+ is person u1\. .*RFC 4343/);
  });

  it('only observes a server that does not match people by e-mail at all (a new person each add)', async () => {
    const { findings } = await runOffline(emailCaseMatching, ADD, documentServer().server);
    expect(verdictsOf(findings)).toEqual(['observe PERSON.EMAIL_DOMAIN_CASE']);
    expect(findings[0]?.message).toMatch(/this server does not match people by e-mail$/);
  });
});
