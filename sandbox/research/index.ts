// The research sandbox (OSF APIv2, spec G): its routes over the seed records.
export { researchSandbox } from './routes.js';
