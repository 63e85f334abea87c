import type { Document } from './model.js';

/**
 * A read replica that shows a change of a document `lagMs` after it was made (MongoDB's reads from a
 * secondary, a read model fed by events): the reads of the document (GET) answer it, the writes the
 * primary. A change made while an earlier one is still on its way pushes both back: the replica shows
 * the document as it was before the first until `lagMs` after the last.
 */
export class Replica {
  private readonly pending = new Map<string, { readonly doc: Document; readonly until: number }>();

  constructor(private readonly lagMs: number) {}

  /** The document `id`, which was `before`, has just changed. */
  changed(id: string, before: Document): void {
    if (this.lagMs <= 0) return;
    const now = performance.now();
    const waiting = this.pending.get(id);
    this.pending.set(id, { doc: waiting && now < waiting.until ? waiting.doc : before, until: now + this.lagMs });
  }

  /** The document as the replica has it: as it was before a change still on its way, else `current`. */
  read(id: string, current: Document): Document {
    const waiting = this.pending.get(id);
    if (!waiting) return current;
    if (performance.now() < waiting.until) return waiting.doc;
    this.pending.delete(id);
    return current;
  }
}
