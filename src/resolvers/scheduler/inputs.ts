// Typed inputs of the scheduler mutations and their validation rules, checked before any upstream call.
import { z } from 'zod';
import { resourceGroupArg, subscriptionIdArg } from '../../schema/azure.js';
import { builder } from '../../schema/builder.js';
import {
  DayOfWeek,
  HttpAuthenticationType,
  JobActionType,
  JobCollectionState,
  JobState,
  RecurrenceFrequency,
  RetryType,
  SchedulerSku,
  ServiceBusAuthenticationType,
  ServiceBusTransportType,
} from '../../schema/scheduler.js';

/** Job collection and job names: a letter or digit, then up to 99 letters, digits, `-` or `_`. */
export const nameArg = z
  .string()
  .regex(
    /^[a-zA-Z0-9][a-zA-Z0-9_-]{0,99}$/,
    'must be 1 to 100 letters, digits, - or _, starting with a letter or digit',
  );

type ArgBuilder = PothosSchemaTypes.ObjectFieldBuilder<typeof builder.$inferSchemaTypes, unknown>['arg'];

/** The arguments that name a job collection: where it is (subscription, resource group) and its name. */
export const collectionArgsOf = (arg: ArgBuilder) => ({
  subscriptionId: arg.string({ required: true, validate: subscriptionIdArg }),
  resourceGroupName: arg.string({ required: true, validate: resourceGroupArg }),
  jobCollectionName: arg.string({ required: true, validate: nameArg }),
});
/** The arguments that name a job: its collection's, and its own name. */
export const jobArgsOf = (arg: ArgBuilder) => ({
  ...collectionArgsOf(arg),
  jobName: arg.string({ required: true, validate: nameArg }),
});

const isoDuration = z
  .string()
  .regex(/^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/, 'must be an ISO 8601 duration such as PT30S');

// ---------------------------------------------------------------------------------------------------------------
// Inputs.

const TagInput = builder.inputType('TagInput', {
  fields: (t) => ({
    name: t.string({ required: true, validate: z.string().min(1).max(512) }),
    value: t.string({ required: true, validate: z.string().max(256) }),
  }),
});

const JobMaxRecurrenceInput = builder.inputType('JobMaxRecurrenceInput', {
  fields: (t) => ({
    frequency: t.field({ type: RecurrenceFrequency.input, required: true }),
    interval: t.int({ required: true, validate: z.number().int().min(1) }),
  }),
});

const JobCollectionQuotaInput = builder.inputType('JobCollectionQuotaInput', {
  fields: (t) => ({
    maxJobCount: t.int({ validate: z.number().int().min(1) }),
    maxJobOccurrence: t.int({ validate: z.number().int().min(1) }),
    maxRecurrence: t.field({ type: JobMaxRecurrenceInput }),
  }),
});

const collectionFields = (required: boolean) =>
  builder.inputType(required ? 'JobCollectionInput' : 'JobCollectionPatchInput', {
    description: required
      ? 'A whole job collection (PUT): what is not given is reset.'
      : 'The parts of a job collection to change (PATCH).',
    fields: (t) => ({
      ...(required
        ? {
            location: t.string({
              required: true,
              validate: z.string().regex(/^[a-z0-9]{2,40}$/, 'must be an Azure region'),
            }),
          }
        : {}),
      sku: t.field({ type: SchedulerSku.input, required }),
      state: t.field({ type: JobCollectionState.input }),
      quota: t.field({ type: JobCollectionQuotaInput }),
      tags: t.field({ type: [TagInput], validate: z.array(z.unknown()).max(50) }),
    }),
  });
export const JobCollectionInput = collectionFields(true);
export const JobCollectionPatchInput = collectionFields(false);

const HttpHeaderInput = builder.inputType('HttpHeaderInput', {
  fields: (t) => ({
    name: t.string({
      required: true,
      validate: z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,256}$/, 'must be a header name'),
    }),
    value: t.string({
      required: true,
      validate: z
        .string()
        .max(8192)
        .regex(/^[^\r\n]*$/, 'must be one line'),
    }),
  }),
});

