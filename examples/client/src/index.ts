// A typed client in a few lines: the documents in ../documents are compiled by `npm run codegen` into
// TypedDocumentNodes, so variables and results are checked by TypeScript against the gateway's schema.
// Run it against a running gateway: `npx tsx examples/client/src/index.ts 8191` (GATEWAY_URL, else
// http://localhost:$PORT/graphql with PORT as for the gateway, default 4000). With GATEWAY_TRUSTED_DOCUMENTS=true
// it sends only each document's id from the codegen manifest, as a gateway in trusted-documents mode requires.
import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { NumberFactsDocument } from './gql/graphql.js';

const GATEWAY_URL = () => process.env.GATEWAY_URL ?? `http://localhost:${process.env.PORT || 4000}/graphql`;

/** Codegen's persisted-documents option puts each document's id (its SHA-256) on the document. */
type PersistedDocument = { __meta__?: { hash?: string } };

export async function request<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  headers: Record<string, string> = {},
): Promise<{ data?: TResult | null; errors?: Array<{ message: string; extensions?: { code?: string } }> }> {
  const id = (document as PersistedDocument).__meta__?.hash;
  const body =
    process.env.GATEWAY_TRUSTED_DOCUMENTS === 'true' && id
      ? { variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } }
      : { query: print(document), variables };
  const response = await fetch(GATEWAY_URL(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return response.json();
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const number = Number(process.argv[2] ?? 8191);
  const { data, errors } = await request(NumberFactsDocument, { number });
  // `data.numbers.isPrime` is typed `boolean | null | undefined`, `primeFactors` a typed list.
  process.stdout.write(JSON.stringify({ data, errors }, null, 2) + '\n');
}
