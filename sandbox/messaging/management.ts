// The Circuit sandbox's management writes: communities, moderation, labels and the profile; webhook changes.
import type { FastifyInstance } from 'fastify';
import { registerMessagingCommunity } from './community.js';
import { registerMessagingWebhookWrites } from './webhook-writes.js';
import type { MessagingWriteContext } from './writes.js';

export function registerMessagingManagement(app: FastifyInstance, context: MessagingWriteContext): void {
  registerMessagingCommunity(app, context);
  registerMessagingWebhookWrites(app, context);
}
