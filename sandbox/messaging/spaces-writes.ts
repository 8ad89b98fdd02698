// Space writes of the Circuit sandbox (spec A): administration, membership, space items and recent searches, with
// the spec's form fields, enums and limits, Circuit's roles (owner and moderators manage a space; creators change
// their own items) and state that the space reads show (a created space is listed, a like counts, a pin moves).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ParticipantSpaceWrapper } from '@gateway/upstream-types/overlays/messaging';
import * as data from './data.js';
import type { SpaceItemDto, SpaceParticipantDto, UserDto } from './data.js';
import { publicSpace, topicOf } from './lookup.js';
import { formOf, values, type Form } from './forms.js';

export interface SpaceWriteContext {
  callerOf(request: FastifyRequest): UserDto;
  lookupUser(idOrEmail: string): UserDto | undefined;
  spaceById: Map<string, data.SandboxSpace>;
  spaceItemById: Map<string, SpaceItemDto>;
  fail(status: number, errorCode: string, message: string): Error;
}

type SandboxTopic = data.SandboxSpace['topics'][number];

/** Welcome boxes by space (the spec has no read of them; tests look here). */
export const spaceWelcomeBoxes = new Map<string, { content: string; display: boolean }>();
/** Labels assigned to spaces, by space id. */
export const spaceLabels = new Map<string, string[]>();
/** Why each pending participant asked to join, by `spaceId/userId`. */
export const accessRequestReasons = new Map<string, string>();
/** Ids of the space searches a client cancelled. */
export const cancelledSpaceSearches = new Set<string>();

const MAX_TEXT = 2048;
const MAX_PICTURE = 256_000;
const MAX_CONTENT = 200_000;
/** Recent searches Circuit keeps per user. */
const MAX_RECENT_SEARCHES = 10;
const SPACE_TYPES = ['OPEN', 'CLOSED', 'SECRET'];
const ACCESS_MODES = ['INTERNAL_ONLY', 'INTERNAL_EXTERNAL'];
const STATUSES = ['ENABLED', 'DISABLED'];
const ROLES = ['MODERATOR', 'AUTHOR', 'PARTICIPANT', 'READER'];
const SEARCH_SCOPES = ['ALL', 'SPACES', 'TOPICBY', 'FILES', 'TAGS', 'LABELS', 'DATE'];
/** Roles that manage a space (the seed's owner, and moderators). */
const MANAGING_ROLES = ['OWNER', 'MODERATOR'];