const secret = (what: string) => z.string().min(1, 'must not be empty').max(4096, `is too long for ${what}`);
const WRITE_ONLY = 'Write-only: sent upstream, never shown back or logged.';

/** The fields each authentication type takes (and requires, except the certificate's optional password). */
export const HTTP_AUTHENTICATION_FIELDS = {
  CLIENT_CERTIFICATE: { required: ['pfx'], optional: ['password'] },
  BASIC: { required: ['username', 'password'], optional: [] },
  ACTIVE_DIRECTORY_OAUTH: { required: ['tenant', 'audience', 'clientId', 'secret'], optional: [] },
  NOT_SPECIFIED: { required: [], optional: [] },
} as const;
export const HTTP_AUTHENTICATION_INPUTS = [
  'pfx',
  'password',
  'username',
  'tenant',
  'audience',
  'clientId',
  'secret',
] as const;

const HttpAuthenticationInput = builder.inputType('HttpAuthenticationInput', {
  description:
    'How an HTTP(S) action authenticates: `type` says which fields apply. CLIENT_CERTIFICATE: `pfx` (and ' +
    '`password` when the PFX has one); BASIC: `username`, `password`; ACTIVE_DIRECTORY_OAUTH: `tenant`, ' +
    '`audience`, `clientId`, `secret`. Any other field is refused.',
  fields: (t) => ({
    type: t.field({ type: HttpAuthenticationType.input, required: true }),
    pfx: t.string({
      description: `The client certificate as a base64-encoded PFX (PKCS #12). ${WRITE_ONLY}`,
      validate: z
        .string()
        .max(65_536, 'is too long for a certificate')
        .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'must be base64')
        .min(4, 'must not be empty'),
    }),
    password: t.string({ description: `The PFX or basic password. ${WRITE_ONLY}`, validate: secret('a password') }),
    username: t.string({ validate: z.string().min(1).max(256) }),
    tenant: t.string({
      description: 'The Azure AD tenant: its GUID or domain name.',
      validate: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9.-]{0,252}$/, 'must be a tenant id or domain'),
    }),
    audience: t.string({
      description: 'The resource the token is for, e.g. https://management.core.windows.net/.',
      validate: z.string().min(1).max(2048),
    }),
    clientId: t.string({ validate: z.string().min(1).max(256) }),
    secret: t.string({ description: `The client secret. ${WRITE_ONLY}`, validate: secret('a client secret') }),
  }),
  validate: z.looseObject({ type: z.string() }).superRefine((input, context) => {
    const fields = HTTP_AUTHENTICATION_FIELDS[input.type as keyof typeof HTTP_AUTHENTICATION_FIELDS];
    if (!fields) return;
    const allowed = new Set<string>([...fields.required, ...fields.optional]);
    for (const field of HTTP_AUTHENTICATION_INPUTS) {
      const present = input[field] != null;
      if (!present && (fields.required as readonly string[]).includes(field)) {
        context.addIssue({ code: 'custom', message: `is required for ${input.type} authentication`, path: [field] });
      } else if (present && !allowed.has(field)) {
        context.addIssue({ code: 'custom', message: `does not apply to ${input.type} authentication`, path: [field] });
      }
    }
  }),
});

const HttpRequestInput = builder.inputType('HttpRequestInput', {
  fields: (t) => ({
    uri: t.string({ required: true, validate: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }) }),
    method: t.string({
      required: true,
      validate: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']),
    }),
    body: t.string({ validate: z.string().max(8192) }),
    headers: t.field({ type: [HttpHeaderInput] }),
    authentication: t.field({ type: HttpAuthenticationInput }),
  }),
});

