// Circuit webhook registrations behind the messaging subscriptions. Circuit sends a user's events to the webhooks
// that user registered (spec A, `POST /webhooks`, `POST /webhooks/presence`), so each registration is made with a
// subscriber's own token and shared by the subscriptions of that token and kind; the last one to leave removes
// it upstream (`DELETE /webhooks/{id}`). Each registration has its own random secret in its callback path: a
// delivery to an unknown secret is refused. The secret maps to the registration's pub/sub topic, a random id that
// says nothing about the caller.
//
// Where the secret lives: this replica keeps its own registrations (so a delivery that reaches it is accepted
// whatever the shared store does), and the shared store holds them for the other replicas (a load balancer may
// send a delivery to any). The shared copy is written when the registration starts (and again every second until
// a write succeeds: a blip marks no store down), written again every time the store comes back (a Redis restarted
// empty) and renewed while the registration has subscribers; it has a TTL, so a gateway that dies without removing
// its webhooks leaves no secret accepted for ever. A replica that cannot reach the store cannot tell a foreign
// secret from an unknown one: targetOf throws StoreUnavailableError and the endpoint answers 503, for the load
// balancer to try another replica.
//
// Never silent: each upstream webhook is checked every `checkIntervalMs` (`GET /webhooks/{id}`); one removed
// upstream is registered again (same secret), and when that fails, or the subscriber's token is refused, the
// registration ends and its subscriptions end with `LiveEventsInterrupted` (UPSTREAM_UNAVAILABLE,
// `live-events-interrupted`): an open stream that will never receive anything again is worse than an error.
import { DEFAULT_CHECK_INTERVAL_MS, DEFAULT_SECRET_TTL_MS } from '../config/events.js';
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
/** After a failed write of a secret to the shared store, the next try. */
const SHARE_RETRY_MS = 1000;

export interface WebhookTarget {
  topic: string;
  kind: RegistrationKind;
}

/** The registration's events can no longer arrive (its upstream webhook is gone and could not be made again). */
export class LiveEventsInterrupted extends Error {
  override readonly name = 'LiveEventsInterrupted';
  readonly reason = 'live-events-interrupted';
}

export interface RegistrySettings {
  secretTtlMs?: number;
  /** How often each upstream webhook is checked (and made again when it was removed upstream). */
  checkIntervalMs?: number;
  /** Calls the listener each time the shared store comes back; returns the unsubscribe. */
  onShared?: (listener: () => void) => () => void;
}

interface Registration {
  topic: string;
  secretKey: string;
  target: string;
  url: string;
  kind: RegistrationKind;
  userIds: string[];
  subscribers: number;
  ready: Promise<string>;
  writer: MessagingWriter;
  /** Renews the stored secret and checks the upstream webhook while the registration lives. */
  timers: NodeJS.Timeout[];
  /** Writes the secret to the shared store again after a failed write, until one succeeds. */
  retry?: NodeJS.Timeout;
  removed?: boolean;
  /** Settles (never rejects) when the registration ends for good while it has subscribers. */
  interrupted: Promise<LiveEventsInterrupted>;
  interrupt(error: LiveEventsInterrupted): void;
}

export interface Lease {
  topic: string;
  release(): void;
}

/** A share of a registration whose webhook may not exist yet: listen on `topic` first, then await `ready`. */
export interface PendingLease extends Lease {
  /** Settles once the upstream webhook exists; rejects (and gives the share back) when it could not be made. */
  ready: Promise<void>;
  /** Settles when no event can arrive any more: the subscription must end with this error. */
  interrupted: Promise<LiveEventsInterrupted>;
}

export class MessagingWebhookRegistry {
  private readonly registrations = new Map<string, Registration>();
  /** This replica's registrations by the store key of their secret: its deliveries never need the store. */
  private readonly bySecretKey = new Map<string, Registration>();
  private readonly secretTtlMs: number;
  private readonly checkIntervalMs: number;
  private readonly stopListening: () => void;

  constructor(
    private readonly baseUrl: string,
    private readonly store: Store,
    private readonly hash: KeyHasher,
    private readonly logger: Logger,
    settings: RegistrySettings = {},
  ) {
    this.secretTtlMs = settings.secretTtlMs ?? DEFAULT_SECRET_TTL_MS;
    this.checkIntervalMs = settings.checkIntervalMs ?? DEFAULT_CHECK_INTERVAL_MS;
    this.stopListening = settings.onShared?.(() => this.reassert()) ?? (() => undefined);
  }

  /** Number of upstream registrations held now (metrics and tests). */
  get size(): number {
    return this.registrations.size;
  }

  private storeKey(secret: string) {
    return `events:messaging:webhook:${this.hash(secret)}`;
  }

