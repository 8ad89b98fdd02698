// Schema-level promises of object identification and connections, checked on the built schema.
import { getNamedType, isObjectType, isScalarType, type GraphQLObjectType } from 'graphql';
import { schema } from '../../src/executable-schema.js';
import { nodeTypes } from '../../src/schema/global-id.js';
import { NOT_IDENTIFIABLE } from '../../src/schema/not-identifiable.js';

const objectTypes = Object.values(schema.getTypeMap()).filter(
  (type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'),
);
const implementsNode = (type: GraphQLObjectType) => type.getInterfaces().some((i) => i.name === 'Node');
/** A field that may hold an identity: typed `ID` (or a list of them), or a scalar named `...Id`/`...Ids`. */
const idLike = (type: GraphQLObjectType) =>
  Object.values(type.getFields())
    .filter((field) => {
      const named = getNamedType(field.type);
      return named.name === 'ID' || (isScalarType(named) && /Ids?$/.test(field.name));
    })
    .map((field) => field.name);

/**
 * Id-like fields of types that are not Nodes which do NOT hold that type's own identity: references to other
 * records (`Ticket.orderId` names an order), or ids of something else (a tax number, another site's profile id).
 * Every other id-like field is an identity, so its type must be a Node or be listed as not identifiable. A type's
 * own key (`Ticket.ticketId`, `Attachment.fileId`) must not be listed here.
 */
const NOT_OWN_IDENTITY: Record<string, string[]> = {
  Attachment: ['creatorId', 'itemId'],
  ConversationDetails: ['conversationId', 'creatorId'],
  ConversationParticipant: ['userId'],
  ConversationSearchMatch: ['conversationId', 'itemIds'],
  Courier: ['taxId'],
  DeviceInfo: ['userId'],
  DomainCdnConfig: ['cdnGroupId', 'cdnId', 'certId', 'domainId', 'portalId'],
  DrivingLicenceCertificate: ['txnId'],
  HttpAuthentication: ['clientId'],
  IncomingWebhook: ['conversationId', 'creatorId', 'tenantId', 'userId'],
  Listing: ['dealerId'],
  MarketplaceError: ['skuSellerId'],
  MarketplaceTicketOpenedPayload: ['orderId'],
  MarketplaceTicketReplyPayload: ['ticketId'],
  MessagingQuery: ['telephonyConversationId'],
  // The id of the space just deleted, for a client cache to drop.
  Mutation: ['deleteMessagingSpace'],
  OrderAddress: ['countryId'],
  OrderItem: ['skuSellerId'],
  OrderItemReference: ['skuSellerId'],
  OrderShipmentStatus: ['shipmentId'],
  ParticipantImport: ['fileId', 'resultFileId'],
  ParticipantToAdd: ['tenantId', 'userId'],
  PinnedTopic: ['conversationId', 'itemId'],
  Presence: ['userId'],
  ProductListing: ['skuSellerId'],
  ProductStatus: ['skuSellerId'],
  ResearchUserSocial: ['academiaProfileId', 'researcherId'],
  RtcItem: ['movedConversationId'],
  RtcParticipant: ['userId'],
  RtcSession: ['conversationId'],
  SellerItem: ['productId', 'skuSellerId'],
  ServiceBusBrokeredMessageProperties: ['correlationId', 'messageId', 'replyToSessionId', 'sessionId'],
  Shipment: ['sellerShipmentId'],
  SpaceAttachment: ['thumbnailId'],
  SpaceItemSearchResult: ['fileIds', 'itemIds', 'spaceId'],
  SpaceLike: ['userId'],
  SpaceParticipant: ['tenantId', 'userId'],
  SpaceParticipantMatch: ['spaceId', 'userId'],
  SpacePinnedTopic: ['topicId'],
  SystemItem: ['affectedParticipantIds'],
  TextItem: ['likedUserIds', 'parentId'],
  Ticket: ['orderId'],
  VehicleRegistrationCertificate: ['txnId'],
};
/** The id-like fields of a type that hold its own identity. */
const identity = (type: GraphQLObjectType) =>
  idLike(type).filter((field) => !(NOT_OWN_IDENTITY[type.name] ?? []).includes(field));

test('every object type with an identity implements Node or is listed as not identifiable, with a reason', () => {
  const unaccounted = objectTypes
    .filter((type) => !implementsNode(type) && identity(type).length > 0 && !NOT_IDENTIFIABLE[type.name])
    .map((type) => `${type.name} (${identity(type).join(', ')})`);
  expect(unaccounted).toEqual([]);
  for (const reason of Object.values(NOT_IDENTIFIABLE)) expect(reason.length).toBeGreaterThan(20);
});

test('the allowlist names only types that exist, have an identity and are not Nodes', () => {
  for (const name of Object.keys(NOT_IDENTIFIABLE)) {
    const type = schema.getType(name);
    expect(isObjectType(type) && identity(type).length > 0 && !implementsNode(type) ? name : `${name}?`).toBe(name);
  }
});

test('the list of id-like fields that are not an identity names only id-like fields of types that are not Nodes', () => {
  for (const [name, fields] of Object.entries(NOT_OWN_IDENTITY)) {
    const type = schema.getType(name);
    const known = isObjectType(type) && !implementsNode(type) ? idLike(type) : [];
    for (const field of fields) expect(known.includes(field) ? field : `${name}.${field}?`).toBe(field);
  }
});

test('`id` is a non-null global ID on Nodes only; every Node keeps its upstream key as upstreamId: ID!', () => {
  for (const type of objectTypes) {
    const { id, upstreamId } = type.getFields();
    if (implementsNode(type)) {
      expect(`${type.name}.id: ${String(id?.type)}`).toBe(`${type.name}.id: ID!`);
      expect(`${type.name}.upstreamId: ${String(upstreamId?.type)}`).toBe(`${type.name}.upstreamId: ID!`);
      expect(nodeTypes().has(type.name)).toBe(true);
    } else {
      expect(id ? `${type.name}.id` : undefined).toBeUndefined();
      if (upstreamId) expect(getNamedType(upstreamId.type).name).toBe('ID');
    }
  }
});

test('every registered node type is a Node of the schema', () => {
  for (const name of nodeTypes().keys()) {
    const type = schema.getType(name);
    expect(isObjectType(type) && implementsNode(type) ? name : `${name} is not a Node`).toBe(name);
  }
});

test('Query.node and Query.nodes exist with descriptions', () => {
  const query = schema.getQueryType()!.getFields();
  expect(String(query.node?.type)).toBe('Node');
  expect(String(query.nodes?.type)).toBe('[Node]!');
  expect(query.node?.description).toBeTruthy();
  expect(query.nodes?.args[0]?.description).toBeTruthy();
});

test('only connections that implement backward paging offer last/before', () => {
  const backward: string[] = [];
  for (const type of objectTypes) {
    for (const field of Object.values(type.getFields())) {
      const names = field.args.map((arg) => arg.name);
      if (!names.includes('last') && !names.includes('before')) continue;
      expect(`${type.name}.${field.name}: ${String(field.extensions.pagesBackward)}`).toBe(
        `${type.name}.${field.name}: true`,
      );
      backward.push(`${type.name}.${field.name}`);
    }
  }
  expect(backward.every((name) => name.startsWith('MarketplaceQuery.'))).toBe(true);
  expect(backward.length).toBeGreaterThan(0);
});

test('connection and edge types follow one naming style: <Name>Connection with <Name>Edge', () => {
  const connections = objectTypes.filter((type) => type.name.endsWith('Connection'));
  expect(connections.length).toBeGreaterThan(40);
  for (const connection of connections) {
    const edge = getNamedType(connection.getFields().edges!.type);
    expect(edge.name).toBe(connection.name.replace(/Connection$/, 'Edge'));
    expect(connection.name).not.toMatch(/^[A-Za-z]+Query[A-Z]/);
  }
});
