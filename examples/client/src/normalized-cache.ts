// A normalised cache in the way Relay, Apollo InMemoryCache and urql graphcache keep one: every object with an
// `id` is stored once under that id and referenced from wherever it appears, so a record fetched again through
// `node(id:)` updates every query that shows it. The gateway's ids are global (service, type and upstream key in
// one opaque string), so the id alone is the key: no per-type key configuration is needed.
//
// This file is a dependency-free illustration. With Apollo Client, see apollo.ts: its InMemoryCache normalises by
// `__typename` and `id` and needs the generated type policies for namespaces and connections. With urql graphcache
// (add `@urql/exchange-graphcache`): `cacheExchange({ keys: { ... } })` needs no entry for Node types, which it
// keys by `id` by default.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { RecentConversationsDocument, RefetchNodeDocument } from './gql/graphql.js';
import { request } from './index.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** Where a normalised object was: a reference to its cache entry. */
export interface Reference {
  __ref: string;
}

export class NormalizedCache {
  private readonly records = new Map<string, Record<string, unknown>>();

  /** Stores every object with a string `id` under that id (merging fields) and returns the tree with references. */
  write(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((item) => this.write(item));
    if (value === null || typeof value !== 'object') return value;
    const fields: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) fields[key] = this.write(field);
    const id = (value as { id?: unknown }).id;
    if (typeof id !== 'string') return fields;
    this.records.set(id, { ...this.records.get(id), ...fields });
    return { __ref: id } satisfies Reference;
  }

  /** The record stored under a global id, if any. */
  read(id: string): Record<string, unknown> | undefined {
    return this.records.get(id);
  }

  get size(): number {
    return this.records.size;
  }
}

/** Runs a typed document and writes its data into the cache. */
export async function query<TResult, TVariables>(
  cache: NormalizedCache,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult | null | undefined> {
  const { data } = await request(document, variables);
  if (data) cache.write(data as Json);
  return data;
}

/** Lists recent conversations, then refreshes the first one by its global id: one cache entry, updated in place. */
export async function refreshFirstConversation(cache: NormalizedCache) {
  const list = await query(cache, RecentConversationsDocument, {});
  const first = list?.messaging.conversations?.edges[0]?.node;
  if (!first) return undefined;
  const again = await query(cache, RefetchNodeDocument, { id: first.id });
  // `again.node` is typed as the union of the fragments asked for; `__typename` narrows it.
  return again?.node?.__typename === 'Conversation' ? cache.read(again.node.id) : undefined;
}
