// JSON Schema of a tool's `structuredContent` ({ data, errors }), from its operation's selections: the response
// keys (aliases included), nullability, lists and leaf types. No key is listed as required, since @skip/@include
// may leave any out; an abstract type's object allows the keys of every fragment selected on it.
import {
  getNamedType,
  getNullableType,
  isAbstractType,
  isEnumType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { JsonSchema } from './input-schema.js';

const LEAVES: Record<string, JsonSchema> = {
  Int: { type: 'integer' },
  Float: { type: 'number' },
  String: { type: 'string' },
  Boolean: { type: 'boolean' },
  ID: { type: 'string' },
};

/** The schema plus null, for a nullable position. */
function orNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  if (schema.type === undefined) return schema; // any value, null included
  return { anyOf: [schema, { type: 'null' }] };
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
}

function selectionsSchema(walk: Walk, parent: GraphQLCompositeType, selectionSet: SelectionSetNode): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const visit = (type: GraphQLCompositeType, set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        if (selection.name.value === '__typename') {
          properties[key] = { type: 'string' };
          continue;
        }
        const field = isObjectType(type) || isInterfaceType(type) ? type.getFields()[selection.name.value] : undefined;
        properties[key] = field ? fieldSchema(walk, field.type, selection.selectionSet) : {};
      } else {
        const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : walk.fragments.get(selection.name.value);
        if (!fragment) continue;
        const condition = fragment.typeCondition
          ? (walk.schema.getType(fragment.typeCondition.name.value) as GraphQLCompositeType | undefined)
          : type;
        visit(condition ?? type, fragment.selectionSet);
      }
    }
  };
  visit(parent, selectionSet);
  return { type: 'object', properties, ...(isAbstractType(parent) ? {} : { additionalProperties: false }) };
}

function fieldSchema(walk: Walk, type: GraphQLOutputType, selectionSet: SelectionSetNode | undefined): JsonSchema {
  if (isNonNullType(type)) return fieldSchema(walk, type.ofType, selectionSet);
  let schema: JsonSchema;
  const inner = getNullableType(type);
  if (isListType(inner)) schema = { type: 'array', items: fieldSchema(walk, inner.ofType, selectionSet) };
  else if (isScalarType(inner)) schema = LEAVES[inner.name] ?? (inner.name === 'DateTime' ? { type: 'string' } : {});
  // An output enum survives values it does not know: any string.
  else if (isEnumType(inner)) schema = { type: 'string' };
  else if (selectionSet) schema = selectionsSchema(walk, getNamedType(inner) as GraphQLCompositeType, selectionSet);
  else schema = {};
  return orNull(schema);
}

/** `outputSchema` of a tool: `data` shaped by the selections (null when a non-null root failed) and `errors`. */
export function operationOutputSchema(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): JsonSchema {
  const root = schema.getRootType(operation.operation);
  if (!root) throw new Error(`the schema has no ${operation.operation} type`);
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  return {
    type: 'object',
    properties: {
      data: orNull(selectionsSchema({ schema, fragments }, root, operation.selectionSet)),
      errors: {
        type: 'array',
        description: 'GraphQL errors: message, path, and extensions.code (BAD_USER_INPUT, FORBIDDEN, ...)',
        items: {
          type: 'object',
          properties: {
            message: { type: 'string' },
            path: { type: 'array', items: { type: ['string', 'integer'] } },
            extensions: { type: 'object' },
          },
          required: ['message'],
        },
      },
    },
    required: ['data'],
  };
}
