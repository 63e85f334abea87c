import type { StateHandlers } from '@pact-foundation/pact/src/dsl/verifier/proxy/types.js';
import type { ApiClient } from '../../engine/http/client.js';
import { PROVIDER_STATES } from '../contract/states.js';
import { addPerson, freshEmail } from './new-person.js';
import type { StateWorkspace } from './state-workspace.js';

/**
 * The provider states of the contract, set up through the API itself on the configured fixtures:
 * each returns the params the interaction's path and body are built from, and each teardown undoes
 * what the state and the interaction changed (fixtures restored, people added removed).
 */
export function stateHandlers(client: ApiClient, workspace: StateWorkspace): StateHandlers {
  const { projectId, timesheetId } = workspace.config;
  const teardown = async () => {
    await workspace.cleanUp();
    return undefined;
  };
  return {
    [PROVIDER_STATES.project.name]: {
      setup: async () => {
        await workspace.remember(workspace.fixture(projectId));
        return { projectId };
      },
      teardown,
    },
    [PROVIDER_STATES.timesheet.name]: {
      setup: async () => {
        await workspace.remember(workspace.fixture(timesheetId));
        return { timesheetId };
      },
      teardown,
    },
    [PROVIDER_STATES.newEmail.name]: { setup: async () => ({ email: freshEmail() }), teardown },
    [PROVIDER_STATES.person.name]: {
      setup: async () => {
        const email = freshEmail();
        const { personId, problem } = await addPerson(client, projectId, email);
        if (personId) workspace.record({ op: 'added', projectId, personId, email });
        if (problem || !personId) throw new Error(problem);
        return { projectId, personId };
      },
      teardown,
    },
  };
}
