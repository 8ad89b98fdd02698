// MCP_GENERIC_TOOLS=true: two tools for exploring beyond the chosen operations, off by default. `search_schema`
// finds fields and types by name or description; `run_query` runs a read-only query the agent writes, parsed and
// validated against the schema first, then sent through the gateway like every other tool call (so its limits,
// access control and trusted-documents mode apply: with trusted documents on, the endpoint refuses it).
import {
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLSchema,
} from 'graphql';
import { executeThroughGateway, type GatewayFetch, type GraphQLResult, type McpTool } from './call.js';

const MAX_MATCHES = 25;

interface Match {
  coordinate: string;
  type: string;
  description?: string;
  arguments?: Array<{ name: string; type: string; description?: string }>;
}

/** Fields (with their arguments) and input fields whose coordinate or description contains every term. */
export function searchSchema(schema: GraphQLSchema, text: string): Match[] {
  const terms = text.toLowerCase().split(/\s+/).filter(Boolean);
  const matches: Match[] = [];
  const hits = (value: string) => terms.every((term) => value.toLowerCase().includes(term));
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) continue;
    const fields: Array<GraphQLField<unknown, unknown> | GraphQLInputField> = Object.values(type.getFields());
    for (const field of fields) {
      const coordinate = `${type.name}.${field.name}`;
      const args = 'args' in field ? field.args : [];
      if (!hits(`${coordinate} ${getNamedType(field.type).name} ${field.description ?? ''}`)) continue;
      matches.push({
        coordinate,
        type: String(field.type),
        ...(field.description ? { description: field.description } : {}),
        ...(args.length > 0
          ? {
              arguments: args.map((argument) => ({
                name: argument.name,
                type: String(argument.type),
                ...(argument.description ? { description: argument.description } : {}),
              })),
            }
          : {}),
      });
      if (matches.length >= MAX_MATCHES) return matches;
    }
  }
  return matches;
}

const badInput = (message: string): GraphQLResult => ({
  data: null,
  errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }],
});

/** The refusal of a document `run_query` does not run, or undefined when it is one valid query. */
function queryProblem(schema: GraphQLSchema, query: string): string | undefined {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    return (error as Error).message;
  }
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1) return 'Send exactly one operation';
  if (operations[0]!.operation !== 'query')
    return 'run_query runs queries only; a mutation is a tool only when the gateway lists it';
  return validate(schema, document)[0]?.message;
}

export function genericTools(gateway: GatewayFetch, schema: GraphQLSchema): McpTool[] {
  return [
    {
      definition: {
        name: 'search_schema',
        description:
          "Searches the gateway's GraphQL schema: fields and input fields whose name, type or description " +
          'contains every word of `text`, with their arguments (at most 25). Queries start at Query.<service>, ' +
          'e.g. Query.messaging -> MessagingQuery.conversations.',
        inputSchema: {
          type: 'object',
          properties: { text: { type: 'string', minLength: 1, maxLength: 200, description: 'Words to look for.' } },
          required: ['text'],
          additionalProperties: false,
        },
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
      run: async (args) => ({ data: { matches: searchSchema(schema, String(args.text)) } }),
    },
    {
      definition: {
        name: 'run_query',
        description:
          'Runs one read-only GraphQL query against the gateway, after checking it against the schema (use ' +
          'search_schema to find fields). The same limits and access control as every other tool apply.',
        inputSchema: {
          type: 'object',
          properties: {
            query: { type: 'string', minLength: 1, description: 'One GraphQL query operation.' },
            variables: { type: 'object', description: "The query's variables." },
          },
          required: ['query'],
          additionalProperties: false,
        },
        annotations: { readOnlyHint: true, openWorldHint: true },
      },
      run: async (args, origin) => {
        const query = String(args.query);
        const problem = queryProblem(schema, query);
        if (problem) return badInput(problem);
        return executeThroughGateway(gateway, origin, {
          query,
          variables: (args.variables as Record<string, unknown> | undefined) ?? {},
        });
      },
    },
  ];
}
