// OSF writes against the research sandbox, as Ada (her own token): each sends a JSON:API document, answers the
// record the OSF returned, and the reads afterwards (through `Query.node` and the namespace) see the change.
import * as seed from '../../sandbox/research/data.js';
import { errorAt } from '../support/harness.js';
import { ADA, GRACE, researchWrites } from './write-support.js';

const { query, recorder, run } = researchWrites();
const node = (id: string, fields: string, headers: Record<string, string> = ADA) =>
  run(`query($id: ID!) { node(id: $id) { ... on ResearchNode { ${fields} } } }`, { id }, headers).then((d) => d.node);

describe('projects and components', () => {
  test('create, read back, update, add a component, fork, then delete component and project', async () => {
    const created = await run(`mutation {
      createResearchNode(input: { title: "Sleep and memory", category: PROJECT, description: "Pilot", tags: ["sleep"] }) {
        id upstreamId title category public tags description
      } }`);
    const project = created.createResearchNode;
    expect(project).toMatchObject({ title: 'Sleep and memory', category: 'PROJECT', public: false, tags: ['sleep'] });
    const sent = recorder().requests.find((request) => request.method === 'POST');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.headers.authorization).toBe('Bearer osf-sandbox-token-ada');

    expect(await node(project.id, 'title description')).toEqual({ title: 'Sleep and memory', description: 'Pilot' });
    // Private: Grace does not see it.
    const hidden = await query('query($id: ID!) { node(id: $id) { id } }', { id: project.id }, GRACE);
    expect(hidden.data?.node).toBeNull();

    const updated = await run(
      `mutation($id: String!) { updateResearchNode(id: $id, input: { title: "Sleep and memory II", public: true }) {
        title public } }`,
      { id: project.id },
    );
    expect(updated.updateResearchNode).toEqual({ title: 'Sleep and memory II', public: true });
    expect(recorder().counts()).toMatchObject({ [`PATCH /nodes/${project.upstreamId}/`]: 1 });
    expect(await node(project.id, 'title public', GRACE)).toEqual({ title: 'Sleep and memory II', public: true });

    const component = (
      await run(
        `mutation($id: String!) { createResearchComponent(parentId: $id, input: { title: "Data", category: DATA }) {
          id upstreamId parent { upstreamId } } }`,
        { id: project.upstreamId },
      )
    ).createResearchComponent;
    expect(component.parent).toEqual({ upstreamId: project.upstreamId });
    const children = await node(project.id, 'children(first: 10) { edges { node { upstreamId } } }');
    expect(children.children.edges).toEqual([{ node: { upstreamId: component.upstreamId } }]);

    const fork = (
      await run(
        'mutation($id: String!) { forkResearchNode(id: $id, title: "My fork") { title fork } }',
        {
          id: project.id,
        },
        GRACE,
      )
    ).forkResearchNode;
    expect(fork).toEqual({ title: 'My fork', fork: true });

    // The OSF refuses to delete a project with components: an upstream error on that field, nothing else fails.
    const refused = await query(
      'mutation($id: String!) { deleteResearchNode(id: $id) { deletedId } }',
      { id: project.id },
      ADA,
    );
    expect(errorAt(refused, ['deleteResearchNode'])?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', status: 409 });

    const deleted = await run('mutation($id: String!) { deleteResearchNode(id: $id) { deletedId upstreamId } }', {
      id: component.id,
    });
    expect(deleted.deleteResearchNode).toEqual({ deletedId: component.id, upstreamId: component.upstreamId });
    await run('mutation($id: String!) { deleteResearchNode(id: $id) { upstreamId } }', { id: project.id });
    expect((await query('query($id: ID!) { node(id: $id) { id } }', { id: project.id }, ADA)).data).toEqual({
      node: null,
    });
  });

  test('contributors: add (the private project shows for them), change, remove', async () => {
    const project = (
      await run(
        'mutation { createResearchNode(input: { title: "Team study", category: HYPOTHESIS }) { id upstreamId } }',
      )
    ).createResearchNode;
    const added = await run(
      `mutation($id: String!) { addResearchNodeContributor(nodeId: $id, input: { userId: "gr4c3", permission: READ,
        bibliographic: false }) { id upstreamId permission bibliographic index user { upstreamId } } }`,
      { id: project.id },
    );
    expect(added.addResearchNodeContributor).toMatchObject({
      upstreamId: `${project.upstreamId}-gr4c3`,
      permission: 'read',
      bibliographic: false,
      index: 1,
      user: { upstreamId: 'gr4c3' },
    });
    // The payload's id reads the contributor again.
    const again = await run('query($id: ID!) { node(id: $id) { ... on Contributor { permission } } }', {
      id: added.addResearchNodeContributor.id,
    });
    expect(again.node).toEqual({ permission: 'read' });
    expect(await node(project.id, 'title', GRACE)).toEqual({ title: 'Team study' });

    const changed = await run(
      `mutation($id: String!) { updateResearchNodeContributor(nodeId: $id, userId: "gr4c3", input: { permission: WRITE,
        index: 0 }) { permission index } }`,
      { id: project.upstreamId },
    );
    expect(changed.updateResearchNodeContributor).toEqual({ permission: 'write', index: 0 });
    const removed = await run(
      'mutation($id: String!) { removeResearchNodeContributor(nodeId: $id, userId: "gr4c3") { upstreamId } }',
      { id: project.upstreamId },
    );
    expect(removed.removeResearchNodeContributor).toEqual({ upstreamId: `${project.upstreamId}-gr4c3` });
    const team = await node(project.id, 'contributors(first: 10) { edges { node { user { upstreamId } } } }');
    expect(team.contributors.edges).toEqual([{ node: { user: { upstreamId: 'ad4l0' } } }]);
    // Removed, Grace no longer sees the private project.
    const gone = await query('query($id: ID!) { node(id: $id) { id } }', { id: project.id }, GRACE);
    expect(gone.data?.node).toBeNull();
  });

  test('addon settings, comments (create, reply, edit, delete, restore) and file tags', async () => {
    const project = (
      await run(
        'mutation { createResearchNode(input: { title: "Addons", category: SOFTWARE, public: true }) { id upstreamId } }',
      )
    ).createResearchNode;
    const addon = await run(
      `mutation($id: String!) { updateNodeAddon(nodeId: $id, provider: "github", input: { externalAccountId: "acc1",
        folderId: "lab/code", enabled: true }) { id upstreamId folderId folderPath configured enabled } }`,
      { id: project.upstreamId },
    );
    expect(addon.updateNodeAddon).toMatchObject({ upstreamId: 'github', folderId: 'lab/code', configured: true });
    expect(await node(project.id, 'addon(provider: "github") { folderPath enabled }')).toEqual({
      addon: { folderPath: '/code', enabled: true },
    });

    const comment = (
      await run(
        'mutation($id: String!) { createResearchComment(nodeId: $id, content: "First!") { id upstreamId content } }',
        {
          id: project.id,
        },
      )
    ).createResearchComment;
    expect(comment.content).toBe('First!');
    const reply = await run(
      'mutation($n: String!, $c: String!) { createResearchComment(nodeId: $n, content: "Agreed", replyToId: $c) { content } }',
      { n: project.id, c: comment.id },
      GRACE,
    );
    expect(reply.createResearchComment).toEqual({ content: 'Agreed' });
    const edited = await run(
      'mutation($id: String!) { updateResearchComment(id: $id, content: "First, edited") { content modified } }',
      {
        id: comment.id,
      },
    );
    expect(edited.updateResearchComment).toEqual({ content: 'First, edited', modified: true });
    // Only the author may edit: Grace's attempt is the upstream's 403 on that field.
    const foreign = await query(
      'mutation($id: String!) { updateResearchComment(id: $id, content: "mine now") { content } }',
      { id: comment.id },
      GRACE,
    );
    expect(errorAt(foreign, ['updateResearchComment'])?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    await run('mutation($id: String!) { deleteResearchComment(id: $id) { deletedId } }', { id: comment.id });
    const read = () =>
      run('query($id: ID!) { node(id: $id) { ... on ResearchComment { deleted } } }', { id: comment.id }).then(
        (d) => d.node,
      );
    expect(await read()).toEqual({ deleted: true });
    await run('mutation($id: String!) { updateResearchComment(id: $id, deleted: false) { deleted } }', {
      id: comment.id,
    });
    expect(await read()).toEqual({ deleted: false });

    const file = seed.files.find((candidate) =>
      seed.contributorships.some(
        (entry) =>
          entry.node === candidate.relationships.node?.id && entry.user === 'ad4l0' && entry.permission === 'admin',
      ),
    )!;
    const tagged = await run('mutation($id: String!) { updateResearchFile(id: $id, tags: ["raw", "2024"]) { tags } }', {
      id: file.id,
    });
    expect(tagged.updateResearchFile).toEqual({ tags: ['raw', '2024'] });
    const reread = await run('query($id: String!) { research { file(id: $id) { tags } } }', { id: file.id });
    expect(reread.research.file).toEqual({ tags: ['raw', '2024'] });
  });
});
