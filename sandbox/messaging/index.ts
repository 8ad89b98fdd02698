// The messaging sandbox (Circuit REST API v2, spec A): its routes with their seed data, writes and webhooks.
export { MESSAGING_DEMO_TOKEN, messagingSandbox, messagingUserToken } from './routes.js';
