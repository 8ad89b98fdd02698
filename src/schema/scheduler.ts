// Shapes of the scheduler service (Azure Scheduler 2016-03-01, spec E): job collections, jobs, job history, and
// the typed inputs of its writes. Secrets a job holds (passwords, client secrets, certificates, SAS tokens and keys)
// are accepted on input and never shown: the output types below have no field for them.
import type {
  HttpAuthenticationDto,
  HttpRequestDto,
  JobActionDto,
  JobCollectionDto,
  JobDto,
  JobErrorActionDto,
  JobHistoryDto,
  JobMaxRecurrenceDto,
  JobRecurrenceDto,
  RetryPolicyDto,
  ServiceBusAuthenticationDto,
  ServiceBusBrokeredMessagePropertiesDto,
  ServiceBusMessageDto,
  StorageQueueMessageDto,
} from '../datasources/scheduler.js';
import { optionalList } from '../http/boundary.js';
import { AzureResource, optionalObject, pairs, propertiesOf, records } from './azure.js';
import { builder, defineNamespace } from './builder.js';
import { enumName, inputEnum, openEnum } from './enums.js';
import { toDateTime } from './scalars.js';

export const SchedulerQuery = defineNamespace(
  'SchedulerQuery',
  'scheduler',
  'Job collections, jobs and job history (Azure Scheduler-style provider). Writes are top-level mutations.',
);

/** An open enum over Azure's own spellings, with the way back from a member to the value the upstream expects. */
function azureEnum<const Azure extends string>(name: string, azureValues: readonly Azure[], description?: string) {
  const members = azureValues.map(enumName);
  const open = openEnum(name, members, description);
  const byMember = new Map(azureValues.map((value) => [enumName(value), value]));
  return {
    ...open,
    members,
    /** The upstream spelling of a member; undefined when none was given. */
    toAzure: (member: string | null | undefined): Azure | undefined => (member ? byMember.get(member) : undefined),
    /** The closed twin for arguments and input fields (`<name>Input`, no UNKNOWN), for the enums a caller sends. */
    withInput(inputDescription: string) {
      return {
        ...this,
        // The members stay the internal values (`toAzure` turns them into Azure's spelling when a body is built).
        input: inputEnum(
          `${name}Input`,
          members,
          inputDescription,
          undefined,
          (member) => `Sent to the upstream as "${byMember.get(member) ?? member}".`,
        ),
      };
    },
  };
}

export const JobCollectionState = azureEnum('JobCollectionState', [
  'Enabled',
  'Disabled',
  'Suspended',
  'Deleted',
]).withInput('A job collection state a caller may set.');
export const JobState = azureEnum('JobState', ['Enabled', 'Disabled', 'Faulted', 'Completed']).withInput(
  'A job state a caller may set or filter by.',
);
export const JobActionType = azureEnum('JobActionType', [
  'Http',
  'Https',
  'StorageQueue',
  'ServiceBusQueue',
  'ServiceBusTopic',
]).withInput('The kind of action a caller may give a job.');
export const RecurrenceFrequency = azureEnum('RecurrenceFrequency', [
  'Minute',
  'Hour',
  'Day',
  'Week',
  'Month',
]).withInput('A recurrence unit a caller may give.');
export const SchedulerSku = azureEnum('SchedulerSku', ['Standard', 'Free', 'P10Premium', 'P20Premium']).withInput(
  'A pricing tier a caller may choose for a job collection.',
);
export const JobExecutionStatus = azureEnum('JobExecutionStatus', ['Completed', 'Failed', 'Postponed']).withInput(
  'A job run outcome to filter job history by.',
);
export const JobHistoryActionName = azureEnum('JobHistoryActionName', ['MainAction', 'ErrorAction']);
export const RetryType = azureEnum('RetryType', ['None', 'Fixed']).withInput('A retry policy a caller may give.');
export const HttpAuthenticationType = azureEnum('HttpAuthenticationType', [
  'NotSpecified',
  'ClientCertificate',
  'ActiveDirectoryOAuth',
  'Basic',
]).withInput('How a job authenticates its HTTP call, as a caller sets it.');
export const ServiceBusAuthenticationType = azureEnum('ServiceBusAuthenticationType', [
  'NotSpecified',
  'SharedAccessKey',
]).withInput('How a job authenticates to Service Bus, as a caller sets it.');
export const ServiceBusTransportType = azureEnum('ServiceBusTransportType', [
  'NotSpecified',
  'NetMessaging',
  'AMQP',
]).withInput('A Service Bus transport a caller may choose.');
export const DayOfWeek = azureEnum('DayOfWeek', [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
]).withInput('A day of the week, as a caller gives it in a schedule.');

