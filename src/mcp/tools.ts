// The tools: one per operation of the operations source (the shipped folder, a folder named by MCP_OPERATIONS,
// or the trusted-documents manifest). Each is checked against the schema at start-up; a broken one stops it with
// the file and the reason. Mutations become tools only when MCP_MUTATIONS names them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  getNamedType,
  GraphQLScalarType,
  isObjectType,
  Kind,
  parse,
  print,
  typeFromAST,
  validate,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { GatewayConfig } from '../config/index.js';
import { operationInputSchema, type JsonSchema } from './input-schema.js';
import { operationOutputSchema } from './output-schema.js';

/** The shipped operations: one folder at the project root, two levels above this file in src/, dist/ or the bundle. */
export const DEFAULT_OPERATIONS_FOLDER = fileURLToPath(new URL('../../mcp/operations/', import.meta.url));

export interface OperationTool {
  name: string;
  description: string;
  inputSchema: JsonSchema;
  outputSchema: JsonSchema;
  kind: 'query' | 'mutation';
  /** What is sent to the GraphQL endpoint: the document (with its fragments), or its trusted-document id. */
  request: { query: string; operationName: string } | { persistedId: string; operationName: string };
}

interface Source {
  /** The file or manifest id, for messages. */
  origin: string;
  text: string;
  persistedId?: string;
}

export class McpOperationsError extends Error {
  constructor(origin: string, problem: string) {
    super(`MCP operations: ${origin}: ${problem}`);
    this.name = 'McpOperationsError';
  }
}

function folderSources(folder: string): Source[] {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.graphql') || name.endsWith('.gql'));
  } catch {
    throw new McpOperationsError(folder, 'is not a readable folder (MCP_OPERATIONS)');
  }
  return names.sort().map((name) => ({ origin: name, text: readFileSync(join(folder, name), 'utf8') }));
}

function sourcesOf(config: GatewayConfig): Source[] {
  const manifest = config.operations.persistedDocuments?.documents;
  const setting = config.mcp.operations;
  if (setting?.kind === 'trusted-documents' || (!setting && manifest)) {
    return [...(manifest ?? new Map<string, string>())].map(([id, text]) => ({ origin: id, text, persistedId: id }));
  }
  const sources = folderSources(setting?.path ?? DEFAULT_OPERATIONS_FOLDER);
  if (!manifest) return sources;
  // Trusted documents are on: a tool runs by the id of the manifest's identical document, or not at all.
  const ids = new Map([...manifest].map(([id, text]) => [print(parse(text)), id]));
  return sources.map((source) => ({ ...source, persistedId: ids.get(print(parse(source.text))) }));
}

/** The comment lines just above the operation: its description. */
function leadingComment(text: string, operation: OperationDefinitionNode, previousEnd: number): string {
  const before = text.slice(previousEnd, operation.loc?.start ?? 0).split('\n');
  const comment: string[] = [];
  for (const line of before.reverse()) {
    const trimmed = line.trim();
    if (trimmed.startsWith('#')) comment.unshift(trimmed.replace(/^#\s?/, ''));
    else if (trimmed !== '' || comment.length > 0) break;
  }
  return comment.join(' ').trim();
}

/** The schema's descriptions of the fields the operation reads or writes (a namespace's fields included). */
function fieldDescriptions(schema: GraphQLSchema, operation: OperationDefinitionNode): string[] {
  const root = schema.getRootType(operation.operation)!;
  const lines: string[] = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const field = root.getFields()[selection.name.value];
    if (!field) continue;
    const type = getNamedType(field.type);
    const namespace = isObjectType(type) && operation.operation === 'query' && selection.selectionSet;
    if (!namespace) {
      if (field.description) lines.push(`${field.name}: ${field.description}`);
      continue;
    }
    for (const inner of selection.selectionSet.selections) {
      if (inner.kind !== Kind.FIELD) continue;
      const innerField = type.getFields()[inner.name.value];
      if (innerField?.description) lines.push(`${field.name}.${innerField.name}: ${innerField.description}`);
    }
  }
  return lines;
}

function refusal(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode) {
  for (const definition of operation.variableDefinitions ?? []) {
    const type = getNamedType(typeFromAST(schema, definition.type));
    if (type instanceof GraphQLScalarType && (type.name === 'File' || type.name === 'Upload'))
      return 'takes a file upload, which a tool cannot send';
  }
  let deferred = false;
  visit(document, {
    Directive(node) {
      if (node.name.value === 'defer' || node.name.value === 'stream') deferred = true;
    },
  });
  return deferred ? 'uses @defer or @stream, whose increments a tool result cannot carry' : undefined;
}

export interface LoadedTools {
  tools: OperationTool[];
  /** Operations left out, each with why (logged at start-up). */
  skipped: Array<{ origin: string; operation: string; reason: string }>;
}

export function loadOperationTools(config: GatewayConfig, schema: GraphQLSchema): LoadedTools {
  const tools: OperationTool[] = [];
  const skipped: LoadedTools['skipped'] = [];
  const listedMutations = new Set(config.mcp.mutations);
  for (const source of sourcesOf(config)) {
    let document: DocumentNode;
    try {
      document = parse(source.text);
    } catch (error) {
      throw new McpOperationsError(source.origin, (error as Error).message);
    }
    const invalid = validate(schema, document)[0];
    if (invalid) throw new McpOperationsError(source.origin, invalid.message);
    let previousEnd = 0;
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) {
        previousEnd = definition.loc?.end ?? previousEnd;
        continue;
      }
      const name = definition.name?.value;
      if (!name) throw new McpOperationsError(source.origin, 'an operation has no name (the tool is named by it)');
      const comment = leadingComment(source.text, definition, previousEnd);
      previousEnd = definition.loc?.end ?? previousEnd;
      const skip = (reason: string) => skipped.push({ origin: source.origin, operation: name, reason });
      if (definition.operation === 'subscription') {
        skip('is a subscription');
        continue;
      }
      if (definition.operation === 'mutation' && !listedMutations.has(name)) continue;
      const reason = refusal(schema, document, definition);
      if (reason) {
        skip(reason);
        continue;
      }
      if (config.operations.persistedDocuments && !source.persistedId) {
        skip('is not in the trusted documents, so the endpoint would refuse it');
        continue;
      }
      if (tools.some((tool) => tool.name === name))
        throw new McpOperationsError(source.origin, `a second operation is named ${name}`);
      const described = [comment, ...fieldDescriptions(schema, definition)].filter(Boolean);
      tools.push({
        name,
        description: described.join('\n') || `The GraphQL ${definition.operation} ${name}.`,
        inputSchema: operationInputSchema(schema, document, definition),
        outputSchema: operationOutputSchema(schema, document, definition),
        kind: definition.operation,
        request: source.persistedId
          ? { persistedId: source.persistedId, operationName: name }
          : { query: source.text, operationName: name },
      });
    }
  }
  const missing = [...listedMutations].filter((name) => !tools.some((tool) => tool.name === name));
  if (missing.length > 0)
    throw new McpOperationsError('MCP_MUTATIONS', `names no mutation of the operations: ${missing.join(', ')}`);
  return { tools, skipped };
}
