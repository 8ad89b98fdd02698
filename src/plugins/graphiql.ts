// GraphiQL served by the gateway itself: @graphql-yoga/render-graphiql bundles its scripts, styles and editor
// workers into the page, so it works without a CDN (a closed network, a laptop offline). Not a plugin: Yoga's own
// `graphiql` and `renderGraphiQL` options, which Yoga serves ahead of every plugin.
import type { GraphiQLOptions, YogaServerOptions } from 'graphql-yoga';
import type { GatewayConfig } from '../config/index.js';
import { hostChecker } from '../config/hosts.js';

/**
 * Renders the page, loading the bundle on the first request for it: the bundle is some 30 MB of strings in the
 * heap, which a gateway that never serves GraphiQL (production) should not parse at start or keep resident.
 */
export async function renderGraphiQL(options: GraphiQLOptions): Promise<string> {
  const { renderGraphiQL: render } = await import('@graphql-yoga/render-graphiql');
  return render(options);
}

/**
 * The page's options. The GraphiQL version bundled ignores `defaultQuery` for the first tab; `defaultTabs` is
 * what it opens on when the browser has no saved tabs.
 */
export function graphiqlOptions(defaultQuery: string): GraphiQLOptions {
  return { title: 'Unified GraphQL gateway', defaultQuery, defaultTabs: [{ query: defaultQuery }] };
}

export const DEFAULT_GRAPHIQL_QUERY = `# Every service is a namespace field; one query may span several. With nothing configured, the
# built-in sandboxes answer with demo data and demo credentials. Mutations: unpackFile, applyYaraRules,
# pullDrivingLicenceCertificate, upsertJob, runJob, ... (see Docs).
query Explore {
  messaging {
    profile { displayName }
    conversations(first: 5) { edges { node { topic participants { displayName } } } }
  }
  numbers { fact(number: 42) { fact } isPrime(number: 8191) }
  fileStorage {
    accounts(subscriptionId: "5f3c9a2e-7d41-4b8e-9c07-2a6e1f0d8b31", resourceGroupName: "storage-rg") {
      name
      capacityPools { name volumes { name } }
    }
  }
  marketplace { orders(first: 3) { edges { node { orderId status } } } }
  research { preprints(first: 3) { edges { node { title license { name } } } } }
  automotive { brands { name } }
  content { domains(first: 3) { edges { node { domain } } } }
}
`;

/** Yoga's `graphiql` option: off unless GRAPHIQL; a foreign host gets no page and falls through to the host check. */
export function graphiqlOption(config: GatewayConfig): YogaServerOptions<object, object>['graphiql'] {
  if (!config.graphiql) return false;
  const hostAllowed = hostChecker(config.security.allowedHosts);
  const options = graphiqlOptions(DEFAULT_GRAPHIQL_QUERY);
  return (request) => hostAllowed(request.headers.get('host')) && options;
}
