// The JS ceiling for the gateway: a raw pass-through proxy on plain node:http with a keep-alive agent. For a
// scenario's path it makes the same upstream calls the gateway makes for that query, one after another (as the
// gateway must when the second call needs the first's answer), and pipes their bytes into the response. No
// parsing, no validation, no GraphQL: what any Node process pays just to receive, call and answer.
import { Agent, createServer, request as httpRequest } from 'node:http';

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
}

const upstream = new URL(process.env.BENCH_UPSTREAM ?? 'http://127.0.0.1:1');
const agent = new Agent({ keepAlive: true, maxSockets: 128 });
const scenarios = new Map<string, Call[]>();

const server = createServer((incoming, response) => {
  const calls = scenarios.get(incoming.url ?? '');
  incoming.resume();
  if (!calls) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  const next = (index: number) => {
    if (index === calls.length) {
      response.end();
      return;
    }
    const call = calls[index];
    const outgoing = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: call.method,
        path: call.path,
        headers: call.headers,
        agent,
      },
      (answer) => {
        answer.on('end', () => next(index + 1));
        answer.pipe(response, { end: false });
      },
    );
    outgoing.on('error', () => response.destroy());
    outgoing.end();
  };
  next(0);
});
server.keepAliveTimeout = 60_000;

process.on('message', (message: { type: string; name: string; calls: Call[] }) => {
  if (message.type === 'configure') {
    scenarios.set(`/${message.name}`, message.calls);
    process.send?.({ type: 'configured' });
  }
});
process.on('disconnect', () => process.exit(0));

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
});
