// A token the gateway buys with its own key (the CIS Automotive JWT), shared by the replicas through Redis: one
// slot holds the current token, one short lock lets a single replica buy the next. The token is a credential, so
// Redis holds it encrypted (AES-256-GCM under a key derived from STORE_KEY_SECRET), and the slot's key is an HMAC of
// the API key that bought it, never the key itself.
import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import type { KeyHasher } from './keys.js';
import type { RedisConnection } from './redis-connection.js';

export interface SharedToken {
  value: string;
  /** Epoch ms after which the token should be replaced (before it expires). */
  refreshAt: number;
}

/** Releases a held lock (only if it is still ours: it may have expired and been taken). */
export type ReleaseLock = () => Promise<void>;

export interface SharedTokenSlot {
  /** Whether Redis answers: when it does not, the caller uses a token of its own. */
  readonly available: boolean;
  /** The current shared token; throws when Redis fails. */
  read(): Promise<SharedToken | undefined>;
  /** Stores the token until its refresh time. */
  write(token: SharedToken, now: number): Promise<void>;
  /** Takes the lock for ttlMs, or undefined when another replica holds it; throws when Redis fails. */
  lock(ttlMs: number): Promise<ReleaseLock | undefined>;
}

/** Makes the slot of one token, named by what bought it (hashed). */
export type SharedTokens = (owner: string) => SharedTokenSlot;

const RELEASE_IF_OURS = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export function redisSharedTokens(connection: RedisConnection, hash: KeyHasher): SharedTokens {
  const key = Buffer.from(hash('shared-token-encryption'), 'base64url');
  const seal = (value: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
  };
  const open = (sealed: string): string | undefined => {
    try {
      const raw = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      // Written under another secret, or tampered with: not a token this replica can use.
      return undefined;
    }
  };

  return (owner) => {
    const name = `token:${hash(owner)}`;
    const lockName = `${name}:lock`;
    return {
      get available() {
        return connection.up;
      },
      async read() {
        const raw = await connection.run((redis) => redis.get(name));
        if (!raw) return undefined;
        const parsed = safeParse(raw);
        const value = parsed && open(parsed.sealed);
        return value && parsed ? { value, refreshAt: parsed.refreshAt } : undefined;
      },
      async write(token, now) {
        const ttlMs = Math.floor(token.refreshAt - now);
        if (ttlMs <= 0) return;
        const raw = JSON.stringify({ sealed: seal(token.value), refreshAt: token.refreshAt });
        await connection.run((redis) => redis.set(name, raw, 'PX', ttlMs));
      },
      async lock(ttlMs) {
        const id = randomUUID();
        const taken = await connection.run((redis) => redis.set(lockName, id, 'PX', ttlMs, 'NX'));
        if (taken !== 'OK') return undefined;
        return async () => {
          await connection.run((redis) => redis.eval(RELEASE_IF_OURS, 1, lockName, id));
        };
      },
    };
  };
}

function safeParse(raw: string): { sealed: string; refreshAt: number } | undefined {
  try {
    const parsed = JSON.parse(raw) as { sealed?: unknown; refreshAt?: unknown };
    return typeof parsed.sealed === 'string' && typeof parsed.refreshAt === 'number'
      ? { sealed: parsed.sealed, refreshAt: parsed.refreshAt }
      : undefined;
  } catch {
    return undefined;
  }
}
