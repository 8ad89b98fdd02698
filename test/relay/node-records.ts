// Where to find one real sandbox record of each Node type: the query that lists or looks it up through the
// service's own fields, and the path to it in the answer. test/relay/node.test.ts checks that this table names
// exactly the Node types of the schema, so a new Node type cannot go untested.
import type { ServiceKey } from '../../src/config/index.js';
import { spaces, users } from '../../sandbox/messaging/data.js';
import { FILE_STORAGE_SUBSCRIPTION } from '../../sandbox/fileStorage/index.js';
import { SCHEDULER_SUBSCRIPTION } from '../../sandbox/scheduler.js';

export interface NodeRecord {
  service: ServiceKey;
  query: string;
  /** Keys from `data` to the record (`edges.0.node` and so on). */
  path: string;
  headers?: Record<string, string>;
}

/** A token of the sandbox's research user `ad4l0`, who sees her own addons, drafts and moderation actions. */
export const ADA = { 'x-research-token': 'osf-sandbox-token-ada' };
const RAW = '{ id upstreamId }';
const first = (field: string) => `${field}(first: 1) { edges { node ${RAW} } }`;
const FIRST = 'edges.0.node';

const accounts = `fileStorage { accounts(subscriptionId: "${FILE_STORAGE_SUBSCRIPTION}", resourceGroupName: "storage-rg")`;
const volumes = `${accounts} { capacityPools { volumes`;
const VOLUME = 'fileStorage.accounts.0.capacityPools.0.volumes.0';
const nightly = `scheduler { jobCollection(subscriptionId: "${SCHEDULER_SUBSCRIPTION}", resourceGroupName: "jobs-rg", jobCollectionName: "nightly")`;
const topic = `messaging { spaces(first: 1) { edges { node { topics(first: 1) { edges { node`;
const TOPIC = `messaging.spaces.${FIRST}.topics.${FIRST}`;
/** A topic with at least two replies, and the index of its last reply in a page of five. */
const busy = spaces
  .flatMap((space) =>
    space.topics.map((topic) => ({
      space: space.spaceId,
      topic: topic.spaceItem.itemId,
      last: Math.min(topic.replies.length, 5) - 1,
    })),
  )
  .find((candidate) => candidate.last >= 1)!;
const research = (inner: string, path: string, headers?: Record<string, string>): NodeRecord => ({
  service: 'research',
  query: `{ research { ${inner} } }`,
  path: `research.${path}`,
  headers,
});
const project = (inner: string) => `nodes(first: 1) { edges { node { ${inner} } } }`;
const PROJECT = `nodes.${FIRST}`;

