// Messaging mutations for labels and the caller's profile (Circuit REST API v2, spec A). A label is the caller's
// own (`messaging.labels`); assigning one to a conversation lists the conversation in `Label.conversations`.
// Sent with the caller's own token only.
import type { MessagingDataSource } from '../../datasources/messaging/index.js';
import { serviceMutationFields } from '../../schema/service-mutations.js';
import { Label, MessagingUser } from '../../schema/messaging/users.js';
import { conversationKey } from './inputs.js';
import {
  labelKey,
  labelValue,
  MANAGEMENT_LIMITS,
  MessagingProfileInput,
  somethingToChange,
} from './management-inputs.js';

const manage = (messaging: MessagingDataSource) => messaging.management;

serviceMutationFields('messaging', (t) => {
  const conversationId = () =>
    t.arg.id({ required: true, description: 'The conversation (`upstreamId` or `id`).', validate: conversationKey });
  const labelId = () =>
    t.arg.id({ required: true, description: 'The label (`upstreamId` or `id`).', validate: labelKey });
  const value = (description: string) =>
    t.arg.string({
      required: true,
      description: `${description}; 1 to ${MANAGEMENT_LIMITS.label} characters.`,
      validate: labelValue,
    });

  return {
    addMessagingConversationLabel: t.field({
      type: Label,
      nullable: false,
      description:
        'Label a conversation for the caller (POST /conversations/{convId}/label): the label is created among the ' +
        'caller\u2019s labels when it is new (Circuit allows 250). Returns the label.',
      args: { conversationId: conversationId(), label: value('The label\u2019s text') },
      resolve: (_root, args, { dataSources }) =>
        manage(dataSources.messaging).assignConversationLabel(args.conversationId, args.label),
    }),
    removeMessagingConversationLabel: t.field({
      type: Label,
      nullable: false,
      description: 'Take a label off a conversation (DELETE /conversations/{convId}/label/{labelId}). Returns it.',
      args: { conversationId: conversationId(), labelId: labelId() },
      resolve: (_root, args, { dataSources }) =>
        manage(dataSources.messaging).unassignConversationLabel(args.conversationId, args.labelId),
    }),
    createMessagingLabel: t.field({
      type: Label,
      nullable: false,
      description: 'Add a label to the caller\u2019s labels (POST /users/labels). Returns it.',
      args: { value: value('The label\u2019s text') },
      resolve: (_root, args, { dataSources }) => manage(dataSources.messaging).addUserLabel(args.value),
    }),
    deleteMessagingLabel: t.field({
      type: Label,
      nullable: false,
      description: 'Remove a label from the caller\u2019s labels (DELETE /users/labels/{labelId}). Returns it.',
      args: { labelId: labelId() },
      resolve: (_root, args, { dataSources }) => manage(dataSources.messaging).removeUserLabel(args.labelId),
    }),
    updateMessagingProfile: t.field({
      type: MessagingUser,
      nullable: false,
      description:
        'Change the caller\u2019s own name, job title or locale (PUT /users/profile). Returns the profile as it now is.',
      args: { input: t.arg({ type: MessagingProfileInput, required: true, description: 'What to change.' }) },
      resolve: (_root, { input }, { dataSources }) =>
        manage(dataSources.messaging).updateProfile(somethingToChange(input)),
    }),
  };
});
