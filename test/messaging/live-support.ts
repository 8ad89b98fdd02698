// A gateway listening on loopback (the messaging sandbox delivers its webhooks there), with graphql-ws attached,
// and subscribers over server-sent events and graphql-ws.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import * as data from '../../sandbox/messaging/data.js';
import { attachGraphQLWs } from '../../src/start/graphql-ws.js';
import { startHarness, type Harness } from '../support/harness.js';
import { readSseResults } from '../support/sse.js';

export interface LiveGateway {
  harness: Harness;
  url: string;
  close(): Promise<void>;
}

export async function startLiveGateway(env: Record<string, string> = {}): Promise<LiveGateway> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const harness = await startHarness({ services: ['messaging'], env: { MESSAGING_WEBHOOK_BASE_URL: url, ...env } });
  server.on('request', harness.gateway);
  const websockets = attachGraphQLWs(server, harness.gateway, harness.config, harness.logger);
  return {
    harness,
    url,
    async close() {
      await websockets.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await harness.close();
    },
  };
}

type Result = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ extensions?: Record<string, unknown> }>;
};

export interface Subscriber {
  /** The next result (data or errors). */
  next(): Promise<Result>;
  /** The next result, or undefined when none arrives within `ms`. */
  nextWithin(ms: number): Promise<Result | undefined>;
  /** From now on, results the predicate matches are dropped (the probes of `untilListening`). */
  ignore(predicate: (result: Result) => boolean): void;
  close(): Promise<void>;
}

/** Results in arrival order, awaited one at a time. */
class Queue<T> {
  private items: T[] = [];
  private readonly waiting: Array<(item: T) => void> = [];
  private ignored?: (item: T) => boolean;
  push(item: T) {
    if (this.ignored?.(item)) return;
    const waiter = this.waiting.shift();
    if (waiter) waiter(item);
    else this.items.push(item);
  }
  next(): Promise<T> {
    const item = this.items.shift();
    return item !== undefined ? Promise.resolve(item) : new Promise((resolve) => this.waiting.push(resolve));
  }
  nextWithin(ms: number): Promise<T | undefined> {
    const item = this.items.shift();
    if (item !== undefined) return Promise.resolve(item);
    return new Promise((resolve) => {
      const waiter = (arrived: T) => {
        clearTimeout(timer);
        resolve(arrived);
      };
      // On time-out the waiter leaves, so a later result goes to the next reader instead of being lost.
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        resolve(undefined);
      }, ms);
      this.waiting.push(waiter);
    });
  }
  ignore(predicate: (item: T) => boolean) {
    this.ignored = predicate;
    this.items = this.items.filter((item) => !predicate(item));
  }
}

function subscriberOf(queue: Queue<Result>, close: () => Promise<void>): Subscriber {
  return {
    next: () => queue.next(),
    nextWithin: (ms) => queue.nextWithin(ms),
    ignore: (predicate) => queue.ignore(predicate),
    close,
  };
}

/**
 * Resolves once every subscriber receives events. A subscriber that shares a registration shows no upstream call
 * when the gateway starts listening for it, so the only proof is an event: `probe` posts one (e.g. an item whose
 * text `isProbe` recognises) until each has received one; then the probes, also those still on their way, are
 * dropped from every subscriber. Bounded: 50 probes.
 */
export async function untilListening(
  subscribers: Subscriber[],
  probe: () => Promise<unknown>,
  isProbe: (result: Result) => boolean,
): Promise<void> {
  const waiting = new Set(subscribers);
  for (let attempt = 0; waiting.size > 0 && attempt < 50; attempt++) {
    await probe();
    for (const subscriber of [...waiting]) {
      const result = await subscriber.nextWithin(200);
      if (!result) continue;
      if (!isProbe(result)) throw new Error(`a subscriber got ${JSON.stringify(result)} before any probe`);
      waiting.delete(subscriber);
    }
  }
  if (waiting.size > 0) throw new Error(`${waiting.size} subscriber(s) never received a probe`);
  for (const subscriber of subscribers) subscriber.ignore(isProbe);
}

/** A subscription over server-sent events (Yoga's built-in transport). */
export async function subscribeSse(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<Subscriber> {
  const abort = new AbortController();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    body: JSON.stringify({ query, variables }),
    signal: abort.signal,
  });
  const queue = new Queue<Result>();
  void readSseResults(response.body!, (result) => queue.push(result as Result));
  return subscriberOf(queue, async () => abort.abort());
}

/** Posts an item through the gateway's mutation as the holder of `token`; returns its upstream id. */
export async function postItem(live: LiveGateway, convId: string, content: string, token: string): Promise<string> {
  const result = await live.harness.query<{ postMessagingMessage: { id: string } }>(
    `mutation ($c: ID!, $t: String!) { postMessagingMessage(conversationId: $c, input: { content: $t }) { id: upstreamId } }`,
    { c: convId, t: content },
    { 'x-messaging-token': token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.postMessagingMessage.id;
}

/** A subscription over graphql-ws, through a real WebSocket on loopback. */
export function subscribeWs(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  connectionParams: Record<string, string>,
): Subscriber {
  const client: Client = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
  });
  const queue = new Queue<Result>();
  const dispose = client.subscribe(
    { query, variables },
    {
      next: (result) => queue.push(result as Result),
      error: (error) =>
        queue.push({ errors: Array.isArray(error) ? error : [{ extensions: { transport: String(error) } }] }),
      complete: () => undefined,
    },
  );
  return subscriberOf(queue, async () => {
    dispose();
    await client.dispose();
  });
}

/** Live webhooks the sandbox holds for a user whose callback is this gateway. */
export function webhooksOf(gatewayUrl: string, userId: string) {
  return data.webhooks.filter((webhook) => webhook.userId === userId && webhook.url?.startsWith(gatewayUrl));
}

/** Waits for a condition that other processes' work makes true (a registration, a removal). */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}
