// A graphql-codegen plugin (codegen.yml) that writes the Apollo Client type policies this schema needs, so they
// follow the schema instead of a hand-kept list:
// - every service namespace (`research`, `messaging`, ...) is an object without an id, stored inside the root query;
//   Apollo replaces such an object whole when another query writes it, which would drop the pages of a list read by
//   an earlier query. `merge: true` merges them instead.
// - every connection that pages with `after` gets `relayStylePagination`, keyed by its arguments other than the
//   paging ones, so `fetchMore` appends pages and a list with other filters is a list of its own.
import { getNamedType, isObjectType, type GraphQLField, type GraphQLObjectType, type GraphQLSchema } from 'graphql';

const PAGING_ARGUMENTS = new Set(['first', 'after', 'last', 'before']);

interface Policy {
  merge: boolean;
  /** Connection fields and the arguments that tell their lists apart. */
  connections: Map<string, string[]>;
}

function isConnection(field: GraphQLField<unknown, unknown>): boolean {
  const type = getNamedType(field.type);
  if (!isObjectType(type)) return false;
  const fields = type.getFields();
  return 'edges' in fields && 'pageInfo' in fields && field.args.some((argument) => argument.name === 'after');
}

function isNamespace(type: GraphQLObjectType): boolean {
  return !('id' in type.getFields()) && !('edges' in type.getFields());
}

export function plugin(schema: GraphQLSchema): string {
  const policies = new Map<string, Policy>();
  const policyOf = (name: string) => {
    const policy = policies.get(name) ?? { merge: false, connections: new Map<string, string[]>() };
    policies.set(name, policy);
    return policy;
  };
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    const type = getNamedType(field.type);
    if (isObjectType(type) && field.args.length === 0 && isNamespace(type)) policyOf(type.name).merge = true;
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!isConnection(field)) continue;
      const keyArgs = field.args.map((argument) => argument.name).filter((name) => !PAGING_ARGUMENTS.has(name));
      policyOf(type.name).connections.set(field.name, keyArgs);
    }
  }

  const lines = [...policies.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, policy]) => {
      const fields = [...policy.connections.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(
          ([field, keyArgs]) =>
            `      ${field}: relayStylePagination(${keyArgs.length ? JSON.stringify(keyArgs) : 'false'}),`,
        );
      const body = [
        ...(policy.merge ? ['    merge: true,'] : []),
        ...(fields.length ? ['    fields: {', ...fields, '    },'] : []),
      ];
      return [`  ${name}: {`, ...body, '  },'].join('\n');
    });
  return [
    '// Apollo Client type policies for this schema: service namespaces merge, connections page Relay-style.',
    "import { relayStylePagination } from '@apollo/client/utilities';",
    "import type { TypedTypePolicies } from './apollo-helpers.js';",
    '',
    'export const typePolicies: TypedTypePolicies = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}
