// Shapes of the scheduler service (Azure Scheduler 2016-03-01, spec E): job collections, jobs, job history, and
// the typed inputs of its writes. Secrets a job holds (SAS tokens and keys) are accepted on input, never shown.
import type {
  HttpRequestDto,
  JobActionDto,
  JobCollectionDto,
  JobDto,
  JobErrorActionDto,
  JobHistoryDto,
  JobMaxRecurrenceDto,
  JobRecurrenceDto,
  RetryPolicyDto,
  ServiceBusMessageDto,
  StorageQueueMessageDto,
} from '../datasources/scheduler.js';
import { AzureResource } from './azure.js';
import { builder, defineNamespace } from './builder.js';
import { enumName, openEnum } from './enums.js';
import { toDateTime } from './scalars.js';

export const SchedulerQuery = defineNamespace(
  'SchedulerQuery',
  'scheduler',
  'Job collections, jobs and job history (Azure Scheduler-style provider). Writes are top-level mutations.',
);

/** An open enum over Azure's own spellings, with the way back from a member to the value the upstream expects. */
function azureEnum(name: string, azureValues: readonly string[], description?: string) {
  const members = azureValues.map(enumName);
  const open = openEnum(name, members, description);
  const byMember = new Map(azureValues.map((value) => [enumName(value), value]));
  return {
    ...open,
    members,
    /** The upstream spelling of a member; undefined for UNKNOWN (which input validation refuses). */
    toAzure: (member: string | null | undefined) => (member ? byMember.get(member) : undefined),
  };
}

export const JobCollectionState = azureEnum('JobCollectionState', ['Enabled', 'Disabled', 'Suspended', 'Deleted']);
export const JobState = azureEnum('JobState', ['Enabled', 'Disabled', 'Faulted', 'Completed']);
export const JobActionType = azureEnum('JobActionType', [
  'Http',
  'Https',
  'StorageQueue',
  'ServiceBusQueue',
  'ServiceBusTopic',
]);
export const RecurrenceFrequency = azureEnum('RecurrenceFrequency', ['Minute', 'Hour', 'Day', 'Week', 'Month']);
export const SchedulerSku = azureEnum('SchedulerSku', ['Standard', 'Free', 'P10Premium', 'P20Premium']);
export const JobExecutionStatus = azureEnum('JobExecutionStatus', ['Completed', 'Failed', 'Postponed']);
export const JobHistoryActionName = azureEnum('JobHistoryActionName', ['MainAction', 'ErrorAction']);
export const RetryType = azureEnum('RetryType', ['None', 'Fixed']);
export const DayOfWeek = azureEnum('DayOfWeek', [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
]);

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
    maxRecurrence: t.field({ type: JobMaxRecurrence, resolve: (dto) => dto.maxRecurrence ?? null }),
  }),
});

export const JobCollection = builder.objectRef<JobCollectionDto>('JobCollection').implement({
  description: 'A collection of jobs sharing a SKU, a quota and an enabled/disabled state.',
  interfaces: [AzureResource],
  fields: (t) => ({
    sku: t.field({ type: SchedulerSku.type, resolve: (dto) => SchedulerSku.from(dto.properties?.sku?.name) }),
    skuRaw: t.string({ resolve: (dto) => dto.properties?.sku?.name ?? null }),
    state: t.field({ type: JobCollectionState.type, resolve: (dto) => JobCollectionState.from(dto.properties?.state) }),
    stateRaw: t.string({ resolve: (dto) => dto.properties?.state ?? null }),
    quota: t.field({ type: JobCollectionQuota, resolve: (dto) => dto.properties?.quota ?? null }),
  }),
});

const HttpHeader = builder.objectRef<{ name: string; value: string }>('HttpHeader').implement({
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false }),
    value: t.exposeString('value', { nullable: false }),
  }),
});

