// Whose names go out, over real HTTP to the sandbox: the real APIs' by default, the brief's with API_NAMES=brief.
// The sandbox answers under either set (it reads the same configuration), so a switch of names alone never breaks a
// sandboxed service; what it recorded (headers, paths, query) is what a real upstream would have received.
import { startHarness, type Harness } from './support/harness.js';

const PULL = `mutation {
  pullDrivingLicenceCertificate(input: {
    licenceNumber: "DL0420110012345", fullName: "Sunil Kumar", dateOfBirth: "31-12-1980", aadhaarNumber: "123412341234"
  }) { licence { licenceNumber } }
}`;
const READ = `{
  numbers { isPrime(number: 7) }
  content { domain(domainId: "3210329704") { domain } }
  fileStorage { accounts(subscriptionId: "5f3c9a2e-7d41-4b8e-9c07-2a6e1f0d8b31", resourceGroupName: "storage-rg") { name } }
  scheduler { jobCollections(subscriptionId: "9b7e4c1a-3f62-4d85-a0e9-6c2b8d4f1e70") { edges { node { name } } } }
}`;
const KEYS = {
  NUMBERS_API_KEY: 'n-key',
  CERTIFICATES_API_KEY: 'c-key',
  CERTIFICATES_CLIENT_ID: 'c-client',
  CONTENT_API_KEY: 'h-key',
};

async function sentNames(env: Record<string, string>) {
  const harness = await startHarness({
    services: ['numbers', 'certificates', 'content', 'fileStorage', 'scheduler'],
    env: { ...KEYS, ...env },
  });
  try {
    const read = await harness.query(READ);
    expect(read.errors).toBeUndefined();
    const pulled = await harness.query(PULL);
    expect(pulled.errors).toBeUndefined();
    expect(pulled.data).toEqual({ pullDrivingLicenceCertificate: { licence: { licenceNumber: 'DL0420110012345' } } });
    return recorded(harness);
  } finally {
    await harness.close();
  }
}

function recorded(harness: Harness) {
  const first = (key: 'numbers' | 'certificates' | 'content' | 'fileStorage' | 'scheduler') => {
    const request = harness.sandbox.service(key).recorder.requests[0];
    expect(request).toBeDefined();
    return request!;
  };
  return {
    numbers: first('numbers').headers,
    certificates: first('certificates').headers,
    content: first('content').query,
    fileStorage: first('fileStorage').path,
    scheduler: first('scheduler').path,
  };
}

test('by default the real APIs’ names go out: headers, query parameter and Azure provider paths', async () => {
  const sent = await sentNames({});
  expect(sent.numbers['x-mathtools-api-secret']).toBe('n-key');
  expect(sent.numbers['x-numbers-api-secret']).toBeUndefined();
  expect(sent.certificates['x-apisetu-apikey']).toBe('c-key');
  expect(sent.certificates['x-apisetu-clientid']).toBe('c-client');
  expect(sent.certificates['x-gateway-apikey']).toBeUndefined();
  expect(sent.content.hapikey).toBe('h-key');
  expect(sent.content.apikey).toBeUndefined();
  expect(sent.fileStorage).toMatch(/\/providers\/Microsoft\.NetApp\/netAppAccounts$/);
  expect(sent.scheduler).toMatch(/\/providers\/Microsoft\.Scheduler\/jobCollections$/);
});

test('API_NAMES=brief keeps the product brief’s names', async () => {
  const sent = await sentNames({ API_NAMES: 'brief' });
  expect(sent.numbers['x-numbers-api-secret']).toBe('n-key');
  expect(sent.numbers['x-mathtools-api-secret']).toBeUndefined();
  expect(sent.certificates['x-gateway-apikey']).toBe('c-key');
  expect(sent.certificates['x-apisetu-apikey']).toBeUndefined();
  expect(sent.content.apikey).toBe('h-key');
  expect(sent.content.hapikey).toBeUndefined();
  expect(sent.fileStorage).toMatch(/\/providers\/Provider\.FileStorage\/fileStorageAccounts$/);
  expect(sent.scheduler).toMatch(/\/providers\/Provider\.Scheduler\/jobCollections$/);
});

test('<PREFIX>_API_NAMES switches one service: the others keep the default', async () => {
  const sent = await sentNames({ NUMBERS_API_NAMES: 'brief' });
  expect(sent.numbers['x-numbers-api-secret']).toBe('n-key');
  expect(sent.content.hapikey).toBe('h-key');
  expect(sent.fileStorage).toContain('/providers/Microsoft.NetApp/netAppAccounts');
});
