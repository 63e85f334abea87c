import { randomBytes } from 'node:crypto';
import type { ApiClient } from '../../engine/http/client.js';
import { minimalValue } from '../../generators/valid/examples.js';
import { addPersonSchema } from '../../specs/schemas/index.js';
import { personIdOf } from '../../specs/person-id.js';

/** A fresh e-mail on a reserved domain (RFC 2606): a verification never invites a real address. */
export function freshEmail(): string {
  return `pact-${randomBytes(6).toString('hex')}@example.com`;
}

export interface AddedPerson {
  /** Set whenever a 2xx answer names the person (so even a faulty 201 gets cleaned up). */
  readonly personId?: string;
  /** Why the state is not set up: the answer was not a 200 naming the person. */
  readonly problem?: string;
}

/**
 * Adds a person through the API itself: the smallest valid body, a reserved-domain e-mail,
 * notify=false (a verification notifies no one).
 */
export async function addPerson(client: ApiClient, projectId: string, email: string): Promise<AddedPerson> {
  const body = { ...(minimalValue(addPersonSchema) as Record<string, unknown>), email };
  const exchange = await client.send({
    operation: 'POST /projects/{projectId}/people',
    params: { projectId },
    query: { notify: 'false' },
    body,
    purpose: 'pact: provider state',
  });
  const status = exchange.response?.status;
  const personId = status !== undefined && status >= 200 && status < 300 ? personIdOf(exchange.response?.json) : undefined;
  if (status === 200 && personId) return { personId };
  const problem = `adding ${email} to project ${projectId} answered ${status ?? exchange.problem?.message}: ${exchange.response?.bodyText.slice(0, 200) ?? ''}`;
  return { ...(personId ? { personId } : {}), problem };
}
