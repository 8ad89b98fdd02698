// Messaging mutations for community conversations and moderation (Circuit REST API v2, spec A). Each returns the
// conversation as it now is (a normalised client cache updates by its `id`); moderators show in
// `Conversation.participantList(type: MODERATOR)`. Sent with the caller's own token only.
import type { MessagingDataSource } from '../../datasources/messaging/index.js';
import { serviceMutationFields } from '../../schema/service-mutations.js';
import { Conversation } from '../../schema/messaging/conversations.js';
import { conversationIdArg, conversationWriteField } from './conversation-write.js';
import { userKeysSchema } from './inputs.js';
import { MessagingCommunityInput, MessagingCommunityUpdateInput, somethingToChange } from './management-inputs.js';

const manage = (messaging: MessagingDataSource) => messaging.management;

serviceMutationFields('messaging', (t) => {
  const conversationId = (what?: string) => conversationIdArg(t, what);
  const users = (description: string) => t.arg.idList({ required: true, description, validate: userKeysSchema });
  const BY = 'by Circuit user id, `MessagingUser.id` or email address (1 to 100)';

  /** A write without an answer body, then the conversation read again. */
  const thenConversation = (
    description: string,
    act: (writer: ReturnType<typeof manage>, convId: string) => Promise<void>,
  ) => conversationWriteField(t, manage, description, act);
  const moderatorsChange = (
    description: string,
    act: (writer: ReturnType<typeof manage>, convId: string, moderators: readonly string[]) => Promise<void>,
  ) =>
    t.field({
      type: Conversation,
      description,
      args: {
        conversationId: conversationId(),
        moderators: users(`The moderators, ${BY}; each must be a participant.`),
      },
      resolve: async (_root, args, { dataSources }) => {
        const writer = manage(dataSources.messaging);
        await act(writer, args.conversationId, args.moderators);
        return writer.getConversationNow(args.conversationId);
      },
    });

  return {
    createMessagingCommunity: t.field({
      type: Conversation,
      nullable: false,
      description:
        'Create a community conversation, open to anyone of the tenant (POST /conversations/community). Returns it.',
      args: { input: t.arg({ type: MessagingCommunityInput, required: true, description: 'The community.' }) },
      resolve: (_root, { input }, { dataSources }) => manage(dataSources.messaging).createCommunity(input),
    }),
    updateMessagingCommunity: t.field({
      type: Conversation,
      nullable: false,
      description: "Change a community's title or description (PUT /conversations/community/{convId}).",
      args: {
        conversationId: conversationId('The community'),
        input: t.arg({ type: MessagingCommunityUpdateInput, required: true, description: 'What to change.' }),
      },
      resolve: (_root, args, { dataSources }) =>
        manage(dataSources.messaging).updateCommunity(args.conversationId, somethingToChange(args.input)),
    }),
    addMessagingCommunityParticipants: t.field({
      type: Conversation,
      nullable: false,
      description: 'Add users to a community the caller is in (POST /conversations/community/{convId}/participants).',
      args: { conversationId: conversationId('The community'), participants: users(`The users, ${BY}.`) },
      resolve: (_root, args, { dataSources }) =>
        manage(dataSources.messaging).addCommunityParticipants(args.conversationId, args.participants),
    }),
    removeMessagingCommunityParticipants: t.field({
      type: Conversation,
      nullable: false,
      description:
        'Remove users from a community (DELETE /conversations/community/{convId}/participants); the last one stays.',
      args: { conversationId: conversationId('The community'), participants: users(`The users, ${BY}.`) },
      resolve: (_root, args, { dataSources }) =>
        manage(dataSources.messaging).removeCommunityParticipants(args.conversationId, args.participants),
    }),
    moderateMessagingConversation: thenConversation(
      'Put a conversation in moderated mode (POST /conversations/moderate/{convId}): only its moderators may then ' +
        'change who takes part. Returns the conversation (`isModerated`).',
      (writer, convId) => writer.setModerated(convId, true),
    ),
    unmoderateMessagingConversation: thenConversation(
      'End moderated mode (POST /conversations/unmoderate/{convId}). Returns the conversation.',
      (writer, convId) => writer.setModerated(convId, false),
    ),
    addMessagingConversationModerators: moderatorsChange(
      'Make participants moderators of a moderated conversation (POST /conversations/{convId}/moderators).',
      (writer, convId, moderators) => writer.addModerators(convId, moderators),
    ),
    removeMessagingConversationModerators: moderatorsChange(
      'Take moderation from participants (DELETE /conversations/{convId}/moderators).',
      (writer, convId, moderators) => writer.removeModerators(convId, moderators),
    ),
  };
});
