// Sandbox of the Circuit REST API v2 (spec A): the GET paths of the spec under /rest/v2, the bearer check, the
// batch endpoints with their per-call limit, and Circuit's paging (modification time + direction + count,
// search pointers, start index). Data comes from data.ts (seeded, deterministic); the writes and the
// outgoing webhooks are in writes.ts and webhooks.ts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDefinition } from '../framework.js';
import * as data from './data.js';
import type { UserDto } from './data.js';
import { conversationById, itemById, lookupUser, spaceById, spaceItemById } from './lookup.js';
import { HttpFailure, type Query, type ReadRoute } from './query.js';
import { registerUsersReads } from './routes/users.js';
import { registerConversationsReads } from './routes/conversations.js';
import { registerSpacesReads } from './routes/spaces.js';
import { registerCallsReads } from './routes/calls.js';
import { MessagingWebhooks } from './webhooks.js';
import { acceptForms } from './forms.js';
import { registerMessagingWrites } from './writes.js';
import { registerMessagingManagement } from './management.js';
import { registerSpaceWrites } from './spaces-writes.js';

export const MESSAGING_DEMO_TOKEN = 'circuit-sandbox-demo-token';
/** Tokens of other sandbox users (user n of the seed data), so tests can act as a second caller. */
export const messagingUserToken = (n: number) => `circuit-sandbox-token-user-${n}`;

export const messagingSandbox: SandboxDefinition = {
  key: 'messaging',
  basePath: '/rest/v2',
  demo: { secret: MESSAGING_DEMO_TOKEN },
  register(app, { settings }) {
    const credential = settings.services.messaging.credential;
    const header = credential.placement.in === 'header' ? credential.placement.name.toLowerCase() : 'authorization';
    // Which sandbox user each accepted token belongs to.
    const tokens = new Map<string, UserDto>([[MESSAGING_DEMO_TOKEN, data.profileUser]]);
    if (credential.secret) tokens.set(credential.secret, data.profileUser);
    for (let n = 1; n <= 3; n += 1) tokens.set(messagingUserToken(n), data.users[n]!);
    const callers = new WeakMap<FastifyRequest, UserDto>();

    app.addHook('onRequest', async (request, reply) => {
      const value = request.headers[header];
      const token = typeof value === 'string' ? /^Bearer (.+)$/.exec(value)?.[1] : undefined;
      const caller = token ? tokens.get(token) : undefined;
      if (!caller) {
        await reply
          .code(401)
          .send({ errorCode: 'UNAUTHORIZED', errorDescription: 'The authentication was not successful' });
        return;
      }
      callers.set(request, caller);
    });
    app.setErrorHandler(async (error, _request, reply) => {
      const failure = error instanceof HttpFailure ? error : new HttpFailure(500, 'INTERNAL_ERROR', 'Internal error');
      await reply.code(failure.status).send({ errorCode: failure.errorCode, errorDescription: failure.message });
    });
    // An unknown route answers in Circuit's error shape too, not the framework's own 404 JSON (the spec declares
    // no error body; Circuit's errors carry `errorCode` and `errorDescription`).
    app.setNotFoundHandler(async (_request, reply) => {
      await reply.code(404).send({ errorCode: 'NOT_FOUND', errorDescription: 'The resource does not exist' });
    });

    // The writes: form bodies, state that the reads below show, webhook deliveries.
    acceptForms(app);
    const fail = (status: number, errorCode: string, message: string) => new HttpFailure(status, errorCode, message);
    const callerOf = (request: FastifyRequest) => callers.get(request)!;
    const webhooks = new MessagingWebhooks(fail);
    webhooks.register(app, callerOf, lookupUser);
    const writeContext = { callerOf, lookupUser, conversationById, itemById, spaceById, spaceItemById, fail, webhooks };
    registerMessagingWrites(app, writeContext);
    registerMessagingManagement(app, writeContext);
    registerSpaceWrites(app, writeContext);

    const route: ReadRoute = (
      path: string,
      answer: (query: Query, params: Record<string, string>, caller: UserDto) => unknown,
    ) =>
      app.get(path, async (request: FastifyRequest, reply: FastifyReply) =>
        reply.send(answer(request.query as Query, request.params as Record<string, string>, callers.get(request)!)),
      );
    registerUsersReads(route);
    registerConversationsReads(route);
    registerSpacesReads(route);
    registerCallsReads(route, app);
  },
};
