import { conformingBehaviour, withOverrides, type Behaviour } from './behaviour.js';
import { auth401 } from './auth-401.js';
import { defaultsEveryPatch } from './defaults-every-patch.js';
import { enumCaseInsensitiveBinding } from './enum-case-insensitive.js';
import { extraFields } from './extra-fields.js';
import { idempotentDelete } from './idempotent-delete.js';
import { javaJackson } from './java-jackson.js';
import { lenient } from './lenient.js';
import { memberNoRead } from './member-no-read.js';
import { minimalErrors } from './minimal-errors.js';
import { mongooseExpress } from './mongoose-express.js';
import { mysqlStrict } from './mysql-strict.js';
import { noDeprecationHeaders } from './no-deprecation-headers.js';
import { postgresJsonb } from './postgres-jsonb.js';
import { rateLimited } from './rate-limited.js';
import { rateLimitedPerSecond } from './rate-limited-per-second.js';
import { tokenBucket } from './token-bucket.js';
import { status404 } from './status-404.js';
import { sizeLimits } from './size-limits.js';
import { strictQuery } from './strict-query.js';
import { strictTransitions } from './strict-transitions.js';
import { conflict409 } from './conflict-409.js';
import { slow } from './slow.js';
import { noDocumentGet } from './no-document-get.js';
import { refusesEmptyUpdate } from './refuses-empty-update.js';
import { timesheetExtraProperties } from './timesheet-extra-properties.js';
import { approvalWorkflow } from './approval-workflow.js';
import { approvalLocks } from './approval-locks.js';
import { mongooseRequiredEntries } from './mongoose-required-entries.js';
import { answersPreviousDocument } from './answers-previous-document.js';
import { readReplicaLag } from './read-replica-lag.js';

/** Every personality: conforming servers that chose differently where the spec says "not shown". */
export const personalities = [
  status404,
  auth401,
  extraFields,
  minimalErrors,
  noDeprecationHeaders,
  strictTransitions,
  lenient,
  memberNoRead,
  // Conforming servers modelled on the defaults of real stacks.
  mongooseExpress,
  javaJackson,
  postgresJsonb,
  defaultsEveryPatch,
  idempotentDelete,
  rateLimited,
  rateLimitedPerSecond,
  tokenBucket,
  strictQuery,
  sizeLimits,
  enumCaseInsensitiveBinding,
  mysqlStrict,
  mongooseRequiredEntries,
  answersPreviousDocument,
  readReplicaLag,
  conflict409,
  slow,
  // Servers the run reads differently: PATCH {} without GET, and no read at all.
  noDocumentGet,
  refusesEmptyUpdate,
  timesheetExtraProperties,
  approvalWorkflow,
  approvalLocks,
] as const;

export type PersonalityName = (typeof personalities)[number]['name'];

/** Names and descriptions, for listings. */
export const personalityCatalogue: readonly { readonly name: PersonalityName; readonly description: string }[] = personalities.map(({ name, description }) => ({
  name,
  description,
}));

export const PERSONALITY_NAMES: readonly PersonalityName[] = personalities.map((personality) => personality.name);

export function isPersonalityName(name: string): name is PersonalityName {
  return (PERSONALITY_NAMES as readonly string[]).includes(name);
}

/** The behaviour of a server with the given personality (the plain reference without one). */
export function behaviourFor(name?: PersonalityName): Behaviour {
  const personality = personalities.find((candidate) => candidate.name === name);
  return personality ? withOverrides(personality.overrides) : conformingBehaviour;
}
