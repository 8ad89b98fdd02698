// The in-memory Store: a map in least-recently-used order with a TTL per entry and a cap on entries. When full,
// the least recently used entry goes first.
import type { Store, WindowHit } from './store.js';

interface Entry {
  value: string;
  expiresAt: number;
}

export interface MemoryStoreOptions {
  /** Entries kept at most. */
  maxEntries: number;
  /** Injected in tests to move time without waiting. */
  now?: () => number;
}

export class MemoryStore implements Store {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(private readonly options: MemoryStoreOptions) {
    this.now = options.now ?? Date.now;
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

  private put(key: string, value: string, ttlMs: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  async get(key: string): Promise<string | undefined> {
    return this.live(key)?.value;
  }

  async getMany(keys: readonly string[]): Promise<Array<string | undefined>> {
    return keys.map((key) => this.live(key)?.value);
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    if (ttlMs <= 0) return;
    this.put(key, value, ttlMs);
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.entries.delete(key);
  }

  async claim(keys: readonly string[], candidates: readonly string[], ttlMs: number): Promise<string[]> {
    return keys.map((key, i) => {
      const value = this.live(key)?.value ?? candidates[i]!;
      this.put(key, value, ttlMs);
      return value;
    });
  }

  async hit(key: string, at: number, windowMs: number, max: number): Promise<WindowHit> {
    // One thread: reading and writing without an await between them is atomic here.
    const raw = this.live(key)?.value;
    const calls = raw ? (JSON.parse(raw) as number[]).filter((t) => t > at - windowMs) : [];
    if (calls.length < max) {
      this.put(key, JSON.stringify([...calls, at]), windowMs);
      return { allowed: true, count: calls.length };
    }
    // Recorded calls never exceed max, so the oldest is the one whose leaving makes room.
    return { allowed: false, count: calls.length, retryAt: calls[calls.length - max]! + windowMs };
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}
