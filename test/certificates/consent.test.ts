// The consent artifact is a typed input: what the spec requires is required by GraphQL, what it constrains is checked
// before any call, and the body the issuer receives has every property the spec's `ConsentArtifactSchema` requires.
import { loadSpec, type JsonSchema } from '../contract/support/spec.js';
import { startContractUpstream, type ContractUpstream } from '../contract/support/upstream.js';
import { requireSpecs } from '../support/prerequisites.js';
import { startHarness, type Harness } from '../support/harness.js';

const DL = `mutation ($input: DrivingLicenceCertificateInput!) { pullDrivingLicenceCertificate(input: $input) { txnId } }`;
const licence = {
  licenceNumber: 'DL0420110012345',
  fullName: 'Sunil Kumar',
  dateOfBirth: '31-12-1980',
  aadhaarNumber: '123412341234',
};
const consentArtifact = {
  consent: {
    consentId: 'ea9c43aa-7f5a-4bf3-a0be-e1caa24737ba',
    timestamp: '2026-11-23T10:00:00Z',
    dataConsumer: { id: 'gateway' },
    dataProvider: { id: 'transportdl' },
    purpose: { description: 'Verification' },
    user: { idType: 'mobile', idNumber: '9999999999', mobile: '9999999999', email: 'holder@example.test' },
    data: { id: 'DRVLC' },
    permission: {
      access: 'VIEW',
      dateRange: { from: '2026-11-23T00:00:00+05:30', to: '2026-11-24T00:00:00.000Z' },
      frequency: { unit: 'DAY', value: 1, repeats: 0 },
    },
  },
  signature: { signature: 'c2lnbmVk' },
};

requireSpecs()("the consent artifact against the spec's ConsentArtifactSchema", () => {
  const CALLER_KEY = 'consent-caller-key';
  const pull = (input: Record<string, unknown>) => harness.query(DL, { input }, { 'x-api-key': CALLER_KEY });

  let upstream: ContractUpstream;
  let harness: Harness;
  const received: unknown[] = [];
  beforeAll(async () => {
    const spec = await loadSpec('I-apisetu-transportdl.yaml');
    upstream = await startContractUpstream({
      basePath: spec.basePath,
      routes: [
        {
          method: 'POST',
          path: '/drvlc/certificate',
          reply(request) {
            received.push(JSON.parse(request.body.toString('utf8')));
            return {
              status: 200,
              headers: { 'content-type': 'application/xml' },
              body: '<Certificate number="DL0420110012345"></Certificate>',
            };
          },
        },
      ],
    });
    harness = await startHarness({
      services: [],
      env: {
        CERTIFICATES_BASE_URL: upstream.baseUrl,
        CERTIFICATES_API_KEY: 'consent-key',
        CERTIFICATES_CLIENT_ID: 'consent-client',
        CERTIFICATES_API_NAMES: 'real',
        // A real upstream serves only callers the gateway has authenticated and scoped to it.
        GATEWAY_API_KEYS: `${CALLER_KEY}:certificates`,
      },
    });
  });
  afterAll(async () => {
    await harness?.close();
    await upstream?.close();
  });
  beforeEach(() => {
    received.length = 0;
  });

  /** Paths of properties `schema` requires that `value` lacks, or holds with the wrong JSON type. */
  function missing(schema: JsonSchema, value: unknown, at = 'consentArtifact'): string[] {
    const type = schema.type ?? (schema.properties ? 'object' : undefined);
    if (type === 'object') {
      if (typeof value !== 'object' || value === null) return [at];
      const record = value as Record<string, unknown>;
      return Object.entries(schema.properties ?? {}).flatMap(([name, child]) =>
        record[name] === undefined
          ? (schema.required ?? []).includes(name)
            ? [`${at}.${name}`]
            : []
          : missing(child as JsonSchema, record[name], `${at}.${name}`),
      );
    }
    if (type === 'string') return typeof value === 'string' && value.length > 0 ? [] : [at];
    if (type === 'number') return typeof value === 'number' ? [] : [at];
    return [];
  }

  test('the issuer receives the artifact with every property the spec requires, dates in UTC with milliseconds', async () => {
    const result = await pull({ ...licence, consentArtifact });
    expect(result.errors).toBeUndefined();
    expect(received).toHaveLength(1);
    const sent = (received[0] as { consentArtifact: typeof consentArtifact }).consentArtifact;
    const spec = await loadSpec('I-apisetu-transportdl.yaml');
    const schemas = (spec.document.components as { schemas: Record<string, JsonSchema> }).schemas;
    expect(missing(schemas.ConsentArtifactSchema!, sent)).toEqual([]);
    expect(sent.consent.timestamp).toBe('2026-11-23T10:00:00.000Z');
    expect(sent.consent.permission.dateRange).toEqual({
      from: '2026-11-22T18:30:00.000Z',
      to: '2026-11-24T00:00:00.000Z',
    });
    expect(sent.consent.user).toEqual(consentArtifact.consent.user);
    expect(sent.consent.permission.frequency).toEqual({ unit: 'DAY', value: 1, repeats: 0 });
  });

  test('no artifact given -> none sent', async () => {
    const result = await pull(licence);
    expect(result.errors).toBeUndefined();
    expect(received[0]).not.toHaveProperty('consentArtifact');
  });

  test.each([
    [
      'a consent id that is not a UUID',
      { ...consentArtifact, consent: { ...consentArtifact.consent, consentId: 'yes' } },
      'input.consentArtifact.consent.consentId',
    ],
    [
      'an empty signature',
      { ...consentArtifact, signature: { signature: '' } },
      'input.consentArtifact.signature.signature',
    ],
  ])('%s -> BAD_USER_INPUT naming the field, no upstream call', async (_label, artifact, argument) => {
    const result = await pull({ ...licence, consentArtifact: artifact });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
    expect(received).toHaveLength(0);
  });

  test('an artifact without a property the spec requires is refused by GraphQL validation, no upstream call', async () => {
    const withoutUser: Record<string, unknown> = { ...consentArtifact.consent };
    delete withoutUser.user;
    const result = await harness.query(DL, {
      input: { ...licence, consentArtifact: { ...consentArtifact, consent: withoutUser } },
    });
    expect(result.errors?.[0]?.message).toMatch(/user/);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(received).toHaveLength(0);
  });
});
