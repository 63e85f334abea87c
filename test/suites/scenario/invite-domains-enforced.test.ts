import { describe, expect, it } from 'vitest';
import { inviteDomainsEnforced } from '../../../suites/checks/scenario/invite-domains-enforced.js';
import { documentServer, type Doc } from '../fake-documents.js';
import { runOffline, verdictsOf, type FakeServer } from '../offline-context.js';

const OPERATION = 'POST /projects/{projectId}/people';
/** How a server compares an e-mail's domain with a listed one. */
type Admits = (domain: string, listed: string) => boolean;
const CONFORMING: Admits = (domain, listed) => domain.toLowerCase() === listed.toLowerCase();

/** A document server whose adds are refused (400) unless the project's inviteDomains admit the e-mail's domain, as `admits` compares. */
function enforcing(admits: Admits): { server: FakeServer; stored: Map<string, Doc> } {
  const made: { server: FakeServer; stored: Map<string, Doc> } = documentServer({
    add: (body) => {
      const domains = (made.stored.get('p1')?.inviteDomains as string[] | undefined) ?? ['ANY'];
      const domain = String(body.email).split('@')[1] ?? '';
      return domains.includes('ANY') || domains.some((listed) => admits(domain, listed)) ? undefined : { status: 400, json: { message: 'domain not invited' } };
    },
  });
  return made;
}
const run = (server: FakeServer) => runOffline(inviteDomainsEnforced, OPERATION, server);
const adds = (requests: readonly { purpose: string }[]) =>
  requests.filter((request) => request.purpose.startsWith('add ') && request.purpose.includes('under inviteDomains'));

describe('invite-domains-enforced', () => {
  it('passes a server that admits listed domains (in any letter case) and refuses the others, and restores inviteDomains', async () => {
    const { server, stored } = enforcing(CONFORMING);
    const { findings, requests } = await run(server);
    expect(adds(requests)).toHaveLength(4);
    expect(verdictsOf(findings)).toEqual([
      'pass PROJECT.INVITE_DOMAINS',
      'pass PROJECT.INVITE_DOMAINS',
      'pass PROJECT.INVITE_DOMAINS',
      'pass PROJECT.INVITE_DOMAINS.CASE',
    ]);
    expect(findings[0]?.message).toBe('a domain not listed is refused (400) under inviteDomains ["example.com","example.test"]');
    // The fixture had no inviteDomains: "when omitted, defaults to a single value ANY".
    expect(stored.get('p1')?.inviteDomains).toEqual(['ANY']);
    expect(requests.at(-1)?.purpose).toBe('restore inviteDomains');
  });

  it('fails a server that admits a domain that only ends with a listed one', async () => {
    const { findings } = await run(enforcing((domain, listed) => domain.toLowerCase().endsWith(listed.toLowerCase())).server);
    const judged = findings.filter((finding) => finding.verdict !== 'pass');
    expect(verdictsOf(judged)).toEqual(['fail PROJECT.INVITE_DOMAINS']);
    expect(judged[0]?.message).toMatch(
      /^Received 200 adding pmc-\S+@notexample\.test \(a domain that only ends with a listed one \(example\.test\)\) to a project whose inviteDomains/,
    );
  });

  it('fails each unlisted domain a server that ignores inviteDomains admits', async () => {
    const { findings } = await run(documentServer().server);
    expect(verdictsOf(findings.filter((finding) => finding.verdict === 'fail'))).toEqual(['fail PROJECT.INVITE_DOMAINS', 'fail PROJECT.INVITE_DOMAINS']);
    expect(findings.filter((finding) => finding.verdict === 'fail').map((finding) => finding.message)).toEqual([
      expect.stringMatching(/@example\.org \(a domain not listed\)/),
      expect.stringMatching(/@notexample\.test /),
    ]);
  });

  it('warns (RFC 4343) on a server that compares domains by letter case', async () => {
    const { findings } = await run(enforcing((domain, listed) => domain === listed).server);
    const judged = findings.filter((finding) => finding.verdict !== 'pass');
    expect(verdictsOf(judged)).toEqual(['warn PROJECT.INVITE_DOMAINS.CASE']);
    expect(judged[0]?.message).toMatch(/^Received 400 adding pmc-\S+@Example\.COM \(a listed domain in other letter case \(example\.com\)\)/);
  });

  it('warns (VALIDATION.ACCEPT) on an e-mail refused under ANY, and judges it no further', async () => {
    const { server } = documentServer({ add: (body) => (String(body.email).endsWith('@example.org') ? { status: 400, json: { message: 'no' } } : undefined) });
    const { findings, requests } = await run(server);
    expect(adds(requests)).toHaveLength(3);
    expect(verdictsOf(findings)[0]).toBe('warn VALIDATION.ACCEPT');
    expect(findings[0]?.message).toMatch(/^Received 400 adding a person of example\.org under inviteDomains \["ANY"\]/);
  });

  it('skips when inviteDomains cannot be set, and restores it all the same', async () => {
    const { server } = documentServer({ refuse: (body) => ('inviteDomains' in body ? { status: 400, json: { message: 'no' } } : undefined) });
    const { findings, requests } = await run(server);
    expect(findings.map((finding) => [finding.verdict, finding.message])).toEqual([['skip', "the project's inviteDomains could not be set (400)"]]);
    expect(requests.at(-1)?.purpose).toBe('restore inviteDomains');
  });
});
