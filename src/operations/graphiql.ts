// GraphiQL served by the gateway itself: @graphql-yoga/render-graphiql bundles its scripts, styles and editor
// workers into the page, so it works without a CDN (a closed network, a laptop offline).
import type { GraphiQLOptions } from 'graphql-yoga';

export { renderGraphiQL } from '@graphql-yoga/render-graphiql';

/**
 * The page's options. The GraphiQL version bundled ignores `defaultQuery` for the first tab; `defaultTabs` is
 * what it opens on when the browser has no saved tabs.
 */
export function graphiqlOptions(defaultQuery: string): GraphiQLOptions {
  return { title: 'Unified GraphQL gateway', defaultQuery, defaultTabs: [{ query: defaultQuery }] };
}
