// The OSF writes on projects and components (upstream split spec G): create, update, delete, components, forks,
// addon settings, contributors, comments and file metadata. Each sends a JSON:API document and answers the record
// as the OSF returned it, in the type the queries use (its `id` reads it again through `Query.node`). Writes act as
// a person: the caller's own token, or the gateway's for a caller with `research:write` (writes-kit.ts).
import { z } from 'zod';
import { serviceMutationFields } from '../../schema/service-mutations.js';
import { Contributor, NodeAddon, ResearchComment, ResearchFile, ResearchNode } from '../../schema/research/types.js';
import {
  commentKey,
  ContributorAddInput,
  ContributorUpdateInput,
  fileKey,
  NodeAddonUpdateInput,
  nodeKey,
  providerName,
  ResearchNodeCreateInput,
  ResearchNodeUpdateInput,
  userKey,
} from './writes-inputs.js';
import { attributesOf, resourceDocument, ResearchDeletion, toOne, writer } from './writes-kit.js';
import type { ContributorParent } from '../../datasources/research/index.js';
import type { GatewayContext } from '../../context.js';

const NODE_ATTRIBUTES = {
  title: 'title',
  category: 'category',
  description: 'description',
  public: 'public',
  tags: 'tags',
  templateFrom: 'template_from',
};
const CONTRIBUTOR_ATTRIBUTES = { permission: 'permission', bibliographic: 'bibliographic', index: 'index' };

const nodeDocument = (input: Record<string, unknown>, id?: string) =>
  resourceDocument('nodes', attributesOf(input, NODE_ATTRIBUTES), {}, id);

type ContributorArg = {
  userId: string;
  permission?: string | null;
  bibliographic?: boolean | null;
  index?: number | null;
};
/** `POST /{parent}/{id}/contributors/`: the user as the `users` relationship, the OSF's name for it. */
export function addContributor(context: GatewayContext, parent: ContributorParent, id: string, input: ContributorArg) {
  return writer(context).addContributor(
    parent,
    id,
    input.userId,
    resourceDocument('contributors', attributesOf(input, CONTRIBUTOR_ATTRIBUTES), {
      users: toOne('users', input.userId),
    }),
  );
}

export const NEVER_RETRIED = 'Never retried automatically (a POST).';
export const RETRIED = 'Idempotent, so retried after a 502/503/504 or a lost connection.';
const nodeArg = (description = 'The project or component (`ResearchNode.id` or its OSF id).') =>
  ({ required: true, validate: nodeKey, description }) as const;

