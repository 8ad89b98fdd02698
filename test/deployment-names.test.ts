// The names the shipped deployment files make the gateway send: the Kubernetes ConfigMap + Secret template and the
// compose environment, read by the real configuration loader, then sent over real HTTP to the sandbox (standing in
// for the upstreams, so the base URLs and Redis are left out) and checked where the sandbox recorded them.
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import { describeApiNames } from '../src/auth/credentials.js';
import { ENV_PREFIX, SERVICE_KEYS, loadConfig } from '../src/config/index.js';
import { FILE_STORAGE_SUBSCRIPTION } from '../sandbox/fileStorage/index.js';
import { SCHEDULER_SUBSCRIPTION } from '../sandbox/scheduler.js';
import { composeEnv } from './support/compose.js';
import { startHarness } from './support/harness.js';

const manifest = (file: string) =>
  parseAllDocuments(readFileSync(`deploy/k8s/${file}`, 'utf8'))[0]!.toJS() as {
    data?: Record<string, string>;
    stringData?: Record<string, string>;
  };
const kubernetesEnv = { ...manifest('configmap.yaml').data, ...manifest('secret.example.yaml').stringData };
const composeGatewayEnv = composeEnv('gateway');

const REAL = {
  numbers: 'header X-Mathtools-Api-Secret',
  certificates: 'header X-APISETU-APIKEY',
  content: 'query hapikey',
  fileStorage: 'Microsoft.NetApp/netAppAccounts',
  scheduler: 'Microsoft.Scheduler',
};

test.each([
  ['deploy/k8s ConfigMap + Secret', kubernetesEnv],
  ['compose.yaml', composeGatewayEnv],
])('%s: the configuration loader picks the real APIs’ names', (_label, env) => {
  const config = loadConfig(env);
  for (const key of SERVICE_KEYS) expect(describeApiNames(config, key).apiNames).toBe('real');
  expect(describeApiNames(config, 'numbers').credential).toBe(REAL.numbers);
  expect(describeApiNames(config, 'certificates')).toMatchObject({
    credential: REAL.certificates,
    clientId: 'header X-APISETU-CLIENTID',
  });
  expect(describeApiNames(config, 'content').credential).toBe(REAL.content);
  expect(config.fileStorage.providerPath).toBe(REAL.fileStorage);
  expect(config.scheduler.providerNamespace).toBe(REAL.scheduler);
});

test('the Secret template carries the API Setu key and its client id together', () => {
  const config = loadConfig(kubernetesEnv);
  expect(kubernetesEnv.CERTIFICATES_API_KEY).toBeTruthy();
  expect(config.certificates.clientId).toBe(kubernetesEnv.CERTIFICATES_CLIENT_ID);
  expect(() => loadConfig({ ...kubernetesEnv, CERTIFICATES_CLIENT_ID: '' })).toThrow(
    /CERTIFICATES_CLIENT_ID is required/,
  );
});

const CALLER_KEY = 'deployment-names-test-key';
const READ = `{
  numbers { isPrime(number: 7) }
  content { domain(domainId: "3210329704") { domain } }
  fileStorage { accounts(subscriptionId: "${FILE_STORAGE_SUBSCRIPTION}", resourceGroupName: "storage-rg") { name } }
  scheduler { jobCollections(subscriptionId: "${SCHEDULER_SUBSCRIPTION}") { edges { node { name } } } }
}`;
const PULL = `mutation { pullDrivingLicenceCertificate(input: {
  licenceNumber: "DL0420110012345", fullName: "Sunil Kumar", dateOfBirth: "31-12-1980", aadhaarNumber: "123412341234"
}) { licence { licenceNumber } } }`;

test.each([
  ['deploy/k8s ConfigMap + Secret', kubernetesEnv],
  ['compose.yaml', composeGatewayEnv],
])('%s: the names reach the upstreams over HTTP', async (_label, deployed) => {
  // Everything the file sets, except where the upstreams and Redis are: the sandbox answers here.
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(deployed)) {
    const elsewhere =
      SERVICE_KEYS.some((key) => name === `${ENV_PREFIX[key]}_BASE_URL`) || /^(REDIS_|OTEL_)/.test(name);
    if (!elsewhere) env[name] = value;
  }
  const harness = await startHarness({
    services: ['numbers', 'certificates', 'content', 'fileStorage', 'scheduler'],
    env: { ...env, SANDBOX: 'true', LOG_LEVEL: 'silent', GATEWAY_API_KEYS: `${CALLER_KEY}:*` },
  });
  try {
    const headers = { 'x-api-key': CALLER_KEY };
    const read = await harness.query(READ, undefined, headers);
    expect(read.errors).toBeUndefined();
    const pulled = await harness.query(PULL, undefined, headers);
    expect(pulled.errors).toBeUndefined();
    const first = (key: 'numbers' | 'certificates' | 'content' | 'fileStorage' | 'scheduler') =>
      harness.sandbox.service(key).recorder.requests[0]!;
    expect(first('numbers').headers['x-mathtools-api-secret']).toBeTruthy();
    expect(first('numbers').headers['x-numbers-api-secret']).toBeUndefined();
    expect(first('certificates').headers['x-apisetu-apikey']).toBeTruthy();
    expect(first('certificates').headers['x-apisetu-clientid']).toBeTruthy();
    expect(first('certificates').headers['x-gateway-apikey']).toBeUndefined();
    expect(first('content').query.hapikey).toBeTruthy();
    expect(first('content').query.apikey).toBeUndefined();
    expect(first('fileStorage').path).toContain(`/providers/${REAL.fileStorage}`);
    expect(first('scheduler').path).toContain(`/providers/${REAL.scheduler}/`);
  } finally {
    await harness.close();
  }
});

test('deploy/k8s: the ConfigMap’s public host and Service names are served, any other Host is refused', async () => {
  const { createGateway } = await import('../src/gateway.js');
  const { createLogger } = await import('../src/logger.js');
  const gateway = createGateway(loadConfig({ ...kubernetesEnv, LOG_LEVEL: 'silent' }), {
    logger: createLogger('silent'),
  });
  const status = async (host: string) =>
    (
      await gateway.fetch('http://gateway/graphql', {
        method: 'POST',
        headers: { host, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      })
    ).status;
  try {
    expect(await status(new URL(kubernetesEnv.GATEWAY_PUBLIC_URL!).host)).toBe(200);
    for (const host of kubernetesEnv.ALLOWED_HOSTS!.split(',')) expect(await status(host)).toBe(200);
    expect(await status('rebound.attacker.example')).toBe(403);
  } finally {
    await gateway.dispose();
  }
});