  /**
   * The registration a delivery's secret belongs to, or undefined (then nothing is published). Throws
   * (StoreUnavailableError) when the secret is not this replica's and the shared store cannot say.
   */
  async targetOf(secret: string): Promise<WebhookTarget | undefined> {
    if (!SECRET.test(secret)) return undefined;
    const key = this.storeKey(secret);
    const own = this.bySecretKey.get(key);
    if (own) return { topic: own.topic, kind: own.kind };
    const raw = await this.store.get(key);
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
      const created = this.create(writer, kind, userIds);
      registration = created;
      this.registrations.set(key, created);
      this.bySecretKey.set(created.secretKey, created);
      created.ready.catch(() => {
        // A failed registration is forgotten at once, so the next subscriber tries again.
        this.forget(key, created);
        void this.store.delete([created.secretKey]).catch(() => undefined);
      });
      void created.interrupted.then(() => this.forget(key, created));
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
      interrupted: held.interrupted,
      release: () => {
        if (released) return;
        released = true;
        held.subscribers -= 1;
        if (held.subscribers > 0 || this.registrations.get(key) !== held) return;
        this.forget(key, held);
        void this.unregister(held);
      },
    };
  }

  private create(writer: MessagingWriter, kind: RegistrationKind, userIds: string[]): Registration {
    const secret = randomBytes(32).toString('base64url');
    const topic = randomUUID();
    let interrupt!: (error: LiveEventsInterrupted) => void;
    const interrupted = new Promise<LiveEventsInterrupted>((resolve) => (interrupt = resolve));
    const created: Registration = {
      topic,
      secretKey: this.storeKey(secret),
      target: JSON.stringify({ topic, kind } satisfies WebhookTarget),
      url: `${this.baseUrl}/webhooks/messaging/${secret}`,
      kind,
      userIds,
      subscribers: 0,
      writer,
      ready: Promise.resolve(''),
      timers: [],
      interrupted,
      interrupt,
    };
    created.ready = (async () => {
      // Shared before the upstream is asked (Circuit may deliver as soon as it registered the webhook); when the
      // store is away, this replica's own copy accepts the deliveries that reach it, and the store gets the
      // secret when it comes back (reassert).
      await this.share(created);
      this.startTimers(created);
      if (created.removed) throw new Error('removed while registering');
      return this.registerUpstream(created);
    })();
    return created;
  }

  private async registerUpstream(registration: Registration): Promise<string> {
    const { writer, kind, url, userIds } = registration;
    const webhook =
      kind === 'presence'
        ? await writer.addPresenceWebhook(url, userIds)
        : await writer.addWebhook(url, [...FILTERS[kind]]);
    return webhook.id;
  }

  private forget(key: string, registration: Registration) {
    if (this.registrations.get(key) === registration) this.registrations.delete(key);
    if (this.bySecretKey.get(registration.secretKey) === registration) this.bySecretKey.delete(registration.secretKey);
    registration.removed = true;
    this.stopTimers(registration);
  }

  /** Writes the secret to the shared store; false (logged) when the store is away: `reassert` writes it later. */
  private async share(registration: Registration): Promise<boolean> {
    try {
      await this.store.set(registration.secretKey, registration.target, this.secretTtlMs);
      clearTimeout(registration.retry);
      registration.retry = undefined;
      // A write still in flight when the registration went must not bring its secret back.
      if (registration.removed) await this.store.delete([registration.secretKey]);
      return true;
    } catch (error) {
      // A blip (one command too slow) marks no store down, so no `onShared` will come: retry on its own.
      if (!registration.retry) {
        this.logger.warn(
          { service: 'messaging', reason: (error as Error).name },
          'webhook secret not shared yet: this replica accepts its deliveries until the shared store takes it',
        );
      }
      clearTimeout(registration.retry);
      registration.retry = registration.removed
        ? undefined
        : setTimeout(() => void this.share(registration), SHARE_RETRY_MS).unref();
      return false;
    }
  }

  /** The shared store is back (maybe empty): every registration of this replica is written to it again. */
  private reassert() {
    const all = [...this.registrations.values()];
    if (all.length === 0) return;
    void Promise.all(all.map((registration) => this.share(registration))).then((shared) => {
      this.logger.info(
        { service: 'messaging', registrations: shared.filter(Boolean).length },
        'webhook secrets written to the shared store again',
      );
    });
  }

  private startTimers(registration: Registration) {
    if (registration.removed) return;
    const renewal = setInterval(
      () => void this.share(registration),
      Math.max(1, Math.floor(this.secretTtlMs / RENEWALS_PER_TTL)),
    );
    const check = setInterval(() => void this.check(registration), this.checkIntervalMs);
    // Neither keeps the process alive on its own: close() removes the registrations anyway.
    registration.timers = [renewal.unref(), check.unref()];
  }

  private stopTimers(registration: Registration) {
    for (const timer of registration.timers) clearInterval(timer);
    registration.timers = [];
    clearTimeout(registration.retry);
    registration.retry = undefined;
  }

  /** Is the upstream webhook still there? Made again when it is not; the registration ends when that fails. */
  private async check(registration: Registration) {
    if (registration.removed) return;
    let id: string;
    try {
      id = await registration.ready;
      if (await registration.writer.webhookExists(id)) return;
    } catch (error) {
      const status = (error as { status?: number }).status;
      // Transient (a timeout, a 5xx): the next check asks again. The token refused: nothing can be registered.
      if (status !== 401 && status !== 403) return;
      return this.end(registration, 'the subscriber\u2019s token was refused');
    }
    if (registration.removed) return;
    this.logger.warn({ service: 'messaging' }, 'a webhook was removed upstream: registering it again');
    try {
      const again = this.registerUpstream(registration);
      registration.ready = again;
      await again;
    } catch (error) {
      this.end(registration, (error as { kind?: string }).kind ?? 'registration failed');
    }
  }

  private end(registration: Registration, why: string) {
    if (registration.removed) return;
    this.logger.warn(
      { service: 'messaging', reason: 'live-events-interrupted', cause: why },
      'live events interrupted: the webhook could not be kept; its subscriptions end',
    );
    registration.removed = true;
    this.stopTimers(registration);
    void this.store.delete([registration.secretKey]).catch(() => undefined);
    registration.interrupt(new LiveEventsInterrupted('The messaging upstream no longer delivers these live events'));
  }

  private async unregister(registration: Registration) {
    registration.removed = true;
    this.stopTimers(registration);
    // When the store is away the shared copy expires with its TTL; this replica already refuses the secret.
    await this.store.delete([registration.secretKey]).catch(() => undefined);
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
    this.stopListening();
    const all = [...this.registrations.values()];
    this.registrations.clear();
    this.bySecretKey.clear();
    await Promise.all(all.map((registration) => this.unregister(registration)));
  }
}
