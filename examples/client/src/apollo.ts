// Apollo Client on the gateway. Its cache needs the generated type policies (`npm run codegen`,
// src/gql/type-policies.ts): each service namespace (`research { ... }`) is an object without an id, which Apollo
// would replace whole whenever another query reads the same namespace, dropping the pages a list had collected;
// the policies merge namespaces instead, and page every connection with `relayStylePagination`, keyed by its filters.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { Defer20220824Handler } from '@apollo/client/incremental';
import { typePolicies } from './gql/type-policies.js';

/** The cache with the gateway's type policies; records are normalised by their global `id`. */
export function createGatewayCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}

/**
 * A client of the gateway at `uri` (its `/graphql` endpoint); `headers` such as `x-research-token`. `@defer` works:
 * Apollo Client 4 reads incremental answers only through a handler, and the gateway's (Yoga's) parts are in the
 * format `Defer20220824Handler` reads (`incremental`, `hasNext`); without one, a deferred query throws.
 */
export function createGatewayClient(uri: string, headers: Record<string, string> = {}): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, headers }),
    cache: createGatewayCache(),
    incrementalHandler: new Defer20220824Handler(),
  });
}
