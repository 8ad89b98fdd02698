// Object types that carry an upstream id but are not `Node`s, each with the reason: the upstream has no lookup of
// the record by its own key (it is reachable only through a parent, a list or a search), so a global id could
// not be fetched again. Their upstream key keeps its own field (`upstreamId`, `ticketId`, `fileId`); `id` is
// reserved for global ids, so that a normalising client cache (Relay keys records by `id` alone) never mistakes two
// records for one.
// test/relay/schema.test.ts fails when a type with an identity field (an `ID` or a `...Id` that is not a reference
// it declares) is neither a Node nor listed here.
export const NOT_IDENTIFIABLE: Readonly<Record<string, string>> = {
  // messaging (Circuit)
  Attachment:
    "An attachment arrives inside its conversation item; Circuit's spec has no path that reads a file by `fileId`.",
  DeviceInfo: "Circuit lists the caller's devices only (`/telephony/deviceInfos`); a device has no lookup by id.",
  SpaceAttachment:
    "An attachment arrives inside its space item; Circuit's spec has no path that reads a file by `fileId`.",
  IncomingWebhook: 'Circuit lists incoming webhooks per user (paged); it has no lookup of one by id.',
  RtcSession: 'Circuit lists the active call sessions only; a session has no lookup by id.',
  // scheduler
  FileStorageActiveDirectory:
    'Part of a file storage account (its `activeDirectories`); the API has no resource for one of them.',
  FileStorageOperationStatus:
    'A long-running operation this gateway polls by the token it issued (`fileStorage.operation`); the spec has no ' +
    'operation resource, and the operation ends, so a global id would not name a lasting record.',
  FileStorageDeletePayload:
    'The answer of a delete: the resource it names is gone, so there is nothing to fetch again.',
  JobHistoryEntry: "Azure Scheduler lists a job's history; it has no lookup of one entry.",
  // marketplace
  Ticket: 'The marketplace API lists tickets (paged, by status); it has no lookup of one ticket.',
  TicketMessage: 'Messages are listed per ticket only; there is no lookup of one message.',
  Customer: 'Part of an order (embedded); the API has no customer resource.',
  OrderItem: 'Part of an order (embedded); its product is reachable by `skuSellerId`.',
  Shipment: 'Part of an order (embedded); shipment lists carry status only.',
  Seller: 'Part of an order (embedded); the API has no seller resource.',
  Promotion: 'Part of an order item (embedded); the API has no promotion resource.',
  // content
  DomainCdnConfig: 'Part of a domain (embedded); HubSpot has no lookup of a CDN configuration.',
  // research (OSF): records addressed only under a parent record
  ResearchDeletion: 'The answer of a delete: the record it names is gone, so there is nothing to fetch again.',
  AddonFolder: 'The OSF lists addon folders only under a project addon.',
  Citation: 'A citation is a view of its record (`/nodes/{id}/citation/`), not a record of its own.',
  ResearchIdentifier:
    'The OSF specs list identifiers only under their record (`/nodes/{id}/identifiers/`); they name no lookup of one.',
};
