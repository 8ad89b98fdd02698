// A named connection type with `totalCount`, for upstreams that report a total. Connections over upstreams that
// do not (Circuit, ARM, CIS) have no such field rather than one that is always null.
import type { ObjectRef, SchemaTypes } from '@pothos/core';
import { builder } from './builder.js';

type GatewayTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : SchemaTypes;

export function connectionWithTotal<Shape>(
  type: ObjectRef<GatewayTypes, Shape>,
  name: string,
  description = 'Total number of items across all pages, as the upstream reports it.',
) {
  return builder.connectionObject({
    type,
    name,
    fields: (t) => ({
      totalCount: t.int({
        description,
        resolve: (connection) => connection.totalCount ?? null,
      }),
    }),
  });
}
