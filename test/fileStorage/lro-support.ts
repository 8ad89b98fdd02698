// Helpers of the file storage write tests: the seeded scope, and a subscription read over SSE to its end.
import { FILE_STORAGE_SUBSCRIPTION } from '../../sandbox/fileStorage/index.js';
import type { Harness } from '../support/harness.js';

export const SCOPE = `subscriptionId: "${FILE_STORAGE_SUBSCRIPTION}", resourceGroupName: "storage-rg"`;
export const ACCOUNT_PATH = `/subscriptions/${FILE_STORAGE_SUBSCRIPTION}/resourceGroups/storage-rg/providers/Microsoft.NetApp/netAppAccounts`;
export const SUBNET = `/subscriptions/${FILE_STORAGE_SUBSCRIPTION}/resourceGroups/storage-rg/providers/Microsoft.Network/virtualNetworks/vnet/subnets/netapp`;

export interface SseEvent {
  event: string;
  data: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  };
}

/** Opens a subscription over SSE (Yoga's built-in transport). */
export async function subscribe(
  harness: Harness,
  query: string,
  variables: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<AsyncGenerator<SseEvent>> {
  const response = await harness.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ query, variables }),
    signal,
  });
  if (!response.body) throw new Error(`no event stream (HTTP ${response.status})`);
  return events(response.body);
}

async function* events(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data !== undefined) yield { event, data: data ? JSON.parse(data) : {} };
    }
  }
}

/** Every event of a subscription until the server completes it. */
export async function allEvents(harness: Harness, query: string, variables?: Record<string, unknown>) {
  const received: SseEvent[] = [];
  for await (const event of await subscribe(harness, query, variables)) {
    if (event.event === 'complete') break;
    received.push(event);
  }
  return received;
}
