// Space administration, membership and recent searches (Circuit REST API v2, spec A): top-level, verb-first
// mutations, each sent with the caller's own token only and answering the space as it now is (a Node, so a
// normalised client cache updates). Writes on topics and items are in spaces-items.ts.
import { written } from '../../http/boundary.js';
import type { MessagingDataSource } from '../../datasources/messaging/index.js';
import { badUserInput } from '../../schema/errors.js';
import { encodeGlobalID } from '../../schema/global-id.js';
import { Space, SpaceSearchTerm } from '../../schema/messaging/spaces.js';
import { Label } from '../../schema/messaging/users.js';
import { serviceMutationFields } from '../../schema/service-mutations.js';
import { idSchema, spaceKey, userKey, userKeysSchema } from './inputs.js';
import {
  labelKeysSchema,
  MessagingRecentSpaceSearchInput,
  MessagingSpaceInput,
  MessagingSpaceRoleInput,
  MessagingSpaceUpdateInput,
  namesAChange,
  SPACE_WRITE_LIMITS,
  spaceText,
} from './spaces-inputs.js';

const writes = (messaging: MessagingDataSource) => messaging.spaceWrites;
type SpaceWriter = ReturnType<typeof writes>;

/**
 * A write without a useful answer, then the space as it now is: when it cannot be read again (Circuit no longer lists
 * it for the caller), the write still happened, and the field says so with a coded error rather than a null.
 */
async function spaceAfter(
  messaging: MessagingDataSource,
  spaceId: string,
  act: (writer: SpaceWriter) => Promise<void>,
) {
  const writer = writes(messaging);
  await act(writer);
  return written('messaging', await writer.getSpaceNow(spaceId), 'space');
}

/** The caller's labels with these ids, in this order: a label Circuit does not list for the caller is null. */
async function labelsOf(messaging: MessagingDataSource, labelIds: readonly string[]) {
  const labels = await messaging.getLabels();
  return labelIds.map((id) => labels.find((label) => label?.labelId === id) ?? null);
}

