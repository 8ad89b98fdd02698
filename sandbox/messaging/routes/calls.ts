// Telephony, webhooks and RTC sessions.
import type { FastifyInstance } from 'fastify';
import * as data from '../data.js';
import { badRequest, byTime, count, notFound, oneOf, text, type ReadRoute } from '../query.js';
import { timeOf } from '../lookup.js';

export function registerCallsReads(route: ReadRoute, app: FastifyInstance): void {
  // --- telephony ---
  route('/telephony/deviceInfos', () => data.deviceInfos);
  // A bare JSON string: the spec declares no schema for it.
  app.get('/telephony/telephonyConversationId', async (_request, reply) =>
    reply.type('application/json').send(JSON.stringify(data.TELEPHONY_CONVERSATION_ID)),
  );
  route('/telephony/:telephonyConversationId/journal', (query, { telephonyConversationId }) => {
    if (telephonyConversationId !== data.TELEPHONY_CONVERSATION_ID) throw notFound('No such telephony conversation');
    const at = count(query, 'timestamp', 0, 0, Number.MAX_SAFE_INTEGER);
    const take = count(query, 'numberOfEntries', 25, 1, 100);
    const order = oneOf(query, 'direction', ['AFTER', 'BEFORE', 'BOTH'] as const, 'AFTER');
    const filter = oneOf(
      query,
      'journalFilter',
      ['ALL', 'MISSED', 'DIALED', 'RECEIVED', 'DIVERTED', 'VOICEMAILS', 'UNHERAD_VOICEMAILS'] as const,
      'ALL',
    );
    const entries = data.journal.filter(
      (entry) =>
        filter === 'ALL' ||
        (filter === 'MISSED' && entry.rtc?.type === 'MISSED') ||
        (filter === 'DIALED' && entry.creatorId === data.profileUser.userId) ||
        (filter === 'RECEIVED' && entry.creatorId !== data.profileUser.userId && entry.rtc?.type !== 'MISSED'),
    );
    if (order === 'BOTH') {
      // Entries around the timestamp, in time order: the older half before it, the rest from it on.
      const before = byTime(entries, timeOf, at, 'BEFORE', Math.ceil(take / 2)).reverse();
      const after = byTime(entries, timeOf, at - 1, 'AFTER', take - before.length);
      return [...before, ...after];
    }
    return byTime(entries, timeOf, order === 'AFTER' ? at : at || undefined, order, take);
  });

  // --- webhooks and calls ---
  route('/webhooks', () => data.webhooks);
  route('/webhooks/incoming/user/:userId', (query, { userId }) => {
    const take = count(query, 'pagesize', 25, 1, 100);
    const pointer = text(query, 'searchpointer');
    const own = data.incomingWebhooks.filter((hook) => hook.userId === userId);
    const start = pointer === undefined ? 0 : own.findIndex((hook) => hook.webhookId === pointer) + 1;
    if (pointer !== undefined && start === 0) throw badRequest('Invalid search pointer');
    return own.slice(start, start + take);
  });
  route('/webhooks/:id', (_query, { id }) => {
    const webhook = data.webhooks.find((candidate) => candidate.id === id);
    if (!webhook) throw notFound('The webHook does not exist');
    return webhook;
  });
  route('/rtc/sessions', () => data.rtcSessions);
}
