// Research writes (OSF APIv2, upstream split spec G) against bodies generated from the spec: every non-GET operation
// of the spec, each answered in every variant. Most write operations declare no response schema; the OSF answers
// them with the resource written, so each borrows the schema of the GET of that resource. The test upstream also
// checks what the gateway sends: a JSON:API document as `application/json` (what the spec's writes consume), with
// the gateway's token.
import { getNamedType, isLeafType, isObjectType } from 'graphql';
import { schema } from '../../src/executable-schema.js';
import { describeContract, type ContractEntry, type ReplyContext } from './support/contract.js';
import { jsonApiReply, RESEARCH_CONTRACT, RESEARCH_REFUSALS, SWAGGER } from '../research/contract-reply.js';
import { researchFieldArgs } from '../research/contract-entries.js';

const TOKEN = 'contract-research-token';
const CONTRIBUTOR = '{ userId: "us3r1", permission: WRITE, bibliographic: true, index: 0 }';
const NODE = '{ title: "T", category: DATA, description: "D", public: true, tags: ["a"], templateFrom: "t3mpl" }';
const DRAFT = '{ title: "T", description: "D", category: DATA, tags: ["a"], registrationResponses: { q1: "a" } }';

const entries: ContractEntry[] = [
  ['createResearchNode', `(input: ${NODE})`],
  ['createResearchComponent', `(parentId: "ab1cd", input: ${NODE})`],
  ['updateResearchNode', '(id: "ab1cd", input: { title: "T", category: DATA, public: false, tags: [] })'],
  ['deleteResearchNode', '(id: "ab1cd")'],
  ['forkResearchNode', '(id: "ab1cd", title: "Fork")'],
  [
    'updateNodeAddon',
    '(nodeId: "ab1cd", provider: "github", input: { externalAccountId: "acc1", folderId: "f", enabled: true })',
  ],
  ['addResearchNodeContributor', `(nodeId: "ab1cd", input: ${CONTRIBUTOR})`],
  ['updateResearchNodeContributor', '(nodeId: "ab1cd", userId: "us3r1", input: { permission: ADMIN })'],
  ['removeResearchNodeContributor', '(nodeId: "ab1cd", userId: "us3r1")'],
  ['createResearchComment', '(nodeId: "ab1cd", content: "Hi", replyToId: "c0mment")'],
  ['updateResearchComment', '(id: "c0mment", content: "Hi", deleted: false)'],
  ['deleteResearchComment', '(id: "c0mment")'],
  ['updateResearchFile', '(id: "f1le0", tags: ["a"])'],
  ['createDraftRegistration', `(input: { registrationSchemaId: "sch3ma", ${DRAFT.slice(2, -2)} })`],
  ['createDraftRegistration', '(input: { registrationSchemaId: "sch3ma", projectId: "ab1cd" })'],
  ['updateDraftRegistration', `(id: "dr4ft", input: ${DRAFT})`],
  ['updateDraftRegistration', '(id: "dr4ft", projectId: "ab1cd", input: { title: "T" })'],
  ['deleteDraftRegistration', '(id: "dr4ft")'],
  ['deleteDraftRegistration', '(id: "dr4ft", projectId: "ab1cd")'],
  ['addDraftRegistrationContributor', `(draftId: "dr4ft", input: ${CONTRIBUTOR})`],
  ['updateRegistration', '(id: "r3g15", public: true)'],
  ['forkRegistration', '(id: "r3g15")'],
  ['createSchemaResponse', '(registrationId: "r3g15")'],
  ['updateSchemaResponse', '(id: "sr1", input: { revisionJustification: "Typo", revisionResponses: { q1: "b" } })'],
  ['deleteSchemaResponse', '(id: "sr1")'],
  ['createSchemaResponseAction', '(schemaResponseId: "sr1", trigger: SUBMIT, comment: "ready")'],
  [
    'createPreprint',
    '(input: { projectId: "ab1cd", primaryFileId: "f1le0", providerId: "osf", licenseId: "l1c", title: "T", doi: "10.1234/x", subjectIds: ["s1"] })',
  ],
  ['updatePreprint', '(id: "pr1nt", input: { title: "T", isPublished: true, licenseId: "l1c", tags: ["a"] })'],
  ['addPreprintContributor', `(preprintId: "pr1nt", input: ${CONTRIBUTOR})`],
  ['updateResearchUser', '(id: "us3r1", input: { fullName: "A B", givenName: "A", familyName: "B", locale: "en_US" })'],
  ['createResearchCollection', '(title: "C", isPublic: true)'],
  ['deleteResearchCollection', '(id: "c0ll")'],
  ['linkResearchCollectionNodes', '(collectionId: "c0ll", ids: ["ab1cd", "ab2cd"])'],
  ['unlinkResearchCollectionNodes', '(collectionId: "c0ll", ids: ["ab1cd"])'],
  ['linkResearchCollectionRegistrations', '(collectionId: "c0ll", ids: ["r3g15"])'],
  ['unlinkResearchCollectionRegistrations', '(collectionId: "c0ll", ids: ["r3g15"])'],
  ['addCollectedMetadata', '(collectionId: "c0ll", guid: "ab1cd", input: { status: "Ongoing" })'],
  ['updateCollectedMetadata', '(collectionId: "c0ll", guid: "ab1cd", input: { volume: "1", programArea: "P" })'],
  ['removeCollectedMetadata', '(collectionId: "c0ll", guid: "ab1cd")'],
  ['setCollectedMetadataSubjects', '(collectionId: "c0ll", guid: "ab1cd", subjectIds: ["s1", "s2"])'],
].map(([field, args]) => ({
  field: field!,
  args,
  mutation: true,
  // A write answers its record, or a coded error saying it is done but could not be read back: never a null.
}));

