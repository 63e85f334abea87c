import { SPECIFIED_OPERATIONS } from '../operations.js';
import { projectUpdateSchema } from '../schemas/index.js';
import { defineProfile, EMPTY_UPDATE } from './profile.js';

/** PATCH /projects/{projectId}: updates a fixture project; PATCH {} is how a project is read. */
export const updateProject = defineProfile(SPECIFIED_OPERATIONS.updateProject, {
  pathParameters: { projectId: 'projectId' },
  kind: 'update',
  requirements: {
    body: projectUpdateSchema['x-requirement'],
    response: 'PROJECT.RESPONSE',
    pathId: 'PROJECT.ID',
    persists: 'PROJECT.UPDATE.PERSISTS',
    answers: 'PROJECT.UPDATE.ANSWER',
    keepsUnsent: 'PROJECT.UPDATE.PARTIAL',
  },
  readBack: { operation: SPECIFIED_OPERATIONS.updateProject.key, body: EMPTY_UPDATE },
  fixtures: { noun: 'project', ids: ['projectId', 'secondProjectId'] },
  harmlessBody: () => ({ ...EMPTY_UPDATE }),
  needsAnyInviteDomain: false,
});
