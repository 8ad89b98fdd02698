// Where the messaging upstream delivers webhook events: POST /webhooks/messaging/<secret>. The secret names one
// registration (unknown: 404, nothing published); the body is read under a size cap (413 beyond it) and checked
// for shape like any upstream answer; a delivery is then published on that registration's topic only. A secret
// this replica does not hold while the shared store is away: 503, as it may be another replica's.
import type { Plugin } from 'graphql-yoga';
import { z } from 'zod';
import type { Logger } from '../logger.js';
import type { GatewayEvents } from '../events/events.js';
import type { RegistrationKind } from '../events/messaging-webhooks.js';
import type { MessagingEvent } from '../events/pubsub.js';
import { requestIdOfRequest } from '../request-scope.js';

export const MESSAGING_WEBHOOK_PATH = '/webhooks/messaging/';

const record = z.record(z.string(), z.unknown());
const withId = (key: string) => record.refine((value) => typeof value[key] === 'string' && value[key] !== '');
const deliverySchema = z.object({
  type: z.string().max(128),
  item: withId('convId').optional(),
  conversation: withId('convId').optional(),
  presenceState: withId('userId').optional(),
});

/** The event a delivery carries, if it is one a registration of this kind subscribed to. */
function eventOf(kind: RegistrationKind, body: z.infer<typeof deliverySchema>): MessagingEvent | 'other' | undefined {
  switch (body.type) {
    case 'CONVERSATION.ADD_ITEM':
    case 'CONVERSATION.UPDATE_ITEM':
      if (kind !== 'items') return 'other';
      return body.item ? { type: body.type, item: body.item } : undefined;
    case 'CONVERSATION.CREATE':
    case 'CONVERSATION.UPDATE':
      if (kind !== 'conversations') return 'other';
      return body.conversation ? { type: body.type, conversation: body.conversation } : undefined;
    case 'USER.USER_PRESENCE_CHANGE':
      if (kind !== 'presence') return 'other';
      return body.presenceState ? { type: body.type, presence: body.presenceState } : undefined;
    default:
      return 'other';
  }
}

/** The body, or undefined once it passes `max` bytes (reading stops there). */
async function readCapped(request: Request, max: number): Promise<Uint8Array | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > max) return undefined;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export function useMessagingWebhookEndpoint(events: GatewayEvents, logger: Logger): Plugin {
  return {
    // Synchronous for every other path: an ordinary request pays no extra await here.
    onRequest(payload) {
      if (!payload.url.pathname.startsWith(MESSAGING_WEBHOOK_PATH)) return;
      return receive(payload);
    },
  };

  async function receive({ url, request, endResponse, fetchAPI }: Parameters<NonNullable<Plugin['onRequest']>>[0]) {
    const answer = (status: number) => endResponse(new fetchAPI.Response(null, { status }));
    const secret = url.pathname.slice(MESSAGING_WEBHOOK_PATH.length);
    let target;
    try {
      target = await events.messagingWebhooks?.targetOf(secret);
    } catch {
      // Not this replica's registration, and the shared store cannot say whose: the load balancer may try another
      // replica (docs/scaling.md), the upstream may retry. The store's state is already logged once.
      return endResponse(new fetchAPI.Response(null, { status: 503, headers: { 'retry-after': '1' } }));
    }
    // The same answer for a wrong method as for a wrong secret: nothing tells a prober which secrets exist.
    if (!target || request.method !== 'POST') return answer(404);
    const body = await readCapped(request, events.settings.maxDeliveryBytes);
    if (!body) return answer(413);
    let parsed: z.infer<typeof deliverySchema>;
    try {
      parsed = deliverySchema.parse(JSON.parse(new TextDecoder().decode(body)));
    } catch {
      logger.warn(
        { service: 'messaging', requestId: requestIdOfRequest(request) },
        'webhook delivery of the wrong shape',
      );
      return answer(400);
    }
    const event = eventOf(target.kind, parsed);
    if (event === undefined) return answer(400);
    if (event !== 'other') events.pubsub.publish('messaging', target.topic, event);
    return answer(204);
  }
}
