// Shapes of messaging users and what is theirs: labels, presence, support, webhooks, calls and devices. Relationship
// fields (creators, participants, presence of a user...) are behaviour and live in resolvers/messaging/.
import type {
  DeviceInfoDto,
  IncomingWebhookDto,
  LabelDto,
  PresenceDto,
  RtcSessionDto,
  SupportInfoDto,
  UserDto,
  WebhookDto,
} from '../../datasources/messaging/index.js';
import { text } from '../../http/boundary.js';
import { time, identity } from './fields.js';
import { PresenceState, WebhookType, IncomingWebhookStatus } from './enums.js';
import { RtcParticipant } from './conversations.js';
import { builder } from '../builder.js';

// --- users ---------------------------------------------------------------------------------------------------

export const UserEmailAddress = builder
  .objectRef<{ address?: string; type?: string }>('UserEmailAddress')
  .implement({ fields: (t) => ({ address: t.exposeString('address'), type: t.exposeString('type') }) });
export const UserPhoneNumber = builder
  .objectRef<{ phoneNumber?: string; type?: string }>('UserPhoneNumber')
  .implement({ fields: (t) => ({ phoneNumber: t.exposeString('phoneNumber'), type: t.exposeString('type') }) });

export const MessagingUser = builder.objectRef<UserDto>('MessagingUser').implement({
  description: 'A Circuit user.',
  fields: (t) => ({
    displayName: t.exposeString('displayName'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    emailAddress: t.exposeString('emailAddress'),
    emailAddresses: t.field({ type: [UserEmailAddress], resolve: (user) => user.emailAddresses ?? [] }),
    secondaryEmailAddress: t.exposeString('secondaryEmailAddress'),
    phoneNumber: t.exposeString('phoneNumber'),
    phoneNumbers: t.field({ type: [UserPhoneNumber], resolve: (user) => user.phoneNumbers ?? [] }),
    company: t.exposeString('company'),
    department: t.exposeString('department'),
    jobTitle: t.exposeString('jobTitle'),
    locale: t.exposeString('locale'),
    avatar: t.exposeString('avatar', { description: 'URL of the small avatar picture.' }),
    avatarLarge: t.exposeString('avatarLarge'),
    primaryTenantId: t.exposeString('primaryTenantId'),
    secondaryTenantId: t.exposeString('secondaryTenantId'),
    state: t.exposeString('userState', { description: 'e.g. ACTIVE or DELETED.' }),
    type: t.exposeString('userType', { description: 'e.g. REGULAR or BOT.' }),
  }),
});

export const Label = builder.objectRef<LabelDto>('Label').implement({
  description: 'A label of the caller, assigned to conversations.',
  fields: (t) => ({
    value: t.exposeString('value'),
  }),
});

export const Presence = builder.objectRef<PresenceDto>('Presence').implement({
  fields: (t) => ({
    userId: t.id({ nullable: false, resolve: (p) => identity(p.userId, 'userId') }),
    state: t.field({ type: PresenceState.type, resolve: (p) => PresenceState.from(p.state) }),
    stateRaw: t.exposeString('state'),
    statusMessage: t.exposeString('statusMessage'),
    dndUntil: t.field({ type: 'DateTime', resolve: (p) => time(p.dndUntil) }),
    isOptedOut: t.exposeBoolean('isOptedOut'),
    mobile: t.exposeBoolean('mobile'),
    poor: t.exposeBoolean('poor'),
    locationText: t.exposeString('locationText'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    timeZoneOffset: t.exposeFloat('timeZoneOffset', { description: 'Minutes from UTC.' }),
  }),
});

export const SupportInfo = builder.objectRef<SupportInfoDto>('SupportInfo').implement({
  fields: (t) => ({
    supportEmailAddress: t.exposeString('supportEmailAddress'),
    supportType: t.string({ resolve: (info) => text(info.supportType) }),
  }),
});

// --- webhooks, calls, devices --------------------------------------------------------------------------------

export const Webhook = builder.objectRef<WebhookDto>('Webhook').implement({
  description: 'A registered webhook: Circuit posts the filtered events to its URL.',
  fields: (t) => ({
    url: t.exposeString('url'),
    type: t.field({ type: WebhookType.type, resolve: (w) => WebhookType.from(w.type) }),
    typeRaw: t.exposeString('type'),
    userId: t.exposeID('userId'),
    filter: t.stringList({ nullable: false, resolve: (w) => w.filter ?? [] }),
    subscriptionIds: t.idList({ nullable: false, resolve: (w) => w.subscriptionIds ?? [] }),
    createdAt: t.field({ type: 'DateTime', resolve: (w) => time(w.creationTime) }),
  }),
});

export const IncomingWebhook = builder.objectRef<IncomingWebhookDto>('IncomingWebhook').implement({
  description: 'A URL that posts messages into a conversation.',
  fields: (t) => ({
    upstreamId: t.id({
      nullable: false,
      description: "Circuit's id of the incoming webhook.",
      resolve: (w) => identity(w.webhookId, 'webhookId'),
    }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    url: t.exposeString('url'),
    status: t.field({ type: IncomingWebhookStatus.type, resolve: (w) => IncomingWebhookStatus.from(w.status) }),
    statusRaw: t.exposeString('status'),
    conversationId: t.exposeID('conversationId'),
    userId: t.exposeID('userId'),
    creatorId: t.exposeID('creatorId'),
    tenantId: t.exposeString('tenantId'),
    createdAt: t.field({ type: 'DateTime', resolve: (w) => time(w.creationTime) }),
    modifiedAt: t.field({ type: 'DateTime', resolve: (w) => time(w.modificationTime) }),
  }),
});

export const RtcSession = builder.objectRef<RtcSessionDto>('RtcSession').implement({
  description: 'A call in progress.',
  fields: (t) => ({
    upstreamId: t.id({
      nullable: false,
      description: "Circuit's id of the call session.",
      resolve: (s) => identity(s.rtcSessionId, 'rtcSessionId'),
    }),
    conversationId: t.exposeID('convId'),
    startedAt: t.field({ type: 'DateTime', resolve: (s) => time(s.startTime) }),
    mediaTypes: t.stringList({ nullable: false, resolve: (s) => s.mediaTypes ?? [] }),
    participants: t.field({ type: [RtcParticipant], nullable: false, resolve: (s) => s.participants ?? [] }),
  }),
});

export const DeviceInfo = builder.objectRef<DeviceInfoDto>('DeviceInfo').implement({
  description: 'A client device of the caller.',
  fields: (t) => ({
    clientId: t.exposeID('clientId'),
    clientVersion: t.exposeString('clientVersion'),
    deviceType: t.exposeString('deviceType'),
    deviceSubtype: t.exposeString('deviceSubtype'),
    hardwareModel: t.exposeString('hardwareModel'),
    manufacturer: t.exposeString('manufacturer'),
    osVersion: t.exposeString('osVersion'),
    homeNode: t.exposeString('homeNode'),
    userId: t.exposeID('userId'),
  }),
});
