import { hasFault, type World } from '../world.js';
import type { CallerRole, Document, Org, StoredProject } from '../state/model.js';
import { formatDates } from './dates.js';
import { visibleProperties } from './visibility.js';

/** "Expandable": the client as `{ _id, name }` when the personality expands it. */
function clientOf(doc: Document, org: Org | undefined, world: World): unknown {
  if (!world.behaviour.expandClient || typeof doc.client !== 'string') return doc.client;
  const record = org?.records.get('clients')?.get(doc.client);
  return record ? { _id: record._id, name: record.name } : doc.client;
}

/** The faults that bend a project answer, each one field. */
function withProjectFaults(out: Document, doc: Document, world: World): Document {
  if (hasFault(world, 'project-wrong-id')) {
    const { projectId, secondProjectId } = world.handles;
    out._id = doc._id === projectId ? secondProjectId : projectId;
  }
  if (hasFault(world, 'project-missing-response-only')) delete out.usageStorage;
  if (hasFault(world, 'project-currency-not-iso') && 'currency' in out) out.currency = 'BTC';
  if (hasFault(world, 'project-dates-not-iso')) {
    for (const field of ['createdAt', 'updatedAt']) if (doc[field] instanceof Date) out[field] = (doc[field] as Date).toString();
  }
  return out;
}

/** PROJECT.RESPONSE: the complete Project as a role may see it (custom properties filtered by canView). */
export function renderProject(project: StoredProject, role: CallerRole, world: World): Document {
  const { doc } = project;
  const out = formatDates(doc, world.behaviour.formatDate);
  if ('customProperties' in doc) out.customProperties = visibleProperties(doc.customProperties, role, world.faults);
  if ('client' in doc) out.client = clientOf(doc, world.state.orgs.get(project.org), world);
  return withProjectFaults(out, doc, world);
}