serviceMutationFields('research', (t) => ({
  createResearchNode: t.field({
    type: ResearchNode,
    description: `Creates a project (POST /nodes/); the caller becomes its administrator. ${NEVER_RETRIED}`,
    args: { input: t.arg({ type: ResearchNodeCreateInput, required: true, description: 'What to write.' }) },
    resolve: (_root, { input }, context) => writer(context).createNode(nodeDocument(input)),
  }),
  createResearchComponent: t.field({
    type: ResearchNode,
    description: `Creates a component below a project (POST /nodes/{node_id}/children/). ${NEVER_RETRIED}`,
    args: {
      parentId: t.arg.string(nodeArg('The parent project (`ResearchNode.id` or its OSF id).')),
      input: t.arg({ type: ResearchNodeCreateInput, required: true, description: 'What to write.' }),
    },
    resolve: (_root, { parentId, input }, context) => writer(context).createChild(parentId, nodeDocument(input)),
  }),
  updateResearchNode: t.field({
    type: ResearchNode,
    description: `Changes a project's or component's attributes (PATCH /nodes/{node_id}/). ${RETRIED}`,
    args: {
      id: t.arg.string(nodeArg()),
      input: t.arg({ type: ResearchNodeUpdateInput, required: true, description: 'What to write.' }),
    },
    resolve: (_root, { id, input }, context) => writer(context).updateNode(id, nodeDocument(input, id)),
  }),
  deleteResearchNode: t.field({
    type: ResearchDeletion,
    description: `Deletes a project or component (DELETE /nodes/{node_id}/). ${RETRIED}`,
    args: { id: t.arg.string(nodeArg()) },
    resolve: async (_root, { id }, context) => {
      await writer(context).deleteNode(id);
      return { typename: 'ResearchNode', key: id, upstreamId: id };
    },
  }),
  forkResearchNode: t.field({
    type: ResearchNode,
    description: `Forks a project: a copy owned by the caller (POST /nodes/{node_id}/forks/). ${NEVER_RETRIED}`,
    args: {
      id: t.arg.string(nodeArg('The project to fork (`ResearchNode.id` or its OSF id).')),
      title: t.arg.string({
        validate: z.string().trim().min(1).max(512),
        description: 'Title of the fork (default: "Fork of" the original).',
      }),
    },
    resolve: (_root, { id, title }, context) =>
      writer(context).forkNode(id, resourceDocument('nodes', attributesOf({ title }, { title: 'title' }))),
  }),
  updateNodeAddon: t.field({
    type: NodeAddon,
    description:
      'Configures an addon on a project, or with `enabled: false` disconnects it (PATCH /nodes/{node_id}/addons/{provider}/). ' +
      RETRIED,
    args: {
      nodeId: t.arg.string(nodeArg()),
      provider: t.arg.string({ required: true, validate: providerName, description: 'The addon, e.g. `github`.' }),
      input: t.arg({ type: NodeAddonUpdateInput, required: true, description: 'What to write.' }),
    },
    resolve: (_root, { nodeId, provider, input }, context) =>
      writer(context).updateNodeAddon(
        nodeId,
        provider,
        resourceDocument(
          'node_addons',
          attributesOf(input, { externalAccountId: 'external_account_id', folderId: 'folder_id', enabled: 'enabled' }),
          {},
          provider,
        ),
      ),
  }),
  addResearchNodeContributor: t.field({
    type: Contributor,
    description: `Adds a user to a project's contributors (POST /nodes/{node_id}/contributors/). ${NEVER_RETRIED}`,
    args: {
      nodeId: t.arg.string(nodeArg()),
      input: t.arg({ type: ContributorAddInput, required: true, description: 'What to write.' }),
    },
    resolve: (_root, { nodeId, input }, context) => addContributor(context, 'nodes', nodeId, input),
  }),
  updateResearchNodeContributor: t.field({
    type: Contributor,
    description:
      "Changes a contributor's permission, authorship or position (PATCH /nodes/{node_id}/contributors/{user_id}/). " +
      RETRIED,
    args: {
      nodeId: t.arg.string(nodeArg()),
      userId: t.arg.string({ required: true, validate: userKey, description: 'The contributor (`ResearchUser.id`).' }),
      input: t.arg({ type: ContributorUpdateInput, required: true, description: 'What to write.' }),
    },
    resolve: (_root, { nodeId, userId, input }, context) =>
      writer(context).updateNodeContributor(
        nodeId,
        userId,
        resourceDocument('contributors', attributesOf(input, CONTRIBUTOR_ATTRIBUTES), {}, `${nodeId}-${userId}`),
      ),
  }),
  removeResearchNodeContributor: t.field({
    type: ResearchDeletion,
    description: `Removes a user from a project's contributors (DELETE /nodes/{node_id}/contributors/{user_id}/). ${RETRIED}`,
    args: {
      nodeId: t.arg.string(nodeArg()),
      userId: t.arg.string({ required: true, validate: userKey, description: 'The contributor (`ResearchUser.id`).' }),
    },
    resolve: async (_root, { nodeId, userId }, context) => {
      await writer(context).removeNodeContributor(nodeId, userId);
      return {
        typename: 'Contributor',
        key: `nodes/${nodeId}/contributors/${userId}`,
        upstreamId: `${nodeId}-${userId}`,
      };
    },
  }),
  createResearchComment: t.field({
    type: ResearchComment,
    description: `Comments on a project (POST /nodes/{node_id}/comments/). ${NEVER_RETRIED}`,
    args: {
      nodeId: t.arg.string(nodeArg()),
      content: t.arg.string({
        required: true,
        validate: z.string().trim().min(1, 'must not be empty').max(1000, 'must be at most 1000 characters'),
        description: 'The comment (at most 1000 characters, as the OSF allows).',
      }),
      replyToId: t.arg.string({
        validate: commentKey,
        description: 'A comment of the project to reply to (`ResearchComment.id`); without it, on the project itself.',
      }),
    },
    resolve: (_root, { nodeId, content, replyToId }, context) =>
      writer(context).createNodeComment(
        nodeId,
        resourceDocument(
          'comments',
          { content },
          { target: replyToId ? toOne('comments', replyToId) : toOne('nodes', nodeId) },
        ),
      ),
  }),
  updateResearchComment: t.field({
    type: ResearchComment,
    description: `Edits a comment, or restores a deleted one (PUT /comments/{comment_id}/). ${RETRIED}`,
    args: {
      id: t.arg.string({ required: true, validate: commentKey, description: 'The comment (`ResearchComment.id`).' }),
      content: t.arg.string({
        validate: z.string().trim().min(1, 'must not be empty').max(1000, 'must be at most 1000 characters'),
        description: 'The new text (at most 1000 characters).',
      }),
      deleted: t.arg.boolean({ description: 'False restores a deleted comment.' }),
    },
    validate: z
      .looseObject({ content: z.string().nullish(), deleted: z.boolean().nullish() })
      .refine(({ content, deleted }) => content != null || deleted != null, {
        message: 'needs "content" or "deleted"',
        path: ['content'],
      }),
    resolve: (_root, { id, content, deleted }, context) =>
      writer(context).updateComment(
        id,
        resourceDocument(
          'comments',
          attributesOf({ content, deleted }, { content: 'content', deleted: 'deleted' }),
          {},
          id,
        ),
      ),
  }),
  deleteResearchComment: t.field({
    type: ResearchDeletion,
    description: `Deletes a comment; \`updateResearchComment(deleted: false)\` restores it (DELETE /comments/{comment_id}/). ${RETRIED}`,
    args: {
      id: t.arg.string({ required: true, validate: commentKey, description: 'The comment (`ResearchComment.id`).' }),
    },
    resolve: async (_root, { id }, context) => {
      await writer(context).deleteComment(id);
      return { typename: 'ResearchComment', key: id, upstreamId: id };
    },
  }),
  updateResearchFile: t.field({
    type: ResearchFile,
    description: `Changes a file's metadata: its tags (PATCH /files/{file_id}/). ${RETRIED}`,
    args: {
      id: t.arg.string({ required: true, validate: fileKey, description: 'The file (`ResearchFile.id`).' }),
      tags: t.arg.stringList({
        required: true,
        validate: z.array(z.string().trim().min(1).max(128)).max(100, 'must list at most 100 tags'),
        description: 'The tags, replacing the current ones (at most 100, each at most 128 characters).',
      }),
    },
    resolve: (_root, { id, tags }, context) =>
      writer(context).updateFile(id, resourceDocument('files', { tags }, {}, id)),
  }),
}));
