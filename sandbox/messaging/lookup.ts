// The seed records by id, as the reads and writes find them, and what a caller may see of them.
import type { components } from '@gateway/upstream-types/messaging';
import * as data from './data.js';
import type { ConversationDto, SpaceDto, SpaceItemDto, UserDto } from './data.js';
import { badRequest, notFound, oneOf, type Query } from './query.js';

export const userById = new Map(data.users.map((user) => [user.userId, user]));
export const userByEmail = new Map(data.users.map((user) => [user.emailAddress!.toLowerCase(), user]));
export const conversationById = new Map(data.conversations.map((conversation) => [conversation.convId, conversation]));
export const itemById = new Map(data.items.map((item) => [item.itemId, item]));
export const spaceById = new Map(data.spaces.map((space) => [space.spaceId, space]));
export const spaceItemById = new Map<string, SpaceItemDto>(
  data.spaces
    .flatMap((space) => space.topics.flatMap((topic) => [topic.spaceItem, ...topic.replies]))
    .map((item) => [item.itemId, item]),
);

export function lookupUser(idOrEmail: string): UserDto | undefined {
  return userById.get(idOrEmail) ?? userByEmail.get(idOrEmail.toLowerCase());
}
/** The space as the API shows it, without the sandbox's own bookkeeping. */
export function publicSpace(space: data.SandboxSpace): SpaceDto {
  return Object.fromEntries(
    Object.entries(space).filter(([key]) => !['members', 'pending', 'topics'].includes(key)),
  ) as SpaceDto;
}
type SpaceTopic = components['schemas']['SpaceTopic'];
export function topicOf(topic: data.SandboxSpace['topics'][number]): SpaceTopic {
  return Object.fromEntries(Object.entries(topic).filter(([key]) => key !== 'replies')) as SpaceTopic;
}
export const itemsOf = (convId: string) => data.items.filter((item) => item.convId === convId);
export const matches = (value: string | undefined, term: string) =>
  (value ?? '').toLowerCase().includes(term.toLowerCase());

export const memberOf = (caller: UserDto) => (conversation: ConversationDto) =>
  conversation.participants?.includes(caller.userId) ?? false;
export const knownConversation = (convId: string) => {
  const conversation = conversationById.get(convId);
  // Circuit answers 400 for an unknown conversation (spec: "the conversation does not exist").
  if (!conversation) throw badRequest('The conversation does not exist');
  return conversation;
};
export const spaceOr404 = (spaceId: string) => {
  const space = spaceById.get(spaceId);
  if (!space) throw notFound('The space does not exist');
  return space;
};
export const timeOf = (entry: { modificationTime?: number }) => entry.modificationTime ?? 0;
export const direction = (query: Query, name = 'direction') =>
  oneOf(query, name, ['BEFORE', 'AFTER'] as const, 'BEFORE');
