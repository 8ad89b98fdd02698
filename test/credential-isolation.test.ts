// One gateway, every service at once: each upstream receives only its own credential, and no credential appears
// in a response or a log line, on success and on failure.
import { readFileSync } from 'node:fs';
import { startHarness, type Harness } from './support/harness.js';
import { credentialsByService, RESEARCH_CALLER_TOKEN } from './support/credentials.js';

const DASHBOARD = readFileSync(new URL('../examples/client/documents/dashboard.graphql', import.meta.url), 'utf8');
const CERTIFICATE_PULL = `mutation {
  pullDrivingLicenceCertificate(
    input: {
      licenceNumber: "DL0420110012345", fullName: "Sunil Kumar", dateOfBirth: "31-12-1980", aadhaarNumber: "123412341234"
    }
  ) { txnId licence { validUntil } }
}`;

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

test('each upstream receives only its own credential, and none reaches a response or a log line', async () => {
  const dashboard = await harness.query(DASHBOARD, undefined, { 'x-research-token': RESEARCH_CALLER_TOKEN });
  expect(dashboard.errors).toBeUndefined();
  const pull = await harness.query(CERTIFICATE_PULL);
  expect(pull.errors).toBeUndefined();

  // Failures too: every upstream refuses or breaks once, so error paths are part of the check.
  for (const running of Object.values(harness.sandbox.services)) {
    running!.faults.inject({ kind: 'status', status: 500, body: { error: 'boom' } }, { times: 3 });
  }
  const failing = await harness.query(DASHBOARD, undefined, { 'x-research-token': RESEARCH_CALLER_TOKEN });
  expect(failing.errors?.length).toBeGreaterThan(0);
  for (const running of Object.values(harness.sandbox.services)) running!.faults.clear();

  const automotiveRequests = harness.sandbox.service('automotive').recorder.requests;
  const jwtParam = harness.config.automotive.jwtParam;
  const jwts = [...new Set(automotiveRequests.flatMap((request) => request.query[jwtParam] ?? []))] as string[];
  expect(jwts.length).toBeGreaterThan(0);

  const sandboxes = Object.values(harness.sandbox.services).map((running) => running!);
  const everything = [...harness.responses, ...harness.logs].join('\n');
  for (const [owner, credential] of credentialsByService(harness.config, jwts)) {
    for (const running of sandboxes) {
      expect({ credential, upstream: running.key, seen: running.recorder.sawValue(credential) }).toEqual({
        credential,
        upstream: running.key,
        seen: running.key === owner,
      });
    }
    expect(everything).not.toContain(credential);
  }
});

test("a caller without a research token is never sent another caller's", async () => {
  const research = harness.sandbox.service('research').recorder;
  research.reset();
  const result = await harness.query(DASHBOARD);
  expect(result.errors).toBeUndefined();
  expect(research.count()).toBeGreaterThan(0);
  expect(research.sawValue(RESEARCH_CALLER_TOKEN)).toBe(false);
  for (const request of research.requests) expect(request.headers.authorization).toBeUndefined();
});