/**
 * The payloads' relationship fields, not selected: they are the query types' own fields, which the read contracts
 * cover, and they need the record's id, which a created record's answer may leave out (the spec does not require
 * it). The attributes, `id` and `upstreamId` are what a write's answer carries.
 */
function relationshipFields(): string[] {
  const mutation = schema.getMutationType()!.getFields();
  const skipped = new Set<string>();
  for (const { field } of entries) {
    const type = getNamedType(mutation[field]!.type);
    if (!isObjectType(type)) continue;
    for (const [name, candidate] of Object.entries(type.getFields()))
      // `linkedNodeIds` and the like read a relationship endpoint too.
      if (!isLeafType(getNamedType(candidate.type)) || name.endsWith('Ids')) skipped.add(`${type.name}.${name}`);
  }
  return [...skipped];
}

/** Write paths whose resource is read at another GET path of the spec. */
const READ_AS: Record<string, string> = {
  '/nodes/': '/nodes/{node_id}/',
  '/nodes/{node_id}/children/': '/nodes/{node_id}/',
  '/nodes/{node_id}/forks/': '/nodes/{node_id}/',
  '/registrations/{registration_id}/forks/': '/nodes/{node_id}/',
  '/nodes/{node_id}/comments/': '/comments/{comment_id}/',
  '/nodes/{node_id}/contributors/': '/nodes/{node_id}/contributors/{user_id}/',
  '/preprints/{preprint_id}/contributors/': '/nodes/{node_id}/contributors/{user_id}/',
  '/draft_registrations/{draft_id}/contributors/': '/nodes/{node_id}/contributors/{user_id}/',
  '/nodes/{node_id}/draft_registrations/': '/nodes/{node_id}/draft_registrations/{draft_id}/',
  '/draft_registrations/': '/draft_registrations/{draft_id}/',
  '/preprints/': '/preprints/{preprint_id}/',
  '/collections/': '/collections/{collection_id}/',
  '/collections/{collection_id}/collected_metadata/': '/collections/{collection_id}/collected_metadata/{cgm_id}',
  '/schema_responses/': '/schema_responses/{schema_response_id}',
  '/schema_responses/{schema_response_id}/actions/':
    '/schema_responses/{schema_response_id}/actions/{schema_response_action_id}',
};

/** What the gateway sent is a JSON:API document of the media type the spec's writes consume (an empty body for a DELETE of a record). */
function sentDocument(context: ReplyContext): boolean {
  const { request, operation } = context;
  if (request.body.length === 0) return operation.method === 'DELETE' && !operation.path.includes('/relationships/');
  if (request.headers['content-type'] !== 'application/json') return false;
  try {
    const data = (JSON.parse(request.body.toString('utf8')) as { data?: unknown }).data;
    const typed = (item: unknown) => typeof (item as { type?: unknown } | null)?.type === 'string';
    return Array.isArray(data) ? data.length > 0 && data.every(typed) : typed(data);
  } catch {
    return false;
  }
}

