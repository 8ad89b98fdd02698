// A named connection type shared by several fields, with `totalCount`. The builder's default connection options do
// not reach `builder.connectionObject` (Pothos only spreads their non-field options), so the field is added here.
import type { ObjectRef, SchemaTypes } from '@pothos/core';
import { builder } from './builder.js';

type GatewayTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : SchemaTypes;

export function connectionWithTotal<Shape>(type: ObjectRef<GatewayTypes, Shape>, name: string) {
  return builder.connectionObject({
    type,
    name,
    fields: (t) => ({
      totalCount: t.int({
        description: 'Total number of items across all pages, when the upstream reports it.',
        resolve: (connection) => connection.totalCount ?? null,
      }),
    }),
  });
}