/** A nested object of a scheduler answer: null when absent, an UPSTREAM_ERROR on the field when not an object. */
const nested = <T extends object>(value: T | null | undefined, what: string): T | null =>
  optionalObject<T>('scheduler', value, what);

const JobMaxRecurrence = builder.objectRef<JobMaxRecurrenceDto>('JobMaxRecurrence').implement({
  description: 'The most frequent recurrence a collection allows.',
  fields: (t) => ({
    frequency: t.field({ type: RecurrenceFrequency.type, resolve: (dto) => RecurrenceFrequency.from(dto.frequency) }),
    frequencyRaw: t.string({ resolve: (dto) => dto.frequency ?? null }),
    interval: t.int({ resolve: (dto) => dto.interval ?? null }),
  }),
});

type QuotaDto = NonNullable<NonNullable<JobCollectionDto['properties']>['quota']>;
const JobCollectionQuota = builder.objectRef<QuotaDto>('JobCollectionQuota').implement({
  fields: (t) => ({
    maxJobCount: t.int({ resolve: (dto) => dto.maxJobCount ?? null }),
    maxJobOccurrence: t.int({ resolve: (dto) => dto.maxJobOccurrence ?? null }),
    maxRecurrence: t.field({ type: JobMaxRecurrence, resolve: (dto) => nested(dto.maxRecurrence, 'maxRecurrence') }),
  }),
});

const skuOf = (dto: JobCollectionDto) => nested(propertiesOf(dto)?.sku, 'sku');

export const JobCollection = builder.objectRef<JobCollectionDto>('JobCollection').implement({
  description: 'A collection of jobs sharing a SKU, a quota and an enabled/disabled state.',
  interfaces: [AzureResource],
  fields: (t) => ({
    sku: t.field({ type: SchedulerSku.type, resolve: (dto) => SchedulerSku.from(skuOf(dto)?.name) }),
    skuRaw: t.string({ resolve: (dto) => skuOf(dto)?.name ?? null }),
    state: t.field({
      type: JobCollectionState.type,
      resolve: (dto) => JobCollectionState.from(propertiesOf(dto)?.state),
    }),
    stateRaw: t.string({ resolve: (dto) => propertiesOf(dto)?.state ?? null }),
    quota: t.field({ type: JobCollectionQuota, resolve: (dto) => nested(propertiesOf(dto)?.quota, 'quota') }),
  }),
});

const HttpHeader = builder.objectRef<{ name: string; value: string }>('HttpHeader').implement({
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false }),
    value: t.exposeString('value', { nullable: false }),
  }),
});

const HttpAuthentication = builder.objectRef<HttpAuthenticationDto>('HttpAuthentication').implement({
  description:
    'How a job authenticates its HTTP call. Only the non-secret parts are shown: passwords, client secrets and ' +
    'the certificate itself are write-only.',
  fields: (t) => ({
    type: t.field({ type: HttpAuthenticationType.type, resolve: (dto) => HttpAuthenticationType.from(dto.type) }),
    typeRaw: t.string({ resolve: (dto) => dto.type ?? null }),
    username: t.string({ description: 'BASIC only.', resolve: (dto) => dto.username ?? null }),
    tenant: t.string({ description: 'ACTIVE_DIRECTORY_OAUTH only.', resolve: (dto) => dto.tenant ?? null }),
    audience: t.string({ description: 'ACTIVE_DIRECTORY_OAUTH only.', resolve: (dto) => dto.audience ?? null }),
    clientId: t.string({ description: 'ACTIVE_DIRECTORY_OAUTH only.', resolve: (dto) => dto.clientId ?? null }),
    certificateThumbprint: t.string({
      description: 'CLIENT_CERTIFICATE only: the SHA-1 thumbprint of the uploaded certificate.',
      resolve: (dto) => dto.certificateThumbprint ?? null,
    }),
    certificateSubjectName: t.string({
      description: 'CLIENT_CERTIFICATE only.',
      resolve: (dto) => dto.certificateSubjectName ?? null,
    }),
    certificateExpirationDate: t.field({
      type: 'DateTime',
      description: 'CLIENT_CERTIFICATE only.',
      resolve: (dto) => toDateTime(dto.certificateExpirationDate),
    }),
  }),
});