const queueName = z.string().regex(/^[a-z0-9](?!.*--)[a-z0-9-]{1,61}[a-z0-9]$/, 'must be a storage queue name');
const StorageQueueMessageInput = builder.inputType('StorageQueueMessageInput', {
  fields: (t) => ({
    storageAccount: t.string({
      required: true,
      validate: z.string().regex(/^[a-z0-9]{3,24}$/, 'must be a storage account name'),
    }),
    queueName: t.string({ required: true, validate: queueName }),
    sasToken: t.string({ required: true, validate: z.string().min(1), description: 'Write-only: never shown back.' }),
    message: t.string({ validate: z.string().max(65_536) }),
  }),
});

const serviceBusNamespace = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9-]{4,48}[a-zA-Z0-9]$/, 'must be a Service Bus namespace');
const entityPath = z.string().regex(/^[\w./~-]{1,260}$/, 'must be a Service Bus entity path');
const ServiceBusAuthenticationInput = builder.inputType('ServiceBusAuthenticationInput', {
  description: 'SHARED_ACCESS_KEY (the default) needs `sasKeyName` and `sasKey`; NOT_SPECIFIED takes neither.',
  fields: (t) => ({
    type: t.field({ type: ServiceBusAuthenticationType.input }),
    sasKeyName: t.string({ validate: z.string().min(1).max(256) }),
    sasKey: t.string({ description: WRITE_ONLY, validate: secret('a SAS key') }),
  }),
  validate: z
    .looseObject({ type: z.string().nullish(), sasKeyName: z.string().nullish(), sasKey: z.string().nullish() })
    .superRefine((input, context) => {
      const sharedKey = (input.type ?? 'SHARED_ACCESS_KEY') === 'SHARED_ACCESS_KEY';
      for (const field of ['sasKeyName', 'sasKey'] as const) {
        if (sharedKey && input[field] == null) {
          context.addIssue({ code: 'custom', message: 'is required for SHARED_ACCESS_KEY', path: [field] });
        } else if (!sharedKey && input[field] != null) {
          context.addIssue({ code: 'custom', message: `does not apply to ${input.type}`, path: [field] });
        }
      }
    }),
});

/** Service Bus property names: letters, digits, `_`, `-`, `.`; no two alike. */
const MessagePropertyInput = builder.inputType('MessagePropertyInput', {
  fields: (t) => ({
    name: t.string({
      required: true,
      validate: z.string().regex(/^[A-Za-z_][\w.-]{0,127}$/, 'must be 1 to 128 letters, digits, _, - or .'),
    }),
    value: t.string({ required: true, validate: z.string().max(32_768) }),
  }),
});
const customPropertiesRule = z
  .array(z.looseObject({ name: z.string() }))
  .max(64, 'at most 64 custom properties')
  .superRefine((properties, context) => {
    const seen = new Set<string>();
    properties.forEach((property, index) => {
      const name = property.name.toLowerCase();
      if (seen.has(name))
        context.addIssue({ code: 'custom', message: 'repeats a property name', path: [index, 'name'] });
      seen.add(name);
    });
  });

const ServiceBusBrokeredMessagePropertiesInput = builder.inputType('ServiceBusBrokeredMessagePropertiesInput', {
  description: 'The standard properties of the brokered message (all optional).',
  fields: (t) => {
    const text = (max: number) => t.string({ validate: z.string().min(1).max(max) });
    return {
      contentType: text(256),
      correlationId: text(128),
      forcePersistence: t.boolean(),
      label: text(256),
      messageId: text(128),
      partitionKey: text(128),
      replyTo: text(256),
      replyToSessionId: text(128),
      scheduledEnqueueTimeUtc: t.field({ type: 'DateTime' }),
      sessionId: text(128),
      timeToLive: t.string({ validate: isoDuration, description: 'ISO 8601 duration, e.g. PT1H.' }),
      to: text(256),
      viaPartitionKey: text(128),
    };
  },
});

