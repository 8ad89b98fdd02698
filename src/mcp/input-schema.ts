// JSON Schema of a tool's arguments, from its operation's variable definitions: non-null is required, enums list
// their values, input objects and lists nest, defaults and descriptions come along. A variable's description is
// the schema's description of the argument (or input field) it is passed to.
import type { GraphQLScalarType } from 'graphql';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  Kind,
  typeFromAST,
  valueFromASTUntyped,
  astFromValue,
  visit,
  visitWithTypeInfo,
  TypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

export type JsonSchema = Record<string, unknown>;

const SCALARS: Record<string, JsonSchema> = {
  Int: { type: 'integer' },
  Float: { type: 'number' },
  String: { type: 'string' },
  Boolean: { type: 'boolean' },
  ID: { type: 'string' },
  DateTime: { type: 'string', format: 'date-time' },
};

/** The JSON Schema of one input type (nullable types accept null as GraphQL does). */
export function inputTypeSchema(type: GraphQLInputType, seen: ReadonlySet<string> = new Set()): JsonSchema {
  if (type instanceof GraphQLNonNull) return inputTypeSchema(type.ofType, seen);
  if (type instanceof GraphQLList) return { type: 'array', items: inputTypeSchema(type.ofType, seen) };
  if (type instanceof GraphQLEnumType)
    return { type: 'string', enum: type.getValues().map((value) => value.name), ...described(type.description) };
  if (type instanceof GraphQLInputObjectType) {
    // A recursive input type stops at its second appearance: any object there.
    if (seen.has(type.name)) return { type: 'object' };
    const inner = new Set([...seen, type.name]);
    const fields = Object.values(type.getFields());
    const properties = Object.fromEntries(
      fields.map((field) => {
        const schema: JsonSchema = { ...inputTypeSchema(field.type, inner), ...described(field.description) };
        const fallback = field.defaultValue === undefined ? undefined : astFromValue(field.defaultValue, field.type);
        if (fallback) schema.default = valueFromASTUntyped(fallback);
        return [field.name, schema];
      }),
    );
    const required = fields
      .filter((field) => field.type instanceof GraphQLNonNull && field.defaultValue === undefined)
      .map((field) => field.name);
    return {
      type: 'object',
      properties,
      ...(required.length > 0 ? { required } : {}),
      additionalProperties: false,
      ...described(type.description),
    };
  }
  const scalar = type as GraphQLScalarType;
  return { ...(SCALARS[scalar.name] ?? {}), ...described(scalar.description) };
}

const described = (description: string | null | undefined) => (description ? { description } : {});

/** For each variable, the description of the first argument or input field it is passed to. */
function variableDescriptions(schema: GraphQLSchema, document: DocumentNode): Map<string, string> {
  const descriptions = new Map<string, string>();
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Variable(node) {
        const name = node.name.value;
        if (descriptions.has(name)) return;
        const text = typeInfo.getArgument()?.description;
        if (text) descriptions.set(name, text);
      },
    }),
  );
  return descriptions;
}

/** The tool's `inputSchema`: always an object, one property per variable. */
export function operationInputSchema(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): JsonSchema {
  const descriptions = variableDescriptions(schema, document);
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) throw new Error(`variable $${name} has a type the schema does not define`);
    const property: JsonSchema = { ...inputTypeSchema(type), ...described(descriptions.get(name)) };
    // As JSON, the way the caller writes it (an enum by its name).
    if (definition.defaultValue) property.default = valueFromASTUntyped(definition.defaultValue);
    properties[name] = property;
    if (definition.type.kind === Kind.NON_NULL_TYPE && !definition.defaultValue) required.push(name);
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}), additionalProperties: false };
}
