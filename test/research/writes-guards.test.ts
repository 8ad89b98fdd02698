// What stands between an OSF write and the upstream: input rules (BAD_USER_INPUT, no call), a token (a write acts as
// a person: the caller's own, or the gateway's for a caller with `research:write`; with neither, no call), the retry
// rule (a POST is never repeated; PATCH, PUT and DELETE may be), and the token going to the OSF only.
import { loadConfig } from '../../src/config/index.js';
import { createGateway, type Gateway } from '../../src/gateway.js';
import { createLogger } from '../../src/logger.js';
import { CACHE_POLICY } from '../../src/plugins/response-cache/policy.js';
import * as seed from '../../sandbox/research/data.js';
import { errorAt, startHarness, type GraphQLResponse, type Harness } from '../support/harness.js';

const ADA_TOKEN = 'osf-sandbox-token-ada';
const GRACE_TOKEN = 'osf-sandbox-token-grace';
const CONTRIBUTOR = '{ userId: "gr4c3" }';

/** A well-formed call of every research mutation (the ids need not exist: these never reach the upstream). */
const VALID: Record<string, string> = {
  createResearchNode: 'createResearchNode(input: { title: "T", category: DATA }) { id }',
  createResearchComponent: 'createResearchComponent(parentId: "abc12", input: { title: "T", category: DATA }) { id }',
  updateResearchNode: 'updateResearchNode(id: "abc12", input: { title: "T" }) { id }',
  deleteResearchNode: 'deleteResearchNode(id: "abc12") { deletedId }',
  forkResearchNode: 'forkResearchNode(id: "abc12") { id }',
  updateNodeAddon: 'updateNodeAddon(nodeId: "abc12", provider: "github", input: { enabled: false }) { id }',
  addResearchNodeContributor: `addResearchNodeContributor(nodeId: "abc12", input: ${CONTRIBUTOR}) { id }`,
  updateResearchNodeContributor:
    'updateResearchNodeContributor(nodeId: "abc12", userId: "gr4c3", input: { permission: READ }) { id }',
  removeResearchNodeContributor: 'removeResearchNodeContributor(nodeId: "abc12", userId: "gr4c3") { deletedId }',
  createResearchComment: 'createResearchComment(nodeId: "abc12", content: "Hi") { id }',
  updateResearchComment: 'updateResearchComment(id: "c0mment", content: "Hi") { id }',
  deleteResearchComment: 'deleteResearchComment(id: "c0mment") { deletedId }',
  updateResearchFile: 'updateResearchFile(id: "f1le", tags: ["a"]) { id }',
  createDraftRegistration: 'createDraftRegistration(input: { registrationSchemaId: "s1" }) { id }',
  updateDraftRegistration: 'updateDraftRegistration(id: "d1", input: { title: "T" }) { id }',
  deleteDraftRegistration: 'deleteDraftRegistration(id: "d1") { deletedId }',
  addDraftRegistrationContributor: `addDraftRegistrationContributor(draftId: "d1", input: ${CONTRIBUTOR}) { id }`,
  updateRegistration: 'updateRegistration(id: "r3g15", public: true) { id }',
  forkRegistration: 'forkRegistration(id: "r3g15") { id }',
  createSchemaResponse: 'createSchemaResponse(registrationId: "r3g15") { id }',
  updateSchemaResponse: 'updateSchemaResponse(id: "sr1", input: { revisionJustification: "x" }) { id }',
  deleteSchemaResponse: 'deleteSchemaResponse(id: "sr1") { deletedId }',
  createSchemaResponseAction: 'createSchemaResponseAction(schemaResponseId: "sr1", trigger: SUBMIT) { id }',
  createPreprint: 'createPreprint(input: { projectId: "abc12", primaryFileId: "f1le", providerId: "osf" }) { id }',
  updatePreprint: 'updatePreprint(id: "pr1nt", input: { title: "T" }) { id }',
  addPreprintContributor: `addPreprintContributor(preprintId: "pr1nt", input: ${CONTRIBUTOR}) { id }`,
  updateResearchUser: 'updateResearchUser(input: { givenName: "A" }) { id }',
  createResearchCollection: 'createResearchCollection(title: "C") { id }',
  deleteResearchCollection: 'deleteResearchCollection(id: "c0ll") { deletedId }',
  linkResearchCollectionNodes: 'linkResearchCollectionNodes(collectionId: "c0ll", ids: ["abc12"]) { id }',
  unlinkResearchCollectionNodes: 'unlinkResearchCollectionNodes(collectionId: "c0ll", ids: ["abc12"]) { id }',
  linkResearchCollectionRegistrations:
    'linkResearchCollectionRegistrations(collectionId: "c0ll", ids: ["r3g15"]) { id }',
  unlinkResearchCollectionRegistrations:
    'unlinkResearchCollectionRegistrations(collectionId: "c0ll", ids: ["r3g15"]) { id }',
  addCollectedMetadata: 'addCollectedMetadata(collectionId: "c0ll", guid: "abc12") { id }',
  updateCollectedMetadata:
    'updateCollectedMetadata(collectionId: "c0ll", guid: "abc12", input: { volume: "1" }) { id }',
  removeCollectedMetadata: 'removeCollectedMetadata(collectionId: "c0ll", guid: "abc12") { deletedId }',
  setCollectedMetadataSubjects:
    'setCollectedMetadataSubjects(collectionId: "c0ll", guid: "abc12", subjectIds: ["t1"]) { id }',
};

