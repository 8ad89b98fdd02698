// Which service each mutation belongs to, said once where the mutation is defined: a service's resolvers declare
// their mutations through serviceMutationFields, which tags every field with `extensions.service`. The response
// cache and the per-upstream rate limit read the tag from the built schema (mutationsOf), so no list of mutation
// names is kept by hand. The same place holds the write rule of every mutation: a write whose upstream call
// succeeded answers its record or a coded error, never a bare null (see `answered`).
import type { GraphQLSchema } from 'graphql';
import type { ServiceKey } from '../config/index.js';
import { WriteResultUnreadableError } from '../http/errors.js';
import { builder } from './builder.js';

type Resolver = (...args: unknown[]) => unknown;

/**
 * A mutation's resolver, held to the write rule: once it returns (its upstream calls succeeded), no record at all is
 * a WriteResultUnreadableError (UPSTREAM_ERROR, `reason: write-result-unreadable`) on the field. Only a field whose
 * description says what null means declares `extensions: { nullIsAnswer: true }` (a deleted item, no rule generated).
 */
function answered(service: ServiceKey, resolve: Resolver): Resolver {
  const held: Resolver = async (...args) => {
    const result = await resolve(...args);
    if (result === null || result === undefined) {
      throw new WriteResultUnreadableError(service, 'the write answered no record and none could be read back');
    }
    return result;
  };
  // Demand control reads a resolver's arity to tell one that reaches a data source (plugins/support/cost.ts).
  return Object.defineProperty(held, 'length', { value: resolve.length });
}

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
        return (options: { extensions?: Record<string, unknown>; resolve?: Resolver }, ...rest: unknown[]) => {
          const resolve =
            options?.resolve && !options.extensions?.nullIsAnswer
              ? answered(service, options.resolve)
              : options?.resolve;
          return (value as (...args: unknown[]) => unknown).call(
            target,
            { ...options, ...(resolve ? { resolve } : {}), extensions: { ...options?.extensions, service } },
            ...rest,
          );
        };
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
