// Mesh composition of the benchmark's stub (stub.openapi.yaml), as a Hive Gateway user would write it: the stub's
// operations as root fields, and the two relationships the scenarios follow, each batched through the stub's
// `/users/list` (Hive's answer to N+1: `@resolveTo` with `keysArg`). BENCH_UPSTREAM and BENCH_TOKEN are set by
// bench/peers/hive.ts at composition time.
import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

export const composeConfig = defineConfig({
  subgraphs: [
    {
      sourceHandler: loadOpenAPISubgraph('Circuit', {
        source: new URL('./stub.openapi.yaml', import.meta.url).pathname,
        endpoint: `${process.env.BENCH_UPSTREAM}/rest/v2`,
        operationHeaders: { Authorization: `Bearer ${process.env.BENCH_TOKEN}` },
      }),
    },
  ],
  additionalTypeDefs: /* GraphQL */ `
    extend type Conversation {
      participantUsers: [User]
        @resolveTo(
          sourceName: "Circuit"
          sourceTypeName: "Query"
          sourceFieldName: "listUsers"
          keyField: "participants"
          keysArg: "name"
        )
    }
    extend type Item {
      creator: User
        @resolveTo(
          sourceName: "Circuit"
          sourceTypeName: "Query"
          sourceFieldName: "listUsers"
          keyField: "creatorId"
          keysArg: "name"
        )
    }
  `,
});
