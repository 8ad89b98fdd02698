// GraphiQL in a real headless Chromium, offline: the page and its assets come from the gateway, the editor opens
// on the project's query, Run answers from several services, and no request leaves loopback.
// `npm run test:browser` (Debian's chromium; CHROMIUM_PATH overrides where it is).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { listen, type Listening } from '../operations/support.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LOOPBACK = /^(http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|blob:http:\/\/(127\.0\.0\.1|localhost)|data:)/;

let gateway: Listening;
let browser: Browser;
const profile = mkdtempSync(join(tmpdir(), 'graphiql-chromium-'));

beforeAll(async () => {
  gateway = await listen();
  browser = await puppeteer.launch({
    executablePath: CHROMIUM,
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
      `--user-data-dir=${profile}`,
    ],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await gateway?.close();
  rmSync(profile, { recursive: true, force: true });
});

test('GraphiQL renders offline, opens on the multi-service query and Run returns data', async () => {
  const page = await browser.newPage();
  const requested: string[] = [];
  // Every request of the page and of its workers; any off loopback fails the test below.
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`http://127.0.0.1:${gateway.port}/graphql`, { waitUntil: 'load' });

  await page.waitForFunction(
    // Monaco renders spaces as no-break spaces.
    () =>
      document.querySelector('.graphiql-query-editor')?.textContent?.replace(/\s+/g, ' ').includes('query Explore {'),
    { timeout: 30_000 },
  );
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
  await page.waitForFunction(() => document.querySelector('.graphiql-response')?.textContent?.includes('"messaging"'), {
    timeout: 30_000,
  });

  const offLoopback = requested.filter((url) => !LOOPBACK.test(url));
  expect(offLoopback).toEqual([]);
  expect(requested.some((url) => url.endsWith('/graphql'))).toBe(true);
}, 60_000);
