// The in-memory Store: a map in least-recently-used order with a TTL per entry and a cap on entries and on the
// members of one set. When full, the least recently used entry goes first.
import type { Store } from './store.js';

interface Entry {
  value: string | Set<string>;
  expiresAt: number;
}

export interface MemoryStoreOptions {
  /** Entries (values and sets) kept at most. */
  maxEntries: number;
  /** Members kept at most in one set; beyond it the oldest members go. */
  maxSetMembers?: number;
  /** Injected in tests to move time without waiting. */
  now?: () => number;
}

export class MemoryStore implements Store {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  private readonly maxSetMembers: number;

  constructor(private readonly options: MemoryStoreOptions) {
    this.now = options.now ?? Date.now;
    this.maxSetMembers = options.maxSetMembers ?? 10_000;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Every key held (expired ones included until next touched): for audits and tests. */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert: Map keeps insertion order, so the front is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  private put(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  async get(key: string): Promise<string | undefined> {
    const value = this.live(key)?.value;
    return typeof value === 'string' ? value : undefined;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    if (ttlMs <= 0) return;
    this.put(key, { value, expiresAt: this.now() + ttlMs });
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.entries.delete(key);
  }

  async addToSet(key: string, members: readonly string[], ttlMs: number): Promise<void> {
    const existing = this.live(key)?.value;
    const set = existing instanceof Set ? existing : new Set<string>();
    for (const member of members) {
      set.delete(member);
      set.add(member);
    }
    while (set.size > this.maxSetMembers) set.delete(set.values().next().value as string);
    this.put(key, { value: set, expiresAt: this.now() + ttlMs });
  }

  async members(key: string): Promise<string[]> {
    const value = this.live(key)?.value;
    return value instanceof Set ? [...value] : [];
  }

  async hit(key: string, at: number, windowMs: number): Promise<number[]> {
    // One thread: reading and writing without an await between them is atomic here.
    const raw = this.live(key)?.value;
    const earlier = typeof raw === 'string' ? (JSON.parse(raw) as number[]).filter((t) => t > at - windowMs) : [];
    const kept = [...earlier.slice(-(this.maxSetMembers - 1)), at];
    this.put(key, { value: JSON.stringify(kept), expiresAt: this.now() + windowMs });
    return earlier;
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}
