// The certificates key (and the client id API Setu also wants) reach only the certificates upstream, in their
// headers, and never a log line or a response.
import { startHarness } from '../support/harness.js';

const KEY = 'certificates-key-5b0e7d';
const CLIENT_ID = 'client-id-81c2aa';
const PULL = `mutation { pullVehicleRegistrationCertificate(input: {
  registrationNumber: "DL01AB1234", chassisNumber: "08420", fullName: "Sunil Kumar", aadhaarNumber: "123412341234"
}) { txnId } }`;

test('the key and client id travel in their headers to the certificates upstream only', async () => {
  const harness = await startHarness({
    services: ['certificates', 'numbers'],
    env: { CERTIFICATES_API_KEY: KEY, CERTIFICATES_CLIENT_ID: CLIENT_ID, NUMBERS_API_KEY: 'numbers-key-0a9f' },
  });
  try {
    const result = await harness.query(PULL);
    expect(result.errors).toBeUndefined();
    await harness.query('{ numbers { isPrime(number: 13) } }');
    const [request] = harness.sandbox.service('certificates').recorder.requests;
    expect(request?.headers['x-apisetu-apikey']).toBe(KEY);
    expect(request?.headers['x-apisetu-clientid']).toBe(CLIENT_ID);
    expect(harness.sandbox.service('certificates').recorder.sawValue('numbers-key-0a9f')).toBe(false);
    const numbers = harness.sandbox.service('numbers').recorder;
    expect(numbers.count()).toBe(1);
    expect(numbers.sawValue(KEY)).toBe(false);
    expect(numbers.sawValue(CLIENT_ID)).toBe(false);
    // A failure too, so error paths are covered by the leak check.
    harness.sandbox.service('certificates').faults.inject({ kind: 'status', status: 500 });
    await harness.query(PULL);
    const everything = [...harness.logs, ...harness.responses].join('\n');
    expect(everything).not.toContain(KEY);
    expect(everything).not.toContain(CLIENT_ID);
  } finally {
    await harness.close();
  }
});

test('a wrong key -> UNAUTHENTICATED from the issuer', async () => {
  const harness = await startHarness({
    services: ['certificates'],
    adjust: (config) => ({
      ...config,
      services: {
        ...config.services,
        certificates: {
          ...config.services.certificates,
          credential: { ...config.services.certificates.credential, secret: 'not-the-key' },
        },
      },
    }),
  });
  try {
    const result = await harness.query(PULL);
    expect(result.data).toEqual({ pullVehicleRegistrationCertificate: null });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      service: 'certificates',
      status: 401,
      upstreamCode: 'invalid_authentication',
    });
  } finally {
    await harness.close();
  }
});

test('a wrong client id -> UNAUTHENTICATED (not authorised)', async () => {
  const harness = await startHarness({
    services: ['certificates'],
    adjust: (config) => ({ ...config, certificates: { ...config.certificates, clientId: 'someone-else' } }),
  });
  try {
    const result = await harness.query(PULL);
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      upstreamCode: 'invalid_authorization',
    });
  } finally {
    await harness.close();
  }
});

test('no key configured -> UNAUTHENTICATED with no upstream call', async () => {
  const harness = await startHarness({
    services: ['certificates'],
    adjust: (config) => ({
      ...config,
      services: {
        ...config.services,
        certificates: {
          ...config.services.certificates,
          credential: { ...config.services.certificates.credential, secret: undefined },
        },
      },
    }),
  });
  try {
    const result = await harness.query(PULL);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', service: 'certificates' });
    expect(harness.sandbox.service('certificates').recorder.count()).toBe(0);
  } finally {
    await harness.close();
  }
});

test("the header names are configurable (the brief's key header is X-GATEWAY-APIKEY)", async () => {
  const harness = await startHarness({
    services: ['certificates'],
    env: {
      CERTIFICATES_API_KEY: KEY,
      CERTIFICATES_API_KEY_HEADER: 'X-GATEWAY-APIKEY',
      CERTIFICATES_CLIENT_ID: CLIENT_ID,
      CERTIFICATES_CLIENT_ID_HEADER: 'X-Client-Id',
    },
  });
  try {
    const result = await harness.query(PULL);
    expect(result.errors).toBeUndefined();
    const [request] = harness.sandbox.service('certificates').recorder.requests;
    expect(request?.headers['x-gateway-apikey']).toBe(KEY);
    expect(request?.headers['x-client-id']).toBe(CLIENT_ID);
    expect(request?.headers['x-apisetu-apikey']).toBeUndefined();
    expect(request?.headers['x-apisetu-clientid']).toBeUndefined();
  } finally {
    await harness.close();
  }
});
