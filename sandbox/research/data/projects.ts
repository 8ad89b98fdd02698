// Projects and their components, contributors, links, forks, logs, files, wikis, comments, view-only links.
import { createHash } from 'node:crypto';
import { day, guid, objectId, type SeedRecord } from './seed.js';
import { CATEGORIES, licenses, TOPICS, userInstitution, users } from './people.js';

export const nodes: SeedRecord[] = [];
export const contributorships: Array<{
  node: string;
  user: string;
  index: number;
  permission: string;
  bibliographic: boolean;
}> = [];
/** 40 projects: the topics above in successive study waves. */
export const PROJECT_TITLES = Array.from({ length: 40 }, (_unused, index) => {
  const topic = TOPICS[index % TOPICS.length]!;
  const wave = Math.floor(index / TOPICS.length);
  return wave === 0 ? topic : `${topic}, study ${wave + 1}`;
});
PROJECT_TITLES.forEach((topic, index) => {
  const isPrivate = index % 8 === 3;
  const team = [
    users[index % users.length]!.id,
    users[(index + 5) % users.length]!.id,
    users[(index + 11) % users.length]!.id,
  ];
  // The two token holders each own a private project so private visibility can be seen from both sides.
  if (index === 3) team[0] = 'ad4l0';
  if (index === 11) team[0] = 'gr4c3';
  const projectId = guid();
  const license = licenses[index % licenses.length]!;
  const make = (id: string, title: string, category: string, parent: string | null, offset: number): SeedRecord => ({
    type: 'nodes',
    id,
    attributes: {
      title,
      description: `${title}. Materials, data and analysis scripts.`,
      category,
      custom_citation: null,
      date_created: day(index * 7 + offset),
      date_modified: day(index * 7 + offset + 30),
      fork: false,
      preprint: false,
      public: !isPrivate,
      registration: false,
      collection: false,
      tags: [category.split(' ')[0]!, topic.split(' ')[0]!.toLowerCase()],
      current_user_permissions: ['read'],
    },
    relationships: {
      parent: parent ? { type: 'nodes', id: parent } : null,
      root: { type: 'nodes', id: projectId },
      license: { type: 'licenses', id: license.id },
    },
    visibleTo: isPrivate ? team : undefined,
    admins: [team[0]!],
  });
  nodes.push(make(projectId, topic, 'project', null, 0));
  nodes.push(make(guid(), `${topic}: data`, 'data', projectId, 1));
  nodes.push(make(guid(), `${topic}: analysis`, CATEGORIES[(index % 4) + 2]!, projectId, 2));
  for (const node of nodes.slice(-3)) {
    team.forEach((user, position) =>
      contributorships.push({
        node: node.id,
        user,
        index: position,
        permission: position === 0 ? 'admin' : 'write',
        bibliographic: position < 2,
      }),
    );
  }
});
/** A consortium: the last project's team is larger than one default page (10) of contributors. */
export const consortium = nodes[nodes.length - 3]!;
users
  .filter((user) => !contributorships.some((entry) => entry.node === consortium.id && entry.user === user.id))
  .slice(0, 11)
  .forEach((user, position) =>
    contributorships.push({
      node: consortium.id,
      user: user.id,
      index: 3 + position,
      permission: 'read',
      bibliographic: false,
    }),
  );
/** A public project (one of the first token holder's) with a private component: children differ by caller. */
export const privateComponent = nodes[15 * 3 + 2]!;
privateComponent.visibleTo = contributorships
  .filter((entry) => entry.node === privateComponent.id)
  .map((entry) => entry.user);
privateComponent.attributes.public = false;
export const projects = nodes.filter((node) => node.relationships.parent === null);

/** Linked nodes: each project links to the next one. */
export const nodeLinks = projects.map((project, index) => ({
  from: project.id,
  to: projects[(index + 1) % projects.length]!.id,
}));
/** Forks: the first project was forked once, as a copy owned by the second user. */
export const forks: SeedRecord[] = [projects[0]!].map((project) => ({
  ...project,
  id: guid(),
  attributes: { ...project.attributes, title: `Fork of ${String(project.attributes.title)}`, fork: true },
  relationships: { ...project.relationships, forked_from: { type: 'nodes', id: project.id }, parent: null },
}));
export const nodeInstitutions = (nodeId: string) => {
  const owner = contributorships.find((entry) => entry.node === nodeId && entry.index === 0)?.user;
  const index = users.findIndex((user) => user.id === owner);
  return index < 0 ? [] : [userInstitution(index)];
};

