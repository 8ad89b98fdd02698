// Conversations and their items: paging, search, flagged items and participants.
import type { FavoriteConversationIds } from '@gateway/upstream-types/overlays/messaging';
import * as data from '../data.js';
import type { ConversationDto, ConversationItemDto } from '../data.js';
import {
  badRequest,
  byTime,
  count,
  HttpFailure,
  list,
  notFound,
  oneOf,
  pointerSlice,
  required,
  text,
  time,
  type ReadRoute,
} from '../query.js';
import {
  conversationById,
  direction,
  itemById,
  itemsOf,
  knownConversation,
  lookupUser,
  matches,
  memberOf,
  timeOf,
  userById,
} from '../lookup.js';

export function registerConversationsReads(route: ReadRoute): void {
  // --- conversations ---
  route('/conversations', (query, _params, caller) => {
    const take = count(query, 'results', 25, 1, 100);
    return byTime(data.conversations.filter(memberOf(caller)), timeOf, time(query, 'modTime'), direction(query), take);
  });
  route('/conversations/byIds', (query) => list(query, 'convIds').flatMap((id) => conversationById.get(id) ?? []));
  route('/conversations/community', (query, _params, caller) => {
    const sort = oneOf(query, 'sort', ['ALPHABETICALLY', 'RECENT_ACTIVITY', 'POPULARITY'] as const, 'ALPHABETICALLY');
    const order = oneOf(query, 'order', ['ASCENDING', 'DESCENDING'] as const, 'ASCENDING');
    const includeOwn = text(query, 'includeOwn') === 'true';
    const start = count(query, 'startIndex', 0, 0, 255);
    const take = count(query, 'results', 25, 1, 100);
    const key = (c: ConversationDto) =>
      sort === 'ALPHABETICALLY'
        ? (c.topic ?? '')
        : sort === 'RECENT_ACTIVITY'
          ? timeOf(c)
          : (c.participants?.length ?? 0);
    const communities = data.conversations
      .filter((c) => c.type === 'COMMUNITY' && (includeOwn || !memberOf(caller)(c)))
      .sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        const compared = x < y ? -1 : x > y ? 1 : a.convId.localeCompare(b.convId);
        return order === 'ASCENDING' ? compared : -compared;
      });
    return communities.slice(start, start + take);
  });
  route('/conversations/conversationdetails', (query) =>
    list(query, 'convIds').flatMap((id) => data.conversationDetails.find((details) => details.convId === id) ?? []),
  );
  route('/conversations/direct', (query, _params, caller) => {
    const other = lookupUser(required(query, 'participant'));
    if (!other) throw badRequest('The user does not exist');
    const direct = data.conversations.find(
      (c) => c.type === 'DIRECT' && memberOf(caller)(c) && c.participants!.includes(other.userId),
    );
    if (!direct) throw notFound('No direct conversation with this user');
    return direct;
  });
  route('/conversations/favorite', () => data.favoriteConversationIds satisfies FavoriteConversationIds);
  route('/conversations/label/:labelId', (query, { labelId }) => {
    const take = count(query, 'pageSize', 25, 1, 100);
    const tagged = data.conversations.filter((c) => data.conversationLabels.get(c.convId)?.includes(labelId!));
    const { page, hasMore, searchPointer } = pointerSlice(tagged, text(query, 'nextPagePointer'), take);
    return { conversationList: page, hasMore, nextPagePointer: searchPointer };
  });
  route('/conversations/messages/flag', () => data.items.filter((item) => data.flaggedItemIds.has(item.itemId)));
  route('/conversations/messages/:itemId', (_query, { itemId }) => {
    const item = itemById.get(itemId!);
    if (!item) throw badRequest('The item with the given id was not found');
    return item;
  });
  route('/conversations/resolveinvitetoken', (query) => {
    const convId = data.inviteTokens.get(required(query, 'token'));
    if (!convId) throw notFound('The token does not exist');
    return conversationById.get(convId);
  });
  route('/conversations/search', (query, _params, caller) => {
    const term = required(query, 'term');
    const scope = oneOf(
      query,
      'scope',
      ['FILES', 'PEOPLE', 'MEMBERS', 'MESSAGES', 'SENTBY', 'ALL', 'CONVERSATIONS', 'LABEL', 'FILTER'] as const,
      'ALL',
    );
    const withItems = text(query, 'includeItemIds') === 'true';
    const matching = data.conversations.filter(memberOf(caller)).flatMap((conversation) => {
      const hits = itemsOf(conversation.convId).filter(
        (item) =>
          ((scope === 'ALL' || scope === 'MESSAGES') && matches(item.text?.content, term)) ||
          ((scope === 'ALL' || scope === 'FILES') && item.attachments?.some((file) => matches(file.fileName, term))),
      );
      const topicHit = (scope === 'ALL' || scope === 'CONVERSATIONS') && matches(conversation.topic, term);
      if (!topicHit && hits.length === 0) return [];
      return [{ convId: conversation.convId, itemIds: withItems ? hits.slice(0, 100).map((i) => i.itemId) : [] }];
    });
    return { matchingConversations: matching.slice(0, 100) };
  });
  // Only participants read a conversation; a community is open to anyone who may join it.
  route('/conversations/:convId', (_query, { convId }, caller) => {
    const conversation = knownConversation(convId!);
    if (conversation.type !== 'COMMUNITY' && !memberOf(caller)(conversation)) {
      throw new HttpFailure(403, 'FORBIDDEN', 'Not a participant of the conversation');
    }
    return conversation;
  });
  route('/conversations/:convId/conversationdetails', (_query, { convId }) => {
    knownConversation(convId!);
    return data.conversationDetails.find((details) => details.convId === convId);
  });
  route('/conversations/:convId/items', (query, { convId }) => {
    knownConversation(convId!);
    const take = count(query, 'results', 25, 1, 100);
    return byTime<ConversationItemDto>(itemsOf(convId!), timeOf, time(query, 'modTime'), direction(query), take);
  });
  route('/conversations/:convId/messages/flag', (_query, { convId }) => {
    knownConversation(convId!);
    return itemsOf(convId!).filter((item) => data.flaggedItemIds.has(item.itemId));
  });
  route('/conversations/:convId/participants', (query, { convId }) => {
    const conversation = knownConversation(convId!);
    const take = count(query, 'pageSize', 25, 1, 25);
    const type = oneOf(query, 'type', ['REGULAR', 'MODERATOR', 'GUEST', 'FORMER', 'BOT'] as const, 'REGULAR');
    const name = text(query, 'name');
    const participants = conversation
      .participants!.map((id) => userById.get(id)!)
      .map((user) => ({
        userId: user.userId,
        displayName: user.displayName,
        firstName: user.firstName,
        lastName: user.lastName,
        type:
          user.userType === 'BOT'
            ? 'BOT'
            : data.conversationModerators.get(conversation.convId)?.has(user.userId)
              ? 'MODERATOR'
              : 'REGULAR',
        isDeleted: user.userState === 'DELETED',
        smallImageUri: user.avatar,
        largeImageUri: user.avatarLarge,
      }))
      .filter((p) => p.type === type && (!name || matches(p.displayName, name)));
    const { page, hasMore, searchPointer } = pointerSlice(participants, text(query, 'searchPointer'), take);
    // The spec wraps the answer in an array.
    return [{ participantList: page, hasMore, searchPointer }];
  });
  route('/conversations/:convId/pins', (_query, { convId }) => {
    knownConversation(convId!);
    return (data.pinnedItems.get(convId!) ?? []).map((pin) => ({
      conversationId: convId,
      conversationItemId: pin.itemId,
      pinnedTime: pin.pinnedTime,
    }));
  });
}
