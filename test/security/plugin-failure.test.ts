// A plugin hook that throws decides nothing: the caller gets a coded 500 with the gateway's headers (never the server
// adapter's stack trace), the operator one error line naming the hook. Real Yoga over real HTTP, with the gateway's
// request id and security header plugins around a plugin that throws, each guarded as src/plugins/index.ts does.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { loadConfig } from '../../src/config/index.js';
import { createLogger } from '../../src/logger.js';
import { useRequestId } from '../../src/plugins/request-id.js';
import { useSecurityHeaders } from '../../src/plugins/security-headers.js';
import { guarded } from '../../src/plugins/support/guarded.js';

const lines: Array<Record<string, unknown>> = [];
const logger = createLogger(
  'info',
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  }),
);

/** Throws where the request says: `x-fail: request-sync|request-async|response`. */
const faulty: Plugin = {
  onRequest({ request }) {
    const where = request.headers.get('x-fail');
    if (where === 'request-sync') throw new Error('onRequest went wrong');
    if (where === 'request-async') return Promise.reject(new Error('async onRequest went wrong'));
  },
  onResponse({ request }) {
    if (request.headers.get('x-fail') === 'response') throw new Error('onResponse went wrong');
  },
};

const servers: Server[] = [];
/** Yoga with these plugins on a real HTTP server; its /graphql URL. */
async function serve(plugins: Plugin[]): Promise<string> {
  const yoga = createYoga({
    schema: createSchema({ typeDefs: 'type Query { hello: String }', resolvers: { Query: { hello: () => 'world' } } }),
    logging: false,
    plugins,
  });
  const server = createServer(yoga);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}
let url: string;
beforeAll(async () => {
  url = await serve(guarded([useRequestId(), faulty, useSecurityHeaders(loadConfig({}))], logger));
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

const ask = (fail?: string, at = url) =>
  fetch(at, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(fail ? { 'x-fail': fail } : {}) },
    body: JSON.stringify({ query: '{ hello }' }),
  });

test.each(['request-sync', 'request-async'])(
  'a throwing onRequest (%s): a coded 500 with the security headers and request id, one error line',
  async (fail) => {
    lines.length = 0;
    const response = await ask(fail);
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(body)).toEqual({
      errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    expect(body).not.toMatch(/went wrong|at |\.ts:|\.js:/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        requestId,
        plugin: 1,
        hook: 'onRequest',
        err: expect.objectContaining({ message: expect.stringContaining('went wrong') }),
      }),
    ]);
    // The next request is served as ever.
    expect(await (await ask()).json()).toEqual({ data: { hello: 'world' } });
  },
);

test('a throwing onResponse: the answer goes out as it was, the later hooks still run, one error line', async () => {
  lines.length = 0;
  const response = await ask('response');
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ data: { hello: 'world' } });
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(lines).toEqual([expect.objectContaining({ level: 50, plugin: 1, hook: 'onResponse' })]);
});

test('unguarded, the same throw is the server adapter’s 500 with the stack trace: what the guard is for', async () => {
  const response = await ask('request-sync', await serve([faulty]));
  expect(response.status).toBe(500);
  expect(await response.text()).toContain('onRequest went wrong');
});
