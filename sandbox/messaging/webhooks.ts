// Outgoing webhooks of the Circuit sandbox (spec A, "Outgoing Webhooks"): registration (`POST /webhooks`,
// `POST /webhooks/presence`), removal, and deliveries like Circuit's: a JSON POST to the registered URL for every
// matching registration, carrying the event type (`AREA.EVENT`, the spec's filter names), the webhook id and
// the changed object as the sandbox now shows it. The spec does not describe the delivery body; this is Circuit's
// documented shape (`item`, `conversation`, `presenceState`).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as data from './data.js';
import type { ConversationDto, ConversationItemDto, PresenceDto, UserDto, WebhookDto } from './data.js';
import { formOf, values } from './forms.js';

export const CONVERSATION_EVENTS = [
  'CONVERSATION.CREATE',
  'CONVERSATION.UPDATE',
  'CONVERSATION.ADD_ITEM',
  'CONVERSATION.UPDATE_ITEM',
  'USER.INCOMING_CALL',
  'USER.USER_UPDATED',
  'USER.USER_SETTING_UPDATED',
  'USER.SUBMIT_FORM_DATA',
] as const;
export const PRESENCE_EVENT = 'USER.USER_PRESENCE_CHANGE';
/** Registrations per user; the spec answers 403 "the maximum number of allowed webHook is reached". */
export const MAX_WEBHOOKS_PER_USER = 20;
/** Users one presence webhook may follow (the spec: "there is a maximum number of userIds allowed"). */
export const MAX_PRESENCE_USERS = 100;
const DELIVERY_TIMEOUT_MS = 5000;

export interface WebhookDelivery {
  type: string;
  webhookId: string;
  userId: string;
  item?: ConversationItemDto;
  conversation?: ConversationDto;
  presenceState?: PresenceDto;
}

export class MessagingWebhooks {
  /** `fail` makes the sandbox's Circuit-shaped error (status, Circuit error code, message). */
  constructor(private readonly fail: (status: number, errorCode: string, message: string) => Error) {}

  /**
   * Deliveries go only to webhooks registered while the sandbox runs; the seed data's registrations name hosts
   * outside this machine and are listed, never called.
   */
  private readonly live = new Set<string>();
  /** One delivery chain per webhook, so each receives its events in order. */
  private readonly queues = new Map<string, Promise<void>>();
  /** Deliveries sent, per webhook id (tests). */
  readonly delivered = new Map<string, number>();

  itemAdded(item: ConversationItemDto, conversation: ConversationDto) {
    this.toParticipants('CONVERSATION.ADD_ITEM', conversation, { item });
  }

  itemUpdated(item: ConversationItemDto, conversation: ConversationDto) {
    this.toParticipants('CONVERSATION.UPDATE_ITEM', conversation, { item });
  }

  conversationChanged(type: 'CONVERSATION.CREATE' | 'CONVERSATION.UPDATE', conversation: ConversationDto) {
    this.toParticipants(type, conversation, { conversation });
  }

  presenceChanged(presence: PresenceDto) {
    for (const webhook of this.liveWebhooks()) {
      if (!webhook.filter?.includes(PRESENCE_EVENT) || !webhook.subscriptionIds?.includes(presence.userId)) continue;
      this.send(webhook, { type: PRESENCE_EVENT, presenceState: { ...presence } });
    }
  }

  private toParticipants(type: string, conversation: ConversationDto, body: Partial<WebhookDelivery>) {
    for (const webhook of this.liveWebhooks()) {
      if (!webhook.filter?.includes(type) || !conversation.participants?.includes(webhook.userId!)) continue;
      this.send(webhook, { type, ...structuredClone(body) });
    }
  }

  private liveWebhooks() {
    return data.webhooks.filter((webhook) => this.live.has(webhook.id));
  }

  private send(webhook: WebhookDto, body: Partial<WebhookDelivery>) {
    const delivery = { ...body, webhookId: webhook.id, userId: webhook.userId };
    const previous = this.queues.get(webhook.id) ?? Promise.resolve();
    const next = previous.then(async () => {
      if (!this.live.has(webhook.id)) return;
      this.delivered.set(webhook.id, (this.delivered.get(webhook.id) ?? 0) + 1);
      try {
        await fetch(webhook.url!, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(delivery),
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        });
      } catch {
        // Like Circuit: a receiver that cannot be reached misses the event.
      }
    });
    this.queues.set(webhook.id, next);
  }

  private add(owner: UserDto, url: string, filter: string[], subscriptionIds?: string[]): WebhookDto {
    const own = data.webhooks.filter((webhook) => webhook.userId === owner.userId);
    if (own.length >= MAX_WEBHOOKS_PER_USER)
      throw this.fail(403, 'FORBIDDEN', 'The maximum number of webHooks is reached');
    const webhook: WebhookDto = {
      id: randomUUID(),
      url,
      type: 'MANUAL',
      userId: owner.userId,
      filter,
      subscriptionIds,
      creationTime: Date.now(),
    };
    data.webhooks.push(webhook);
    this.live.add(webhook.id);
    return webhook;
  }

  private remove(id: string) {
    const index = data.webhooks.findIndex((webhook) => webhook.id === id);
    if (index >= 0) data.webhooks.splice(index, 1);
    this.live.delete(id);
    this.queues.delete(id);
  }

  register(app: FastifyInstance, callerOf: (request: FastifyRequest) => UserDto, lookupUser: (id: string) => unknown) {
    const url = (value: string | null) => {
      if (!value || value.length > 2048 || !/^https?:\/\/[^\s]+$/.test(value))
        throw this.fail(400, 'INVALID_PARAM', 'Invalid URL');
      return value;
    };
    app.post('/webhooks', async (request, reply) => {
      const form = formOf(request);
      const filter = values(form, 'filter');
      if (filter.length === 0 || filter.some((event) => !(CONVERSATION_EVENTS as readonly string[]).includes(event))) {
        throw this.fail(400, 'INVALID_PARAM', 'An invalid event filter');
      }
      return reply.code(201).send(this.add(callerOf(request), url(form.get('url')), filter));
    });
    app.post('/webhooks/presence', async (request, reply) => {
      const form = formOf(request);
      const userIds = values(form, 'userIds');
      if (userIds.length === 0 || userIds.some((id) => !lookupUser(id))) {
        throw this.fail(400, 'INVALID_PARAM', 'One or more invalid userIds');
      }
      if (userIds.length > MAX_PRESENCE_USERS)
        throw this.fail(403, 'FORBIDDEN', 'The maximum number of userIds is reached');
      return reply.code(201).send(this.add(callerOf(request), url(form.get('url')), [PRESENCE_EVENT], userIds));
    });
    app.delete('/webhooks/:id', async (request, reply) => {
      const { id } = request.params as { id: string };
      const webhook = data.webhooks.find((candidate) => candidate.id === id);
      // Another user's webhook does not exist for the caller.
      if (!webhook || webhook.userId !== callerOf(request).userId)
        throw this.fail(404, 'NOT_FOUND', 'The webHook does not exist');
      this.remove(id);
      return reply.code(204).send();
    });
    app.delete('/webhooks', async (request, reply) => {
      const caller = callerOf(request);
      for (const webhook of data.webhooks.filter((candidate) => candidate.userId === caller.userId)) {
        this.remove(webhook.id);
      }
      return reply.code(204).send();
    });
  }
}
