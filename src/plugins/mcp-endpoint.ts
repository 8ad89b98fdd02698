// `/mcp`: the Model Context Protocol endpoint (docs/mcp.md), in the list only when MCP=true. Its code and the MCP
// SDK are imported here only, when the gateway is made with MCP on, so a gateway with MCP off never loads them and
// one with it on pays nothing for it on any other path. Tool calls run back through this same Yoga instance.
import type { Plugin } from 'graphql-yoga';
import type { GatewayFetch } from '../mcp/call.js';
import type { GatewayConfig } from '../config/index.js';
import type { Logger } from '../logger.js';

export const MCP_PATH = '/mcp';

type McpHandler = (request: Request, serverContext: object) => Promise<Response>;
interface McpEndpoint {
  handle: McpHandler;
  close(): Promise<void>;
}

/**
 * `gateway` is the Yoga instance this plugin is part of (known once it is made): tool calls go through its `fetch`,
 * so every plugin of the list, `onRequest` ones included, sees them as it sees a GraphQL request.
 */
export function useMcpEndpoint(config: GatewayConfig, logger: Logger, gateway: () => GatewayFetch): Plugin {
  let endpoint: Promise<McpEndpoint> | undefined;
  let failure: string | undefined;
  return {
    // Loaded as the gateway is made, so the tools are checked (and a broken operation logged) before any request.
    onYogaInit() {
      endpoint = import('../mcp/endpoint.js').then((module) => module.createMcpEndpoint(config, gateway(), logger));
      endpoint.catch((error: Error) => {
        failure = error.message;
        logger.error({ err: { message: error.message } }, 'MCP: the tools could not be loaded; /mcp answers 503');
      });
    },
    // Synchronous for every other path: an ordinary request pays no extra await here.
    onRequest(payload) {
      if (payload.url.pathname !== MCP_PATH) return;
      const { request, serverContext, endResponse, fetchAPI } = payload;
      const unavailable = () => {
        const error = { code: -32603, message: `MCP is unavailable: ${failure ?? 'it could not start'}` };
        return new fetchAPI.Response(JSON.stringify({ jsonrpc: '2.0', error, id: null }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        });
      };
      return endpoint!.then((loaded) => loaded.handle(request, serverContext ?? {}), unavailable).then(endResponse);
    },
    async onDispose() {
      await (await endpoint?.catch(() => undefined))?.close();
    },
  };
}
