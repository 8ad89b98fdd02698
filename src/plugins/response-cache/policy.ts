// Per-service knowledge of the response cache and the rate limits, in one table: how long an answer may be kept
// (0: never), which mutations belong to the service, and whether they change what its queries return (then each
// one drops every cached answer of the service, for every caller).
// A service whose data a caller's own credential selects is scoped by that credential automatically (see
// response-cache.ts); nothing here needs to say which data is public.
import type { ServiceKey } from '../../config/index.js';

export interface CachePolicy {
  /** The service's top-level mutations (its `Query.<key>` namespace field needs no listing). */
  mutations: readonly string[];
  /** True when the mutations change what the service's queries return. */
  mutationsInvalidate: boolean;
  /** Schema coordinates that must never be answered from the cache (a status read while it changes). */
  liveFields?: readonly string[];
}

export const CACHE_POLICY: Record<ServiceKey, CachePolicy> = {
  // Conversations and messages move quickly: a short TTL only absorbs bursts of the same query.
  messaging: {
    mutationsInvalidate: true,
    mutations: [
      'postMessagingMessage',
      'replyToMessagingMessage',
      'editMessagingMessage',
      'deleteMessagingMessage',
      'likeMessagingMessage',
      'unlikeMessagingMessage',
      'flagMessagingMessage',
      'unflagMessagingMessage',
      'pinMessagingMessage',
      'unpinMessagingMessage',
      'createMessagingGroupConversation',
      'createMessagingDirectConversation',
      'addMessagingConversationParticipants',
      'removeMessagingConversationParticipants',
      'updateMessagingConversationTopic',
      'joinMessagingCommunity',
      'archiveMessagingConversation',
      'unarchiveMessagingConversation',
      'favoriteMessagingConversation',
      'unfavoriteMessagingConversation',
      'createMessagingSpaceTopic',
      'replyToMessagingSpaceTopic',
      'markMessagingSpaceRead',
      'leaveMessagingSpace',
      'setMessagingPresence',
    ],
  },
  // Mutations only; they read a file, nothing to cache or invalidate.
  unpacker: {
    mutations: ['unpackFile', 'applyYaraRules', 'generatePartialYaraRules', 'emulateFile'],
    mutationsInvalidate: false,
  },
  // Facts about numbers do not change.
  numbers: { mutations: [], mutationsInvalidate: false },
  // Creates, updates and deletes change the tree; an operation's status is read live.
  fileStorage: {
    mutationsInvalidate: true,
    mutations: [
      'createFileStorageAccount',
      'updateFileStorageAccount',
      'deleteFileStorageAccount',
      'createFileStorageCapacityPool',
      'updateFileStorageCapacityPool',
      'deleteFileStorageCapacityPool',
      'createFileStorageVolume',
      'updateFileStorageVolume',
      'deleteFileStorageVolume',
      'createFileStorageSnapshot',
      'updateFileStorageSnapshot',
      'deleteFileStorageSnapshot',
    ],
    liveFields: ['FileStorageQuery.operation'],
  },
  scheduler: {
    mutationsInvalidate: true,
    mutations: [
      'upsertJobCollection',
      'patchJobCollection',
      'deleteJobCollection',
      'enableJobCollection',
      'disableJobCollection',
      'upsertJob',
      'patchJob',
      'deleteJob',
      'runJob',
    ],
  },
  // Writes change orders, products and tickets: each drops the service's cached answers.
  marketplace: {
    mutationsInvalidate: true,
    mutations: [
      'markMarketplaceShipmentSent',
      'markMarketplaceShipmentDelivered',
      'cancelMarketplaceShipment',
      'returnMarketplaceShipment',
      'exchangeMarketplaceShipment',
      'markMarketplaceShipmentsShipped',
      'markMarketplaceShipmentsDelivered',
      'updateMarketplaceProductPrice',
      'updateMarketplaceProductStock',
      'updateMarketplaceProductStatus',
      'updateMarketplaceProductPrices',
      'updateMarketplaceProductStocks',
      'updateMarketplaceProductStatuses',
      'replyToMarketplaceTicket',
      'updateMarketplaceTicketStatus',
    ],
  },
  // OSF public records change rarely.
  research: { mutations: [], mutationsInvalidate: false },
  automotive: { mutations: [], mutationsInvalidate: false },
  // Mutations only: a certificate pull is never cached.
  certificates: {
    mutations: ['pullDrivingLicenceCertificate', 'pullVehicleRegistrationCertificate'],
    mutationsInvalidate: false,
  },
  content: { mutations: [], mutationsInvalidate: false },
};
