import type { World } from '../world.js';
import type { CallerRole, Document, Org, StoredProject } from '../state/model.js';
import { formatDates } from './dates.js';
import { withFaultRenderings } from './fault-renderings.js';
import { visibleProperties } from './visibility.js';

/** "Expandable": the client as `{ _id, name }` when the personality expands it. */
function clientOf(doc: Document, org: Org | undefined, world: World): unknown {
  if (!world.behaviour.expandClient || typeof doc.client !== 'string') return doc.client;
  const record = org?.records.get('clients')?.get(doc.client);
  return record ? { _id: record._id, name: record.name } : doc.client;
}

/** PROJECT.RESPONSE: the complete Project as a role may see it (custom properties filtered by canView), bent by the project faults' renderings. */
export function renderProject(project: StoredProject, role: CallerRole, world: World): Document {
  const { doc } = project;
  const out = formatDates(doc, world.behaviour.formatDate);
  if ('customProperties' in doc) out.customProperties = visibleProperties(doc.customProperties, role, world.faults);
  if ('client' in doc) out.client = clientOf(doc, world.state.orgs.get(project.org), world);
  return withFaultRenderings('project', out, doc, world);
}
