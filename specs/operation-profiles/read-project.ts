import { defineReadProfile } from './profile.js';
import { updateProject } from './update-project.js';

/** GET /projects/{projectId}: listed by the spec's change record, shape not shown; read with only when it answers the Project. */
export const readProject = defineReadProfile('GET /projects/{projectId}', 'Reads a project (shape not shown).', updateProject);