/** One invalid call per mutation, and the argument the refusal names. */
const BAD_INPUT: Record<string, [call: string, argument: string]> = {
  createResearchNode: ['createResearchNode(input: { title: "   ", category: DATA }) { id }', 'input.title'],
  createResearchComponent: [
    'createResearchComponent(parentId: "../x", input: { title: "T", category: DATA }) { id }',
    'parentId',
  ],
  updateResearchNode: ['updateResearchNode(id: "abc12", input: { tags: ["a", "a"] }) { id }', 'input.tags'],
  deleteResearchNode: ['deleteResearchNode(id: "a/b") { deletedId }', 'id'],
  forkResearchNode: ['forkResearchNode(id: "abc12", title: "") { id }', 'title'],
  updateNodeAddon: [
    'updateNodeAddon(nodeId: "abc12", provider: "Git Hub", input: { enabled: false }) { id }',
    'provider',
  ],
  addResearchNodeContributor: [
    'addResearchNodeContributor(nodeId: "abc12", input: { userId: "" }) { id }',
    'input.userId',
  ],
  updateResearchNodeContributor: [
    'updateResearchNodeContributor(nodeId: "abc12", userId: "gr4c3", input: { index: -1 }) { id }',
    'input.index',
  ],
  removeResearchNodeContributor: [
    'removeResearchNodeContributor(nodeId: "abc12", userId: "..") { deletedId }',
    'userId',
  ],
  createResearchComment: [`createResearchComment(nodeId: "abc12", content: "${'x'.repeat(1001)}") { id }`, 'content'],
  updateResearchComment: ['updateResearchComment(id: "c0mment") { id }', 'content'],
  deleteResearchComment: ['deleteResearchComment(id: "c 1") { deletedId }', 'id'],
  updateResearchFile: ['updateResearchFile(id: "f1le", tags: [""]) { id }', 'tags'],
  createDraftRegistration: [
    'createDraftRegistration(input: { registrationSchemaId: "s1", registrationResponses: [1] }) { id }',
    'input.registrationResponses',
  ],
  updateDraftRegistration: [
    'updateDraftRegistration(id: "d1", projectId: "%2F", input: { title: "T" }) { id }',
    'projectId',
  ],
  deleteDraftRegistration: ['deleteDraftRegistration(id: "") { deletedId }', 'id'],
  addDraftRegistrationContributor: [
    'addDraftRegistrationContributor(draftId: "d1", input: { userId: "a b" }) { id }',
    'input.userId',
  ],
  updateRegistration: ['updateRegistration(id: "r3g15/..", public: true) { id }', 'id'],
  forkRegistration: ['forkRegistration(id: "-x") { id }', 'id'],
  createSchemaResponse: ['createSchemaResponse(registrationId: "") { id }', 'registrationId'],
  updateSchemaResponse: [
    'updateSchemaResponse(id: "sr1", input: { revisionResponses: "text" }) { id }',
    'input.revisionResponses',
  ],
  deleteSchemaResponse: ['deleteSchemaResponse(id: "s r") { deletedId }', 'id'],
  createSchemaResponseAction: [
    `createSchemaResponseAction(schemaResponseId: "sr1", trigger: SUBMIT, comment: "${'x'.repeat(5001)}") { id }`,
    'comment',
  ],
  createPreprint: [
    'createPreprint(input: { projectId: "abc12", primaryFileId: "f1le", providerId: "osf", doi: "doi" }) { id }',
    'input.doi',
  ],
  updatePreprint: ['updatePreprint(id: "pr1nt", input: { licenseId: "a/b" }) { id }', 'input.licenseId'],
  addPreprintContributor: ['addPreprintContributor(preprintId: "..", input: { userId: "gr4c3" }) { id }', 'preprintId'],
  updateResearchUser: ['updateResearchUser(input: { locale: "english" }) { id }', 'input.locale'],
  createResearchCollection: [`createResearchCollection(title: "${'x'.repeat(201)}") { id }`, 'title'],
  deleteResearchCollection: ['deleteResearchCollection(id: "c/1") { deletedId }', 'id'],
  linkResearchCollectionNodes: ['linkResearchCollectionNodes(collectionId: "c0ll", ids: []) { id }', 'ids'],
  unlinkResearchCollectionNodes: ['unlinkResearchCollectionNodes(collectionId: "c0ll", ids: ["a b"]) { id }', 'ids'],
  linkResearchCollectionRegistrations: [
    `linkResearchCollectionRegistrations(collectionId: "c0ll", ids: [${Array.from({ length: 101 }, (_, i) => `"r${i}"`).join(',')}]) { id }`,
    'ids',
  ],
  unlinkResearchCollectionRegistrations: [
    'unlinkResearchCollectionRegistrations(collectionId: "", ids: ["r1"]) { id }',
    'collectionId',
  ],
  addCollectedMetadata: ['addCollectedMetadata(collectionId: "c0ll", guid: "g/1") { id }', 'guid'],
  updateCollectedMetadata: [
    `updateCollectedMetadata(collectionId: "c0ll", guid: "abc12", input: { status: "" }) { id }`,
    'input.status',
  ],
  removeCollectedMetadata: ['removeCollectedMetadata(collectionId: "..", guid: "abc12") { deletedId }', 'collectionId'],
  setCollectedMetadataSubjects: [
    'setCollectedMetadataSubjects(collectionId: "c0ll", guid: "abc12", subjectIds: []) { id }',
    'subjectIds',
  ],
};

