import type { ConnectionConfig } from '../../engine/connection.js';
import type { ApiClient } from '../../engine/http/client.js';
import { okBody } from '../../engine/answer.js';
import { fixturesOf, readFixture, type Fixture, type Snapshot } from '../../engine/fixture-state/fixtures.js';
import { Journal, type JournalEntry, type UnansweredAdd } from '../../engine/fixture-state/journal.js';
import { restoreFixtures } from '../../engine/fixture-state/restore.js';
import type { RestoreOutcome } from '../../engine/report/model.js';
import type { Readers } from '../../engine/fixture-state/document-reader.js';

/**
 * What the provider states of a verification changed on the server, so their teardown can undo it:
 * fixtures read before an interaction may change them, and people added (by a state or by an
 * interaction), journalled as the run's own people are.
 */
export class StateWorkspace {
  private readonly snapshot: Snapshot = new Map();
  private readonly restored: string[] = [];
  private readonly leftovers: string[] = [];

  private readonly journal = new Journal();

  constructor(
    private readonly client: ApiClient,
    readonly config: ConnectionConfig,
    /** The fixtures' readers (resolved before the verification); absent: PATCH {}. */
    private readonly readers: Readers = {},
  ) {}

  /** The fixture of a configured project or timesheet id. */
  fixture(id: string): Fixture {
    const fixture = fixturesOf(this.config).find((candidate) => Object.values(candidate.params).includes(id));
    if (!fixture) throw new Error(`no fixture with id ${id}`);
    return fixturesOf(this.config, this.readers).find((candidate) => candidate.label === fixture.label) ?? fixture;
  }

  /** Reads a fixture once, before anything changes it; a fixture the server offers no read of cannot be snapshotted (said in the outcome). */
  async remember(fixture: Fixture): Promise<void> {
    if ([...this.snapshot.keys()].some((known) => known.label === fixture.label)) return;
    const reader = Object.values(this.readers).find((candidate) => candidate.operation === fixture.operation);
    if (reader?.via === 'none') {
      this.leftovers.push(`the ${fixture.label} was not snapshotted (no read: ${reader.reason}), so what the interactions changed on it could not be put back`);
      return;
    }
    const exchange = await readFixture(this.client, fixture, 'pact: snapshot before the interaction');
    const body = okBody(exchange);
    if (!body)
      throw new Error(`cannot read the ${fixture.label} (${fixture.reader.describe()} answered ${exchange.response?.status ?? exchange.problem?.message})`);
    this.snapshot.set(fixture, body);
  }

  record(entry: JournalEntry | UnansweredAdd): void {
    this.journal.record(entry);
  }

  /** Removes the people added so far and puts the fixtures back; what cannot be undone is kept for the report. */
  async cleanUp(): Promise<void> {
    const pending = this.journal.pending();
    const outcome = await restoreFixtures(this.client, this.snapshot, this.journal);
    // Each person is removed once: a failed removal is reported, not retried at every teardown.
    for (const person of pending) this.record({ ...person, op: 'removed' });
    this.restored.push(...outcome.restored);
    this.leftovers.push(...outcome.leftovers);
  }

  get outcome(): RestoreOutcome {
    return { restored: [...new Set(this.restored)], leftovers: [...new Set(this.leftovers)] };
  }
}