const HttpRequest = builder.objectRef<HttpRequestDto>('HttpRequest').implement({
  description: 'The HTTP call a job makes. Authentication secrets are not shown, only their kind.',
  fields: (t) => ({
    uri: t.string({ resolve: (dto) => dto.uri ?? null }),
    method: t.string({ resolve: (dto) => dto.method ?? null }),
    body: t.string({ resolve: (dto) => dto.body ?? null }),
    headers: t.field({
      type: [HttpHeader],
      nullable: false,
      resolve: (dto) => Object.entries(dto.headers ?? {}).map(([name, value]) => ({ name, value })),
    }),
    authenticationType: t.string({ resolve: (dto) => dto.authentication?.type ?? null }),
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

const ServiceBusMessage = builder.objectRef<ServiceBusMessageDto>('ServiceBusMessage').implement({
  description: 'A message a job sends to a Service Bus queue or topic (its SAS key is not shown).',
  fields: (t) => ({
    namespace: t.string({ resolve: (dto) => dto.namespace ?? null }),
    queueName: t.string({ resolve: (dto) => dto.queueName ?? null }),
    topicPath: t.string({ resolve: (dto) => dto.topicPath ?? null }),
    message: t.string({ resolve: (dto) => dto.message ?? null }),
    transportType: t.string({ resolve: (dto) => dto.transportType ?? null }),
    sasKeyName: t.string({ resolve: (dto) => dto.authentication?.sasKeyName ?? null }),
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
    request: t.field({ type: HttpRequest, resolve: (dto) => dto.request ?? null }),
    queueMessage: t.field({ type: StorageQueueMessage, resolve: (dto) => dto.queueMessage ?? null }),
    serviceBusQueueMessage: t.field({ type: ServiceBusMessage, resolve: (dto) => dto.serviceBusQueueMessage ?? null }),
    serviceBusTopicMessage: t.field({ type: ServiceBusMessage, resolve: (dto) => dto.serviceBusTopicMessage ?? null }),
    retryPolicy: t.field({ type: RetryPolicy, resolve: (dto) => dto.retryPolicy ?? null }),
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
    errorAction: t.field({ type: JobErrorAction, resolve: (dto) => dto.errorAction ?? null }),
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
    minutes: t.intList({ nullable: false, resolve: (dto) => dto.minutes ?? [] }),
    hours: t.intList({ nullable: false, resolve: (dto) => dto.hours ?? [] }),
    weekDays: t.field({
      type: [DayOfWeek.type],
      nullable: false,
      resolve: (dto) => (dto.weekDays ?? []).map((day) => DayOfWeek.from(day) ?? 'UNKNOWN'),
    }),
    monthDays: t.intList({ nullable: false, resolve: (dto) => dto.monthDays ?? [] }),
    monthlyOccurrences: t.field({
      type: [MonthlyOccurrence],
      nullable: false,
      resolve: (dto) => dto.monthlyOccurrences ?? [],
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
    schedule: t.field({ type: JobRecurrenceSchedule, resolve: (dto) => dto.schedule ?? null }),
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
    startTime: t.field({ type: 'DateTime', resolve: (dto) => toDateTime(dto.properties?.startTime) }),
    state: t.field({ type: JobState.type, resolve: (dto) => JobState.from(dto.properties?.state) }),
    stateRaw: t.string({ resolve: (dto) => dto.properties?.state ?? null }),
    action: t.field({ type: JobAction, resolve: (dto) => dto.properties?.action ?? null }),
    recurrence: t.field({ type: JobRecurrence, resolve: (dto) => dto.properties?.recurrence ?? null }),
    status: t.field({ type: JobStatus, resolve: (dto) => dto.properties?.status ?? null }),
  }),
});

export const JobHistoryEntry = builder.objectRef<JobHistoryDto>('JobHistoryEntry').implement({
  description: 'One execution of a job.',
  fields: (t) => ({
    id: t.string({ resolve: (dto) => dto.id ?? null }),
    name: t.string({ resolve: (dto) => dto.name?.split('/').pop() ?? null }),
    startTime: t.field({ type: 'DateTime', resolve: (dto) => toDateTime(dto.properties?.startTime) }),
    endTime: t.field({ type: 'DateTime', resolve: (dto) => toDateTime(dto.properties?.endTime) }),
    expectedExecutionTime: t.field({
      type: 'DateTime',
      resolve: (dto) => toDateTime(dto.properties?.expectedExecutionTime),
    }),
    actionName: t.field({
      type: JobHistoryActionName.type,
      resolve: (dto) => JobHistoryActionName.from(dto.properties?.actionName),
    }),
    status: t.field({
      type: JobExecutionStatus.type,
      resolve: (dto) => JobExecutionStatus.from(dto.properties?.status),
    }),
    statusRaw: t.string({ resolve: (dto) => dto.properties?.status ?? null }),
    message: t.string({ resolve: (dto) => dto.properties?.message ?? null }),
    retryCount: t.int({ resolve: (dto) => dto.properties?.retryCount ?? null }),
    repeatCount: t.int({ resolve: (dto) => dto.properties?.repeatCount ?? null }),
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