const HttpRequest = builder.objectRef<HttpRequestDto>('HttpRequest').implement({
  description: 'The HTTP call a job makes.',
  fields: (t) => ({
    uri: t.string({ resolve: (dto) => dto.uri ?? null }),
    method: t.string({ resolve: (dto) => dto.method ?? null }),
    body: t.string({ resolve: (dto) => dto.body ?? null }),
    headers: t.field({
      type: [HttpHeader],
      description: 'Empty when the upstream lists none.',
      resolve: (dto) => pairs('scheduler', dto.headers, 'headers'),
    }),
    authentication: t.field({
      type: HttpAuthentication,
      resolve: (dto) => nested(dto.authentication, 'authentication'),
    }),
  }),
});

const StorageQueueMessage = builder.objectRef<StorageQueueMessageDto>('StorageQueueMessage').implement({
  description: 'A message a job puts on a storage queue (its SAS token is not shown).',
  fields: (t) => ({
    storageAccount: t.string({ resolve: (dto) => dto.storageAccount ?? null }),
    queueName: t.string({ resolve: (dto) => dto.queueName ?? null }),
    message: t.string({ resolve: (dto) => dto.message ?? null }),
  }),
});

const ServiceBusAuthentication = builder.objectRef<ServiceBusAuthenticationDto>('ServiceBusAuthentication').implement({
  description: 'How a job authenticates to Service Bus. The SAS key is write-only.',
  fields: (t) => ({
    type: t.field({
      type: ServiceBusAuthenticationType.type,
      resolve: (dto) => ServiceBusAuthenticationType.from(dto.type),
    }),
    typeRaw: t.string({ resolve: (dto) => dto.type ?? null }),
    sasKeyName: t.string({ resolve: (dto) => dto.sasKeyName ?? null }),
  }),
});

const ServiceBusBrokeredMessageProperties = builder
  .objectRef<ServiceBusBrokeredMessagePropertiesDto>('ServiceBusBrokeredMessageProperties')
  .implement({
    description: 'The standard properties of the brokered message a job sends.',
    fields: (t) => ({
      contentType: t.string({ resolve: (dto) => dto.contentType ?? null }),
      correlationId: t.string({ resolve: (dto) => dto.correlationId ?? null }),
      forcePersistence: t.boolean({ resolve: (dto) => dto.forcePersistence ?? null }),
      label: t.string({ resolve: (dto) => dto.label ?? null }),
      messageId: t.string({ resolve: (dto) => dto.messageId ?? null }),
      partitionKey: t.string({ resolve: (dto) => dto.partitionKey ?? null }),
      replyTo: t.string({ resolve: (dto) => dto.replyTo ?? null }),
      replyToSessionId: t.string({ resolve: (dto) => dto.replyToSessionId ?? null }),
      scheduledEnqueueTimeUtc: t.field({
        type: 'DateTime',
        resolve: (dto) => toDateTime(dto.scheduledEnqueueTimeUtc),
      }),
      sessionId: t.string({ resolve: (dto) => dto.sessionId ?? null }),
      timeToLive: t.string({ description: 'ISO 8601 duration, e.g. PT1H.', resolve: (dto) => dto.timeToLive ?? null }),
      to: t.string({ resolve: (dto) => dto.to ?? null }),
      viaPartitionKey: t.string({ resolve: (dto) => dto.viaPartitionKey ?? null }),
    }),
  });

const MessageProperty = builder.objectRef<{ name: string; value: string }>('MessageProperty').implement({
  description: 'A custom (application) property of a Service Bus message.',
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false }),
    value: t.exposeString('value', { nullable: false }),
  }),
});

const ServiceBusMessage = builder.objectRef<ServiceBusMessageDto>('ServiceBusMessage').implement({
  description: 'A message a job sends to a Service Bus queue or topic (its SAS key is not shown).',
  fields: (t) => ({
    namespace: t.string({ resolve: (dto) => dto.namespace ?? null }),
    queueName: t.string({ resolve: (dto) => dto.queueName ?? null }),
    topicPath: t.string({ resolve: (dto) => dto.topicPath ?? null }),
    message: t.string({ resolve: (dto) => dto.message ?? null }),
    transportType: t.field({
      type: ServiceBusTransportType.type,
      resolve: (dto) => ServiceBusTransportType.from(dto.transportType),
    }),
    transportTypeRaw: t.string({ resolve: (dto) => dto.transportType ?? null }),
    authentication: t.field({
      type: ServiceBusAuthentication,
      resolve: (dto) => nested(dto.authentication, 'authentication'),
    }),
    brokeredMessageProperties: t.field({
      type: ServiceBusBrokeredMessageProperties,
      resolve: (dto) => nested(dto.brokeredMessageProperties, 'brokeredMessageProperties'),
    }),
    customMessageProperties: t.field({
      type: [MessageProperty],
      description: 'Name/value pairs, in the order the upstream lists them (empty when it lists none).',
      resolve: (dto) => pairs('scheduler', dto.customMessageProperties, 'customMessageProperties'),
    }),
  }),
});

