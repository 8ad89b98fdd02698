// OSF writes on drafts, registrations, schema responses, preprints, users and collections against the research
// sandbox, as Ada: each answers the record the OSF returned, and the reads afterwards see the change.
import * as seed from '../../sandbox/research/data.js';
import { errorAt } from '../support/harness.js';
import { ADA, GRACE, researchWrites } from './write-support.js';

const { query, recorder, run } = researchWrites();
const read = (id: string, type: string, fields: string) =>
  run(`query($id: ID!) { node(id: $id) { ... on ${type} { ${fields} } } }`, { id }).then((data) => data.node);

/** A registration of a project Ada administers (the seed has three). */
const adaRegistration = () =>
  seed.registrations.find((registration) =>
    seed.contributorships.some(
      (entry) =>
        entry.node === registration.relationships.registered_from?.id &&
        entry.user === 'ad4l0' &&
        entry.permission === 'admin',
    ),
  )!;
const SCHEMA = seed.registrationSchemas[0]!.id;

test('draft registrations: without a project, and below one (the older paths), with a contributor', async () => {
  const draft = (
    await run(
      `mutation($schema: String!) { createDraftRegistration(input: { registrationSchemaId: $schema, title: "Prereg",
        registrationResponses: { q1: "yes" } }) { id upstreamId title hasProject registrationResponses } }`,
      { schema: SCHEMA },
    )
  ).createDraftRegistration;
  expect(draft).toMatchObject({ title: 'Prereg', hasProject: false, registrationResponses: { q1: 'yes' } });
  expect(recorder().counts()).toMatchObject({ 'POST /draft_registrations/': 1 });
  const updated = await run(
    'mutation($id: String!) { updateDraftRegistration(id: $id, input: { title: "Prereg v2", tags: ["a"] }) { title tags } }',
    { id: draft.id },
  );
  expect(updated.updateDraftRegistration).toEqual({ title: 'Prereg v2', tags: ['a'] });
  const contributor = await run(
    'mutation($id: String!) { addDraftRegistrationContributor(draftId: $id, input: { userId: "gr4c3" }) { id permission } }',
    { id: draft.id },
  );
  expect(contributor.addDraftRegistrationContributor.permission).toBe('write');
  expect(await read(draft.id, 'DraftRegistration', 'title contributors(first: 5) { totalCount }')).toEqual({
    title: 'Prereg v2',
    contributors: { totalCount: 2 },
  });
  await run('mutation($id: String!) { deleteDraftRegistration(id: $id) { deletedId } }', { id: draft.id });
  expect(await read(draft.id, 'DraftRegistration', 'title')).toBeNull();

  const projectId = adaRegistration().relationships.registered_from!.id;
  const below = (
    await run(
      `mutation($schema: String!, $p: String!) { createDraftRegistration(input: { registrationSchemaId: $schema,
        projectId: $p }) { upstreamId hasProject branchedFrom { upstreamId } } }`,
      { schema: SCHEMA, p: projectId },
    )
  ).createDraftRegistration;
  expect(below).toMatchObject({ hasProject: true, branchedFrom: { upstreamId: projectId } });
  await run(
    'mutation($id: String!, $p: String!) { updateDraftRegistration(id: $id, projectId: $p, input: { title: "Below" }) { title } }',
    { id: below.upstreamId, p: projectId },
  );
  await run('mutation($id: String!, $p: String!) { deleteDraftRegistration(id: $id, projectId: $p) { upstreamId } }', {
    id: below.upstreamId,
    p: projectId,
  });
  expect(recorder().counts()).toMatchObject({
    [`POST /nodes/${projectId}/draft_registrations/`]: 1,
    [`PATCH /nodes/${projectId}/draft_registrations/${below.upstreamId}/`]: 1,
    [`DELETE /nodes/${projectId}/draft_registrations/${below.upstreamId}/`]: 1,
  });
});

