// Circuit webhook registrations behind the messaging subscriptions. Circuit sends a user's events to the webhooks
// that user registered (spec A, `POST /webhooks`, `POST /webhooks/presence`), so each registration is made with a
// subscriber's own token and shared by the subscriptions of that token and kind; the last one to leave removes
// it upstream (`DELETE /webhooks/{id}`). Each registration has its own random secret in its callback path: a
// delivery to an unknown secret is refused. The secret maps (through the shared store, so any replica can take
// the delivery) to the registration's pub/sub topic, a random id that says nothing about the caller. The stored
// secret has a TTL (a gateway that dies without removing its webhooks leaves no secret accepted for ever) and is
// renewed while the registration has subscribers, well before it expires.
import { DEFAULT_SECRET_TTL_MS } from '../config/events.js';
import { randomBytes, randomUUID } from 'node:crypto';
import type { MessagingWriter } from '../datasources/messaging/writes.js';
import type { Logger } from '../logger.js';
import type { KeyHasher } from '../store/keys.js';
import type { Store } from '../store/store.js';

export type RegistrationKind = 'items' | 'conversations' | 'presence';

/** Upstream event filter of each kind of registration (the spec's `filter` values). */
const FILTERS = {
  items: ['CONVERSATION.ADD_ITEM'],
  conversations: ['CONVERSATION.CREATE', 'CONVERSATION.UPDATE'],
} as const;

/** Renewals per TTL: a renewal that fails (a store hiccup) leaves two more before the secret would expire. */
const RENEWALS_PER_TTL = 3;
const SECRET = /^[A-Za-z0-9_-]{43}$/;

export interface WebhookTarget {
  topic: string;
  kind: RegistrationKind;
}

interface Registration {
  topic: string;
  secretKey: string;
  target: string;
  subscribers: number;
  ready: Promise<string>;
  writer: MessagingWriter;
  /** Renews the stored secret while the registration lives; cleared when it is removed. */
  renewal?: NodeJS.Timeout;
  removed?: boolean;
}

export interface Lease {
  topic: string;
  release(): void;
}

/** A share of a registration whose webhook may not exist yet: listen on `topic` first, then await `ready`. */
export interface PendingLease extends Lease {
  /** Settles once the upstream webhook exists; rejects (and gives the share back) when it could not be made. */
  ready: Promise<void>;
}

export class MessagingWebhookRegistry {
  private readonly registrations = new Map<string, Registration>();

  constructor(
    private readonly baseUrl: string,
    private readonly store: Store,
    private readonly hash: KeyHasher,
    private readonly logger: Logger,
    private readonly secretTtlMs: number = DEFAULT_SECRET_TTL_MS,
  ) {}

  /** Number of upstream registrations held now (metrics and tests). */
  get size(): number {
    return this.registrations.size;
  }

  private storeKey(secret: string) {
    return `events:messaging:webhook:${this.hash(secret)}`;
  }

  /** The registration a delivery's secret belongs to, or undefined (then nothing is published). */
  async targetOf(secret: string): Promise<WebhookTarget | undefined> {
    if (!SECRET.test(secret)) return undefined;
    const raw = await this.store.get(this.storeKey(secret));
    if (!raw) return undefined;
    try {
      const target = JSON.parse(raw) as WebhookTarget;
      return typeof target.topic === 'string' ? target : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * A share of the registration for this token (`tokenKey`: a keyed hash of it, never the token), kind and users;
   * the first share starts it (secret, then the upstream webhook, with `writer`: the subscriber's own token).
   * Synchronous up to the topic, so a subscriber can listen before Circuit is asked: Circuit may deliver as soon
   * as it has registered the webhook, and an event published before anyone listens is lost.
   */
  join(writer: MessagingWriter, tokenKey: string, kind: RegistrationKind, userIds: string[] = []): PendingLease {
    const key = `${kind}:${tokenKey}:${[...userIds].sort().join(',')}`;
    let registration = this.registrations.get(key);
    if (!registration) {
      const secret = randomBytes(32).toString('base64url');
      const topic = randomUUID();
      const secretKey = this.storeKey(secret);
      const url = `${this.baseUrl}/webhooks/messaging/${secret}`;
      const target = JSON.stringify({ topic, kind } satisfies WebhookTarget);
      const created: Registration = { topic, secretKey, target, subscribers: 0, writer, ready: Promise.resolve('') };
      created.ready = (async () => {
        // Known before the upstream is asked: Circuit may deliver as soon as it registered the webhook.
        await this.store.set(secretKey, target, this.secretTtlMs);
        this.startRenewal(created);
        if (created.removed) throw new Error('removed while registering');
        const webhook =
          kind === 'presence'
            ? await writer.addPresenceWebhook(url, userIds)
            : await writer.addWebhook(url, [...FILTERS[kind]]);
        return webhook.id;
      })();
      registration = created;
      this.registrations.set(key, registration);
      registration.ready.catch(() => {
        // A failed registration is forgotten at once, so the next subscriber tries again.
        if (this.registrations.get(key) === created) this.registrations.delete(key);
        created.removed = true;
        this.stopRenewal(created);
        void this.store.delete([secretKey]);
      });
    }
    registration.subscribers += 1;
    const held = registration;
    let released = false;
    const ready = held.ready.then(
      () => undefined,
      (error: unknown) => {
        // The failed registration is already forgotten: only this share is given back.
        if (!released) held.subscribers -= 1;
        released = true;
        throw error;
      },
    );
    return {
      topic: held.topic,
      ready,
      release: () => {
        if (released) return;
        released = true;
        held.subscribers -= 1;
        if (held.subscribers > 0 || this.registrations.get(key) !== held) return;
        this.registrations.delete(key);
        void this.unregister(held);
      },
    };
  }

  private startRenewal(registration: Registration) {
    if (registration.removed) return;
    const renew = () => {
      this.store
        .set(registration.secretKey, registration.target, this.secretTtlMs)
        // A renewal still in flight when the registration went must not bring its secret back.
        .then(() => (registration.removed ? this.store.delete([registration.secretKey]) : undefined))
        .catch((error: unknown) => {
          this.logger.warn(
            { service: 'messaging', reason: (error as { code?: string }).code },
            'could not renew a webhook secret',
          );
        });
    };
    registration.renewal = setInterval(renew, Math.max(1, Math.floor(this.secretTtlMs / RENEWALS_PER_TTL)));
    // A renewal never keeps the process alive on its own: close() removes the registrations anyway.
    registration.renewal.unref();
  }

  private stopRenewal(registration: Registration) {
    clearInterval(registration.renewal);
    registration.renewal = undefined;
  }

  private async unregister(registration: Registration) {
    registration.removed = true;
    this.stopRenewal(registration);
    await this.store.delete([registration.secretKey]);
    try {
      await registration.writer.removeWebhook(await registration.ready);
    } catch (error) {
      // The secret is already unknown, so its deliveries are refused; Circuit drops manual webhooks in time.
      this.logger.warn(
        { service: 'messaging', reason: (error as { kind?: string }).kind },
        'could not remove a webhook',
      );
    }
  }

  /** Removes every registration (gateway shutdown). */
  async close(): Promise<void> {
    const all = [...this.registrations.values()];
    this.registrations.clear();
    await Promise.all(all.map((registration) => this.unregister(registration)));
  }
}