const RetryPolicy = builder.objectRef<RetryPolicyDto>('RetryPolicy').implement({
  fields: (t) => ({
    retryType: t.field({ type: RetryType.type, resolve: (dto) => RetryType.from(dto.retryType) }),
    retryTypeRaw: t.string({ resolve: (dto) => dto.retryType ?? null }),
    retryInterval: t.string({
      description: 'ISO 8601 duration, e.g. PT30S.',
      resolve: (dto) => dto.retryInterval ?? null,
    }),
    retryCount: t.int({ resolve: (dto) => dto.retryCount ?? null }),
  }),
});

const ScheduledAction = builder.interfaceRef<JobErrorActionDto>('ScheduledAction').implement({
  description: 'An action: an HTTP(S) call or a message on a storage queue, Service Bus queue or topic.',
  fields: (t) => ({
    type: t.field({ type: JobActionType.type, resolve: (dto) => JobActionType.from(dto.type) }),
    typeRaw: t.string({ resolve: (dto) => dto.type ?? null }),
    request: t.field({ type: HttpRequest, resolve: (dto) => nested(dto.request, 'request') }),
    queueMessage: t.field({ type: StorageQueueMessage, resolve: (dto) => nested(dto.queueMessage, 'queueMessage') }),
    serviceBusQueueMessage: t.field({
      type: ServiceBusMessage,
      resolve: (dto) => nested(dto.serviceBusQueueMessage, 'serviceBusQueueMessage'),
    }),
    serviceBusTopicMessage: t.field({
      type: ServiceBusMessage,
      resolve: (dto) => nested(dto.serviceBusTopicMessage, 'serviceBusTopicMessage'),
    }),
    retryPolicy: t.field({ type: RetryPolicy, resolve: (dto) => nested(dto.retryPolicy, 'retryPolicy') }),
  }),
});

const JobErrorAction = builder.objectRef<JobErrorActionDto>('JobErrorAction').implement({
  description: 'What a job does when its main action fails.',
  interfaces: [ScheduledAction],
});

const JobAction = builder.objectRef<JobActionDto>('JobAction').implement({
  description: 'What a job does when it runs.',
  interfaces: [ScheduledAction],
  fields: (t) => ({
    errorAction: t.field({ type: JobErrorAction, resolve: (dto) => nested(dto.errorAction, 'errorAction') }),
  }),
});

type ScheduleDto = NonNullable<JobRecurrenceDto['schedule']>;
type OccurrenceDto = NonNullable<ScheduleDto['monthlyOccurrences']>[number];
const MonthlyOccurrence = builder.objectRef<OccurrenceDto>('MonthlyOccurrence').implement({
  description: 'A weekday in a month, e.g. the 2nd Monday (occurrence 2) or the last Friday (occurrence -1).',
  fields: (t) => ({
    day: t.field({ type: DayOfWeek.type, resolve: (dto) => DayOfWeek.from(dto.day) }),
    occurrence: t.int({ resolve: (dto) => dto.Occurrence ?? null }),
  }),
});

const JobRecurrenceSchedule = builder.objectRef<ScheduleDto>('JobRecurrenceSchedule').implement({
  fields: (t) => ({
    // Lists are empty when the upstream lists none, and an UPSTREAM_ERROR when it sends something else.
    minutes: t.intList({ resolve: (dto) => optionalList<number>('scheduler', dto.minutes, 'minutes') }),
    hours: t.intList({ resolve: (dto) => optionalList<number>('scheduler', dto.hours, 'hours') }),
    weekDays: t.field({
      type: [DayOfWeek.type],
      resolve: (dto) =>
        optionalList<unknown>('scheduler', dto.weekDays, 'weekDays').map(
          (day) => (typeof day === 'string' ? DayOfWeek.from(day) : null) ?? 'UNKNOWN',
        ),
    }),
    monthDays: t.intList({ resolve: (dto) => optionalList<number>('scheduler', dto.monthDays, 'monthDays') }),
    monthlyOccurrences: t.field({
      type: [MonthlyOccurrence],
      nullable: { list: true, items: true },
      resolve: (dto) => records<OccurrenceDto>('scheduler', dto.monthlyOccurrences, 'monthlyOccurrences'),
    }),
  }),
});

