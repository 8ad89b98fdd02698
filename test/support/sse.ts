// Reads a GraphQL-over-SSE stream (the distinct-connections mode Yoga answers with): each `next` event's data is one
// execution result. Shared by the tests that hold a subscription over server-sent events.

/** Calls `onResult` with each `next` result until the stream ends, is aborted or its connection is reset. */
export async function readSseResults(
  body: ReadableStream<Uint8Array>,
  onResult: (result: unknown) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = event
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .join('');
        if (/^event: next/m.test(event) && data) onResult(JSON.parse(data));
      }
    }
  } catch {
    // Aborted by the test, or the connection was reset (a replica that died): the stream ended.
  }
}
