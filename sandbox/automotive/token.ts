// The API's own JWTs: /getToken issues real HS256 tokens with a short configurable lifetime, and every data route
// wants a valid one in the `jwt` query parameter (403 when missing, invalid or expired).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Envelope, Token } from '@gateway/upstream-types/overlays/automotive';
import type { SandboxSettings } from '../settings.js';
import { type Query, required } from './query.js';
import { subUserKeyRoutes } from './sub-user-keys.js';

export const AUTOMOTIVE_DEMO = { apiId: 'sandbox-automotive-id', apiKey: 'sandbox-automotive-key' };
const SIGNING_SECRET = new TextEncoder().encode('cis-automotive-sandbox-signing-secret');

/** Token ids issued and revoked by this process's automotive sandboxes (ids are random, so sandboxes never clash). */
const issuedTokenIds = new Set<string>();
const revokedTokenIds = new Set<string>();

/** Revokes every token issued so far, as an account reset would: they answer 403 before they expire. */
export function revokeIssuedTokens(): void {
  for (const id of issuedTokenIds) revokedTokenIds.add(id);
  issuedTokenIds.clear();
}

/** Registers /getToken and the sub-user key routes, and returns `route`, which adds a data route behind the token check. */
export function tokenRoutes(app: FastifyInstance, settings: SandboxSettings) {
  const jwtParam = settings.automotive.jwtParam;
  const ttlSeconds = settings.automotive.sandboxTokenTtlSeconds;
  const accepted = {
    apiId: settings.automotive.apiId ?? AUTOMOTIVE_DEMO.apiId,
    apiKey: settings.automotive.apiKey ?? AUTOMOTIVE_DEMO.apiKey,
  };

  app.get('/getToken', async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Query;
    const apiId = required(query, 'apiID');
    const apiKey = required(query, 'apiKey');
    if (apiId !== accepted.apiId || apiKey !== accepted.apiKey) {
      return reply.code(403).send({ detail: 'Invalid API credentials' });
    }
    const createdOn = Math.floor(Date.now() / 1000);
    const expires = createdOn + ttlSeconds;
    const tokenId = randomUUID();
    issuedTokenIds.add(tokenId);
    const token = await new SignJWT({ apiID: apiId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(createdOn)
      .setExpirationTime(expires)
      .setJti(tokenId)
      .sign(SIGNING_SECRET);
    const body: Token = { token, createdOn, expires };
    return reply.send(body);
  });

  subUserKeyRoutes(app, {
    accepted,
    // A sub-user key is a JWT like the account's tokens, without an expiry: it lasts until revoked.
    sign: (uuid, createdOn) =>
      new SignJWT({ subUser: true })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(createdOn)
        .setJti(uuid)
        .sign(SIGNING_SECRET),
    revoke: (uuid) => revokedTokenIds.add(uuid),
  });

  /** A data route: the JWT is checked first (403 as the spec says), then the answer is wrapped. */
  const route = (path: string, answer: (query: Query) => Envelope<unknown>) =>
    app.get(path, async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as Query;
      const token = query[jwtParam];
      const valid = token
        ? await jwtVerify(token, SIGNING_SECRET, { algorithms: ['HS256'] }).then(
            ({ payload }) => !revokedTokenIds.has(String(payload.jti)),
            () => false,
          )
        : false;
      if (!valid) return reply.code(403).send({ detail: 'Missing, invalid or expired token' });
      return reply.send({ cacheTimeLimit: 600, ...answer(query) });
    });

  return route;
}

export type DataRoute = ReturnType<typeof tokenRoutes>;
