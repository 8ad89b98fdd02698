// Where Azure Scheduler (2016-03-01) departs from its spec (E-azure-scheduler.yaml): the resources the gateway
// reads and writes, and the sandbox stores, are the spec's definitions with the entries below on top.
import type { components } from '../scheduler.js';

type Schemas = components['schemas'];

/**
 * `#/definitions/HttpAuthentication` is a polymorphic base whose subtypes (`BasicAuthentication`,
 * `ClientCertAuthentication`, `OAuthAuthentication`) name themselves by their definition's name; the API sends and
 * accepts one object with the base's `type` (`Basic`, `ClientCertificate`, `ActiveDirectoryOAuth`) and the fields of
 * that kind.
 */
export type HttpAuthentication = Partial<Schemas['HttpAuthentication']> &
  Omit<Schemas['BasicAuthentication'], 'type'> &
  Omit<Schemas['ClientCertAuthentication'], 'type'> &
  Omit<Schemas['OAuthAuthentication'], 'type'>;
/** `#/definitions/HttpRequest`, its authentication as above. */
export type HttpRequest = Omit<Schemas['HttpRequest'], 'authentication'> & { authentication?: HttpAuthentication };
export type StorageQueueMessage = Schemas['StorageQueueMessage'];
export type ServiceBusAuthentication = Schemas['ServiceBusAuthentication'];
export type ServiceBusBrokeredMessageProperties = Schemas['ServiceBusBrokeredMessageProperties'];
/** `ServiceBusQueueMessage` and `ServiceBusTopicMessage`: the base message with its queue or its topic. */
export type ServiceBusMessage = Schemas['ServiceBusQueueMessage'] & Schemas['ServiceBusTopicMessage'];
export type RetryPolicy = Schemas['RetryPolicy'];
/** `#/definitions/JobErrorAction`, its request as above. */
export type JobErrorAction = Omit<Schemas['JobErrorAction'], 'request'> & { request?: HttpRequest };
/** `#/definitions/JobAction`, its request and error action as above. */
export type JobAction = Omit<Schemas['JobAction'], 'request' | 'errorAction'> & {
  request?: HttpRequest;
  errorAction?: JobErrorAction;
};
export type JobRecurrence = Schemas['JobRecurrence'];
export type JobMaxRecurrence = Schemas['JobMaxRecurrence'];
export type JobStatus = Schemas['JobStatus'];
export type JobProperties = Omit<Schemas['JobProperties'], 'action'> & { action?: JobAction };
/** `#/definitions/JobDefinition`, its action as above. */
export type Job = Omit<Schemas['JobDefinition'], 'properties'> & { properties?: JobProperties };
export type JobCollectionProperties = Schemas['JobCollectionProperties'];
export type JobCollection = Schemas['JobCollectionDefinition'];
export type JobHistoryProperties = Schemas['JobHistoryDefinitionProperties'];
export type JobHistory = Schemas['JobHistoryDefinition'];
