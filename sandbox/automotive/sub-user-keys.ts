// The sub-user keys of the sandbox account: /makeSubUserKey issues a real HS256 JWT the data routes accept,
// /getSubUserKeys lists the keys made (active and revoked, the key itself never), /revokeSubUserKey revokes one for
// good, so a revoked key is refused (403) on the data routes. All three want the account's apiID/apiKey (403).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CreatedSubUserKey, SubUserKey } from '@gateway/upstream-types/overlays/automotive';
import { type Query, required, ValidationFailure } from './query.js';

/** A key as /getSubUserKeys lists it (the overlay's `SubUserKey`), every field given. */
type IssuedKey = Required<Pick<SubUserKey, 'uuid' | 'domain' | 'endPoints' | 'createdOn' | 'revoked'>>;

export interface SubUserKeyIssuer {
  accepted: { apiId: string; apiKey: string };
  /** Signs a key's JWT with the sandbox's secret, its id the key's uuid. */
  sign(uuid: string, createdOn: number): Promise<string>;
  /** Makes the data routes refuse the key with this uuid. */
  revoke(uuid: string): void;
}

export function subUserKeyRoutes(app: FastifyInstance, issuer: SubUserKeyIssuer): void {
  // Per sandbox instance, so each test's sandbox starts with no keys.
  const keys = new Map<string, IssuedKey>();

  /** The account's own credentials, checked as /getToken checks them. */
  const authorized = (query: Query, reply: FastifyReply) => {
    const apiId = required(query, 'apiID');
    const apiKey = required(query, 'apiKey');
    if (apiId === issuer.accepted.apiId && apiKey === issuer.accepted.apiKey) return true;
    void reply.code(403).send({ detail: 'Invalid API credentials' });
    return false;
  };

  app.get('/getSubUserKeys', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!authorized(request.query as Query, reply)) return reply;
    return reply.send({ cacheTimeLimit: 0, data: [...keys.values()] });
  });

  app.post('/makeSubUserKey', async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Query;
    if (!authorized(query, reply)) return reply;
    const body = (request.body ?? {}) as { endPoints?: unknown };
    const endPoints = body.endPoints ?? ['*'];
    if (!Array.isArray(endPoints) || endPoints.some((name) => typeof name !== 'string')) {
      throw new ValidationFailure('endPoints', 'value is not a valid list of strings');
    }
    const key: IssuedKey = {
      uuid: randomUUID(),
      domain: query.siteName || 'localhost',
      endPoints: endPoints as string[],
      createdOn: Math.floor(Date.now() / 1000),
      revoked: false,
    };
    keys.set(key.uuid, key);
    const { uuid, domain, createdOn } = key;
    const created: CreatedSubUserKey = {
      uuid,
      domain,
      endPoints: key.endPoints,
      createdOn,
      token: await issuer.sign(uuid, createdOn),
    };
    return reply.send(created);
  });

  app.put('/revokeSubUserKey', async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Query;
    if (!authorized(query, reply)) return reply;
    const uuid = required(query, 'subUserKeyUUID');
    const key = keys.get(uuid);
    if (!key) return reply.code(404).send({ detail: 'Sub user key not found' });
    key.revoked = true;
    issuer.revoke(uuid);
    return reply.send({ msg: 'Sub user key revoked', data: null });
  });
}
