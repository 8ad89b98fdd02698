// GraphiQL served by the gateway itself: @graphql-yoga/render-graphiql bundles its scripts, styles and editor
// workers into the page, so it works without a CDN (a closed network, a laptop offline).
import type { GraphiQLOptions } from 'graphql-yoga';

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
