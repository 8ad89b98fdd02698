// The stack the product brief fixes, bare: graphql-yoga with got as the upstream client and a one-file schema that
// answers the scenarios' queries and nothing else (no plugins, no auth, no limits, no metrics, no error mapping,
// one dataloader for users), written plainly, untuned. It makes the same upstream calls as the gateway.
// What the gateway costs above this side is its own; what this side costs above the raw proxy is Yoga's and got's,
// which no change inside the gateway can win back.
import { createServer } from 'node:http';
import DataLoader from 'dataloader';
import got from 'got';
import { createSchema, createYoga } from 'graphql-yoga';

interface User {
  userId: string;
  displayName?: string;
  [field: string]: unknown;
}
interface Conversation {
  convId: string;
  topic?: string;
  participants?: string[];
}
interface Item {
  creatorId?: string;
  text?: { content?: string };
}

const http = got.extend({
  prefixUrl: `${process.env.BENCH_UPSTREAM}/rest/v2`,
  headers: { authorization: `Bearer ${process.env.BENCH_TOKEN}`, accept: 'application/json' },
  responseType: 'json',
  retry: { limit: 0 },
});

const globalId = (type: string, key: string) => Buffer.from(`messaging:${type}:${key}`).toString('base64url');
const withIds = (user: User) => ({ ...user, id: globalId('MessagingUser', user.userId), upstreamId: user.userId });

const schema = createSchema<{ users: DataLoader<string, User | undefined> }>({
  typeDefs: /* GraphQL */ `
    type Query {
      messaging: MessagingQuery!
    }
    type MessagingQuery {
      user(id: ID!): MessagingUser
      conversations(first: Int): ConversationConnection!
      conversation(id: ID!): Conversation
    }
    type MessagingUser {
      id: ID!
      upstreamId: ID!
      displayName: String
      firstName: String
      lastName: String
      emailAddress: String
      company: String
      jobTitle: String
    }
    type ConversationConnection {
      edges: [ConversationEdge]!
    }
    type ConversationEdge {
      node: Conversation
    }
    type Conversation {
      topic: String
      participants: [MessagingUser]!
      items(first: Int): ItemConnection
    }
    type ItemConnection {
      edges: [ItemEdge]!
    }
    type ItemEdge {
      node: Item
    }
    type Item {
      text: TextItem
      creator: MessagingUser
    }
    type TextItem {
      content: String
    }
  `,
  resolvers: {
    Query: { messaging: () => ({}) },
    MessagingQuery: {
      user: async (_, { id }: { id: string }) => withIds(await http(`users/${encodeURIComponent(id)}`).json<User>()),
      conversations: async (_, { first }: { first?: number }) => {
        const page = await http('conversations', { searchParams: { results: first ?? 25 } }).json<Conversation[]>();
        return { edges: page.map((node) => ({ node })) };
      },
      conversation: (_, { id }: { id: string }) => http(`conversations/${encodeURIComponent(id)}`).json<Conversation>(),
    },
    Conversation: {
      participants: (conversation: Conversation, _args, { users }) => users.loadMany(conversation.participants ?? []),
      items: async (conversation: Conversation, { first }: { first?: number }) => {
        const page = await http(`conversations/${encodeURIComponent(conversation.convId)}/items`, {
          searchParams: { results: first ?? 25 },
        }).json<Item[]>();
        return { edges: page.map((node) => ({ node })) };
      },
    },
    Item: {
      creator: (item: Item, _args, { users }) => (item.creatorId ? users.load(item.creatorId) : null),
    },
  },
});

const yoga = createYoga({
  schema,
  context: () => ({
    users: new DataLoader<string, User | undefined>(async (ids) => {
      const found = await http('users/list', { searchParams: { name: ids.join(',') } }).json<User[]>();
      const byId = new Map(found.map((user) => [user.userId, withIds(user)]));
      return ids.map((id) => byId.get(id));
    }),
  }),
  logging: false,
  landingPage: false,
  graphiql: false,
  healthCheckEndpoint: '/health',
});

const server = createServer(yoga);
server.keepAliveTimeout = 60_000;
process.on('disconnect', () => process.exit(0));
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
});