test('every research mutation has a well-formed and a bad-input case here', () => {
  const mutations = [...CACHE_POLICY.research.mutations].sort();
  expect(mutations).toHaveLength(37);
  expect(Object.keys(VALID).sort()).toEqual(mutations);
  expect(Object.keys(BAD_INPUT).sort()).toEqual(mutations);
});

describe('on the sandbox', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ services: ['research', 'numbers'] });
  });
  afterAll(() => harness.close());
  beforeEach(() => harness.sandbox.service('research').recorder.reset());
  afterEach(() => harness.sandbox.service('research').faults.clear());
  const recorder = () => harness.sandbox.service('research').recorder;
  const ADA = { 'x-research-token': ADA_TOKEN };

  test.each(Object.entries(BAD_INPUT))(
    '%s: bad input is BAD_USER_INPUT naming the argument, no upstream call',
    async (name, [call, argument]) => {
      const result = await harness.query(`mutation { ${call} }`, undefined, ADA);
      expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
      expect(result.errors?.[0]?.extensions?.argument ?? result.errors?.[0]?.message).toContain(argument);
      expect(result.data ?? { [name]: null }).toEqual({ [name]: null });
      expect(recorder().count()).toBe(0);
    },
  );

  test.each(Object.entries(VALID))(
    '%s without any token: UNAUTHENTICATED (a write acts as a person), no upstream call',
    async (name, call) => {
      const result = await harness.query(`mutation { ${call} }`);
      expect(errorAt(result, [name])?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', service: 'research' });
      expect(recorder().count()).toBe(0);
    },
  );

  test('updateResearchUser with nothing to change: BAD_USER_INPUT on input, no upstream call (no empty PATCH)', async () => {
    const result = await harness.query('mutation { updateResearchUser(input: {}) { id } }', undefined, ADA);
    expect(result.errors?.map((error) => error.extensions)).toEqual([{ code: 'BAD_USER_INPUT', argument: 'input' }]);
    expect(result.errors?.[0]?.message).toContain('names nothing to change');
    expect(result.data).toEqual({ updateResearchUser: null });
    expect(recorder().count()).toBe(0);
  });

  test('a global id of another type is BAD_USER_INPUT, no upstream call', async () => {
    const user = await harness.query<{ research: { user: { id: string } } }>(
      '{ research { user(id: "gr4c3") { id } } }',
    );
    recorder().reset();
    const result = await harness.query(
      'mutation($id: String!) { deleteResearchNode(id: $id) { deletedId } }',
      { id: user.data!.research.user.id },
      ADA,
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'id' });
    expect(recorder().count()).toBe(0);
  });

  test('one 503 on a POST: exactly one call and UPSTREAM_UNAVAILABLE (never retried)', async () => {
    harness.sandbox.service('research').faults.inject({ kind: 'status', status: 503 }, { method: 'POST', times: 1 });
    const result = await harness.query(`mutation { ${VALID.createResearchNode} }`, undefined, ADA);
    expect(errorAt(result, ['createResearchNode'])?.extensions).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      status: 503,
    });
    expect(recorder().counts()).toEqual({ 'POST /nodes/': 1 });
  });

  test('one 503 on a PATCH and on a DELETE: each retried once (they set or remove a value), then answered', async () => {
    const project = await harness.query<{ createResearchNode: { upstreamId: string } }>(
      'mutation { createResearchNode(input: { title: "Retry", category: DATA }) { upstreamId } }',
      undefined,
      ADA,
    );
    const id = project.data!.createResearchNode.upstreamId;
    recorder().reset();
    const faults = harness.sandbox.service('research').faults;
    faults.inject({ kind: 'status', status: 503 }, { method: 'PATCH', times: 1 });
    const patched = await harness.query(
      `mutation { updateResearchNode(id: "${id}", input: { title: "Retried" }) { title } }`,
      undefined,
      ADA,
    );
    expect(patched).toEqual({ data: { updateResearchNode: { title: 'Retried' } } });
    faults.inject({ kind: 'status', status: 503 }, { method: 'DELETE', times: 1 });
    const deleted = await harness.query(`mutation { deleteResearchNode(id: "${id}") { upstreamId } }`, undefined, ADA);
    expect(deleted).toEqual({ data: { deleteResearchNode: { upstreamId: id } } });
    expect(recorder().counts()).toEqual({ [`PATCH /nodes/${id}/`]: 2, [`DELETE /nodes/${id}/`]: 2 });
  });

  test("the caller's token reaches only the OSF, and never a response or a log line", async () => {
    const numbers = harness.sandbox.service('numbers').recorder;
    numbers.reset();
    const result = await harness.query(`mutation { ${VALID.createResearchCollection} }`, undefined, ADA);
    const other = await harness.query('{ numbers { isPrime(number: 7) } }', undefined, ADA);
    expect(other.errors).toBeUndefined();
    expect(result.errors).toBeUndefined();
    for (const request of recorder().requests) expect(request.headers.authorization).toBe(`Bearer ${ADA_TOKEN}`);
    expect(numbers.count()).toBeGreaterThan(0);
    expect(numbers.sawValue(ADA_TOKEN)).toBe(false);
    expect(harness.responses.join('\n')).not.toContain(ADA_TOKEN);
    expect(harness.logs.join('\n')).not.toContain(ADA_TOKEN);
  });
});

