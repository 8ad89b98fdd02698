// The upstream calls an operation will make, estimated from its document before it runs: each field's cost
// (cost-spec.ts) times the items of its parent, with lists sized by `first` (connections) or an assumed size.
// An upper bound by construction: every fragment counts whatever its type condition, and a lookup that
// dataloader may deduplicate counts once per key.
import {
  getNamedType,
  getNullableType,
  isAbstractType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type SelectionSetNode,
  getOperationAST,
} from 'graphql';
import { getArgumentValues } from 'graphql/execution/values.js';
import { DEFAULT_LIST_ITEMS, DEFAULT_PAGE_ITEMS, type FieldCost } from './cost-spec.js';

type AnyField = GraphQLField<unknown, unknown>;

/** Cost declarations by schema coordinate (`Type.field`), for fields that do not carry their own. */
export type CostTable = Readonly<Record<string, FieldCost>>;

const NO_CALLS: FieldCost = { calls: 'none' };
const ONE_PER_ITEM: FieldCost = { calls: 'item' };

/** A connection: an object with `edges` and `pageInfo` (Relay). */
const isConnection = (type: GraphQLNamedType): type is GraphQLObjectType =>
  isObjectType(type) && 'edges' in type.getFields() && 'pageInfo' in type.getFields();

/** The cost of one field: its own declaration, the table's, else by whether its resolver takes the context. */
export function costOf(type: GraphQLObjectType, field: AnyField, table: CostTable): FieldCost {
  const declared = (field.extensions as { upstreamCalls?: FieldCost } | undefined)?.upstreamCalls;
  if (declared) return declared;
  const listed = table[`${type.name}.${field.name}`];
  if (listed) return listed;
  // A global id is the record's own key, encoded (the relay plugin's resolver takes the context to encode it).
  if (getNamedType(field.type).name === 'ID') return NO_CALLS;
  // Pothos keeps the resolver as written: one that takes the context is one that can reach a data source.
  const resolve = (field.extensions as { pothosOptions?: { resolve?: unknown } } | undefined)?.pothosOptions?.resolve;
  return typeof resolve === 'function' && resolve.length >= 3 ? ONE_PER_ITEM : NO_CALLS;
}

function argumentsOf(field: AnyField, node: FieldNode, variables: Record<string, unknown>): Record<string, unknown> {
  try {
    return getArgumentValues(field, node, variables);
  } catch {
    return {}; // Refused by execution anyway; count as if defaulted.
  }
}

const pageItems = (args: Record<string, unknown>) => {
  const size = args.first ?? args.last;
  return typeof size === 'number' && size > 0 ? size : DEFAULT_PAGE_ITEMS;
};

export interface EstimateInput {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/** Estimated upstream calls of the operation (0 for a document without that operation). */
export function estimateUpstreamCalls(input: EstimateInput, table: CostTable = {}): number {
  const { schema, document } = input;
  const variables = input.variables ?? {};
  const operation = getOperationAST(document, input.operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);

  /** The object types a selection on `type` may meet (all implementations of an abstract type). */
  const objectsOf = (type: GraphQLNamedType): readonly GraphQLObjectType[] =>
    isObjectType(type) ? [type] : isAbstractType(type) ? schema.getPossibleTypes(type) : [];

  /**
   * Calls made by a selection on `type` for `items` parent items; `pageSize` is the `first` of the connection the
   * selection is on (its `edges` and `nodes` hold that many items each).
   */
  const walk = (
    selectionSet: SelectionSetNode,
    type: GraphQLNamedType,
    items: number,
    pageSize: number | undefined,
    seen: ReadonlySet<string>,
  ): number => {
    let calls = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (condition) calls += walk(selection.selectionSet, condition, items, pageSize, seen);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        const condition = fragment && schema.getType(fragment.typeCondition.name.value);
        if (fragment && condition && !seen.has(fragment.name.value))
          calls += walk(fragment.selectionSet, condition, items, pageSize, new Set([...seen, fragment.name.value]));
      } else {
        // On an abstract type, the costliest of the types that may answer.
        let most = 0;
        for (const object of objectsOf(type)) {
          const field = object.getFields()[selection.name.value];
          if (field) most = Math.max(most, fieldCalls(object, field, selection, items, pageSize, seen));
        }
        calls += most;
      }
    }
    return calls;
  };

  const fieldCalls = (
    parent: GraphQLObjectType,
    field: AnyField,
    node: FieldNode,
    items: number,
    pageSize: number | undefined,
    seen: ReadonlySet<string>,
  ): number => {
    const cost = costOf(parent, field, table);
    const args = argumentsOf(field, node, variables);
    const returned = getNamedType(field.type);
    const connection = isConnection(returned);
    const list = isListType(getNullableType(field.type));
    // Items this field yields for all its parents together.
    const perParent = connection ? 1 : list ? (pageSize ?? cost.assumedItems ?? DEFAULT_LIST_ITEMS) : 1;
    const children = items * perParent;
    let calls = 0;
    if (cost.calls === 'item') {
      const pages = connection && cost.upstreamPageSize ? Math.ceil(pageItems(args) / cost.upstreamPageSize) : 1;
      calls = items * pages;
    } else if (cost.calls === 'batch') {
      calls = Math.ceil(children / Math.max(1, cost.maxBatchSize ?? 1));
    }
    if (!node.selectionSet) return calls;
    // Inside a connection, `edges` and `nodes` are its page; below them, lists size themselves again.
    const innerPage = connection ? pageItems(args) : undefined;
    return calls + walk(node.selectionSet, returned, children, innerPage, seen);
  };

  return walk(operation.selectionSet, root, 1, undefined, new Set());
}