function writeReply(context: ReplyContext) {
  const { operation, spec } = context;
  if (operation.method === 'GET') return jsonApiReply(context);
  if (!sentDocument(context)) return { status: 400, body: { errors: [{ status: '400', detail: 'Not a document' }] } };
  if (operation.status === 204) return { status: 204 };
  if (operation.path.includes('/relationships/')) return { ...jsonApiReply(context), status: operation.status };
  // The spec's own response schema where it has one (schema responses, draft registrations); else the GET's.
  if (operation.schema) return { status: operation.status, body: { data: context.generated } };
  const readPath = READ_AS[operation.path] ?? operation.path;
  const read = spec.operations.find((candidate) => candidate.method === 'GET' && candidate.path === readPath);
  if (!read) throw new Error(`no GET to borrow a schema from for ${operation.method} ${operation.path}`);
  return { ...jsonApiReply({ ...context, operation: read }), status: operation.status };
}

describeContract({
  ...RESEARCH_CONTRACT,
  spec: SWAGGER,
  env: { ...RESEARCH_CONTRACT.env, RESEARCH_TOKEN: TOKEN },
  // A created record whose answer has no id cannot be named at all (contract-reply.ts gives the reason).
  allowedRefusals: [RESEARCH_REFUSALS.recordWithoutId],
  authorize: (request) => request.headers.authorization === `Bearer ${TOKEN}`,
  operations: [
    'PUT /comments/{comment_id}/',
    'DELETE /comments/{comment_id}/',
    'PATCH /files/{file_id}/',
    'POST /schema_responses/',
    'PATCH /schema_responses/{schema_response_id}',
    'DELETE /schema_responses/{schema_response_id}',
    'POST /schema_responses/{schema_response_id}/actions/',
    'POST /nodes/',
    'PATCH /nodes/{node_id}/',
    'DELETE /nodes/{node_id}/',
    'PATCH /nodes/{node_id}/addons/{provider}/',
    'POST /nodes/{node_id}/children/',
    'POST /nodes/{node_id}/comments/',
    'POST /nodes/{node_id}/contributors/',
    'PATCH /nodes/{node_id}/contributors/{user_id}/',
    'DELETE /nodes/{node_id}/contributors/{user_id}/',
    'POST /nodes/{node_id}/draft_registrations/',
    'PATCH /nodes/{node_id}/draft_registrations/{draft_id}/',
    'DELETE /nodes/{node_id}/draft_registrations/{draft_id}/',
    'POST /nodes/{node_id}/forks/',
    'POST /preprints/',
    'PATCH /preprints/{preprint_id}/',
    'POST /preprints/{preprint_id}/contributors/',
    'PATCH /registrations/{registration_id}/',
    'POST /registrations/{registration_id}/forks/',
    'POST /draft_registrations/',
    'PATCH /draft_registrations/{draft_id}/',
    'DELETE /draft_registrations/{draft_id}/',
    'POST /draft_registrations/{draft_id}/contributors/',
    'PATCH /users/{user_id}/',
    'POST /collections/',
    'DELETE /collections/{collection_id}/',
    'POST /collections/{collection_id}/linked_nodes/relationships/',
    'DELETE /collections/{collection_id}/linked_nodes/relationships/',
    'POST /collections/{collection_id}/linked_registrations/relationships/',
    'DELETE /collections/{collection_id}/linked_registrations/relationships/',
    'POST /collections/{collection_id}/collected_metadata/',
    'POST /collections/{collection_id}/collected_metadata/{cgm_id}',
    'DELETE /collections/{collection_id}/collected_metadata/{cgm_id}',
    'POST /collections/{collection_id}/collected_metadata/{cgm_id}/relationships/subjects/',
    // Read back after a relationship change.
    'GET /collections/{collection_id}/',
    'GET /collections/{collection_id}/collected_metadata/{cgm_id}',
  ],
  entries,
  reply: writeReply,
  fieldArgs: researchFieldArgs(),
  skipFields: relationshipFields(),
});