test('registrations and schema responses: make public, fork, revise, submit and approve, delete a revision', async () => {
  const registration = adaRegistration();
  const made = await run('mutation($id: String!) { updateRegistration(id: $id, public: true) { upstreamId public } }', {
    id: registration.id,
  });
  expect(made.updateRegistration).toEqual({ upstreamId: registration.id, public: true });
  const fork = await run('mutation($id: String!) { forkRegistration(id: $id) { upstreamId fork title } }', {
    id: registration.id,
  });
  expect(fork.forkRegistration).toMatchObject({
    fork: true,
    title: `Fork of ${String(registration.attributes.title)}`,
  });

  const revision = (
    await run('mutation($id: String!) { createSchemaResponse(registrationId: $id) { id upstreamId reviewsState } }', {
      id: registration.id,
    })
  ).createSchemaResponse;
  expect(revision.reviewsState).toBe('in_progress');
  // One revision at a time: a second is the OSF's 409, on that field.
  const second = await query(
    'mutation($id: String!) { createSchemaResponse(registrationId: $id) { id } }',
    { id: registration.id },
    ADA,
  );
  expect(errorAt(second, ['createSchemaResponse'])?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', status: 409 });
  const revised = await run(
    `mutation($id: String!, $answers: JSON!) { updateSchemaResponse(id: $id, input: { revisionJustification: "Typo",
      revisionResponses: $answers }) { revisionJustification updatedResponseKeys } }`,
    { id: revision.id, answers: { 'q-hypotheses': 'Fixed' } },
  );
  expect(revised.updateSchemaResponse).toEqual({
    revisionJustification: 'Typo',
    updatedResponseKeys: ['q-hypotheses'],
  });
  const submitted = await run(
    `mutation($id: String!) { createSchemaResponseAction(schemaResponseId: $id, trigger: SUBMIT, comment: "ready") {
      id trigger fromState toState } }`,
    { id: revision.upstreamId },
  );
  expect(submitted.createSchemaResponseAction).toMatchObject({ trigger: 'submit', toState: 'unapproved' });
  expect(await read(submitted.createSchemaResponseAction.id, 'SchemaResponseAction', 'comment')).toEqual({
    comment: 'ready',
  });
  await run('mutation($id: String!) { createSchemaResponseAction(schemaResponseId: $id, trigger: APPROVE) { id } }', {
    id: revision.id,
  });
  expect(await read(revision.id, 'SchemaResponse', 'reviewsState')).toEqual({ reviewsState: 'approved' });

  const draft = (
    await run('mutation($id: String!) { createSchemaResponse(registrationId: $id) { id } }', { id: registration.id })
  ).createSchemaResponse;
  await run('mutation($id: String!) { deleteSchemaResponse(id: $id) { deletedId } }', { id: draft.id });
  expect(await read(draft.id, 'SchemaResponse', 'reviewsState')).toBeNull();
});

test('preprints: create from a project file, add a contributor, publish', async () => {
  const registration = adaRegistration();
  const projectId = registration.relationships.registered_from!.id;
  const file = seed.files.find((candidate) => candidate.relationships.node?.id === projectId)!;
  const preprint = (
    await run(
      `mutation($p: String!, $f: String!) { createPreprint(input: { projectId: $p, primaryFileId: $f, providerId: "psyarxiv",
        title: "Sleep preprint", licenseId: "${seed.licenses[0]!.id}" }) { id upstreamId title isPublished provider { upstreamId } } }`,
      { p: projectId, f: file.id },
    )
  ).createPreprint;
  expect(preprint).toMatchObject({ title: 'Sleep preprint', isPublished: false, provider: { upstreamId: 'psyarxiv' } });
  await run(
    'mutation($id: String!) { addPreprintContributor(preprintId: $id, input: { userId: "gr4c3", bibliographic: true }) { id } }',
    { id: preprint.id },
  );
  const published = await run(
    'mutation($id: String!) { updatePreprint(id: $id, input: { isPublished: true, description: "Abstract" }) { isPublished description } }',
    { id: preprint.id },
  );
  expect(published.updatePreprint).toEqual({ isPublished: true, description: 'Abstract' });
  const seen = await run(
    'query($id: String!) { research { preprint(id: $id) { isPublished contributors(first: 5) { totalCount } } } }',
    { id: preprint.upstreamId },
    GRACE,
  );
  expect(seen.research.preprint).toEqual({ isPublished: true, contributors: { totalCount: 2 } });
});

test("users: the caller's own names, by id or by default; another user's record is the OSF's 403", async () => {
  const named = await run(
    'mutation { updateResearchUser(input: { givenName: "Ada", timezone: "Europe/London" }) { upstreamId givenName timezone } }',
  );
  expect(named.updateResearchUser).toEqual({ upstreamId: 'ad4l0', givenName: 'Ada', timezone: 'Europe/London' });
  expect(recorder().counts()).toMatchObject({ 'GET /': 1, 'PATCH /users/ad4l0/': 1 });
  const again = await run('mutation { updateResearchUser(id: "ad4l0", input: { suffix: "PhD" }) { suffix } }');
  expect(again.updateResearchUser).toEqual({ suffix: 'PhD' });
  const other = await query('mutation { updateResearchUser(id: "gr4c3", input: { suffix: "x" }) { suffix } }', {}, ADA);
  expect(errorAt(other, ['updateResearchUser'])?.extensions).toMatchObject({ code: 'FORBIDDEN', service: 'research' });
});

test('collections: create, link and unlink, collected metadata with subjects, delete', async () => {
  const collection = (
    await run(
      'mutation { createResearchCollection(title: "Sleep studies", isPublic: true) { id upstreamId title isPublic } }',
    )
  ).createResearchCollection;
  expect(collection).toMatchObject({ title: 'Sleep studies', isPublic: true });
  const registration = adaRegistration();
  const projectId = registration.relationships.registered_from!.id;
  const linked = await run(
    `mutation($c: String!, $n: [String!]!, $r: [String!]!) {
      a: linkResearchCollectionNodes(collectionId: $c, ids: $n) { linkedNodeIds }
      b: linkResearchCollectionRegistrations(collectionId: $c, ids: $r) { linkedRegistrationIds } }`,
    { c: collection.id, n: [projectId], r: [registration.id] },
  );
  expect(linked).toEqual({ a: { linkedNodeIds: [projectId] }, b: { linkedRegistrationIds: [registration.id] } });
  const unlinked = await run(
    `mutation($c: String!, $n: [String!]!, $r: [String!]!) {
      a: unlinkResearchCollectionNodes(collectionId: $c, ids: $n) { linkedNodeIds }
      b: unlinkResearchCollectionRegistrations(collectionId: $c, ids: $r) { linkedRegistrationIds } }`,
    { c: collection.upstreamId, n: [projectId], r: [registration.id] },
  );
  expect(unlinked).toEqual({ a: { linkedNodeIds: [] }, b: { linkedRegistrationIds: [] } });

  const entry = (
    await run(
      `mutation($c: String!, $g: String!) { addCollectedMetadata(collectionId: $c, guid: $g, input: { status: "Ongoing" }) {
        id upstreamId status item { ... on ResearchNode { upstreamId } } } }`,
      { c: collection.id, g: projectId },
    )
  ).addCollectedMetadata;
  expect(entry).toMatchObject({ upstreamId: projectId, status: 'Ongoing' });
  const changed = await run(
    `mutation($c: String!, $g: String!) { updateCollectedMetadata(collectionId: $c, guid: $g, input: { volume: "3" }) {
      status volume } }`,
    { c: collection.id, g: projectId },
  );
  expect(changed.updateCollectedMetadata).toEqual({ status: 'Ongoing', volume: '3' });
  const subjects = seed.taxonomies.slice(0, 2).map((subject) => subject.id);
  const withSubjects = await run(
    'mutation($c: String!, $g: String!, $s: [String!]!) { setCollectedMetadataSubjects(collectionId: $c, guid: $g, subjectIds: $s) { subjectIds } }',
    { c: collection.id, g: projectId, s: subjects },
  );
  expect(withSubjects.setCollectedMetadataSubjects).toEqual({ subjectIds: subjects });
  expect(await read(entry.id, 'CollectedMetadata', 'volume')).toEqual({ volume: '3' });
  await run(
    'mutation($c: String!, $g: String!) { removeCollectedMetadata(collectionId: $c, guid: $g) { deletedId } }',
    {
      c: collection.id,
      g: projectId,
    },
  );
  expect(await read(entry.id, 'CollectedMetadata', 'volume')).toBeNull();

  // Seeded collections belong to nobody with a sandbox token: the OSF's 403, on that field only.
  const foreign = await query(
    'mutation($c: String!, $n: [String!]!) { linkResearchCollectionNodes(collectionId: $c, ids: $n) { id } }',
    { c: seed.collections[0]!.id, n: [projectId] },
    ADA,
  );
  expect(errorAt(foreign, ['linkResearchCollectionNodes'])?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  await run('mutation($c: String!) { deleteResearchCollection(id: $c) { upstreamId } }', { c: collection.id });
  expect(await read(collection.id, 'ResearchCollection', 'title')).toBeNull();
});
