// Makes an existing object type a Relay `Node`: its `id` becomes the global id, `upstreamId` keeps the upstream's
// own key, and `Query.node`/`Query.nodes` load it through the same data-source method (and loader) as the
// service's namespace field. Failures of one record (no scope for its service, upstream down) are that record's
// error; the other records of a `nodes` call still answer.
import type { ObjectRef } from '@pothos/core';
import type { ServiceKey } from '../../config/index.js';
import type { GatewayContext } from '../../context.js';
import { invalidResponse, isRecord, required, text } from '../../http/boundary.js';
import { builder } from '../../schema/builder.js';
import { registerNodeType } from '../../schema/global-id.js';
import type { Types } from '../../schema/research/jsonapi.js';

export interface Identity<T> {
  service: ServiceKey;
  /** The key the record is fetched again with (the part of the global id after service and type). */
  key: (record: T) => unknown;
  /** Whether a key is one the upstream could answer for; anything else is refused before a call. */
  accepts: (key: string) => boolean;
  /** Fetches one record by key, through the namespace field's own data-source method or loader. */
  load: (key: string, context: GatewayContext) => Promise<T | null | undefined>;
  /** Description of `upstreamId`; `false` where the type already has it (from an interface). */
  upstreamId: string | false;
}

export function identify<T extends object>(ref: ObjectRef<Types, T>, identity: Identity<T>): void {
  const { service } = identity;
  registerNodeType(ref.name, { service, accepts: identity.accepts });
  builder.nodeRef<T, string, ObjectRef<Types, T>>(ref, {
    id: { resolve: (record) => keyOf(service, identity, record) },
    // A failed record is returned as its Error: graphql-js reports it at that record's place, the rest answers.
    loadMany: (keys, context) =>
      Promise.all(
        keys.map(async (key) => {
          try {
            return (await identity.load(key, context)) ?? null;
          } catch (error) {
            return error as T;
          }
        }),
      ),
  });
  if (identity.upstreamId !== false) {
    const description = identity.upstreamId;
    builder.objectField(ref, 'upstreamId', (t) =>
      t.id({
        nullable: false,
        description,
        resolve: (record) => keyOf(service, identity, record),
      }),
    );
  }
}

/**
 * The record's key, or an UPSTREAM_ERROR saying why there is none: no id at all, or an id (or a parent path) that
 * is not of the form the type's key needs, which is another fault of the answer.
 */
function keyOf<T>(service: ServiceKey, identity: Identity<T>, record: T): string {
  const key = text(identity.key(record));
  if (key) return key;
  const own = isRecord(record) ? text(record.id) : null;
  if (!own) return required<string>(service, undefined, 'id');
  throw invalidResponse(service, "a record id that does not match its type's id pattern");
}

/** A zod-like schema as a key check. */
export const accepts =
  (schema: { safeParse: (value: unknown) => { success: boolean } }) =>
  (key: string): boolean =>
    schema.safeParse(key).success;
