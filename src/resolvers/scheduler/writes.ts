// The scheduler's top-level mutations (top level, so that GraphQL runs them one after another). Inputs are validated
// before any upstream call.
import { serviceMutationFields } from '../../schema/service-mutations.js';
import { Job, JobCollection } from '../../schema/scheduler.js';
import {
  JobCollectionInput,
  JobCollectionPatchInput,
  JobInput,
  JobPatchInput,
  collectionArgsOf,
  jobArgsOf,
} from './inputs.js';
import { collectionBody, jobBody } from './bodies.js';

// ---------------------------------------------------------------------------------------------------------------
// Mutations (top level, so that GraphQL runs them one after another).

serviceMutationFields('scheduler', (t) => {
  const collectionArgs = () => collectionArgsOf(t.arg);
  const jobArgs = () => jobArgsOf(t.arg);
  return {
    upsertJobCollection: t.field({
      type: JobCollection,
      description: 'Create a job collection or replace an existing one (PUT).',
      args: { ...collectionArgs(), input: t.arg({ type: JobCollectionInput, required: true }) },
      resolve: (_root, { input, ...key }, { dataSources }) =>
        dataSources.scheduler.putJobCollection(key, collectionBody(input)),
    }),
    patchJobCollection: t.field({
      type: JobCollection,
      description: 'Change parts of a job collection (PATCH).',
      args: { ...collectionArgs(), input: t.arg({ type: JobCollectionPatchInput, required: true }) },
      resolve: (_root, { input, ...key }, { dataSources }) =>
        dataSources.scheduler.patchJobCollection(key, collectionBody(input)),
    }),
    deleteJobCollection: t.boolean({
      description: 'Delete a job collection and its jobs. True once it is gone.',
      args: collectionArgs(),
      resolve: async (_root, key, { dataSources }) => {
        await dataSources.scheduler.deleteJobCollection(key);
        return true;
      },
    }),
    enableJobCollection: t.field({
      type: JobCollection,
      description: 'Enable the collection and all its jobs; returns the collection as it now is.',
      args: collectionArgs(),
      resolve: async (_root, key, { dataSources }) => {
        await dataSources.scheduler.enableJobCollection(key);
        return dataSources.scheduler.getJobCollectionNow(key);
      },
    }),
    disableJobCollection: t.field({
      type: JobCollection,
      description: 'Disable the collection and all its jobs; returns the collection as it now is.',
      args: collectionArgs(),
      resolve: async (_root, key, { dataSources }) => {
        await dataSources.scheduler.disableJobCollection(key);
        return dataSources.scheduler.getJobCollectionNow(key);
      },
    }),
    upsertJob: t.field({
      type: Job,
      description: 'Create a job or replace an existing one (PUT).',
      args: { ...jobArgs(), input: t.arg({ type: JobInput, required: true }) },
      resolve: (_root, { input, ...key }, { dataSources }) => dataSources.scheduler.putJob(key, jobBody(input)),
    }),
    patchJob: t.field({
      type: Job,
      description: 'Change parts of a job (PATCH).',
      args: { ...jobArgs(), input: t.arg({ type: JobPatchInput, required: true }) },
      resolve: (_root, { input, ...key }, { dataSources }) => dataSources.scheduler.patchJob(key, jobBody(input)),
    }),
    deleteJob: t.boolean({
      description: 'Delete a job. True once it is gone.',
      args: jobArgs(),
      resolve: async (_root, key, { dataSources }) => {
        await dataSources.scheduler.deleteJob(key);
        return true;
      },
    }),
    runJob: t.field({
      type: Job,
      description: 'Run a job now; returns the job as it now is (its history has the new run).',
      args: jobArgs(),
      resolve: async (_root, key, { dataSources }) => {
        await dataSources.scheduler.runJob(key);
        return dataSources.scheduler.getJobNow(key);
      },
    }),
  };
});
