// The open MCP sessions, bounded: at most `max` at once, each closed after `idleMs` without a request. A session
// holds no caller identity or credential (every tool call is authorized by its own request's headers), only the
// SDK's server and transport for the protocol state.
export interface Closable {
  close(): Promise<void>;
}

interface Entry<T extends Closable> {
  value: T;
  lastUsed: number;
}

export class SessionTable<T extends Closable> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    readonly max: number,
    readonly idleMs: number,
    private readonly now: () => number = Date.now,
  ) {
    // Expiry is checked on every lookup too; the sweep only frees what nobody asks for again.
    this.sweeper = setInterval(() => void this.sweep(), Math.min(idleMs, 60_000));
    this.sweeper.unref();
  }

  get size(): number {
    return this.entries.size;
  }

  get full(): boolean {
    return this.entries.size >= this.max;
  }

  add(id: string, value: T): void {
    this.entries.set(id, { value, lastUsed: this.now() });
  }

  /** The session, its idle clock restarted; undefined when unknown or expired (then closed). */
  get(id: string): T | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (this.now() - entry.lastUsed > this.idleMs) {
      this.entries.delete(id);
      void entry.value.close();
      return undefined;
    }
    entry.lastUsed = this.now();
    return entry.value;
  }

  /** Forgets a session (closed by its client); does not close it again. */
  delete(id: string): void {
    this.entries.delete(id);
  }

  async sweep(): Promise<void> {
    const now = this.now();
    const expired = [...this.entries].filter(([, entry]) => now - entry.lastUsed > this.idleMs);
    for (const [id] of expired) this.entries.delete(id);
    await Promise.allSettled(expired.map(([, entry]) => entry.value.close()));
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    const all = [...this.entries.values()];
    this.entries.clear();
    await Promise.allSettled(all.map((entry) => entry.value.close()));
  }
}
