// The credentials a test gateway holds or was given, each by the service it belongs to: what the credential-isolation
// tests (GraphQL and MCP) look for in every upstream request, response and log line.
import type { GatewayConfig, ServiceKey } from '../../src/config/index.js';

/** The research token a caller sends as its own (`x-research-token`); the sandbox's Ada. */
export const RESEARCH_CALLER_TOKEN = 'osf-sandbox-token-ada';

/** Every credential of `config`, the caller's research token and the automotive JWTs seen, by owning service. */
export function credentialsByService(config: GatewayConfig, jwts: string[]): Array<[ServiceKey, string]> {
  const { services, automotive, certificates } = config;
  const secret = (key: ServiceKey) => services[key].credential.secret!;
  return [
    ['messaging', secret('messaging')],
    ['numbers', secret('numbers')],
    ['fileStorage', secret('fileStorage')],
    ['scheduler', secret('scheduler')],
    ['marketplace', secret('marketplace')],
    ['research', RESEARCH_CALLER_TOKEN],
    ['automotive', automotive.apiId!],
    ['automotive', automotive.apiKey!],
    ...jwts.map((jwt): [ServiceKey, string] => ['automotive', jwt]),
    ['certificates', secret('certificates')],
    ['certificates', certificates.clientId!],
    ['content', secret('content')],
  ];
}
