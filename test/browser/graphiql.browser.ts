// GraphiQL in a real headless Chromium, offline: the page and its assets come from the gateway, the editor opens
// on the project's query, Run answers from several services, and no request leaves loopback.
// `npm run test:browser` (Debian's chromium; CHROMIUM_PATH overrides where it is; skipped when there is none).
//
// "No request leaves loopback" is judged on the page's own requests: the page's request events and, through the
// DevTools protocol, those of every worker and service worker of its browser context (which the page's events miss).
// Nothing off loopback could succeed anyway: the context sends it through a proxy this test runs, which refuses it
// (a CDN asset would never load: the editor would not render, and the proxy's record says which). The proxy's record
// is not the judge: Chromium's own background services (Google's hosts, component updates) may go through the same
// proxy in some versions, and they are the browser's doing, not the page's; the host resolver rules and flags below
// keep them off the network.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { listen, type Listening } from '../operations/support.js';
import { chromiumPath, requireChromium } from '../support/prerequisites.js';

const LOOPBACK = /^(http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|blob:http:\/\/(127\.0\.0\.1|localhost)|data:)/;

requireChromium()('GraphiQL in headless Chromium', () => {
  let gateway: Listening;
  let browser: Browser;
  // Made in beforeAll: a skipped suite collects its body but runs no hook, so it would never be removed.
  let profile: string;

  /**
   * Every request the browser sent off loopback: plain HTTP arrives as a proxy request (absolute URL), HTTPS and
   * WebSockets as CONNECT host:port. Written by hand: a proxy that forwards nothing is a dozen lines of node:http.
   */
  const offLoopback: string[] = [];
  const proxy: Server = createServer((request, response) => {
    offLoopback.push(`${request.method} ${request.url}`);
    response.writeHead(502).end();
  });
  proxy.on('connect', (request, socket) => {
    offLoopback.push(`CONNECT ${request.url}`);
    socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
  });

  beforeAll(async () => {
    profile = mkdtempSync(join(tmpdir(), 'graphiql-chromium-'));
    proxy.listen(0, '127.0.0.1');
    await once(proxy, 'listening');
    gateway = await listen();
    browser = await puppeteer.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The browser's own services (component updates, accounts) cannot leave loopback either.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
        // Chromium asks Google's autofill service about the page's input fields: the browser's doing, not the page's.
        '--disable-features=AutofillServerCommunication',
        `--user-data-dir=${profile}`,
      ],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await gateway?.close();
    proxy.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  test('GraphiQL renders offline, opens on the multi-service query and Run returns data', async () => {
    // The page's context, its workers and service workers included, sends what is not loopback to the proxy.
    const context = await browser.createBrowserContext({
      proxyServer: `http://127.0.0.1:${(proxy.address() as { port: number }).port}`,
    });
    const requested: string[] = [];
    // The requests of the page's workers and service workers, as their DevTools sessions report them.
    context.on('targetcreated', (target) => {
      if (!['worker', 'service_worker', 'shared_worker'].includes(target.type())) return;
      void target.createCDPSession().then(async (session) => {
        session.on('Network.requestWillBeSent', (event) => requested.push(event.request.url));
        await session.send('Network.enable');
      });
    });
    const page = await context.newPage();
    // The page's own requests.
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`http://127.0.0.1:${gateway.port}/graphql`, { waitUntil: 'load' });

    await page
      .waitForFunction(
        // Monaco renders spaces as no-break spaces.
        () =>
          document
            .querySelector('.graphiql-query-editor')
            ?.textContent?.replace(/\s+/g, ' ')
            .includes('query Explore {'),
        { timeout: 30_000 },
      )
      .catch((error: unknown) => {
        // An editor that never rendered because its assets were off loopback: say which.
        expect(offLoopback).toEqual([]);
        throw error;
      });
    const title = await page.title();
    expect(title).toBe('Unified GraphQL gateway');

    // The answer as GraphiQL received it (its response editor only renders the lines in view).
    const answer = page.waitForResponse(
      (response) => response.request().method() === 'POST' && (response.request().postData() ?? '').includes('Explore'),
      { timeout: 30_000 },
    );
    await page.click('.graphiql-execute-button');
    const body = (await (await answer).json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown };
    expect(body.errors).toBeUndefined();
    for (const service of ['messaging', 'numbers', 'fileStorage', 'marketplace', 'research', 'automotive', 'content']) {
      expect(Object.values(body.data?.[service] ?? {}).every((value) => value !== null)).toBe(true);
    }
    await page.waitForFunction(
      () => document.querySelector('.graphiql-response')?.textContent?.includes('"messaging"'),
      {
        timeout: 30_000,
      },
    );

    expect(requested.filter((url) => !LOOPBACK.test(url))).toEqual([]);
    expect(requested.some((url) => url.endsWith('/graphql'))).toBe(true);
  }, 60_000);
});
