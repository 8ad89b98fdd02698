/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query Dashboard {\n  messaging {\n    profile {\n      displayName\n    }\n    conversations(first: 5) {\n      edges {\n        node {\n          topic\n          participants {\n            displayName\n          }\n        }\n      }\n    }\n  }\n  numbers {\n    fact(number: 42) {\n      fact\n    }\n  }\n  fileStorage {\n    accounts(\n      subscriptionId: \"5f3c9a2e-7d41-4b8e-9c07-2a6e1f0d8b31\"\n      resourceGroupName: \"storage-rg\"\n    ) {\n      name\n      capacityPools {\n        name\n      }\n    }\n  }\n  scheduler {\n    jobCollections(subscriptionId: \"9b7e4c1a-3f62-4d85-a0e9-6c2b8d4f1e70\", first: 5) {\n      edges {\n        node {\n          name\n        }\n      }\n    }\n  }\n  marketplace {\n    orders(first: 5) {\n      edges {\n        node {\n          orderId\n        }\n      }\n    }\n  }\n  research {\n    preprints(first: 5) {\n      edges {\n        node {\n          title\n          license {\n            name\n          }\n        }\n      }\n    }\n  }\n  automotive {\n    brands {\n      name\n    }\n  }\n  content {\n    domains(first: 5) {\n      edges {\n        node {\n          domain\n        }\n      }\n    }\n  }\n}": typeof types.DashboardDocument,
    "query RecentConversations {\n  messaging {\n    conversations(first: 3) {\n      edges {\n        node {\n          id\n          upstreamId\n          topic\n        }\n      }\n    }\n  }\n}\n\nquery RefetchNode($id: ID!) {\n  node(id: $id) {\n    __typename\n    id\n    ... on Conversation {\n      upstreamId\n      topic\n    }\n    ... on MessagingUser {\n      upstreamId\n      displayName\n    }\n    ... on Order {\n      orderId\n      status\n    }\n  }\n}": typeof types.RecentConversationsDocument,
    "query NumberFacts($number: Int!) {\n  numbers {\n    fact(number: $number) {\n      fact\n    }\n    isPrime(number: $number)\n    primeFactors(number: $number) {\n      factor\n      times\n    }\n    romanNumeral(number: $number) {\n      text\n    }\n  }\n}": typeof types.NumberFactsDocument,
    "query ResearchNodes($first: Int!, $after: String) {\n  research {\n    nodes(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          upstreamId\n          title\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n}\n\nquery ResearchLicenses {\n  research {\n    licenses(first: 3) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n}": typeof types.ResearchNodesDocument,
};
const documents: Documents = {
    "query Dashboard {\n  messaging {\n    profile {\n      displayName\n    }\n    conversations(first: 5) {\n      edges {\n        node {\n          topic\n          participants {\n            displayName\n          }\n        }\n      }\n    }\n  }\n  numbers {\n    fact(number: 42) {\n      fact\n    }\n  }\n  fileStorage {\n    accounts(\n      subscriptionId: \"5f3c9a2e-7d41-4b8e-9c07-2a6e1f0d8b31\"\n      resourceGroupName: \"storage-rg\"\n    ) {\n      name\n      capacityPools {\n        name\n      }\n    }\n  }\n  scheduler {\n    jobCollections(subscriptionId: \"9b7e4c1a-3f62-4d85-a0e9-6c2b8d4f1e70\", first: 5) {\n      edges {\n        node {\n          name\n        }\n      }\n    }\n  }\n  marketplace {\n    orders(first: 5) {\n      edges {\n        node {\n          orderId\n        }\n      }\n    }\n  }\n  research {\n    preprints(first: 5) {\n      edges {\n        node {\n          title\n          license {\n            name\n          }\n        }\n      }\n    }\n  }\n  automotive {\n    brands {\n      name\n    }\n  }\n  content {\n    domains(first: 5) {\n      edges {\n        node {\n          domain\n        }\n      }\n    }\n  }\n}": types.DashboardDocument,
    "query RecentConversations {\n  messaging {\n    conversations(first: 3) {\n      edges {\n        node {\n          id\n          upstreamId\n          topic\n        }\n      }\n    }\n  }\n}\n\nquery RefetchNode($id: ID!) {\n  node(id: $id) {\n    __typename\n    id\n    ... on Conversation {\n      upstreamId\n      topic\n    }\n    ... on MessagingUser {\n      upstreamId\n      displayName\n    }\n    ... on Order {\n      orderId\n      status\n    }\n  }\n}": types.RecentConversationsDocument,
    "query NumberFacts($number: Int!) {\n  numbers {\n    fact(number: $number) {\n      fact\n    }\n    isPrime(number: $number)\n    primeFactors(number: $number) {\n      factor\n      times\n    }\n    romanNumeral(number: $number) {\n      text\n    }\n  }\n}": types.NumberFactsDocument,
    "query ResearchNodes($first: Int!, $after: String) {\n  research {\n    nodes(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          upstreamId\n          title\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n}\n\nquery ResearchLicenses {\n  research {\n    licenses(first: 3) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n}": types.ResearchNodesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Dashboard {\n  messaging {\n    profile {\n      displayName\n    }\n    conversations(first: 5) {\n      edges {\n        node {\n          topic\n          participants {\n            displayName\n          }\n        }\n      }\n    }\n  }\n  numbers {\n    fact(number: 42) {\n      fact\n    }\n  }\n  fileStorage {\n    accounts(\n      subscriptionId: \"5f3c9a2e-7d41-4b8e-9c07-2a6e1f0d8b31\"\n      resourceGroupName: \"storage-rg\"\n    ) {\n      name\n      capacityPools {\n        name\n      }\n    }\n  }\n  scheduler {\n    jobCollections(subscriptionId: \"9b7e4c1a-3f62-4d85-a0e9-6c2b8d4f1e70\", first: 5) {\n      edges {\n        node {\n          name\n        }\n      }\n    }\n  }\n  marketplace {\n    orders(first: 5) {\n      edges {\n        node {\n          orderId\n        }\n      }\n    }\n  }\n  research {\n    preprints(first: 5) {\n      edges {\n        node {\n          title\n          license {\n            name\n          }\n        }\n      }\n    }\n  }\n  automotive {\n    brands {\n      name\n    }\n  }\n  content {\n    domains(first: 5) {\n      edges {\n        node {\n          domain\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query Dashboard {\n  messaging {\n    profile {\n      displayName\n    }\n    conversations(first: 5) {\n      edges {\n        node {\n          topic\n          participants {\n            displayName\n          }\n        }\n      }\n    }\n  }\n  numbers {\n    fact(number: 42) {\n      fact\n    }\n  }\n  fileStorage {\n    accounts(\n      subscriptionId: \"5f3c9a2e-7d41-4b8e-9c07-2a6e1f0d8b31\"\n      resourceGroupName: \"storage-rg\"\n    ) {\n      name\n      capacityPools {\n        name\n      }\n    }\n  }\n  scheduler {\n    jobCollections(subscriptionId: \"9b7e4c1a-3f62-4d85-a0e9-6c2b8d4f1e70\", first: 5) {\n      edges {\n        node {\n          name\n        }\n      }\n    }\n  }\n  marketplace {\n    orders(first: 5) {\n      edges {\n        node {\n          orderId\n        }\n      }\n    }\n  }\n  research {\n    preprints(first: 5) {\n      edges {\n        node {\n          title\n          license {\n            name\n          }\n        }\n      }\n    }\n  }\n  automotive {\n    brands {\n      name\n    }\n  }\n  content {\n    domains(first: 5) {\n      edges {\n        node {\n          domain\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecentConversations {\n  messaging {\n    conversations(first: 3) {\n      edges {\n        node {\n          id\n          upstreamId\n          topic\n        }\n      }\n    }\n  }\n}\n\nquery RefetchNode($id: ID!) {\n  node(id: $id) {\n    __typename\n    id\n    ... on Conversation {\n      upstreamId\n      topic\n    }\n    ... on MessagingUser {\n      upstreamId\n      displayName\n    }\n    ... on Order {\n      orderId\n      status\n    }\n  }\n}"): (typeof documents)["query RecentConversations {\n  messaging {\n    conversations(first: 3) {\n      edges {\n        node {\n          id\n          upstreamId\n          topic\n        }\n      }\n    }\n  }\n}\n\nquery RefetchNode($id: ID!) {\n  node(id: $id) {\n    __typename\n    id\n    ... on Conversation {\n      upstreamId\n      topic\n    }\n    ... on MessagingUser {\n      upstreamId\n      displayName\n    }\n    ... on Order {\n      orderId\n      status\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NumberFacts($number: Int!) {\n  numbers {\n    fact(number: $number) {\n      fact\n    }\n    isPrime(number: $number)\n    primeFactors(number: $number) {\n      factor\n      times\n    }\n    romanNumeral(number: $number) {\n      text\n    }\n  }\n}"): (typeof documents)["query NumberFacts($number: Int!) {\n  numbers {\n    fact(number: $number) {\n      fact\n    }\n    isPrime(number: $number)\n    primeFactors(number: $number) {\n      factor\n      times\n    }\n    romanNumeral(number: $number) {\n      text\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResearchNodes($first: Int!, $after: String) {\n  research {\n    nodes(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          upstreamId\n          title\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n}\n\nquery ResearchLicenses {\n  research {\n    licenses(first: 3) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query ResearchNodes($first: Int!, $after: String) {\n  research {\n    nodes(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          upstreamId\n          title\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n}\n\nquery ResearchLicenses {\n  research {\n    licenses(first: 3) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;