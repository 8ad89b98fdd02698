// Which service each mutation belongs to, said once where the mutation is defined: a service's resolvers declare
// their mutations through serviceMutationFields, which tags every field with `extensions.service`. The response
// cache and the per-upstream rate limit read the tag from the built schema (mutationsOf), so no list of mutation
// names is kept by hand.
import type { GraphQLSchema } from 'graphql';
import type { ServiceKey } from '../config/index.js';
import { builder } from './builder.js';

type MutationFields = Parameters<typeof builder.mutationFields>[0];
/** The field builder a service's mutations are declared with (`t`), for helpers that declare one such field. */
export type MutationFieldBuilder = Parameters<MutationFields>[0];

export function serviceMutationFields(service: ServiceKey, fields: MutationFields): void {
  builder.mutationFields((t) => {
    // Every field method (`t.field`, `t.boolean`, ...) takes its options first; `t.arg` builds arguments, untagged.
    const tagging = new Proxy(t, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function' || property === 'arg') return value;
        return (options: { extensions?: Record<string, unknown> }, ...rest: unknown[]) =>
          (value as (...args: unknown[]) => unknown).call(
            target,
            { ...options, extensions: { ...options?.extensions, service } },
            ...rest,
          );
      },
    });
    return fields(tagging);
  });
}

/** The names of the mutations a service defined, from the built schema. */
export function mutationsOf(schema: GraphQLSchema, service: ServiceKey): string[] {
  return Object.values(schema.getMutationType()?.getFields() ?? {})
    .filter((field) => field.extensions.service === service)
    .map((field) => field.name);
}
