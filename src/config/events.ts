// Settings of the live events (subscriptions fed by upstream webhooks), read from the environment with the
// config helpers: one invalid value stops start-up with one line naming the variable.
import { z } from 'zod';
import { read, readOptional, ConfigError, type Env } from './values.js';

/** How long a webhook's secret stays accepted without renewal (24 h); a live subscription renews it. */
export const DEFAULT_SECRET_TTL_MS = 24 * 3600 * 1000;
/** How often each upstream webhook of a live subscription is checked (60 s). */
export const DEFAULT_CHECK_INTERVAL_MS = 60 * 1000;

export interface EventsSettings {
  /**
   * The gateway's public base URL as the messaging upstream can reach it (`MESSAGING_WEBHOOK_BASE_URL`, else
   * `GATEWAY_PUBLIC_URL`): webhooks are registered as `<base>/webhooks/messaging/<secret>`. Without it the
   * messaging subscriptions answer UPSTREAM_UNAVAILABLE (`reason: live-events-not-configured`).
   */
  messagingWebhookBaseUrl?: string;
  /** Largest webhook delivery body read (`MESSAGING_WEBHOOK_MAX_BODY_BYTES`); a larger one is refused with 413. */
  maxDeliveryBytes: number;
  /**
   * How long a webhook's secret stays accepted without renewal (`MESSAGING_WEBHOOK_SECRET_TTL_MS`, 24 h). A live
   * registration renews it every third of that; a gateway that stopped without removing its webhooks leaves
   * secrets that expire after it.
   */
  webhookSecretTtlMs: number;
  /**
   * How often each upstream webhook is checked (`MESSAGING_WEBHOOK_CHECK_INTERVAL_MS`, 60 s): one removed upstream
   * is registered again; when that fails, its subscriptions end with UPSTREAM_UNAVAILABLE
   * (`reason: live-events-interrupted`).
   */
  webhookCheckIntervalMs: number;
}

const publicUrl = z.url({ protocol: /^https?$/ });

function baseUrl(env: Env, variable: string): string | undefined {
  const value = readOptional(env, variable, publicUrl);
  if (value === undefined) return undefined;
  const url = new URL(value);
  if (url.search || url.hash) throw new ConfigError(variable, 'must not carry a query or fragment');
  if (url.username || url.password) throw new ConfigError(variable, 'must not embed credentials');
  return value.replace(/\/+$/, '');
}

export function loadEventsSettings(env: Env): EventsSettings {
  return {
    messagingWebhookBaseUrl: baseUrl(env, 'MESSAGING_WEBHOOK_BASE_URL') ?? baseUrl(env, 'GATEWAY_PUBLIC_URL'),
    maxDeliveryBytes: read(
      env,
      'MESSAGING_WEBHOOK_MAX_BODY_BYTES',
      z.coerce
        .number()
        .int()
        .min(1024)
        .max(16 * 1024 * 1024),
      256 * 1024,
    ),
    webhookSecretTtlMs: read(
      env,
      'MESSAGING_WEBHOOK_SECRET_TTL_MS',
      z.coerce
        .number()
        .int()
        .min(500)
        .max(7 * 24 * 3600 * 1000),
      DEFAULT_SECRET_TTL_MS,
    ),
    webhookCheckIntervalMs: read(
      env,
      'MESSAGING_WEBHOOK_CHECK_INTERVAL_MS',
      z.coerce
        .number()
        .int()
        .min(200)
        .max(24 * 3600 * 1000),
      DEFAULT_CHECK_INTERVAL_MS,
    ),
  };
}
