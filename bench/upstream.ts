// A minimal Circuit-shaped upstream for the benchmark, in its own process: canned JSON (shapes of the Circuit REST
// v2 spec) for the few endpoints the scenarios call, serialised once per URL, so it is never the bottleneck. It
// counts the requests it answers (upstream calls per query) and remembers the last ones (what to replay directly
// and through the raw proxy).
import { createServer, type IncomingMessage } from 'node:http';

const USERS = 200;
const CONVERSATIONS = 100;
const PARTICIPANTS_PER_CONVERSATION = 5;
/** Tailcall's N+1 shape (JSONPlaceholder's posts): 100 items per conversation, 10 each by the first 10 users. */
const ITEMS_PER_CONVERSATION = 100;
const ITEMS_PER_AUTHOR = 10;

const userId = (n: number) => `u-${String(n).padStart(4, '0')}-4d1c-9a7e-5b3f2c1d0e9f`;
const convId = (n: number) => `c-${String(n).padStart(4, '0')}-8f2a-4c6b-a1d3-7e5f9b0c2d4a`;

function user(n: number) {
  return {
    userId: userId(n),
    displayName: `User ${n}`,
    firstName: 'User',
    lastName: String(n),
    emailAddress: `user${n}@example.com`,
    emailAddresses: [{ address: `user${n}@example.com`, type: 'WORK' }],
    company: 'Example Corp',
    department: 'Engineering',
    jobTitle: 'Engineer',
    locale: 'EN_US',
    avatar: `https://circuit.example.com/avatars/${n}.png`,
    avatarLarge: `https://circuit.example.com/avatars/${n}-large.png`,
    primaryTenantId: 't-0001',
    userState: 'ACTIVE',
    userType: 'REGULAR',
  };
}

function conversation(n: number) {
  const participants = Array.from({ length: PARTICIPANTS_PER_CONVERSATION }, (_, i) =>
    userId(((n * 7 + i * 13) % USERS) + 1),
  );
  return {
    convId: convId(n),
    type: 'GROUP',
    topic: `Conversation ${n}`,
    description: `About topic ${n}`,
    creatorId: participants[0],
    creatorTenantId: 't-0001',
    creationTime: 1_700_000_000_000 + n * 60_000,
    modificationTime: 1_700_100_000_000 - n * 60_000,
    participants,
    isModerated: false,
    isGuestAccessDisabled: false,
  };
}

function item(conversation: number, n: number) {
  return {
    itemId: `i-${String(conversation).padStart(4, '0')}-${String(n).padStart(4, '0')}-4b7e-9c1a-2f3d5e6a7b8c`,
    convId: convId(conversation),
    type: 'TEXT',
    creatorId: userId(Math.floor((n - 1) / ITEMS_PER_AUTHOR) + 1),
    creationTime: 1_700_000_000_000 + n * 60_000,
    modificationTime: 1_700_000_000_000 + n * 60_000,
    includeInUnreadCount: true,
    text: {
      subject: `Post ${n}`,
      content: `sunt aut facere repellat provident occaecati excepturi optio reprehenderit, post ${n}`,
      state: 'CREATED',
    },
  };
}

const usersById = new Map(Array.from({ length: USERS }, (_, i) => [userId(i + 1), user(i + 1)]));

/** The canned answer for a URL (path and query), or undefined for 404. */
function answer(url: URL): unknown {
  const route = url.pathname.replace(/^\/rest\/v2/, '');
  if (route === '/conversations') {
    const count = Math.min(Number(url.searchParams.get('results') ?? 25), CONVERSATIONS);
    return Array.from({ length: count }, (_, i) => conversation(i + 1));
  }
  if (route === '/users/list') {
    const names = (url.searchParams.get('name') ?? '').split(',');
    const found = names.flatMap((name) => usersById.get(name) ?? []);
    return found.length ? found : undefined;
  }
  const items = /^\/conversations\/c-(\d{4})[^/]*\/items$/.exec(route);
  if (items) {
    const count = Math.min(Number(url.searchParams.get('results') ?? 25), ITEMS_PER_CONVERSATION);
    return Array.from({ length: count }, (_, i) => item(Number(items[1]), i + 1));
  }
  const oneConversation = /^\/conversations\/c-(\d{4})[^/]*$/.exec(route);
  if (oneConversation) return conversation(Number(oneConversation[1]));
  const single = /^\/users\/([^/]+)$/.exec(route);
  if (single) return usersById.get(decodeURIComponent(single[1]));
  return undefined;
}

const cache = new Map<string, Buffer | null>();
let count = 0;
const recent: Array<{ method: string; url: string; headers: Record<string, string> }> = [];
const RECENT = 20;

function bodyFor(rawUrl: string): Buffer | null {
  let body = cache.get(rawUrl);
  if (body === undefined) {
    const value = answer(new URL(rawUrl, 'http://upstream'));
    body = value === undefined ? null : Buffer.from(JSON.stringify(value));
    if (cache.size < 10_000) cache.set(rawUrl, body);
  }
  return body;
}

function remember(request: IncomingMessage) {
  const headers: Record<string, string> = {};
  for (const name of ['authorization', 'accept']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  recent.push({ method: request.method ?? 'GET', url: request.url ?? '/', headers });
  if (recent.length > RECENT) recent.shift();
}

const server = createServer((request, response) => {
  // The trace exporter's endpoint (BENCH_AB=features, the tracing side): accepted, not an upstream call.
  if (request.url === '/v1/traces') {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    return;
  }
  count++;
  remember(request);
  if (!request.headers.authorization?.startsWith('Bearer ')) {
    response.writeHead(401, { 'content-type': 'application/json' }).end('{"errorCode":"UNAUTHORIZED"}');
    return;
  }
  const body = bodyFor(request.url ?? '/');
  if (!body) {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"errorCode":"NOT_FOUND"}');
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
});
server.keepAliveTimeout = 60_000;

process.on('message', (message: { type: string }) => {
  if (message.type === 'count') process.send?.({ type: 'count', count });
  else if (message.type === 'recent') process.send?.({ type: 'recent', recent: [...recent] });
  else if (message.type === 'reset') {
    recent.length = 0;
    process.send?.({ type: 'reset' });
  }
});
process.on('disconnect', () => process.exit(0));

// A fixed port (BENCH_UPSTREAM_PORT) lets it run alone, e.g. behind a gateway under `node --cpu-prof`.
server.listen(Number(process.env.BENCH_UPSTREAM_PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
});
