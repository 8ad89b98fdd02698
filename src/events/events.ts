// Live events of one gateway: the pub/sub its subscriptions listen on, and the messaging webhook registrations
// that feed it. Made once per gateway (createGateway) and handed to every request's context.
import type { GatewayConfig } from '../config/index.js';
import type { Logger } from '../logger.js';
import { createKeyHasher, type KeyHasher } from '../store/keys.js';
import type { Store } from '../store/store.js';
import type { EventsSettings } from '../config/events.js';
import { MessagingWebhookRegistry } from './messaging-webhooks.js';
import { createGatewayPubSub, type GatewayEventTarget, type GatewayPubSub } from './pubsub.js';

export interface GatewayEvents {
  pubsub: GatewayPubSub;
  settings: EventsSettings;
  /** Absent without a public base URL: the upstream would have nowhere to deliver. */
  messagingWebhooks?: MessagingWebhookRegistry;
  /** Keyed hash for anything derived from a credential (never kept or compared in clear). */
  hash: KeyHasher;
  close(): Promise<void>;
}

export function createGatewayEvents(
  config: GatewayConfig,
  dependencies: {
    /** Where the webhook secrets are shared (SharedState.registrations: throws rather than fall back). */
    store: Store;
    /** SharedState.onShared: the secrets are written again each time the shared store comes back. */
    onShared?: (listener: () => void) => () => void;
    logger: Logger;
    eventTarget?: GatewayEventTarget;
  },
): GatewayEvents {
  const settings = config.events;
  const hash = createKeyHasher(config.operations.store.keySecret);
  const messagingWebhooks = settings.messagingWebhookBaseUrl
    ? new MessagingWebhookRegistry(settings.messagingWebhookBaseUrl, dependencies.store, hash, dependencies.logger, {
        secretTtlMs: settings.webhookSecretTtlMs,
        checkIntervalMs: settings.webhookCheckIntervalMs,
        onShared: dependencies.onShared,
      })
    : undefined;
  return {
    pubsub: createGatewayPubSub(dependencies.eventTarget),
    settings,
    messagingWebhooks,
    hash,
    close: async () => {
      await messagingWebhooks?.close();
    },
  };
}