/** What queue and topic messages share; they differ only in naming their entity. */
type InputFieldBuilder = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];
const serviceBusMessageFields = (t: InputFieldBuilder) => ({
  namespace: t.string({ required: true, validate: serviceBusNamespace }),
  message: t.string({ validate: z.string().max(65_536) }),
  transportType: t.field({
    type: ServiceBusTransportType.input,
    description: 'NET_MESSAGING when not given.',
  }),
  authentication: t.field({ type: ServiceBusAuthenticationInput, required: true }),
  brokeredMessageProperties: t.field({ type: ServiceBusBrokeredMessagePropertiesInput }),
  customMessageProperties: t.field({
    type: [MessagePropertyInput],
    description: 'Application properties as name/value pairs; names are unique (case-insensitive).',
    validate: customPropertiesRule,
  }),
});
const ServiceBusQueueMessageInput = builder.inputType('ServiceBusQueueMessageInput', {
  fields: (t) => ({ ...serviceBusMessageFields(t), queueName: t.string({ required: true, validate: entityPath }) }),
});
const ServiceBusTopicMessageInput = builder.inputType('ServiceBusTopicMessageInput', {
  fields: (t) => ({ ...serviceBusMessageFields(t), topicPath: t.string({ required: true, validate: entityPath }) }),
});

const RetryPolicyInput = builder.inputType('RetryPolicyInput', {
  fields: (t) => ({
    retryType: t.field({ type: RetryType.input, required: true }),
    retryInterval: t.string({ validate: isoDuration, description: 'ISO 8601 duration, e.g. PT30S (FIXED only).' }),
    retryCount: t.int({ validate: z.number().int().min(1).max(20), description: '1 to 20 (FIXED only).' }),
  }),
  validate: z
    .looseObject({ retryType: z.string(), retryCount: z.number().nullish(), retryInterval: z.string().nullish() })
    .refine((policy) => policy.retryType === 'FIXED' || (policy.retryCount == null && policy.retryInterval == null), {
      message: 'retryCount and retryInterval apply to the FIXED retry type only',
      path: ['retryType'],
    }),
});

/** The message field each action type needs. */
const MESSAGE_OF = {
  HTTP: 'request',
  HTTPS: 'request',
  STORAGE_QUEUE: 'queueMessage',
  SERVICE_BUS_QUEUE: 'serviceBusQueueMessage',
  SERVICE_BUS_TOPIC: 'serviceBusTopicMessage',
} as const;
const actionRule = z
  .looseObject({ type: z.string(), request: z.looseObject({ uri: z.string() }).nullish() })
  .superRefine((action, context) => {
    const needed = MESSAGE_OF[action.type as keyof typeof MESSAGE_OF];
    if (!needed) return;
    for (const field of Object.values(MESSAGE_OF)) {
      const present = action[field] != null;
      if (field === needed && !present) {
        context.addIssue({ code: 'custom', message: `is required for a ${action.type} action`, path: [field] });
      } else if (field !== needed && present) {
        context.addIssue({ code: 'custom', message: `does not apply to a ${action.type} action`, path: [field] });
      }
    }
    if (action.type === 'HTTPS' && action.request && !action.request.uri.startsWith('https://')) {
      context.addIssue({
        code: 'custom',
        message: 'must be an https URL for an HTTPS action',
        path: ['request', 'uri'],
      });
    }
  });

const JobErrorActionInput = builder.inputType('JobErrorActionInput', {
  description: 'What to do when the main action fails.',
  fields: (t) => ({
    type: t.field({ type: JobActionType.input, required: true }),
    request: t.field({ type: HttpRequestInput }),
    queueMessage: t.field({ type: StorageQueueMessageInput }),
    serviceBusQueueMessage: t.field({ type: ServiceBusQueueMessageInput }),
    serviceBusTopicMessage: t.field({ type: ServiceBusTopicMessageInput }),
    retryPolicy: t.field({ type: RetryPolicyInput }),
  }),
  validate: actionRule,
});