export const NODE_RECORDS: Record<string, NodeRecord> = {
  // messaging
  MessagingUser: {
    service: 'messaging',
    query: `{ messaging { usersByIds(ids: ["${users[3]!.userId}"]) ${RAW} } }`,
    path: 'messaging.usersByIds.0',
  },
  Conversation: {
    service: 'messaging',
    query: `{ messaging { ${first('conversations')} } }`,
    path: `messaging.conversations.${FIRST}`,
  },
  ConversationItem: {
    service: 'messaging',
    query: `{ messaging { conversations(first: 1) { edges { node { ${first('items')} } } } } }`,
    path: `messaging.conversations.${FIRST}.items.${FIRST}`,
  },
  Space: { service: 'messaging', query: `{ messaging { ${first('spaces')} } }`, path: `messaging.spaces.${FIRST}` },
  SpaceTopic: { service: 'messaging', query: `{ ${topic} ${RAW} } } } } } } }`, path: TOPIC },
  // A reply (read again through its topic's reply list); a topic's own item is tested on its own.
  SpaceItem: {
    service: 'messaging',
    query: `{ messaging { spaceTopic(spaceId: "${busy.space}", topicId: "${busy.topic}") { topic { replies(first: 5) { edges { node ${RAW} } } } } } }`,
    path: `messaging.spaceTopic.topic.replies.edges.${busy.last}.node`,
  },
  Label: { service: 'messaging', query: `{ messaging { labels ${RAW} } }`, path: 'messaging.labels.1' },
  Webhook: { service: 'messaging', query: `{ messaging { webhooks ${RAW} } }`, path: 'messaging.webhooks.0' },
  // file storage
  FileStorageAccount: { service: 'fileStorage', query: `{ ${accounts} ${RAW} } }`, path: 'fileStorage.accounts.0' },
  CapacityPool: {
    service: 'fileStorage',
    query: `{ ${accounts} { capacityPools ${RAW} } } }`,
    path: 'fileStorage.accounts.0.capacityPools.0',
  },
  Volume: { service: 'fileStorage', query: `{ ${volumes} ${RAW} } } } }`, path: VOLUME },
  Snapshot: {
    service: 'fileStorage',
    query: `{ ${volumes} { snapshots ${RAW} } } } } }`,
    path: `${VOLUME}.snapshots.0`,
  },
  MountTarget: {
    service: 'fileStorage',
    query: `{ ${volumes} { mountTargets ${RAW} } } } } }`,
    path: `${VOLUME}.mountTargets.0`,
  },
  // scheduler
  JobCollection: { service: 'scheduler', query: `{ ${nightly} ${RAW} } }`, path: 'scheduler.jobCollection' },
  Job: {
    service: 'scheduler',
    query: `{ ${nightly} { ${first('jobs')} } } }`,
    path: `scheduler.jobCollection.jobs.${FIRST}`,
  },
  // marketplace, automotive, content
  Order: {
    service: 'marketplace',
    query: `{ marketplace { ${first('orders')} } }`,
    path: `marketplace.orders.${FIRST}`,
  },
  Product: {
    service: 'marketplace',
    query: `{ marketplace { ${first('products')} } }`,
    path: `marketplace.products.${FIRST}`,
  },
  Dealer: { service: 'automotive', query: `{ automotive { dealer(id: 1001) ${RAW} } }`, path: 'automotive.dealer' },
  Domain: { service: 'content', query: `{ content { ${first('domains')} } }`, path: `content.domains.${FIRST}` },
  // research: records with a lookup of their own
  ResearchNode: research(first('nodes'), PROJECT),
  Registration: research(first('registrations'), `registrations.${FIRST}`),
  ResearchUser: research(first('users'), `users.${FIRST}`),
  Addon: research(first('addons'), `addons.${FIRST}`),
  ResearchAction: research(first('actions'), `actions.${FIRST}`, ADA),
  License: research(first('licenses'), `licenses.${FIRST}`),
  Preprint: research(first('preprints'), `preprints.${FIRST}`),
  PreprintProvider: research(first('preprintProviders'), `preprintProviders.${FIRST}`),
  Taxonomy: research(first('taxonomies'), `taxonomies.${FIRST}`),
  ResearchCollection: research(first('collections'), `collections.${FIRST}`),
  Institution: research(first('institutions'), `institutions.${FIRST}`),
  ResearchLog: research(project(first('logs')), `${PROJECT}.logs.${FIRST}`),
  CitationStyle: research(first('citationStyles'), `citationStyles.${FIRST}`),
  ResearchComment: research(project(first('comments')), `${PROJECT}.comments.${FIRST}`),
  ResearchFile: research(project(first('storedFiles')), `${PROJECT}.storedFiles.${FIRST}`),
  RegistrationSchema: research(first('registrationSchemas'), `registrationSchemas.${FIRST}`),
  SchemaResponse: research(first('schemaResponses'), `schemaResponses.${FIRST}`),
  DraftRegistration: research(first('draftRegistrations'), `draftRegistrations.${FIRST}`, ADA),
  ViewOnlyLink: research(
    `nodes(first: 20, public: false) { edges { node { ${first('viewOnlyLinks')} } } }`,
    `${PROJECT}.viewOnlyLinks.${FIRST}`,
    ADA,
  ),
  Wiki: research(project(first('wikis')), `${PROJECT}.wikis.${FIRST}`),
  // research: records addressed below a parent (composite keys)
  Contributor: research(project(first('contributors')), `${PROJECT}.contributors.${FIRST}`),
  NodeAddon: research(project(first('addons')), `${PROJECT}.addons.${FIRST}`),
  UserAddon: research(
    'user(id: "ad4l0") { addons(first: 1) { edges { node { id upstreamId } } } }',
    `user.addons.${FIRST}`,
    ADA,
  ),
  AddonAccount: research(
    `user(id: "ad4l0") { addon(provider: "github") { ${first('accounts')} } }`,
    `user.addon.accounts.${FIRST}`,
    ADA,
  ),
  ResearchFileVersion: research(
    `nodes(first: 1) { edges { node { storedFiles(first: 2) { edges { node { ${first('versions')} } } } } } }`,
    `${PROJECT}.storedFiles.edges.1.node.versions.${FIRST}`,
  ),
  CollectedMetadata: research(
    `collections(first: 1) { edges { node { ${first('collectedMetadata')} } } }`,
    `collections.${FIRST}.collectedMetadata.${FIRST}`,
  ),
  SchemaBlock: research(
    `schemaResponses(first: 1) { edges { node { ${first('schemaBlocks')} } } }`,
    `schemaResponses.${FIRST}.schemaBlocks.${FIRST}`,
  ),
  SchemaResponseAction: research(
    `schemaResponses(first: 1) { edges { node { ${first('actions')} } } }`,
    `schemaResponses.${FIRST}.actions.${FIRST}`,
  ),
};
