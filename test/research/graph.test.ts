// The relationship endpoints as graph fields: children, contributors, files, wikis, comments, citations,
// view-only links, identifiers, drafts, schema responses, addons, collection metadata.
import { startHarness, type Harness } from '../support/harness.js';

const ADA = { 'x-research-token': 'osf-sandbox-token-ada' };
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['research'] });
});
afterAll(() => harness.close());

/** Loosely walked response data: every key leads to more of it, leaves are read with String()/Number(). */
interface Json {
  [key: string]: Json;
}

const count = (connection: Json) => Number(connection.totalCount);
/** The nodes of a connection. */
const nodesOf = (connection: Json): Json[] => (connection.edges as unknown as Json[]).map((edge) => edge.node!);

test("a file's provider details are typed: checksums and download count", async () => {
  const result = await harness.query<Json>(
    '{ research { nodes(first: 1) { edges { node { storedFiles(first: 1) { edges { node { extra { hashes { md5 sha256 } downloads } } } } } } } } }',
  );
  expect(result.errors).toBeUndefined();
  const file = result.data!.research.nodes.edges[0].node.storedFiles.edges[0].node;
  expect(file.extra).toEqual({
    hashes: { md5: expect.stringMatching(/^[0-9a-f]+$/), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    downloads: expect.any(Number),
  });
});

test('a project with its children, contributors, files, wikis, comments, citation and more', async () => {
  const result = await harness.query<Json>(
    `{ research { nodes(first: 1) { edges { node {
        id: upstreamId title
        children { totalCount edges { node { title parent { id: upstreamId } root { id: upstreamId } } } }
        contributors { totalCount edges { node { id: upstreamId permission bibliographic user { id: upstreamId fullName } } } }
        files { edges { node { name kind provider } } }
        storedFiles { totalCount edges { node { id: upstreamId name path size versions { totalCount edges { node { id: upstreamId size contentType } } } } } }
        wikis { edges { node { id: upstreamId name content } } }
        comments { edges { node { id: upstreamId content user { fullName } } } }
        logs(first: 3) { totalCount edges { node { action user { id: upstreamId } } } }
        forks { edges { node { title } } }
        linkedNodes { edges { node { title } } }
        institutions { edges { node { name users(first: 2) { totalCount } } } }
        preprints { totalCount }
        registrations { edges { node { id: upstreamId registeredFrom { id: upstreamId } registrationSchema { name } } } }
        identifiers { edges { node { category value } } }
        citation { title author { given family literal } publisher }
        styledCitation(style: "apa") { citation }
        addons { edges { node { id: upstreamId configured folderPath folders { totalCount edges { node { name path } } } } } }
        addon(provider: "github") { url }
        fileProvider(provider: "osfstorage") { name kind }
      } } } } }`,
  );
  expect(result.errors).toBeUndefined();
  const node = result.data!.research.nodes.edges[0].node;
  expect(count(node.children)).toBe(2);
  for (const child of nodesOf(node.children)) expect(child.parent!.id).toBe(node.id);
  expect(count(node.contributors)).toBe(3);
  expect(node.contributors.edges[0].node).toMatchObject({
    permission: 'admin',
    user: { id: 'ad4l0', fullName: 'Ada Lovelace' },
  });
  expect(node.files.edges[0].node).toEqual({ name: 'osfstorage', kind: 'folder', provider: 'osfstorage' });
  expect(count(node.storedFiles)).toBe(2);
  expect(count(node.storedFiles.edges[1].node.versions)).toBe(2);
  expect(node.wikis.edges[0].node.content).toContain(node.title);
  expect(node.comments.edges[0].node.user.fullName).toEqual(expect.any(String));
  expect(count(node.logs)).toBe(3);
  expect(node.forks.edges[0].node.title).toBe(`Fork of ${node.title}`);
  expect(node.linkedNodes.edges).toHaveLength(1);
  expect(node.institutions.edges[0].node.users.totalCount).toBe(5);
  expect(count(node.preprints)).toBeGreaterThan(0);
  expect(node.registrations.edges[0].node).toMatchObject({
    registeredFrom: { id: node.id },
    registrationSchema: { name: 'OSF Preregistration' },
  });
  expect(node.identifiers.edges[0].node.value).toBe(`10.17605/OSF.IO/${String(node.id).toUpperCase()}`);
  expect(node.citation).toMatchObject({ title: node.title, publisher: 'OSF' });
  expect(node.citation.author[0]).toEqual({ family: 'Lovelace', given: 'A.', literal: null });
  expect(node.styledCitation.citation).toMatch(/^Lovelace, A\., .+\(2021\)\./);
  expect(node.addons.edges[0].node).toMatchObject({ id: 'github', configured: true, folders: { totalCount: 2 } });
  expect(node.addon.url).toBe('https://github.com/osf-replication/materials');
  expect(node.fileProvider).toEqual({ name: 'osfstorage', kind: 'folder' });

  const fileId = node.storedFiles.edges[0].node.id;
  const filePath = String(node.storedFiles.edges[0].node.path).slice(1);
  const lookups = await harness.query<Json>(
    `query ($node: String!, $file: String!, $path: String!, $user: String!, $wiki: String!, $comment: String!) { research {
        file(id: $file) { name versions(first: 1) { edges { node { id: upstreamId } } } version(versionId: "1") { id: upstreamId } }
        node(id: $node) { contributor(userId: $user) { permission } storedFile(provider: "osfstorage", path: $path) { id: upstreamId } }
        wiki(id: $wiki) { name } comment(id: $comment) { content }
      } }`,
    {
      node: node.id,
      file: fileId,
      path: filePath,
      user: 'ad4l0',
      wiki: node.wikis.edges[0].node.id,
      comment: node.comments.edges[0].node.id,
    },
  );
  expect(lookups.errors).toBeUndefined();
  expect(lookups.data!.research).toMatchObject({
    file: { name: 'data.csv', version: { id: '1' } },
    node: { contributor: { permission: 'admin' }, storedFile: { id: fileId } },
    wiki: { name: 'home' },
    comment: { content: expect.any(String) },
  });
});

test('registrations, preprints, providers, users, collections and schema responses', async () => {
  const result = await harness.query<Json>(
    `{ research {
        registrations(first: 1) { edges { node { id: upstreamId title children { totalCount } contributors { totalCount }
          citations { totalCount } citation(style: "modern-language-association") { citation }
          identifiers { totalCount } storedFiles { totalCount } wikis { totalCount } logs { totalCount } } } }
        preprints(first: 1) { edges { node { id: upstreamId citation { title } styledCitation(style: "apa") { citation }
          contributors { totalCount } bibliographicContributors { totalCount } node { title } } } }
        preprintProviders(first: 1) { edges { node { preprints { totalCount } taxonomies { totalCount } licenses { totalCount } } } }
        users(first: 1) { edges { node { nodes { totalCount } preprints { totalCount } registrations { totalCount } institutions { totalCount } } } }
        collections(first: 1) { edges { node { linkedNodes { totalCount } linkedPreprints { totalCount } linkedRegistrations { totalCount }
          linkedNodeIds linkedRegistrationIds collectedMetadata { edges { node { id: upstreamId collectedType subjects { totalCount } subjectIds item { id: upstreamId } } } } } } }
        schemaResponses(first: 1) { totalCount edges { node { registration { id: upstreamId } registrationSchema { name }
          actions { edges { node { id: upstreamId trigger toState } } } schemaBlocks { totalCount edges { node { id: upstreamId blockType displayText } } } } } }
        registrationSchemas { totalCount }
        citationStyles { totalCount edges { node { id: upstreamId title } } }
      } }`,
  );
  expect(result.errors).toBeUndefined();
  const research = result.data!.research;
  const registration = research.registrations.edges[0].node;
  expect(count(registration.children)).toBe(2);
  expect(count(registration.contributors)).toBe(3);
  expect(count(registration.citations)).toBe(4);
  expect(registration.citation.citation).toContain(`"${registration.title}."`);
  expect(count(registration.identifiers)).toBe(2);
  expect(count(registration.storedFiles)).toBe(2);
  const preprint = research.preprints.edges[0].node;
  expect(preprint.citation.title).toEqual(expect.any(String));
  expect(count(preprint.bibliographicContributors)).toBeLessThan(count(preprint.contributors));
  expect(count(research.preprintProviders.edges[0].node.licenses)).toBe(6);
  expect(count(research.users.edges[0].node.nodes)).toBeGreaterThan(0);
  const collection = research.collections.edges[0].node;
  expect(collection.linkedNodeIds).toHaveLength(count(collection.linkedNodes));
  expect(collection.linkedRegistrationIds).toHaveLength(count(collection.linkedRegistrations));
  const metadata = collection.collectedMetadata.edges[0].node;
  expect(metadata.item.id).toBe(metadata.id);
  expect(metadata.subjectIds).toHaveLength(count(metadata.subjects));
  const response = research.schemaResponses.edges[0].node;
  expect(nodesOf(response.actions).map((action) => action.trigger)).toEqual(['submit', 'approve']);
  expect(count(response.schemaBlocks)).toBe(4);
  expect(research.citationStyles.totalCount).toBe(4);

  const lookups = await harness.query<Json>(
    `query ($response: String!, $action: String!, $block: String!, $style: String!, $registration: String!, $collection: String!, $guid: String!) { research {
        schemaResponse(id: $response) { action(actionId: $action) { trigger } schemaBlock(blockId: $block) { displayText } }
        citationStyle(id: $style) { shortTitle }
        registration(id: $registration) { contributor(userId: "ad4l0") { permission } }
        collection(id: $collection) { collectedMetadataFor(guid: $guid) { programArea } }
      } }`,
    {
      response: await firstId('schemaResponses'),
      action: response.actions.edges[0].node.id,
      block: response.schemaBlocks.edges[1].node.id,
      style: 'apa',
      registration: registration.id,
      collection: await firstId('collections'),
      guid: metadata.id,
    },
  );
  expect(lookups.errors).toBeUndefined();
  expect(lookups.data!.research).toEqual({
    schemaResponse: { action: { trigger: 'submit' }, schemaBlock: { displayText: 'Hypotheses' } },
    citationStyle: { shortTitle: 'APA' },
    registration: { contributor: { permission: 'admin' } },
    collection: { collectedMetadataFor: { programArea: 'Psychology' } },
  });
});

async function firstId(list: string): Promise<string> {
  const result = await harness.query<Json>(`{ research { ${list}(first: 1) { edges { node { id: upstreamId } } } } }`);
  return String(result.data!.research[list].edges[0].node.id);
}

test("a token holder's drafts, addons and view-only links; none of them without the token", async () => {
  const query = `{ research {
      draftRegistrations { totalCount edges { node { id: upstreamId title branchedFrom { id: upstreamId } initiator { id: upstreamId } registrationSchema { name }
        contributors { totalCount } institutions { totalCount } subjects { totalCount } } } }
      user(id: "ad4l0") { addons { edges { node { id: upstreamId userHasAuth accounts { edges { node { id: upstreamId displayName provider } } } } } } }
      nodes(first: 20, public: false) { edges { node { id: upstreamId viewOnlyLinks { edges { node { id: upstreamId name anonymous nodes { edges { node { id: upstreamId } } } } } }
        draftRegistrations { totalCount } } } }
    } }`;
  const mine = await harness.query<Json>(query, undefined, ADA);
  expect(mine.errors).toBeUndefined();
  const research = mine.data!.research;
  expect(research.draftRegistrations.totalCount).toBeGreaterThan(0);
  const draft = research.draftRegistrations.edges[0].node;
  expect(draft).toMatchObject({
    initiator: { id: 'ad4l0' },
    registrationSchema: { name: 'OSF Preregistration' },
    contributors: { totalCount: 3 },
  });
  const addons = nodesOf(research.user.addons);
  expect(addons.map((addon) => addon.id)).toEqual(['github', 'zotero']);
  expect(addons[0].accounts.edges[0].node).toMatchObject({ displayName: 'Ada Lovelace', provider: 'github' });
  const privateProject = nodesOf(research.nodes).find((project) => nodesOf(project.viewOnlyLinks!).length > 0)!;
  const link = privateProject.viewOnlyLinks.edges[0].node;
  expect(link.nodes.edges[0].node.id).toBe(privateProject.id);

  const byId = await harness.query<Json>(
    `query ($draft: String!, $link: String!, $node: String!, $account: String!) { research {
        draftRegistration(id: $draft) { title contributor(userId: "ad4l0") { permission } }
        viewOnlyLink(id: $link) { name }
        node(id: $node) { viewOnlyLink(linkId: $link) { name } }
        user(id: "ad4l0") { addon(provider: "github") { userHasAuth account(accountId: $account) { displayName } } }
      } }`,
    { draft: draft.id, link: link.id, node: privateProject.id, account: addons[0].accounts.edges[0].node.id },
    ADA,
  );
  expect(byId.errors).toBeUndefined();
  expect(byId.data!.research).toMatchObject({
    draftRegistration: { title: draft.title, contributor: { permission: 'admin' } },
    viewOnlyLink: { name: link.name },
    node: { viewOnlyLink: { name: link.name } },
    user: { addon: { userHasAuth: true, account: { displayName: 'Ada Lovelace' } } },
  });

  const anonymous = await harness.query<Json>(
    `query ($draft: String!, $link: String!) { research {
        draftRegistrations { totalCount } draftRegistration(id: $draft) { id: upstreamId } viewOnlyLink(id: $link) { id: upstreamId }
        user(id: "ad4l0") { addons { totalCount } }
      } }`,
    { draft: draft.id, link: link.id },
  );
  expect(anonymous.data).toEqual({
    research: { draftRegistrations: null, draftRegistration: null, viewOnlyLink: null, user: { addons: null } },
  });
  expect(new Set(anonymous.errors?.map((error) => error.extensions?.code))).toEqual(new Set(['UNAUTHENTICATED']));
});

test('the remaining relationship lists and lookups of registrations, preprints and projects', async () => {
  const ids = await harness.query<Json>(
    `{ research {
        registrations(first: 1) { edges { node { id: upstreamId forks { totalCount } linkedNodes { totalCount } institutions { totalCount }
          comments { totalCount } viewOnlyLinks { totalCount } files { edges { node { name } } } parent { id: upstreamId } root { id: upstreamId } } } }
        preprints(first: 1) { edges { node { id: upstreamId contributors(first: 1) { edges { node { user { id: upstreamId } } } } } } }
      } }`,
    undefined,
    ADA,
  );
  expect(ids.errors).toBeUndefined();
  const registration = ids.data!.research.registrations.edges[0].node;
  expect(registration).toMatchObject({
    linkedNodes: { totalCount: 1 },
    institutions: { totalCount: 1 },
    comments: { totalCount: 1 },
    viewOnlyLinks: { totalCount: 0 },
    files: { edges: [{ node: { name: 'osfstorage' } }] },
    parent: null,
    root: { id: registration.id },
  });
  const preprint = ids.data!.research.preprints.edges[0].node;
  const author = String(preprint.contributors.edges[0].node.user.id);
  const drafts = await harness.query<Json>(
    '{ research { draftRegistrations(first: 1) { edges { node { id: upstreamId branchedFrom { id: upstreamId } } } } } }',
    undefined,
    ADA,
  );
  const draft = drafts.data!.research.draftRegistrations.edges[0].node;
  const lookups = await harness.query<Json>(
    `query ($preprint: String!, $author: String!, $node: String!, $draft: String!) { research {
        preprint(id: $preprint) { contributor(userId: $author) { bibliographic user { id: upstreamId } } }
        node(id: $node) { draftRegistration(draftId: $draft) { id: upstreamId } draftRegistrations { totalCount } }
      } }`,
    { preprint: preprint.id, author, node: draft.branchedFrom.id, draft: draft.id },
    ADA,
  );
  expect(lookups.errors).toBeUndefined();
  expect(lookups.data!.research).toEqual({
    preprint: { contributor: { bibliographic: true, user: { id: author } } },
    node: { draftRegistration: { id: draft.id }, draftRegistrations: { totalCount: 1 } },
  });
});
