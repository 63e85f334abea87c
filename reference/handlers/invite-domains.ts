import { projectUpdatableFields } from '../../specs/schemas/index.js';
import { refuse } from '../http/refusal.js';
import type { StoredProject } from '../state/model.js';
import { hasFault, type World } from '../world.js';

/** "When omitted, defaults to a single value ANY, meaning any domain may be invited." */
const DEFAULT_DOMAINS: readonly unknown[] = projectUpdatableFields.inviteDomains.default;
const [ANY] = projectUpdatableFields.inviteDomains.default;

/** Whether one listed domain admits an e-mail: the same domain (bent by the invite-domains faults). */
function admits(entry: string, domain: string, email: string, world: World): boolean {
  if (hasFault(world, 'invite-domains-suffix-match')) return domain.toLowerCase().endsWith(entry.toLowerCase());
  if (hasFault(world, 'invite-domains-listed-refused')) return email.toLowerCase() === entry.toLowerCase();
  if (hasFault(world, 'invite-domains-case-sensitive')) return domain === entry;
  return domain.toLowerCase() === entry.toLowerCase();
}

/** PROJECT.INVITE_DOMAINS: an e-mail whose domain (case-insensitive) the project does not list is refused. */
export function checkInviteDomain(project: StoredProject, email: string, world: World): void {
  if (hasFault(world, 'invite-domains-ignored')) return;
  const listed = Array.isArray(project.doc.inviteDomains) ? (project.doc.inviteDomains as unknown[]) : DEFAULT_DOMAINS;
  if (listed.includes(ANY)) return;
  // Domain names are case-insensitive (RFC 4343): compared in lower case, unless a fault compares them as sent.
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!listed.some((entry) => typeof entry === 'string' && admits(entry, domain, email, world))) {
    refuse('invalid', 'DOMAIN_NOT_ALLOWED', `The project does not allow inviting people of ${domain}`, { inviteDomains: listed });
  }
}
