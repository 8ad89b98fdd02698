// The scheduler mutations' inputs translated into the upstream's request bodies.
import { HTTP_AUTHENTICATION_FIELDS, type HTTP_AUTHENTICATION_INPUTS } from './inputs.js';
import type {
  JobActionDto,
  JobCollectionDto,
  JobDto,
  JobErrorActionDto,
  JobRecurrenceDto,
  HttpAuthenticationDto,
  RetryPolicyDto,
  ServiceBusBrokeredMessagePropertiesDto,
  ServiceBusMessageDto,
} from '../../datasources/scheduler.js';
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

type ActionInputValue = {
  type: string;
  request?: {
    uri: string;
    method: string;
    body?: string | null;
    headers?: Array<{ name: string; value: string }> | null;
    authentication?: HttpAuthenticationInputValue | null;
  } | null;
  queueMessage?: { storageAccount: string; queueName: string; sasToken: string; message?: string | null } | null;
  serviceBusQueueMessage?: ServiceBusInputValue | null;
  serviceBusTopicMessage?: ServiceBusInputValue | null;
  retryPolicy?: { retryType: string; retryInterval?: string | null; retryCount?: number | null } | null;
  errorAction?: ActionInputValue | null;
};
type HttpAuthenticationInputValue = { type: string } & {
  [field in (typeof HTTP_AUTHENTICATION_INPUTS)[number]]?: string | null;
};
type BrokeredPropertiesInputValue = {
  [field in keyof ServiceBusBrokeredMessagePropertiesDto]?:
    (field extends 'scheduledEnqueueTimeUtc' ? Date : ServiceBusBrokeredMessagePropertiesDto[field]) | null;
};
type ServiceBusInputValue = {
  namespace: string;
  queueName?: string | null;
  topicPath?: string | null;
  message?: string | null;
  transportType?: string | null;
  authentication: { type?: string | null; sasKeyName?: string | null; sasKey?: string | null };
  brokeredMessageProperties?: BrokeredPropertiesInputValue | null;
  customMessageProperties?: Array<{ name: string; value: string }> | null;
};

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== null)) as T;

function httpAuthenticationBody(input: HttpAuthenticationInputValue): HttpAuthenticationDto {
  const fields = HTTP_AUTHENTICATION_FIELDS[input.type as keyof typeof HTTP_AUTHENTICATION_FIELDS];
  const given = [...fields.required, ...fields.optional].map((field) => [field, input[field] ?? undefined]);
  return defined({ type: HttpAuthenticationType.toAzure(input.type), ...Object.fromEntries(given) });
}

function serviceBusBody(input: ServiceBusInputValue): ServiceBusMessageDto {
  const { authentication, customMessageProperties } = input;
  const brokered = input.brokeredMessageProperties;
  return defined({
    namespace: input.namespace,
    queueName: input.queueName ?? undefined,
    topicPath: input.topicPath ?? undefined,
    message: input.message ?? undefined,
    transportType: ServiceBusTransportType.toAzure(input.transportType ?? 'NET_MESSAGING'),
    authentication: defined({
      type: ServiceBusAuthenticationType.toAzure(authentication.type ?? 'SHARED_ACCESS_KEY'),
      sasKeyName: authentication.sasKeyName ?? undefined,
      sasKey: authentication.sasKey ?? undefined,
    }),
    brokeredMessageProperties: brokered
      ? (defined({
          ...brokered,
          scheduledEnqueueTimeUtc: brokered.scheduledEnqueueTimeUtc?.toISOString(),
        }) as ServiceBusBrokeredMessagePropertiesDto)
      : undefined,
    customMessageProperties: customMessageProperties
      ? Object.fromEntries(customMessageProperties.map((property) => [property.name, property.value]))
      : undefined,
  });
}

