import type { Document } from './model.js';

/**
 * A read replica that applies each change of a document `lagMs` after it was made, in order (MongoDB's
 * reads from a secondary, a read model fed by events): the reads of the document (GET) answer it, the
 * writes the primary. At any moment it shows the document as it was before the oldest change it has
 * not applied yet, or as stored once it has applied them all.
 */
export class Replica {
  private readonly pending = new Map<string, { readonly at: number; readonly before: Document }[]>();

  constructor(private readonly lagMs: number) {}

  /** The document `id`, which was `before`, has just changed. */
  changed(id: string, before: Document): void {
    if (this.lagMs <= 0) return;
    const changes = this.pending.get(id);
    const change = { at: performance.now(), before };
    if (changes) changes.push(change);
    else this.pending.set(id, [change]);
  }

  /** The document as the replica has it now: `current` once every change of it has been applied. */
  read(id: string, current: Document): Document {
    const changes = this.pending.get(id);
    if (!changes) return current;
    const applied = performance.now() - this.lagMs;
    while (changes.length > 0 && (changes[0]?.at ?? Infinity) <= applied) changes.shift();
    if (changes.length > 0) return (changes[0] as { readonly before: Document }).before;
    this.pending.delete(id);
    return current;
  }
}
