// Settings of the Model Context Protocol endpoint (`/mcp`, docs/mcp.md): off unless MCP=true; which operations
// become tools; the bounds on its sessions. Read like every other setting: one bad value stops start-up naming it.
import { z } from 'zod';
import { booleanFlag, ConfigError, read, readOptional, type Env } from './values.js';

export interface McpSettings {
  /** MCP=true serves `/mcp`; off (the default), nothing of it is loaded or on the request path. */
  enabled: boolean;
  /**
   * Where the tools come from: a folder of `.graphql` documents (MCP_OPERATIONS), `trusted-documents` (the
   * PERSISTED_DOCUMENTS manifest), or unset: the shipped folder, or the manifest when trusted documents are on.
   */
  operations?: { kind: 'folder'; path: string } | { kind: 'trusted-documents' };
  /** Mutation operations that become tools (MCP_MUTATIONS, by operation name); every other mutation is left out. */
  mutations: string[];
  /** MCP_GENERIC_TOOLS: two more tools, a schema search and a validated read-only query (off by default). */
  genericTools: boolean;
  /** Open sessions at most (MCP_MAX_SESSIONS); an initialize beyond it is refused until one closes or expires. */
  maxSessions: number;
  /** A session unused this long is closed (MCP_SESSION_IDLE_MS). */
  sessionIdleMs: number;
  /** Tools per page of `tools/list` (MCP_TOOLS_PAGE_SIZE). */
  toolsPageSize: number;
}

const operationName = /^[_A-Za-z][_0-9A-Za-z]*$/;

function operationNames(raw: string): string[] {
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const wrong = names.find((name) => !operationName.test(name));
  if (wrong !== undefined) throw new ConfigError('MCP_MUTATIONS', `must list operation names (got "${wrong}")`);
  return names;
}

export function loadMcpSettings(env: Env, trustedDocuments: boolean): McpSettings {
  const source = readOptional(env, 'MCP_OPERATIONS', z.string().min(1));
  if (source === 'trusted-documents' && !trustedDocuments)
    throw new ConfigError('MCP_OPERATIONS', 'is trusted-documents but PERSISTED_DOCUMENTS is not set');
  return {
    enabled: read(env, 'MCP', booleanFlag, false),
    operations:
      source === undefined
        ? undefined
        : source === 'trusted-documents'
          ? { kind: 'trusted-documents' }
          : { kind: 'folder', path: source },
    mutations: operationNames(env.MCP_MUTATIONS ?? ''),
    genericTools: read(env, 'MCP_GENERIC_TOOLS', booleanFlag, false),
    maxSessions: read(env, 'MCP_MAX_SESSIONS', z.coerce.number().int().min(1).max(100_000), 1000),
    sessionIdleMs: read(env, 'MCP_SESSION_IDLE_MS', z.coerce.number().int().min(1000).max(86_400_000), 600_000),
    toolsPageSize: read(env, 'MCP_TOOLS_PAGE_SIZE', z.coerce.number().int().min(1).max(1000), 100),
  };
}