describe("the write scope, with the gateway's own token (not sandboxed)", () => {
  const READ_KEY = 'research-reader-0123456789';
  const WRITE_KEY = 'research-writer-0123456789';
  let upstreams: Harness;
  let gateway: Gateway;
  let anonymousGateway: Gateway;
  beforeAll(async () => {
    upstreams = await startHarness({ services: ['research'] });
    const env = {
      LOG_LEVEL: 'silent',
      RESEARCH_BASE_URL: upstreams.sandbox.service('research').baseUrl,
      GATEWAY_API_KEYS: `${READ_KEY}:research;${WRITE_KEY}:research:write`,
    };
    gateway = createGateway(loadConfig({ ...env, RESEARCH_TOKEN: ADA_TOKEN }), { logger: createLogger('silent') });
    // No token configured: a caller without their own has nothing to write with.
    anonymousGateway = createGateway(loadConfig(env), { logger: createLogger('silent') });
  });
  afterAll(async () => {
    await gateway.dispose();
    await anonymousGateway.dispose();
    await upstreams.close();
  });
  beforeEach(() => upstreams.sandbox.service('research').recorder.reset());
  const recorder = () => upstreams.sandbox.service('research').recorder;

  async function post(target: Gateway, query: string, headers: Record<string, string>): Promise<GraphQLResponse> {
    const response = await target.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as GraphQLResponse;
  }
  const WRITE = 'mutation { createResearchCollection(title: "Scoped") { title } }';

  test('the read scope alone: the write is FORBIDDEN (missing-scope), no upstream call', async () => {
    const result = await post(gateway, WRITE, { 'x-api-key': READ_KEY });
    expect(result.data).toEqual({ createResearchCollection: null });
    expect(errorAt(result, ['createResearchCollection'])?.extensions).toEqual({
      code: 'FORBIDDEN',
      service: 'research',
      reason: 'missing-scope',
    });
    expect(recorder().count()).toBe(0);
  });

  test("research:write: the write goes out with the gateway's token", async () => {
    const result = await post(gateway, WRITE, { 'x-api-key': WRITE_KEY });
    expect(result).toEqual({ data: { createResearchCollection: { title: 'Scoped' } } });
    expect(recorder().requests.map((request) => request.headers.authorization)).toEqual([`Bearer ${ADA_TOKEN}`]);
  });

  test("a caller's own token needs no write scope, and only it reaches the OSF", async () => {
    const result = await post(gateway, WRITE, { 'x-api-key': READ_KEY, 'x-research-token': GRACE_TOKEN });
    expect(result.errors).toBeUndefined();
    expect(recorder().requests.map((request) => request.headers.authorization)).toEqual([`Bearer ${GRACE_TOKEN}`]);
    const created = seed.collections[seed.collections.length - 1]!;
    expect(created.admins).toEqual(['gr4c3']);
  });

  test('with no token configured and none sent, even a scoped caller is UNAUTHENTICATED, no upstream call', async () => {
    const result = await post(anonymousGateway, WRITE, { 'x-api-key': WRITE_KEY });
    expect(errorAt(result, ['createResearchCollection'])?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(recorder().count()).toBe(0);
  });
});
