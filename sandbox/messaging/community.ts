// Community conversations, moderation, labels and the caller's profile in the Circuit sandbox (spec A): the spec's
// field limits and refusals, and state the reads show afterwards (a community is listed, a moderator is a
// MODERATOR participant, a label lists its conversations, the profile has its new name).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as data from './data.js';
import type { ConversationDto, LabelDto, UserDto } from './data.js';
import { formOf, queryForm, values, type Form } from './forms.js';
import type { MessagingWriteContext } from './writes.js';

/** Labels one user may have: the spec's 400 "you reached the maximum of 250 labels". */
export const MAX_LABELS = 250;
const LOCALES = [
  'EN_US',
  'DE_DE',
  'EN_GB',
  'ES_ES',
  'FR_FR',
  'IT_IT',
  'RU_RU',
  'ZH_HANS_CN',
  'PT_BR',
  'NL_NL',
  'CA_ES',
];

type Answer = (params: Record<string, string>, caller: UserDto, form: Form, request: FastifyRequest) => unknown;

export function registerMessagingCommunity(app: FastifyInstance, context: MessagingWriteContext): void {
  const { conversationById, fail, webhooks } = context;
  const invalid = (message: string) => fail(400, 'INVALID_PARAM', message);
  const forbidden = (message: string) => fail(403, 'FORBIDDEN', message);

  /** A route answering 200 with its result, or with no body when there is none (as the spec's 200s without content). */
  const route = (method: 'POST' | 'PUT' | 'DELETE', url: string, answer: Answer) =>
    app.route({
      method,
      url,
      handler: async (request, reply) => {
        const params = request.params as Record<string, string>;
        const result = answer(params, context.callerOf(request), formOf(request), request);
        return result === undefined ? reply.code(200).send() : reply.send(result);
      },
    });
  const text = (form: Form, name: string, max: number) => {
    const value = form.get(name) ?? undefined;
    if (value !== undefined && value.length > max) throw invalid(`${name} is longer than ${max} characters`);
    return value;
  };
  const userIds = (names: string[], what: string) => {
    if (names.length === 0) throw invalid(`Missing parameter ${what}`);
    const found = names.map((name) => context.lookupUser(name));
    if (found.some((user) => !user)) throw invalid('One or more of the userIds do not exist');
    return found.map((user) => user!.userId);
  };
  const participantOf = (convId: string, caller: UserDto) => {
    const conversation = conversationById.get(convId);
    if (!conversation) throw invalid('The conversation does not exist');
    if (!conversation.participants?.includes(caller.userId)) throw forbidden('Not a participant of the conversation');
    return conversation;
  };
  const moderatorsOf = (conversation: ConversationDto) => data.conversationModerators.get(conversation.convId);
  /** In a moderated conversation only moderators change who takes part. */
  const mayChangeParticipants = (conversation: ConversationDto, caller: UserDto) => {
    if (conversation.isModerated && !moderatorsOf(conversation)?.has(caller.userId)) {
      throw forbidden('Only moderators may do this in a moderated conversation');
    }
    return conversation;
  };
  const community = (convId: string, caller: UserDto) => {
    const conversation = conversationById.get(convId);
    if (!conversation || conversation.type !== 'COMMUNITY') throw invalid('The community does not exist');
    return participantOf(convId, caller);
  };
  const changed = (conversation: ConversationDto) => {
    conversation.modificationTime = Date.now();
    webhooks.conversationChanged('CONVERSATION.UPDATE', conversation);
    return conversation;
  };

  // --- community conversations ---
  route('POST', '/conversations/community', (_params, caller, form) => {
    const topic = text(form, 'topic', 2048);
    if (!topic?.trim()) throw invalid('The topic is mandatory');
    const description = text(form, 'description', 2048);
    const others = form.has('participants') ? userIds(values(form, 'participants'), 'participants') : [];
    const now = Date.now();
    const created: ConversationDto = {
      convId: randomUUID(),
      type: 'COMMUNITY',
      topic,
      description,
      creatorId: caller.userId,
      creatorTenantId: data.TENANT_ID,
      creationTime: now,
      modificationTime: now,
      participants: [caller.userId, ...others.filter((id) => id !== caller.userId)],
      isModerated: false,
      isGuestAccessDisabled: false,
    };
    data.conversations.push(created);
    conversationById.set(created.convId, created);
    webhooks.conversationChanged('CONVERSATION.CREATE', created);
    return created;
  });
  route('PUT', '/conversations/community/:convId', ({ convId }, caller, form) => {
    const conversation = community(convId!, caller);
    const topic = text(form, 'topic', 2048);
    const description = text(form, 'description', 2048);
    if (topic === undefined && description === undefined) throw invalid('No input parameter is provided');
    if (topic !== undefined) conversation.topic = topic;
    if (description !== undefined) conversation.description = description;
    return changed(conversation);
  });
  route('POST', '/conversations/community/:convId/participants', ({ convId }, caller, form) => {
    const conversation = mayChangeParticipants(community(convId!, caller), caller);
    const added = userIds(values(form, 'participants'), 'participants');
    conversation.participants = [...new Set([...conversation.participants!, ...added])];
    return changed(conversation);
  });
  route('DELETE', '/conversations/community/:convId/participants', ({ convId }, caller, _form, request) => {
    const conversation = mayChangeParticipants(community(convId!, caller), caller);
    const removed = new Set(userIds(values(queryForm(request), 'participants'), 'participants'));
    const left = conversation.participants!.filter((id) => !removed.has(id));
    if (left.length === 0) throw invalid('The last participant of a community cannot be removed');
    conversation.participants = left;
    for (const id of removed) moderatorsOf(conversation)?.delete(id);
    return changed(conversation);
  });

  // --- moderation ---
  const moderated = (convId: string, caller: UserDto) => {
    const conversation = participantOf(convId, caller);
    if (conversation.type === 'DIRECT') throw forbidden('Forbidden to edit this conversation');
    return mayChangeParticipants(conversation, caller);
  };
  route('POST', '/conversations/moderate/:convId', ({ convId }, caller) => {
    const conversation = moderated(convId!, caller);
    if (!conversation.isModerated) data.conversationModerators.set(conversation.convId, new Set([caller.userId]));
    conversation.isModerated = true;
    changed(conversation);
  });
  route('POST', '/conversations/unmoderate/:convId', ({ convId }, caller) => {
    const conversation = moderated(convId!, caller);
    conversation.isModerated = false;
    data.conversationModerators.delete(conversation.convId);
    changed(conversation);
  });
  const moderatorList = (convId: string, caller: UserDto, form: Form) => {
    const conversation = moderated(convId, caller);
    if (!conversation.isModerated) throw invalid('The conversation is not moderated');
    const ids = userIds(values(form, 'moderators'), 'moderators');
    if (ids.some((id) => !conversation.participants!.includes(id))) throw invalid('Failure in moderators list');
    return { conversation, ids, moderators: moderatorsOf(conversation)! };
  };
  route('POST', '/conversations/:convId/moderators', ({ convId }, caller, form) => {
    const { conversation, ids, moderators } = moderatorList(convId!, caller, form);
    for (const id of ids) moderators.add(id);
    changed(conversation);
  });
  route('DELETE', '/conversations/:convId/moderators', ({ convId }, caller, form) => {
    const { conversation, ids, moderators } = moderatorList(convId!, caller, form);
    if ([...moderators].every((id) => ids.includes(id))) throw invalid('A moderated conversation keeps a moderator');
    for (const id of ids) moderators.delete(id);
    changed(conversation);
  });

  // --- labels ---
  const labelText = (form: Form) => {
    const label = text(form, 'label', 2048);
    if (!label?.trim()) throw invalid('The label is mandatory');
    return label;
  };
  /** The caller's label of that text, created when new. */
  const labelNamed = (value: string): LabelDto => {
    const existing = data.labels.find((label) => label.value === value);
    if (existing) return existing;
    if (data.labels.length >= MAX_LABELS) throw invalid(`You reached the maximum of ${MAX_LABELS} labels`);
    const created = { labelId: randomUUID(), value };
    data.labels.push(created);
    return created;
  };
  const assigned = (convId: string) => data.conversationLabels.get(convId) ?? [];
  route('POST', '/conversations/:convId/label', ({ convId }, caller, form) => {
    const conversation = participantOf(convId!, caller);
    const label = labelNamed(labelText(form));
    const ids = assigned(conversation.convId).filter((id) => id !== label.labelId);
    data.conversationLabels.set(conversation.convId, [...ids, label.labelId]);
    return label;
  });
  route('DELETE', '/conversations/:convId/label/:labelId', ({ convId, labelId }, caller) => {
    const conversation = participantOf(convId!, caller);
    const label = data.labels.find((candidate) => candidate.labelId === labelId);
    if (!label || !assigned(conversation.convId).includes(label.labelId)) {
      throw invalid('The label was not assigned to the conversation');
    }
    data.conversationLabels.set(
      conversation.convId,
      assigned(conversation.convId).filter((id) => id !== label.labelId),
    );
    return label;
  });
  route('POST', '/users/labels', (_params, _caller, form) => labelNamed(labelText(form)));
  route('DELETE', '/users/labels/:labelId', ({ labelId }) => {
    // The spec: "either the unique ID or the label value".
    const index = data.labels.findIndex((label) => label.labelId === labelId || label.value === labelId);
    if (index < 0) throw invalid('The label does not exist');
    const [label] = data.labels.splice(index, 1);
    for (const [convId, ids] of data.conversationLabels) {
      data.conversationLabels.set(
        convId,
        ids.filter((id) => id !== label!.labelId),
      );
    }
    return label;
  });

  // --- profile ---
  route('PUT', '/users/profile', (_params, caller, form) => {
    const firstName = text(form, 'firstname', 128);
    const lastName = text(form, 'lastname', 128);
    const jobTitle = text(form, 'jobTitle', 128);
    const locale = form.get('locale') ?? undefined;
    if ([firstName, lastName, jobTitle, locale].every((value) => value === undefined)) {
      throw invalid('No input parameter is provided');
    }
    if (locale !== undefined && !LOCALES.includes(locale)) throw invalid('Invalid locale');
    if (firstName !== undefined) caller.firstName = firstName;
    if (lastName !== undefined) caller.lastName = lastName;
    if (jobTitle !== undefined) caller.jobTitle = jobTitle;
    if (locale !== undefined) caller.locale = locale;
    caller.displayName = `${caller.firstName ?? ''} ${caller.lastName ?? ''}`.trim();
    return caller;
  });
}
