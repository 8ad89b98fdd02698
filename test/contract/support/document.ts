// The GraphQL document a contract entry sends: every field of the entry's type, some levels down, and the set of
// `Type.field`s it asks for (the coverage report).
import {
  getNamedType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isUnionType,
  Kind,
  parse,
  type FieldNode,
  type GraphQLField,
  type GraphQLNamedType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { schema } from '../../../src/executable-schema.js';
import type { ContractEntry, ServiceContract } from './types.js';

/** A selection of every field of a type, `depth` object levels down, skipping cycles and fields with required args. */
export function selectAll(
  type: GraphQLNamedType,
  depth: number,
  options: { fieldArgs?: Record<string, string>; skipFields?: string[] } = {},
  path: string[] = [],
): string {
  if (isLeafType(type)) return '';
  if (isUnionType(type) || isInterfaceType(type)) {
    const possible = schema.getPossibleTypes(type);
    const parts = possible.map((member) => {
      const inner = selectAll(member, depth, options, path);
      return inner ? `... on ${member.name} ${inner}` : '';
    });
    return `{ __typename ${parts.join(' ')} }`;
  }
  if (!isObjectType(type)) return '';
  const fields: string[] = [];
  for (const field of Object.values(type.getFields()) as Array<GraphQLField<unknown, unknown>>) {
    const key = `${type.name}.${field.name}`;
    if (options.skipFields?.includes(key)) continue;
    const given = options.fieldArgs?.[key];
    const needsArgs = field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
    if (needsArgs && !given) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) {
      fields.push(`${field.name}${given ?? ''}`);
      continue;
    }
    // Edges and PageInfo are plumbing, not a level of data.
    const free = /(Edge|Connection|PageInfo)$/.test(named.name);
    if ((!free && depth <= 0) || path.filter((name) => name === named.name).length >= 1) continue;
    const inner = selectAll(named, free ? depth : depth - 1, options, [...path, type.name]);
    if (inner) fields.push(`${field.name}${given ?? ''} ${inner}`);
  }
  return fields.length ? `{ ${fields.join(' ')} }` : '';
}

/** Distinct `Type.field`s a selection asks for, for the coverage report. */
function fieldsIn(type: GraphQLNamedType, selection: string, into: Set<string>): void {
  const document = parse(`{ x ${selection} }`);
  const visitType = (named: GraphQLNamedType, set: SelectionSetNode | undefined) => {
    if (!set) return;
    for (const node of set.selections) {
      if (node.kind === Kind.INLINE_FRAGMENT) {
        const member = node.typeCondition ? schema.getType(node.typeCondition.name.value) : named;
        if (member) visitType(member, node.selectionSet);
        continue;
      }
      if (node.kind !== Kind.FIELD || !isObjectType(named)) continue;
      const field = named.getFields()[node.name.value];
      if (!field) continue;
      into.add(`${named.name}.${field.name}`);
      visitType(getNamedType(field.type), node.selectionSet);
    }
  };
  const root = document.definitions[0] as OperationDefinitionNode;
  visitType(type, (root.selectionSet.selections[0] as FieldNode).selectionSet);
}

/** The operation of one entry; the fields it asks for are added to `queried` when given. */
export function documentFor(entry: ContractEntry, contract: ServiceContract, queried?: Set<string>): string {
  const names = entry.field.split('.');
  let type: GraphQLNamedType | undefined | null = entry.mutation ? schema.getMutationType() : schema.getQueryType();
  for (const name of names) {
    if (!type || !isObjectType(type)) throw new Error(`${entry.field}: ${name} is not reachable`);
    const field: GraphQLField<unknown, unknown> | undefined = type.getFields()[name];
    if (!field) throw new Error(`${entry.field}: no field ${name} on ${type.name}`);
    type = getNamedType(field.type);
  }
  const selection = selectAll(type!, contract.depth ?? 4, contract);
  if (queried && selection) fieldsIn(type!, selection, queried);
  let body = `${names[names.length - 1]}${entry.args ?? ''} ${selection}`;
  for (const name of names.slice(0, -1).reverse()) body = `${name} { ${body} }`;
  return `${entry.mutation ? 'mutation' : 'query'} Contract${entry.variableDefs ?? ''} { ${body} }`;
}