export function registerSpaceWrites(app: FastifyInstance, context: SpaceWriteContext): void {
  const { callerOf, spaceById, spaceItemById, fail } = context;
  const badRequest = (message: string) => fail(400, 'INVALID_PARAM', message);
  const forbidden = (message: string) => fail(403, 'FORBIDDEN', message);
  const notFound = (message: string) => fail(404, 'NOT_FOUND', message);

  const text = (form: Form, name: string, max = MAX_TEXT) => {
    const value = form.get(name) ?? undefined;
    if (value !== undefined && value.length > max) throw badRequest(`${name} is longer than ${max} characters`);
    return value;
  };
  const mandatory = (form: Form, name: string, max = MAX_TEXT) => {
    const value = text(form, name, max);
    if (!value) throw badRequest(`Missing parameter ${name}`);
    return value;
  };
  const oneOf = (form: Form, name: string, allowed: readonly string[], fallback?: string) => {
    const value = text(form, name) ?? fallback;
    if (value === undefined) throw badRequest(`Missing parameter ${name}`);
    if (!allowed.includes(value)) throw badRequest(`Parameter ${name} must be one of ${allowed.join(', ')}`);
    return value;
  };
  const picture = (form: Form, name: string) => {
    const value = text(form, name, MAX_PICTURE);
    if (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) throw badRequest(`${name} must be base64`);
    return value === undefined ? undefined : `picture-${randomUUID()}`;
  };
  const tags = (form: Form) => {
    const found = values(form, 'tags');
    if (found.some((tag) => tag.length > MAX_TEXT)) throw badRequest(`A tag is longer than ${MAX_TEXT} characters`);
    return found;
  };
  const user = (idOrEmail: string) => {
    const found = context.lookupUser(idOrEmail);
    if (!found) throw badRequest('The user does not exist');
    return found;
  };

  const space = (spaceId: string) => {
    const found = spaceById.get(spaceId);
    if (!found) throw notFound('The space does not exist');
    return found;
  };
  const memberOf = (target: data.SandboxSpace, userId: string) => target.members.find((m) => m.userId === userId);
  const member = (spaceId: string, caller: UserDto) => {
    const target = space(spaceId);
    if (!memberOf(target, caller.userId)) throw forbidden('Not a member of the space');
    return target;
  };
  const manages = (target: data.SandboxSpace, caller: UserDto) =>
    target.ownerId === caller.userId || MANAGING_ROLES.includes(memberOf(target, caller.userId)?.role ?? '');
  const managed = (spaceId: string, caller: UserDto) => {
    const target = member(spaceId, caller);
    if (!manages(target, caller)) throw forbidden('Only a moderator may do this');
    return target;
  };
  const participant = (target: data.SandboxSpace, found: UserDto, role: string): SpaceParticipantDto => {
    const now = Date.now();
    return {
      userId: found.userId,
      firstName: found.firstName,
      lastName: found.lastName,
      role,
      state: 'ACTIVE',
      tenantId: target.tenantId,
      smallImageUri: found.avatar,
      creationTime: now,
      modificationTime: now,
      numberOfTopics: 0,
      numberOfReplies: 0,
    };
  };
  const changed = (target: data.SandboxSpace) => {
    target.numberOfParticipants = target.members.length;
    target.modificationTime = Date.now();
    return target;
  };
  /** `ParticipantSpaceWrapper`: the space with the caller's own participant record. */
  const wrapper = (target: data.SandboxSpace, caller: UserDto): ParticipantSpaceWrapper => ({
    space: publicSpace(target),
    participant: memberOf(target, caller.userId),
  });

  type Handler = (params: Record<string, string>, caller: UserDto, form: Form) => unknown;
  const on = (method: 'POST' | 'PUT' | 'DELETE', path: string, handle: Handler) =>
    app.route({
      method,
      url: path,
      handler: async (request, reply) => {
        const answer = handle(request.params as Record<string, string>, callerOf(request), formOf(request));
        // Every one of these operations answers 200, with a body or without.
        return answer === undefined ? reply.code(200).send() : reply.send(answer);
      },
    });

  // --- administration ---
  on('POST', '/spaces/create', (_params, caller, form) => {
    const name = mandatory(form, 'name');
    if (data.spaces.some((other) => other.name!.toLowerCase() === name.toLowerCase())) {
      throw badRequest('The space name is already in use');
    }
    const now = Date.now();
    const created: data.SandboxSpace = {
      spaceId: randomUUID(),
      name,
      description: text(form, 'description'),
      type: oneOf(form, 'type', SPACE_TYPES, 'SECRET'),
      status: oneOf(form, 'status', STATUSES, 'ENABLED'),
      accessModeType: oneOf(form, 'accessModeType', ACCESS_MODES, 'INTERNAL_ONLY'),
      defaultRole: oneOf(form, 'role', ROLES, 'AUTHOR'),
      creatorId: caller.userId,
      ownerId: caller.userId,
      tenantId: data.TENANT_ID,
      creationTime: now,
      modificationTime: now,
      numberOfParticipants: 1,
      numberOfExternalParticipants: 0,
      numberOfTopics: 0,
      numberOfReplies: 0,
      numberOfPinnedTopics: 0,
      tags: tags(form),
      smallPictureId: picture(form, 'smallPictureBase64'),
      largePictureId: picture(form, 'largePictureBase64'),
      members: [],
      pending: [],
      topics: [],
    };
    created.members.push(participant(created, caller, 'OWNER'));
    data.spaces.push(created);
    spaceById.set(created.spaceId, created);
    return wrapper(created, caller);
  });
  on('PUT', '/spaces/:id', ({ id }, caller, form) => {
    const target = managed(id!, caller);
    const name = text(form, 'name');
    if (name !== undefined) {
      if (!name) throw badRequest('The name must not be empty');
      const taken = data.spaces.some((o) => o !== target && o.name!.toLowerCase() === name.toLowerCase());
      if (taken) throw badRequest('The space name is already in use');
      target.name = name;
    }
    const description = text(form, 'description');
    if (description !== undefined) target.description = description;
    const unchanged = (value: string) => (value === 'NO_CHANGE' ? undefined : value);
    target.type = unchanged(oneOf(form, 'type', [...SPACE_TYPES, 'NO_CHANGE'], 'NO_CHANGE')) ?? target.type;
    target.accessModeType =
      unchanged(oneOf(form, 'accessModeType', [...ACCESS_MODES, 'NO_CHANGE'], 'NO_CHANGE')) ?? target.accessModeType;
    target.defaultRole = unchanged(oneOf(form, 'role', [...ROLES, 'NO_CHANGE'], 'NO_CHANGE')) ?? target.defaultRole;
    // The spec's default for status is ENABLED, not "no change".
    target.status = oneOf(form, 'status', STATUSES, 'ENABLED');
    if (form.has('tags')) target.tags = tags(form);
    target.smallPictureId = picture(form, 'smallPictureBase64') ?? target.smallPictureId;
    target.largePictureId = picture(form, 'largePictureBase64') ?? target.largePictureId;
    const ownerId = text(form, 'ownerId');
    if (ownerId !== undefined) {
      const owner = memberOf(target, user(ownerId).userId);
      if (!owner) throw badRequest('The new owner must be a participant of the space');
      const previous = memberOf(target, target.ownerId!);
      if (previous && previous !== owner) previous.role = 'MODERATOR';
      owner.role = 'OWNER';
      target.ownerId = owner.userId;
    }
    return wrapper(changed(target), caller);
  });
  on('DELETE', '/spaces/:id', ({ id }, caller) => {
    const target = member(id!, caller);
    if (target.ownerId !== caller.userId) throw forbidden('Only the owner may delete a space');
    data.spaces.splice(data.spaces.indexOf(target), 1);
    spaceById.delete(target.spaceId);
    for (const topic of target.topics) {
      for (const item of [topic.spaceItem, ...topic.replies]) spaceItemById.delete(item.itemId);
    }
    const kept = data.flaggedSpaceItems.filter((flag) => flag.item?.spaceId !== target.spaceId);
    data.flaggedSpaceItems.splice(0, data.flaggedSpaceItems.length, ...kept);
  });
  on('POST', '/spaces/:id/join', ({ id }, caller) => {
    const target = space(id!);
    if (!memberOf(target, caller.userId)) {
      if (target.type === 'SECRET') throw forbidden('A secret space is joined by invitation only');
      if (target.type === 'CLOSED' || target.accessModeType === 'CLOSED') {
        throw forbidden('The space is closed: request access instead');
      }
      target.members.push(participant(target, caller, target.defaultRole ?? 'AUTHOR'));
      target.pending = target.pending.filter((p) => p.userId !== caller.userId);
      changed(target);
    }
    return wrapper(target, caller);
  });
  on('PUT', '/spaces/:spaceId/welcomebox/:content', ({ spaceId, content }, caller, form) => {
    const target = managed(spaceId!, caller);
    if (!content || content.length > MAX_TEXT) throw badRequest(`content must be 1 to ${MAX_TEXT} characters`);
    spaceWelcomeBoxes.set(target.spaceId, { content, display: form.get('displayWelcomeBox') === 'true' });
  });
  const labelAnswer = (spaceId: string) => [{ labelIds: spaceLabels.get(spaceId) ?? [] }];
  const knownLabels = (form: Form, name: string) => {
    const ids = values(form, name);
    if (ids.length === 0) throw badRequest(`Missing parameter ${name}`);
    if (ids.some((labelId) => !data.labels.some((label) => label.labelId === labelId))) {
      throw badRequest('One or more of the labels do not exist');
    }
    return ids;
  };
  on('POST', '/spaces/:id/labels/assign', ({ id }, caller, form) => {
    const target = member(id!, caller);
    const assigned = spaceLabels.get(target.spaceId) ?? [];
    spaceLabels.set(target.spaceId, [...new Set([...assigned, ...knownLabels(form, 'labels')])]);
    return labelAnswer(target.spaceId);
  });
  on('DELETE', '/spaces/:id/labels/unassign', ({ id }, caller, form) => {
    const target = member(id!, caller);
    const removed = new Set(knownLabels(form, 'labelIds'));
    spaceLabels.set(
      target.spaceId,
      (spaceLabels.get(target.spaceId) ?? []).filter((labelId) => !removed.has(labelId)),
    );
    return labelAnswer(target.spaceId);
  });

  // --- membership ---
  const users = (form: Form, name: string) => {
    const ids = values(form, name);
    if (ids.length === 0) throw badRequest(`Missing parameter ${name}`);
    return ids.map(user);
  };
  on('POST', '/spaces/:id/participant', ({ id }, caller, form) => {
    const target = managed(id!, caller);
    const role = oneOf(form, 'role', ['DEFAULT', ...ROLES]);
    const results = users(form, 'userId').map((found) => {
      if (memberOf(target, found.userId)) return { userId: found.userId, result: 'ALREADY_PARTICIPANT' };
      target.members.push(participant(target, found, role === 'DEFAULT' ? (target.defaultRole ?? 'AUTHOR') : role));
      target.pending = target.pending.filter((p) => p.userId !== found.userId);
      return { userId: found.userId, result: 'ADDED' };
    });
    changed(target);
    return results;
  });
  on('POST', '/spaces/:id/participant/remove', ({ id }, caller, form) => {
    const target = managed(id!, caller);
    const removed = new Set(users(form, 'userIds').map((found) => found.userId));
    if (removed.has(target.ownerId!)) throw badRequest('The owner cannot be removed');
    target.members = target.members.filter((m) => !removed.has(m.userId));
    changed(target);
  });
  on('PUT', '/spaces/:spaceId/participant', ({ spaceId }, caller, form) => {
    const target = managed(spaceId!, caller);
    const role = oneOf(form, 'role', ROLES);
    const found = memberOf(target, user(mandatory(form, 'userId')).userId);
    if (!found) throw badRequest('The user is not a participant of the space');
    if (found.userId === target.ownerId) throw badRequest("The owner's role cannot be changed");
    found.role = role;
    found.modificationTime = Date.now();
    changed(target);
  });
  on('POST', '/spaces/:spaceId/participant/request', ({ spaceId }, caller, form) => {
    const target = space(spaceId!);
    const reason = text(form, 'reason');
    if (memberOf(target, caller.userId)) throw badRequest('Already a participant of the space');
    if (target.type === 'SECRET') throw forbidden('A secret space is joined by invitation only');
    if (!target.pending.some((p) => p.userId === caller.userId)) {
      target.pending.push({ ...participant(target, caller, target.defaultRole ?? 'AUTHOR'), state: 'PENDING' });
    }
    if (reason) accessRequestReasons.set(`${target.spaceId}/${caller.userId}`, reason);
  });
  const request = (target: data.SandboxSpace, participantId: string) => {
    const asked = target.pending.find((p) => p.userId === user(participantId).userId);
    if (!asked) throw badRequest('The user has not requested access');
    target.pending = target.pending.filter((p) => p !== asked);
    accessRequestReasons.delete(`${target.spaceId}/${asked.userId}`);
    return asked;
  };
  on('POST', '/spaces/:spaceId/participant/:participantId/grant', ({ spaceId, participantId }, caller) => {
    const target = managed(spaceId!, caller);
    const asked = request(target, participantId!);
    target.members.push(participant(target, user(asked.userId), target.defaultRole ?? 'AUTHOR'));
    changed(target);
  });
  on('POST', '/spaces/:spaceId/participant/:participantId/deny', ({ spaceId, participantId }, caller, form) => {
    const target = managed(spaceId!, caller);
    text(form, 'reason');
    request(target, participantId!);
    changed(target);
  });

  // --- space items ---
  /** The item with its space and topic (the topic's own item is the topic). */
  const locate = (itemId: string) => {
    for (const candidate of data.spaces) {
      for (const topic of candidate.topics) {
        if (topic.spaceItem.itemId === itemId) return { target: candidate, topic, item: topic.spaceItem };
        const reply = topic.replies.find((r) => r.itemId === itemId);
        if (reply) return { target: candidate, topic, item: reply };
      }
    }
    throw badRequest('invalid itemid');
  };
  const memberItem = (itemId: string, caller: UserDto) => {
    const found = locate(itemId);
    member(found.target.spaceId, caller);
    return found;
  };
  const editable = (itemId: string, caller: UserDto) => {
    const found = memberItem(itemId, caller);
    if (found.item.creatorId !== caller.userId && !manages(found.target, caller)) {
      throw forbidden('Only the creator or a moderator may change an item');
    }
    return found;
  };
  const touched = (item: SpaceItemDto) => {
    item.modificationTime = Date.now();
    return item;
  };
  on('PUT', '/spaces/flag/:itemId', ({ itemId }, caller) => {
    const { topic, item } = memberItem(itemId!, caller);
    if (data.flaggedSpaceItems.some((flag) => flag.item?.itemId === item.itemId)) return;
    const parentItem = item === topic.spaceItem ? undefined : topic.spaceItem;
    data.flaggedSpaceItems.push({ item, parentItem, flaggedTime: Date.now() });
  });
  on('PUT', '/spaces/unflag/:itemId', ({ itemId }, caller) => {
    const { item } = memberItem(itemId!, caller);
    const index = data.flaggedSpaceItems.findIndex((flag) => flag.item?.itemId === item.itemId);
    if (index >= 0) data.flaggedSpaceItems.splice(index, 1);
  });
  const like = (itemId: string, caller: UserDto, liked: boolean) => {
    const { item } = memberItem(itemId, caller);
    const others = (data.spaceLikes.get(item.itemId) ?? []).filter((userId) => userId !== caller.userId);
    const likers = liked ? [...others, caller.userId] : others;
    data.spaceLikes.set(item.itemId, likers);
    item.numberOfLikes = likers.length;
  };
  on('PUT', '/spaces/like/:itemId', ({ itemId }, caller) => like(itemId!, caller, true));
  on('PUT', '/spaces/unlike/:itemId', ({ itemId }, caller) => like(itemId!, caller, false));
  on('DELETE', '/spaces/item/:itemId', ({ itemId }, caller) => {
    const { item } = editable(itemId!, caller);
    Object.assign(touched(item), { Status: 'DELETED', content: '', attachments: [], deletedBy: caller.userId });
  });
  const managedTopic = (topicId: string, caller: UserDto) => {
    const found = memberItem(topicId, caller);
    if (found.item !== found.topic.spaceItem) throw badRequest('The item is not a topic');
    if (!manages(found.target, caller)) throw forbidden('Only a moderator may pin topics');
    return found;
  };
  const pinnedCount = (target: data.SandboxSpace) => {
    target.numberOfPinnedTopics = target.topics.filter((t) => t.pinned).length;
  };
  on('PUT', '/spaces/:topicId/pin', ({ topicId }, caller, form) => {
    const { target, topic } = managedTopic(topicId!, caller);
    const raw = form.get('position') ?? '';
    const position = Number(raw);
    if (!/^\d+$/.test(raw) || position > 255) throw badRequest('position must be an integer from 0 to 255');
    // The pinned topics are listed in the order of the space's topics: move this one to its position among them.
    target.topics.splice(target.topics.indexOf(topic), 1);
    topic.pinned = true;
    const pinned = target.topics.filter((t) => t.pinned);
    const before = pinned[Math.min(position, pinned.length)];
    target.topics.splice(before ? target.topics.indexOf(before) : target.topics.length, 0, topic);
    pinnedCount(target);
  });
  on('PUT', '/spaces/:topicId/unpin', ({ topicId }, caller) => {
    const { target, topic } = managedTopic(topicId!, caller);
    topic.pinned = false;
    pinnedCount(target);
  });
  const topicIn = (spaceId: string, topicId: string, caller: UserDto): SandboxTopic => {
    const found = member(spaceId, caller).topics.find((t) => t.spaceItem.itemId === topicId);
    if (!found) throw notFound('The topic does not exist');
    return found;
  };
  const attachments = (form: Form, item: SpaceItemDto) => {
    if (!form.has('attachments')) return;
    const ids = values(form, 'attachments');
    if (ids.some((id) => id.length > 16_000)) throw badRequest('An attachment id is longer than 16000 characters');
    item.attachments = ids.map((fileId) => ({ fileId, creationTime: Date.now() }));
  };
  on('PUT', '/spaces/:spaceId/topic/:topicId', ({ spaceId, topicId }, caller, form) => {
    const topic = topicIn(spaceId!, topicId!, caller);
    editable(topic.spaceItem.itemId, caller);
    const subject = text(form, 'subject');
    if (subject !== undefined) {
      if (!subject) throw badRequest('The subject must not be empty');
      topic.subject = subject;
    }
    const content = text(form, 'content', MAX_CONTENT);
    if (content !== undefined) topic.spaceItem.content = content;
    if (form.has('tags')) topic.tags = tags(form);
    attachments(form, topic.spaceItem);
    topic.spaceItem.Status = 'EDITED';
    touched(topic.spaceItem);
    return topicOf(topic);
  });
  on('PUT', '/spaces/:spaceId/topic/:topicId/reply/:replyId', ({ spaceId, topicId, replyId }, caller, form) => {
    const topic = topicIn(spaceId!, topicId!, caller);
    const reply = topic.replies.find((r) => r.itemId === replyId);
    if (!reply) throw badRequest('The reply does not exist');
    if (reply.creatorId !== caller.userId) throw forbidden('Only the creator may change a reply');
    const content = text(form, 'content', MAX_CONTENT);
    if (content !== undefined) {
      if (!content.trim()) throw badRequest('The content must not be empty');
      reply.content = content;
    }
    attachments(form, reply);
    reply.Status = 'EDITED';
    return { parentTopicId: topicId, spaceItem: touched(reply) };
  });
  on('PUT', '/spaces/topic/:topicId/updateTags', ({ topicId }, caller, form) => {
    const { topic, item } = editable(topicId!, caller);
    if (item !== topic.spaceItem) throw badRequest('The item is not a topic');
    const updated = tags(form);
    if (updated.length === 0) throw badRequest('Missing parameter tags');
    topic.tags = updated;
    touched(item);
    return topicOf(topic);
  });

  // --- recent searches ---
  const dateTime = (form: Form, name: string) => {
    const raw = text(form, name);
    if (raw === undefined) return undefined;
    const at = Date.parse(raw);
    if (Number.isNaN(at)) throw badRequest(`${name} must be a date-time`);
    return at;
  };
  on('PUT', '/spaces/search/add/recent', (_params, _caller, form) => {
    const search = {
      searchTerm: mandatory(form, 'searchTerm'),
      scope: oneOf(form, 'scope', SEARCH_SCOPES),
      startTime: dateTime(form, 'startTime'),
      endTime: dateTime(form, 'endTime'),
    };
    const recent = data.recentSpaceSearches as Array<Partial<typeof search>>;
    const kept = recent.filter((s) => !(s.searchTerm === search.searchTerm && s.scope === search.scope));
    recent.splice(0, recent.length, search, ...kept.slice(0, MAX_RECENT_SEARCHES - 1));
  });
  on('PUT', '/spaces/search/cancel/:searchId', ({ searchId }) => {
    if (!searchId || searchId.length > MAX_TEXT) throw badRequest(`searchId must be 1 to ${MAX_TEXT} characters`);
    cancelledSpaceSearches.add(searchId);
  });
}
