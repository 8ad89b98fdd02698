// The certificates sandbox (API Setu transport DL/RC, spec I): its routes over the seed licences and registrations.
export { CERTIFICATES_DEMO_CLIENT_ID, CERTIFICATES_DEMO_KEY, certificatesSandbox } from './routes.js';
