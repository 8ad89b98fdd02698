// API_NAMES=real: the gateway sends the real APIs' names, and the sandbox answers under them as it does under the
// brief's (it reads the same configuration), so a switch of names alone never breaks a sandboxed service.
import { startHarness } from './support/harness.js';

const QUERY = `mutation {
  pullDrivingLicenceCertificate(input: {
    licenceNumber: "DL0420110012345", fullName: "Sunil Kumar", dateOfBirth: "31-12-1980", aadhaarNumber: "123412341234"
  }) { licence { licenceNumber } }
}`;

test('numbers, certificates and content answer through the sandbox under the real names', async () => {
  const harness = await startHarness({
    services: ['numbers', 'certificates', 'content'],
    env: { API_NAMES: 'real', NUMBERS_API_KEY: 'n-key', CERTIFICATES_API_KEY: 'c-key', CONTENT_API_KEY: 'h-key' },
  });
  try {
    const read = await harness.query(
      '{ numbers { isPrime(number: 7) } content { domain(domainId: "3210329704") { domain } } }',
    );
    expect(read.errors).toBeUndefined();
    expect(read.data).toEqual({ numbers: { isPrime: true }, content: { domain: { domain: 'www.acme-outdoor.com' } } });
    const pulled = await harness.query(QUERY);
    expect(pulled.errors).toBeUndefined();
    expect(pulled.data).toEqual({ pullDrivingLicenceCertificate: { licence: { licenceNumber: 'DL0420110012345' } } });

    const [numbers] = harness.sandbox.service('numbers').recorder.requests;
    expect(numbers?.headers['x-mathtools-api-secret']).toBe('n-key');
    expect(numbers?.headers['x-numbers-api-secret']).toBeUndefined();
    const [certificates] = harness.sandbox.service('certificates').recorder.requests;
    expect(certificates?.headers['x-apisetu-apikey']).toBe('c-key');
    expect(certificates?.headers['x-gateway-apikey']).toBeUndefined();
    expect(certificates?.headers['x-apisetu-clientid']).toBeDefined();
    const [content] = harness.sandbox.service('content').recorder.requests;
    expect(content?.query.hapikey).toBe('h-key');
    expect(content?.query.apikey).toBeUndefined();
  } finally {
    await harness.close();
  }
});
