// Look-ahead for JSON:API `embed`: which related lists a query selects on the records of a connection, so the
// list call can bring their first pages along instead of one call per record.
import {
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isObjectType,
  Kind,
  type FieldNode,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

/** Field extension naming the upstream relationship a related-list field can be embedded as. */
export const EMBED_EXTENSION = 'jsonApiEmbed';

/** Arguments a related-list field may carry and still be answered from the embedded (unfiltered) first page. */
const EMBED_COMPATIBLE_ARGS = new Set(['first']);

function included(node: FieldNode | { directives?: FieldNode['directives'] }, info: GraphQLResolveInfo): boolean {
  const skip = getDirectiveValues(GraphQLSkipDirective, node, info.variableValues);
  if (skip?.if === true) return false;
  const include = getDirectiveValues(GraphQLIncludeDirective, node, info.variableValues);
  return include?.if !== false;
}

/** The fields of a selection set, with inline fragments and fragment spreads flattened in. */
function fieldsOf(selectionSet: SelectionSetNode | undefined, info: GraphQLResolveInfo): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const selection of selectionSet?.selections ?? []) {
    if (!included(selection, info)) continue;
    if (selection.kind === Kind.FIELD) fields.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) fields.push(...fieldsOf(selection.selectionSet, info));
    else fields.push(...fieldsOf(info.fragments[selection.name.value]?.selectionSet, info));
  }
  return fields;
}

/** The object type of a connection's `edges.node`. */
function nodeTypeOf(connection: GraphQLObjectType): GraphQLObjectType | undefined {
  const edges = connection.getFields().edges;
  const edge = edges ? getNamedType(edges.type) : undefined;
  const node = edge && isObjectType(edge) ? edge.getFields().node : undefined;
  const type = node ? getNamedType(node.type) : undefined;
  return type && isObjectType(type) ? type : undefined;
}

/**
 * The relationships to embed for the connection field being resolved: every related-list field selected under
 * `edges { node { ... } }` that is marked embeddable and asks for nothing but `first` (a filter, a sort or an
 * `after` would need its own call anyway). Nothing that is not selected is embedded.
 */
export function selectedEmbeds(info: GraphQLResolveInfo): string[] {
  const connection = getNamedType(info.returnType);
  if (!isObjectType(connection)) return [];
  const nodeType = nodeTypeOf(connection);
  if (!nodeType) return [];
  const nodeFields = nodeType.getFields();
  const embeds = new Set<string>();
  for (const field of info.fieldNodes) {
    for (const edges of fieldsOf(field.selectionSet, info).filter((f) => f.name.value === 'edges')) {
      for (const node of fieldsOf(edges.selectionSet, info).filter((f) => f.name.value === 'node')) {
        for (const selected of fieldsOf(node.selectionSet, info)) {
          const definition = nodeFields[selected.name.value];
          const relationship = definition?.extensions[EMBED_EXTENSION];
          if (!definition || typeof relationship !== 'string') continue;
          const args = getArgumentValues(definition, selected, info.variableValues);
          const compatible = Object.entries(args).every(
            ([name, value]) => EMBED_COMPATIBLE_ARGS.has(name) || value === null || value === undefined,
          );
          if (compatible) embeds.add(relationship);
        }
      }
    }
  }
  return [...embeds];
}