export const logs: SeedRecord[] = nodes.flatMap((node, index) => {
  const owner = contributorships.find((entry) => entry.node === node.id && entry.index === 0)!.user;
  const second = contributorships.find((entry) => entry.node === node.id && entry.index === 1)!.user;
  return [
    { action: 'project_created', user: owner, offset: 0, params: {} },
    { action: 'contributor_added', user: owner, offset: 1, params: { contributors: [second] } },
    { action: 'osf_storage_file_added', user: second, offset: 3, params: { path: '/data.csv' } },
  ].map((entry) => ({
    type: 'logs',
    id: objectId(),
    attributes: {
      date: day(index * 2 + entry.offset),
      action: entry.action,
      params: { node: node.id, ...entry.params },
    },
    relationships: {
      node: { type: 'nodes', id: node.id },
      original_node: { type: 'nodes', id: node.id },
      user: { type: 'users', id: entry.user },
    },
    visibleTo: node.visibleTo,
  }));
});

export const files: SeedRecord[] = nodes.flatMap((node, index) =>
  ['data.csv', 'analysis.R'].map((name, position) => ({
    type: 'files',
    id: objectId(),
    attributes: {
      name,
      kind: 'file',
      path: `/${String(index).padStart(4, '0')}${position}`,
      materialized_path: `/${name}`,
      provider: 'osfstorage',
      size: 1024 * (index + 1) + position * 512,
      date_created: day(index * 2 + 3),
      date_modified: day(index * 2 + 5),
      current_version: position + 1,
      extra: {
        // The sha256 is derived, not drawn, so that the seeded data after it stays as it was.
        hashes: {
          md5: objectId().slice(0, 32),
          sha256: createHash('sha256').update(`${node.id}/${name}`).digest('hex'),
        },
        downloads: index * 3 + position,
      },
      tags: [],
    },
    relationships: { node: { type: 'nodes', id: node.id } },
    visibleTo: node.visibleTo,
  })),
);

export const wikis: SeedRecord[] = projects.map((project, index) => ({
  type: 'wikis',
  id: objectId(),
  attributes: {
    name: 'home',
    kind: 'file',
    path: `/${objectId()}`,
    materialized_path: '/home',
    size: 600 + index * 40,
    date_modified: day(index * 7 + 10),
    current_user_can_comment: true,
    content: `# ${String(project.attributes.title)}\n\nSee the components for data and analysis.`,
  },
  relationships: { node: { type: 'nodes', id: project.id } },
  visibleTo: project.visibleTo,
}));

export const comments: SeedRecord[] = projects.flatMap((project, index) => {
  const commenter = users[(index + 2) % users.length]!.id;
  return [
    {
      type: 'comments',
      id: objectId(),
      attributes: {
        content: `Is the preregistration for "${String(project.attributes.title)}" public yet?`,
        page: 'node',
        date_created: day(index * 7 + 12),
        date_modified: day(index * 7 + 12),
        modified: false,
        deleted: false,
        is_abuse: false,
        has_children: false,
        can_edit: false,
      },
      relationships: { user: { type: 'users', id: commenter }, node: { type: 'nodes', id: project.id } },
      visibleTo: project.visibleTo,
    },
  ];
});

export const viewOnlyLinks: SeedRecord[] = projects
  .filter((project) => project.visibleTo)
  .map((project, index) => ({
    type: 'view_only_links',
    id: objectId(),
    attributes: {
      name: `Reviewers ${index + 1}`,
      anonymous: index % 2 === 0,
      date_created: day(index * 9 + 20),
      key: objectId(),
    },
    relationships: { node: { type: 'nodes', id: project.id } },
    visibleTo: project.admins,
  }));
