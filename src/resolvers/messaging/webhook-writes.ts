// Messaging mutations that manage webhooks (Circuit REST API v2, spec A): the caller's outgoing registrations
// (Circuit posts events to a URL) and incoming webhooks (a URL that posts into a conversation). The gateway's own
// live events register outgoing webhooks with the caller's token too: removing or changing those ends them.
import type { MessagingDataSource } from '../../datasources/messaging/index.js';
import { serviceMutationFields } from '../../schema/service-mutations.js';
import { ITEMS_NULLABLE } from '../../schema/messaging/fields.js';
import { IncomingWebhook, Webhook } from '../../schema/messaging/users.js';
import { badUserInput } from '../../schema/errors.js';
import { conversationKey, idSchema } from './inputs.js';
import {
  MessagingIncomingWebhookInput,
  MessagingIncomingWebhookMessageInput,
  MessagingPresenceWebhookUpdateInput,
  MessagingWebhookUpdateInput,
  somethingToChange,
  webhookKey,
} from './management-inputs.js';

const manage = (messaging: MessagingDataSource) => messaging.management;

serviceMutationFields('messaging', (t) => {
  const webhookId = () =>
    t.arg.id({ required: true, description: 'The webhook (`upstreamId` or `id`).', validate: webhookKey });
  const incomingWebhookId = () =>
    t.arg.id({
      required: true,
      description: 'The incoming webhook (`IncomingWebhook.upstreamId`).',
      validate: idSchema,
    });

  return {
    deleteAllMessagingWebhooks: t.field({
      type: [Webhook],
      nullable: ITEMS_NULLABLE,
      description:
        'Remove every webhook registration of the caller (DELETE /webhooks), live-event subscriptions of this ' +
        'gateway included. Returns the registrations left (read again: none when Circuit did it all).',
      resolve: async (_root, _args, { dataSources }) => {
        const writer = manage(dataSources.messaging);
        await writer.removeAllWebhooks();
        return writer.listWebhooksNow();
      },
    }),
    updateMessagingWebhook: t.field({
      type: Webhook,
      nullable: false,
      description: "Change a webhook registration's URL or events (PUT /webhooks/{id}). Returns it.",
      args: {
        id: webhookId(),
        input: t.arg({ type: MessagingWebhookUpdateInput, required: true, description: 'What to change.' }),
      },
      resolve: (_root, args, { dataSources }) =>
        manage(dataSources.messaging).updateWebhook(args.id, somethingToChange(args.input)),
    }),
    updateMessagingPresenceWebhook: t.field({
      type: Webhook,
      nullable: false,
      description: "Change a presence webhook's URL or followed users (PUT /webhooks/presence/{id}). Returns it.",
      args: {
        id: webhookId(),
        input: t.arg({ type: MessagingPresenceWebhookUpdateInput, required: true, description: 'What to change.' }),
      },
      resolve: (_root, args, { dataSources }) =>
        manage(dataSources.messaging).updatePresenceWebhook(args.id, somethingToChange(args.input)),
    }),
    createMessagingIncomingWebhook: t.field({
      type: IncomingWebhook,
      nullable: false,
      description:
        'Create an incoming webhook of a conversation the caller is in (POST /webhooks/incoming/create/{conversationId}). ' +
        'Its `url` posts into the conversation; keep it secret.',
      args: {
        conversationId: t.arg.id({
          required: true,
          description: 'The conversation (`upstreamId` or `id`).',
          validate: conversationKey,
        }),
        input: t.arg({ type: MessagingIncomingWebhookInput, description: 'Its name, description and author.' }),
      },
      resolve: (_root, args, { dataSources }) =>
        manage(dataSources.messaging).createIncomingWebhook(args.conversationId, args.input ?? {}),
    }),
    deleteMessagingIncomingWebhook: t.boolean({
      nullable: false,
      description:
        'Delete an incoming webhook (DELETE /webhooks/incoming/{webhookId}): its URL stops working. True once deleted.',
      args: { webhookId: incomingWebhookId() },
      resolve: async (_root, args, { dataSources }) => {
        await manage(dataSources.messaging).deleteIncomingWebhook(args.webhookId);
        return true;
      },
    }),
    postMessagingIncomingWebhookMessage: t.boolean({
      nullable: false,
      description:
        'Post into a conversation through its incoming webhook (POST /webhooks/incoming/{webhookId}). True once ' +
        'Circuit accepted it; the post is listed in the conversation\u2019s items.',
      args: {
        webhookId: incomingWebhookId(),
        input: t.arg({ type: MessagingIncomingWebhookMessageInput, required: true, description: 'The post.' }),
      },
      resolve: async (_root, { webhookId, input }, { dataSources }) => {
        if (!input.text?.trim() && !input.fileUrl) {
          throw badUserInput('Argument "input": needs text or fileUrl', 'input.text');
        }
        await manage(dataSources.messaging).postToIncomingWebhook(webhookId, {
          text: input.text,
          subject: input.subject,
          markdown: input.markdown,
          fileURL: input.fileUrl,
          filename: input.filename,
        });
        return true;
      },
    }),
  };
});