function actionBody(input: ActionInputValue): JobActionDto {
  const retryPolicy: RetryPolicyDto | undefined = input.retryPolicy
    ? defined({
        retryType: RetryType.toAzure(input.retryPolicy.retryType),
        retryInterval: input.retryPolicy.retryInterval ?? undefined,
        retryCount: input.retryPolicy.retryCount ?? undefined,
      })
    : undefined;
  const body: JobErrorActionDto & { errorAction?: JobErrorActionDto } = defined({
    type: JobActionType.toAzure(input.type),
    request: input.request
      ? defined({
          uri: input.request.uri,
          method: input.request.method,
          body: input.request.body ?? undefined,
          headers: Object.fromEntries((input.request.headers ?? []).map((header) => [header.name, header.value])),
          authentication: input.request.authentication
            ? httpAuthenticationBody(input.request.authentication)
            : undefined,
        })
      : undefined,
    queueMessage: input.queueMessage
      ? defined({ ...input.queueMessage, message: input.queueMessage.message ?? undefined })
      : undefined,
    serviceBusQueueMessage: input.serviceBusQueueMessage ? serviceBusBody(input.serviceBusQueueMessage) : undefined,
    serviceBusTopicMessage: input.serviceBusTopicMessage ? serviceBusBody(input.serviceBusTopicMessage) : undefined,
    retryPolicy,
    errorAction: input.errorAction ? actionBody(input.errorAction) : undefined,
  });
  return body;
}

type RecurrenceInputValue = {
  frequency: string;
  interval?: number | null;
  count?: number | null;
  endTime?: Date | null;
  schedule?: {
    minutes?: number[] | null;
    hours?: number[] | null;
    weekDays?: string[] | null;
    monthDays?: number[] | null;
    monthlyOccurrences?: Array<{ day: string; occurrence: number }> | null;
  } | null;
};

function recurrenceBody(input: RecurrenceInputValue): JobRecurrenceDto {
  const schedule = input.schedule;
  return defined({
    frequency: RecurrenceFrequency.toAzure(input.frequency),
    interval: input.interval ?? undefined,
    count: input.count ?? undefined,
    endTime: input.endTime?.toISOString(),
    schedule: schedule
      ? defined({
          minutes: schedule.minutes ?? undefined,
          hours: schedule.hours ?? undefined,
          weekDays: schedule.weekDays?.flatMap((day) => DayOfWeek.toAzure(day) ?? []),
          monthDays: schedule.monthDays ?? undefined,
          monthlyOccurrences: schedule.monthlyOccurrences?.map((entry) => ({
            day: DayOfWeek.toAzure(entry.day),
            Occurrence: entry.occurrence,
          })),
        })
      : undefined,
  });
}

type JobInputValue = {
  action?: ActionInputValue | null;
  recurrence?: RecurrenceInputValue | null;
  startTime?: Date | null;
  state?: string | null;
};

export function jobBody(input: JobInputValue): JobDto {
  return {
    properties: defined({
      action: input.action ? actionBody(input.action) : undefined,
      recurrence: input.recurrence ? recurrenceBody(input.recurrence) : undefined,
      startTime: input.startTime?.toISOString(),
      state: JobState.toAzure(input.state),
    }),
  };
}

type CollectionInputValue = {
  location?: string | null;
  sku?: string | null;
  state?: string | null;
  quota?: {
    maxJobCount?: number | null;
    maxJobOccurrence?: number | null;
    maxRecurrence?: { frequency: string; interval: number } | null;
  } | null;
  tags?: Array<{ name: string; value: string }> | null;
};

export function collectionBody(input: CollectionInputValue): JobCollectionDto {
  const quota = input.quota;
  return defined({
    location: input.location ?? undefined,
    tags: input.tags ? Object.fromEntries(input.tags.map((tag) => [tag.name, tag.value])) : undefined,
    properties: defined({
      sku: input.sku ? { name: SchedulerSku.toAzure(input.sku) } : undefined,
      state: JobCollectionState.toAzure(input.state),
      quota: quota
        ? defined({
            maxJobCount: quota.maxJobCount ?? undefined,
            maxJobOccurrence: quota.maxJobOccurrence ?? undefined,
            maxRecurrence: quota.maxRecurrence
              ? {
                  frequency: RecurrenceFrequency.toAzure(quota.maxRecurrence.frequency),
                  interval: quota.maxRecurrence.interval,
                }
              : undefined,
          })
        : undefined,
    }),
  });
}
