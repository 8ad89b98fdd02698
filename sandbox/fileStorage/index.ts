// The file storage sandbox (Azure NetApp Files 2019-05-01, spec D): its seeded reads and long-running writes.
export { FILE_STORAGE_DEMO_TOKEN, FILE_STORAGE_SUBSCRIPTION, fileStorageSandbox } from './routes.js';