serviceMutationFields('messaging', (t) => {
  const spaceId = () =>
    t.arg.id({ required: true, description: 'The space (`upstreamId` or `id`).', validate: spaceKey });
  const participant = (description: string) =>
    t.arg.id({
      required: true,
      description: `${description} (Circuit user id, \`MessagingUser.id\` or email address).`,
      validate: userKey,
    });
  const reason = () =>
    t.arg.string({
      description: `Why; at most ${SPACE_WRITE_LIMITS.text} characters.`,
      validate: spaceText,
    });
  const labelIds = () =>
    t.arg.idList({
      required: true,
      description: `The labels (\`Label.upstreamId\` or \`id\`), 1 to ${SPACE_WRITE_LIMITS.labels}.`,
      validate: labelKeysSchema,
    });

  /** A label write: its answer names the space's labels, which are the caller's own. */
  const labelsField = (
    description: string,
    act: (writer: SpaceWriter, spaceId: string, labelIds: string[]) => Promise<string[]>,
  ) =>
    t.field({
      type: [Label],
      nullable: { list: false, items: true },
      description,
      args: { spaceId: spaceId(), labelIds: labelIds() },
      resolve: async (_root, args, { dataSources }) =>
        labelsOf(
          dataSources.messaging,
          await act(writes(dataSources.messaging), args.spaceId, args.labelIds.map(String)),
        ),
    });

  return {
    createMessagingSpace: t.field({
      type: Space,
      nullable: false,
      description: 'Create a space with the caller as its owner (POST /spaces/create). Returns the new space.',
      args: { input: t.arg({ type: MessagingSpaceInput, required: true, description: 'The space.' }) },
      resolve: (_root, { input }, { dataSources }) =>
        writes(dataSources.messaging).createSpace({
          name: input.name,
          description: input.description,
          type: input.type,
          accessModeType: input.accessModeType,
          status: input.status,
          role: input.defaultRole,
          tags: input.tags,
          smallPictureBase64: input.smallPictureBase64,
          largePictureBase64: input.largePictureBase64,
        }),
    }),
    updateMessagingSpace: t.field({
      type: Space,
      description: 'Change a space (PUT /spaces/{id}); moderators only. Returns the space as it now is.',
      args: {
        spaceId: spaceId(),
        input: t.arg({ type: MessagingSpaceUpdateInput, required: true, description: 'What to change.' }),
      },
      resolve: async (_root, { spaceId: id, input }, { dataSources }) => {
        if (!namesAChange(input)) throw badUserInput('Argument "input": names nothing to change', 'input');
        const updated = await writes(dataSources.messaging).updateSpace(id, {
          name: input.name,
          description: input.description,
          type: input.type,
          accessModeType: input.accessModeType,
          status: input.status,
          role: input.defaultRole,
          ownerId: input.ownerId === null || input.ownerId === undefined ? undefined : String(input.ownerId),
          tags: input.tags,
          smallPictureBase64: input.smallPictureBase64,
          largePictureBase64: input.largePictureBase64,
        });
        return written('messaging', updated, 'space');
      },
    }),
    deleteMessagingSpace: t.id({
      nullable: false,
      description:
        'Delete a space with its topics (DELETE /spaces/{id}); its owner only. Returns the deleted space\u2019s `id`, ' +
        'for a client cache to drop (Relay `@deleteRecord`).',
      args: { spaceId: spaceId() },
      resolve: async (_root, args, { dataSources }) => {
        await writes(dataSources.messaging).deleteSpace(args.spaceId);
        return encodeGlobalID('Space', args.spaceId);
      },
    }),
    joinMessagingSpace: t.field({
      type: Space,
      description: 'Join an open space (POST /spaces/{id}/join); a closed one needs `requestMessagingSpaceAccess`.',
      args: { spaceId: spaceId() },
      resolve: async (_root, args, { dataSources }) =>
        written('messaging', await writes(dataSources.messaging).joinSpace(args.spaceId), 'space'),
    }),
    setMessagingSpaceWelcomeBox: t.field({
      type: Space,
      description:
        'Set the text of the welcome box new participants see (PUT /spaces/{spaceId}/welcomebox/{content}); ' +
        'moderators only. Returns the space.',
      args: {
        spaceId: spaceId(),
        content: t.arg.string({
          required: true,
          description: `The welcome text, 1 to ${SPACE_WRITE_LIMITS.text} characters.`,
          validate: spaceText.min(1, 'must not be empty'),
        }),
        display: t.arg.boolean({ defaultValue: false, description: 'Whether the welcome box is shown.' }),
      },
      resolve: (_root, args, { dataSources }) =>
        spaceAfter(dataSources.messaging, args.spaceId, (writer) =>
          writer.setWelcomeBox(args.spaceId, args.content, args.display),
        ),
    }),
    assignMessagingSpaceLabels: labelsField(
      'Put some of the caller\u2019s labels on a space (POST /spaces/{id}/labels/assign). Returns the labels the ' +
        'space now has.',
      (writer, space, labels) => writer.assignLabels(space, labels),
    ),
    unassignMessagingSpaceLabels: labelsField(
      'Take labels off a space (DELETE /spaces/{id}/labels/unassign). Returns the labels the space still has.',
      (writer, space, labels) => writer.unassignLabels(space, labels),
    ),

    // --- membership ---
    addMessagingSpaceParticipants: t.field({
      type: Space,
      description: 'Add users to a space (POST /spaces/{id}/participant); moderators only. Returns the space.',
      args: {
        spaceId: spaceId(),
        participants: t.arg.idList({
          required: true,
          description: 'Users by Circuit user id, `MessagingUser.id` or email address (1 to 100).',
          validate: userKeysSchema,
        }),
        role: t.arg({
          type: MessagingSpaceRoleInput,
          description: 'Their role; without one, the space\u2019s default role.',
        }),
      },
      resolve: (_root, args, { dataSources }) =>
        spaceAfter(dataSources.messaging, args.spaceId, (writer) =>
          writer.addSpaceParticipants(args.spaceId, args.participants.map(String), args.role ?? 'DEFAULT'),
        ),
    }),
    removeMessagingSpaceParticipants: t.field({
      type: Space,
      description:
        'Remove users from a space (POST /spaces/{id}/participant/remove); moderators only. Returns the space.',
      args: {
        spaceId: spaceId(),
        participants: t.arg.idList({
          required: true,
          description: 'Users by Circuit user id, `MessagingUser.id` or email address (1 to 100).',
          validate: userKeysSchema,
        }),
      },
      resolve: (_root, args, { dataSources }) =>
        spaceAfter(dataSources.messaging, args.spaceId, (writer) =>
          writer.removeSpaceParticipants(args.spaceId, args.participants.map(String)),
        ),
    }),
    updateMessagingSpaceParticipantRole: t.field({
      type: Space,
      description:
        'Change the role of a participant (PUT /spaces/{spaceId}/participant); moderators only. Returns the space.',
      args: {
        spaceId: spaceId(),
        participant: participant('The participant'),
        role: t.arg({ type: MessagingSpaceRoleInput, required: true, description: 'The new role.' }),
      },
      resolve: (_root, args, { dataSources }) =>
        spaceAfter(dataSources.messaging, args.spaceId, (writer) =>
          writer.updateParticipantRole(args.spaceId, String(args.participant), args.role),
        ),
    }),
    requestMessagingSpaceAccess: t.field({
      type: Space,
      description:
        'Ask to join a closed space (POST /spaces/{spaceId}/participant/request): its moderators grant or deny ' +
        'it. Returns the space.',
      args: { spaceId: spaceId(), reason: reason() },
      resolve: (_root, args, { dataSources }) =>
        spaceAfter(dataSources.messaging, args.spaceId, (writer) => writer.requestAccess(args.spaceId, args.reason)),
    }),
    grantMessagingSpaceAccess: t.field({
      type: Space,
      description:
        'Let a user who asked to join in (POST /spaces/{spaceId}/participant/{participantId}/grant); moderators ' +
        'only. Returns the space.',
      args: { spaceId: spaceId(), participant: participant('The user who asked') },
      resolve: (_root, args, { dataSources }) =>
        spaceAfter(dataSources.messaging, args.spaceId, (writer) =>
          writer.grantAccess(args.spaceId, String(args.participant)),
        ),
    }),
    denyMessagingSpaceAccess: t.field({
      type: Space,
      description:
        'Turn down a request to join (POST /spaces/{spaceId}/participant/{participantId}/deny); moderators only. ' +
        'Returns the space.',
      args: { spaceId: spaceId(), participant: participant('The user who asked'), reason: reason() },
      resolve: (_root, args, { dataSources }) =>
        spaceAfter(dataSources.messaging, args.spaceId, (writer) =>
          writer.denyAccess(args.spaceId, String(args.participant), args.reason),
        ),
    }),

    // --- recent searches ---
    addMessagingRecentSpaceSearch: t.field({
      type: [SpaceSearchTerm],
      nullable: false,
      description:
        'Remember a search in the caller\u2019s recent space searches (PUT /spaces/search/add/recent). Returns them ' +
        'as they now are (as `messaging.recentSpaceSearches`).',
      args: {
        input: t.arg({ type: MessagingRecentSpaceSearchInput, required: true, description: 'The search.' }),
      },
      resolve: (_root, { input }, { dataSources }) => {
        if (input.startTime && input.endTime && input.endTime < input.startTime) {
          throw badUserInput('Argument "input": endTime is before startTime', 'input.endTime');
        }
        return writes(dataSources.messaging).addRecentSearch({
          searchTerm: input.searchTerm,
          scope: input.scope,
          startTime: input.startTime?.toISOString(),
          endTime: input.endTime?.toISOString(),
        });
      },
    }),
    cancelMessagingSpaceSearch: t.boolean({
      nullable: false,
      description:
        'Stop a running search of one space: the `searchId` given to `messaging.searchSpace` (PUT ' +
        '/spaces/search/cancel/{searchId}). True once Circuit accepted it.',
      args: {
        searchId: t.arg.id({ required: true, description: 'The id the search was started with.', validate: idSchema }),
      },
      resolve: async (_root, args, { dataSources }) => {
        await writes(dataSources.messaging).cancelSearch(String(args.searchId));
        return true;
      },
    }),
  };
});