const JobActionInput = builder.inputType('JobActionInput', {
  description: 'What a job does: `type` says which one of the message fields is given.',
  fields: (t) => ({
    type: t.field({ type: JobActionType.input, required: true }),
    request: t.field({ type: HttpRequestInput }),
    queueMessage: t.field({ type: StorageQueueMessageInput }),
    serviceBusQueueMessage: t.field({ type: ServiceBusQueueMessageInput }),
    serviceBusTopicMessage: t.field({ type: ServiceBusTopicMessageInput }),
    retryPolicy: t.field({ type: RetryPolicyInput }),
    errorAction: t.field({ type: JobErrorActionInput }),
  }),
  validate: actionRule,
});

const MonthlyOccurrenceInput = builder.inputType('MonthlyOccurrenceInput', {
  fields: (t) => ({
    day: t.field({ type: DayOfWeek.input, required: true }),
    occurrence: t.int({
      required: true,
      validate: z
        .number()
        .int()
        .min(-5)
        .max(5)
        .refine((value) => value !== 0, 'must not be 0'),
      description: '1 to 5 from the start of the month, -1 to -5 from its end.',
    }),
  }),
});

const JobRecurrenceScheduleInput = builder.inputType('JobRecurrenceScheduleInput', {
  fields: (t) => ({
    minutes: t.intList({ validate: z.array(z.number().int().min(0).max(59)).max(60) }),
    hours: t.intList({ validate: z.array(z.number().int().min(0).max(23)).max(24) }),
    weekDays: t.field({ type: [DayOfWeek.input], validate: z.array(z.string()).max(7) }),
    monthDays: t.intList({
      validate: z
        .array(
          z
            .number()
            .int()
            .min(-31)
            .max(31)
            .refine((day) => day !== 0, 'must not be 0'),
        )
        .max(31),
    }),
    monthlyOccurrences: t.field({ type: [MonthlyOccurrenceInput] }),
  }),
});

const JobRecurrenceInput = builder.inputType('JobRecurrenceInput', {
  fields: (t) => ({
    frequency: t.field({ type: RecurrenceFrequency.input, required: true }),
    interval: t.int({ validate: z.number().int().min(1).max(1000) }),
    count: t.int({ validate: z.number().int().min(1), description: 'Stop after this many runs.' }),
    endTime: t.field({ type: 'DateTime', description: 'Stop at this time.' }),
    schedule: t.field({ type: JobRecurrenceScheduleInput }),
  }),
  validate: z
    .looseObject({
      frequency: z.string(),
      schedule: z
        .looseObject({
          weekDays: z.array(z.string()).nullish(),
          monthDays: z.array(z.number()).nullish(),
          monthlyOccurrences: z.array(z.unknown()).nullish(),
        })
        .nullish(),
    })
    .superRefine(({ frequency, schedule }, context) => {
      if (schedule?.weekDays?.length && frequency !== 'WEEK') {
        context.addIssue({
          code: 'custom',
          message: 'weekDays needs the WEEK frequency',
          path: ['schedule', 'weekDays'],
        });
      }
      for (const field of ['monthDays', 'monthlyOccurrences'] as const) {
        if (schedule?.[field]?.length && frequency !== 'MONTH') {
          context.addIssue({
            code: 'custom',
            message: `${field} needs the MONTH frequency`,
            path: ['schedule', field],
          });
        }
      }
    }),
});

const jobFields = (required: boolean) =>
  builder.inputType(required ? 'JobInput' : 'JobPatchInput', {
    description: required ? 'A whole job (PUT): what is not given is reset.' : 'The parts of a job to change (PATCH).',
    fields: (t) => ({
      action: t.field({ type: JobActionInput, required }),
      recurrence: t.field({ type: JobRecurrenceInput }),
      startTime: t.field({ type: 'DateTime' }),
      state: t.field({ type: JobState.input }),
    }),
  });
export const JobInput = jobFields(true);
export const JobPatchInput = jobFields(false);