const JobRecurrence = builder.objectRef<JobRecurrenceDto>('JobRecurrence').implement({
  fields: (t) => ({
    frequency: t.field({ type: RecurrenceFrequency.type, resolve: (dto) => RecurrenceFrequency.from(dto.frequency) }),
    frequencyRaw: t.string({ resolve: (dto) => dto.frequency ?? null }),
    interval: t.int({ resolve: (dto) => dto.interval ?? null }),
    count: t.int({ description: 'How many times the job runs in all.', resolve: (dto) => dto.count ?? null }),
    endTime: t.field({ type: 'DateTime', resolve: (dto) => toDateTime(dto.endTime) }),
    schedule: t.field({ type: JobRecurrenceSchedule, resolve: (dto) => nested(dto.schedule, 'schedule') }),
  }),
});

type StatusDto = NonNullable<NonNullable<JobDto['properties']>['status']>;
const JobStatus = builder.objectRef<StatusDto>('JobStatus').implement({
  fields: (t) => ({
    executionCount: t.int({ resolve: (dto) => dto.executionCount ?? null }),
    failureCount: t.int({ resolve: (dto) => dto.failureCount ?? null }),
    faultedCount: t.int({ resolve: (dto) => dto.faultedCount ?? null }),
    lastExecutionTime: t.field({ type: 'DateTime', resolve: (dto) => toDateTime(dto.lastExecutionTime) }),
    nextExecutionTime: t.field({ type: 'DateTime', resolve: (dto) => toDateTime(dto.nextExecutionTime) }),
  }),
});

export const Job = builder.objectRef<JobDto>('Job').implement({
  description: 'A scheduled job: an action, when it recurs, and how it has run so far.',
  interfaces: [AzureResource],
  fields: (t) => ({
    startTime: t.field({ type: 'DateTime', resolve: (dto) => toDateTime(propertiesOf(dto)?.startTime) }),
    state: t.field({ type: JobState.type, resolve: (dto) => JobState.from(propertiesOf(dto)?.state) }),
    stateRaw: t.string({ resolve: (dto) => propertiesOf(dto)?.state ?? null }),
    action: t.field({ type: JobAction, resolve: (dto) => nested(propertiesOf(dto)?.action, 'action') }),
    recurrence: t.field({ type: JobRecurrence, resolve: (dto) => nested(propertiesOf(dto)?.recurrence, 'recurrence') }),
    status: t.field({ type: JobStatus, resolve: (dto) => nested(propertiesOf(dto)?.status, 'status') }),
  }),
});

const historyOf = (dto: JobHistoryDto) => nested(dto.properties, 'properties');

export const JobHistoryEntry = builder.objectRef<JobHistoryDto>('JobHistoryEntry').implement({
  description: 'One execution of a job.',
  fields: (t) => ({
    upstreamId: t.id({ description: 'The Azure resource id of the history entry.', resolve: (dto) => dto.id ?? null }),
    name: t.string({ resolve: (dto) => (typeof dto.name === 'string' ? dto.name.split('/').pop() : null) ?? null }),
    startTime: t.field({ type: 'DateTime', resolve: (dto) => toDateTime(historyOf(dto)?.startTime) }),
    endTime: t.field({ type: 'DateTime', resolve: (dto) => toDateTime(historyOf(dto)?.endTime) }),
    expectedExecutionTime: t.field({
      type: 'DateTime',
      resolve: (dto) => toDateTime(historyOf(dto)?.expectedExecutionTime),
    }),
    actionName: t.field({
      type: JobHistoryActionName.type,
      resolve: (dto) => JobHistoryActionName.from(historyOf(dto)?.actionName),
    }),
    status: t.field({
      type: JobExecutionStatus.type,
      resolve: (dto) => JobExecutionStatus.from(historyOf(dto)?.status),
    }),
    statusRaw: t.string({ resolve: (dto) => historyOf(dto)?.status ?? null }),
    message: t.string({ resolve: (dto) => historyOf(dto)?.message ?? null }),
    retryCount: t.int({ resolve: (dto) => historyOf(dto)?.retryCount ?? null }),
    repeatCount: t.int({ resolve: (dto) => historyOf(dto)?.repeatCount ?? null }),
  }),
});

// One connection type per node type, shared by the root fields and the relationship fields.
export const JobCollectionConnection = builder.connectionObject(
  { type: JobCollection, name: 'JobCollectionConnection' },
  { name: 'JobCollectionEdge' },
);
export const JobConnection = builder.connectionObject({ type: Job, name: 'JobConnection' }, { name: 'JobEdge' });
export const JobHistoryConnection = builder.connectionObject(
  { type: JobHistoryEntry, name: 'JobHistoryConnection' },
  { name: 'JobHistoryEdge' },
);
