// The sub-user keys of the gateway's own CIS Automotive account: `automotive { subUserKeys }`, and the mutations
// createAutomotiveSubUserKey and revokeAutomotiveSubUserKey. They spend the account's apiID/apiKey, so each needs
// the `automotive:admin` scope (checked before any upstream call). A new key is shown once, to the admin who made
// it: listings never carry a key, and mutations are never answered from the response cache.
import { z } from 'zod';
import type { CreatedSubUserKeyDto, SubUserKeyDto } from '../../datasources/automotive/index.js';
import type { GatewayContext } from '../../context.js';
import { AutomotiveQuery } from '../../schema/automotive.js';
import { builder } from '../../schema/builder.js';
import { serviceMutationFields } from '../../schema/service-mutations.js';

/** The account's data source, once this caller may manage the account. */
function account(context: GatewayContext) {
  context.requireAdmin('automotive');
  return context.dataSources.automotive.account;
}

/** The spec's timestamps are epoch seconds; epoch milliseconds are recognised too. */
function epochDate(value: unknown): Date | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return new Date(value < 1e11 ? value * 1000 : value);
}
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const endpointsOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null;

/** A web site's host name (the domain the key may be used from). */
const siteName = z
  .string()
  .max(253, 'must be at most 253 characters')
  .regex(/^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/, {
    message: 'must be a host name such as localhost or www.example.com',
  });
/** `*` (every data endpoint) or an endpoint's name, such as `listings` or `/listings`. */
const endpoints = z
  .array(z.string().regex(/^(\*|\/?[A-Za-z][A-Za-z0-9]{0,63})$/, 'must be * or an endpoint name such as listings'))
  .min(1, 'must name at least one endpoint')
  .max(50, 'must name at most 50 endpoints');
const uuid = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a key uuid (letters, digits and "-")');

export const AutomotiveSubUserKey = builder.objectRef<SubUserKeyDto>('AutomotiveSubUserKey').implement({
  description:
    "A sub-user key of the gateway's CIS Automotive account, as listed: the key itself is never listed (it is shown " +
    'once, by createAutomotiveSubUserKey).',
  fields: (t) => ({
    uuid: t.string({
      nullable: true,
      description: "The key's id (what revokes it).",
      resolve: (key) => text(key.uuid),
    }),
    domain: t.string({
      nullable: true,
      description: 'The web site it may be used from.',
      resolve: (key) => text(key.domain),
    }),
    endpoints: t.stringList({
      nullable: true,
      description: 'The endpoints it may call (`*`: every data endpoint).',
      resolve: (key) => endpointsOf(key.endPoints),
    }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was made.',
      resolve: (key) => epochDate(key.createdOn),
    }),
    expiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it expires, when the upstream says (keys otherwise last as long as the account).',
      resolve: (key) => epochDate(key.expires),
    }),
    revoked: t.boolean({
      nullable: true,
      description: 'True once revoked, when the upstream says.',
      resolve: (key) => (typeof key.revoked === 'boolean' ? key.revoked : null),
    }),
  }),
});

const CreatedAutomotiveSubUserKey = builder.objectRef<CreatedSubUserKeyDto>('CreatedAutomotiveSubUserKey').implement({
  description:
    'A sub-user key just made. `key` is shown this once: the gateway keeps no copy, never lists it and never ' +
    "caches this answer. Calls made with it are billed to the gateway's account.",
  fields: (t) => ({
    key: t.string({
      description: 'The sub-user key, to embed in a front-end application of `domain`.',
      resolve: (created) => created.token,
    }),
    uuid: t.string({
      nullable: true,
      description: "The key's id (what revokes it).",
      resolve: (created) => text(created.uuid),
    }),
    domain: t.string({
      nullable: true,
      description: 'The web site it may be used from.',
      resolve: (created) => text(created.domain),
    }),
    endpoints: t.stringList({
      nullable: true,
      description: 'The endpoints it may call (`*`: every data endpoint).',
      resolve: (created) => endpointsOf(created.endPoints),
    }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was made.',
      resolve: (created) => epochDate(created.createdOn),
    }),
    expiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it expires, when the upstream says.',
      resolve: (created) => epochDate(created.expires),
    }),
  }),
});

interface Revocation {
  uuid: string;
  message: string | undefined;
}

const AutomotiveSubUserKeyRevocation = builder.objectRef<Revocation>('AutomotiveSubUserKeyRevocation').implement({
  description: 'A sub-user key revoked: calls made with it are refused from now on.',
  fields: (t) => ({
    uuid: t.exposeString('uuid', { description: 'The key revoked.' }),
    message: t.string({
      nullable: true,
      description: "The upstream's message, when it sends one.",
      resolve: (revocation) => revocation.message ?? null,
    }),
  }),
});

builder.objectFields(AutomotiveQuery, (t) => ({
  subUserKeys: t.field({
    type: [AutomotiveSubUserKey],
    description:
      "The sub-user keys of the gateway's account, active and revoked, without the keys themselves (upstream " +
      '/getSubUserKeys). Needs the `automotive:admin` scope; never answered from the response cache.',
    resolve: (_root, _args, context) => account(context).listSubUserKeys(),
  }),
}));

serviceMutationFields('automotive', (t) => ({
  createAutomotiveSubUserKey: t.field({
    type: CreatedAutomotiveSubUserKey,
    description:
      "Makes a sub-user key of the gateway's account for a front-end application (POST /makeSubUserKey). The key is " +
      'in the answer, once. Needs the `automotive:admin` scope; never retried automatically (a POST). The upstream ' +
      'limits basic and trial plans to `localhost`, and this call and revokes to one per second together.',
    args: {
      siteName: t.arg.string({
        defaultValue: 'localhost',
        validate: siteName,
        description: 'The web site the key may be used from (default localhost).',
      }),
      endpoints: t.arg.stringList({
        defaultValue: ['*'],
        validate: endpoints,
        description: 'The endpoints the key may call (default `*`: every data endpoint; 1 to 50 names).',
      }),
    },
    resolve: (_root, args, context) =>
      account(context).makeSubUserKey(args.siteName ?? 'localhost', args.endpoints ?? ['*']),
  }),
  revokeAutomotiveSubUserKey: t.field({
    type: AutomotiveSubUserKeyRevocation,
    description:
      "Revokes a sub-user key of the gateway's account for good (PUT /revokeSubUserKey). Needs the " +
      '`automotive:admin` scope. Idempotent, so retried after a 502/503/504 or a lost connection.',
    args: {
      uuid: t.arg.string({ required: true, validate: uuid, description: 'The key (`AutomotiveSubUserKey.uuid`).' }),
    },
    resolve: async (_root, args, context) => ({
      uuid: args.uuid,
      message: await account(context).revokeSubUserKey(args.uuid),
    }),
  }),
}));
