// Per-request context: the credentials this request carries for each upstream and one data source per service.
// Nothing here outlives the request, so nothing per-user is shared between callers.
import type { YogaInitialContext } from 'graphql-yoga';
import { isDenied, MissingScopeError, type Authenticator, type Principal } from './auth/access.js';
import { AutomotiveTokenManager } from './auth/automotive-token.js';
import { resolveRequestCredentials, type RequestCredentials } from './auth/credentials.js';
import type { AdminService } from './config/access.js';
import type { GatewayConfig, ServiceKey } from './config/index.js';
import { AutomotiveDataSource } from './datasources/automotive/index.js';
import { CertificatesDataSource } from './datasources/certificates.js';
import { ContentDataSource } from './datasources/content.js';
import { UpstreamError } from './http/errors.js';
import { FileStorageDataSource } from './datasources/fileStorage.js';
import { clientForRequest, type UpstreamClient } from './http/client.js';
import { MarketplaceDataSource } from './datasources/marketplace/index.js';
import { MessagingDataSource } from './datasources/messaging/index.js';
import { NumbersDataSource } from './datasources/numbers.js';
import { ResearchDataSource } from './datasources/research/index.js';
import { SchedulerDataSource } from './datasources/scheduler.js';
import { UnpackerDataSource } from './datasources/unpacker.js';
import type { GatewayEvents } from './events/events.js';
import type { Logger } from './logger.js';
import { RequestScope, requestIdOfRequest } from './request-scope.js';
import type { SharedTokens } from './store/shared-token.js';

export interface DataSources {
  messaging: MessagingDataSource;
  unpacker: UnpackerDataSource;
  numbers: NumbersDataSource;
  fileStorage: FileStorageDataSource;
  scheduler: SchedulerDataSource;
  marketplace: MarketplaceDataSource;
  research: ResearchDataSource;
  automotive: AutomotiveDataSource;
  certificates: CertificatesDataSource;
  content: ContentDataSource;
}

export interface GatewayContext extends YogaInitialContext {
  /** Who called, as the gateway authenticated them, with their scopes (src/auth/access.ts). */
  principal: Principal;
  credentials: RequestCredentials;
  dataSources: DataSources;
  /** The gateway's live events (pub/sub, webhook registrations): shared, never per-caller state. */
  events: GatewayEvents;
  /** The request id, the request's logger and demand control's call tally (src/request-scope.ts). */
  requestScope: RequestScope;
  /**
   * Throws FORBIDDEN (`missing-scope`) unless this caller may make the service change something with the gateway's
   * credential: called by writes before any input reaches an upstream.
   */
  requireWrite(key: ServiceKey): void;
  /**
   * Throws FORBIDDEN (`missing-scope`) unless this caller may manage the gateway's own account with the service
   * (`automotive:admin`): called by those operations before any upstream call.
   */
  requireAdmin(key: AdminService): void;
}

export type UpstreamClients = Partial<Record<ServiceKey, UpstreamClient>>;

/**
 * State that lives as long as the gateway rather than one request (a token bought with the gateway's own key, for
 * instance). Never anything that belongs to a caller: that stays in the per-request context.
 */
export interface GatewayState {
  config: GatewayConfig;
  /** The gateway's own CIS Automotive JWT, bought with its apiID/apiKey and shared by all requests. */
  automotiveTokens?: AutomotiveTokenManager;
  /** With Redis: where the replicas share such tokens (src/store/shared-token.ts). */
  sharedTokens?: SharedTokens;
}

type DataSourceFactories = {
  [K in keyof DataSources]: (
    /** The client as this request sees it (clientForRequest). */
    upstream: UpstreamClient,
    credentials: RequestCredentials,
    state: GatewayState,
    /** The gateway's own client, for state that outlives the request. */
    shared: UpstreamClient,
  ) => DataSources[K];
};

/** How each service's data source is made; the one line a new service adds here. */
const FACTORIES: DataSourceFactories = {
  messaging: (upstream, credentials) => new MessagingDataSource(upstream, credentials.messaging),
  unpacker: (upstream, credentials, state) =>
    new UnpackerDataSource(upstream, credentials.unpacker, state.config.unpacker),
  numbers: (upstream, credentials) => new NumbersDataSource(upstream, credentials.numbers),
  fileStorage: (upstream, credentials, state) =>
    new FileStorageDataSource(upstream, credentials.fileStorage, state.config.fileStorage),
  scheduler: (upstream, credentials, state) =>
    new SchedulerDataSource(upstream, credentials.scheduler, state.config.scheduler),
  marketplace: (upstream, credentials) => new MarketplaceDataSource(upstream, credentials.marketplace),
  research: (upstream, credentials) => new ResearchDataSource(upstream, credentials.research),
  automotive: (upstream, _credentials, state, shared) =>
    new AutomotiveDataSource(
      upstream,
      (state.automotiveTokens ??= new AutomotiveTokenManager(
        shared,
        state.config.automotive,
        Date.now,
        state.sharedTokens,
      )),
      state.config.automotive.jwtParam,
      state.config.automotive,
    ),
  certificates: (upstream, credentials) => new CertificatesDataSource(upstream, credentials.certificates),
  content: (upstream, credentials) => new ContentDataSource(upstream, credentials.content),
};

/**
 * Data sources are made on first use, so a query that touches one service builds one. The getters live on the
 * prototype (defined once), so a request costs one small object rather than ten closures and property definitions.
 * A service the caller has no scope for fails on its own fields, before any upstream call.
 */
class LazyDataSources {
  private readonly instances: Partial<DataSources> = {};

  constructor(
    private readonly clients: UpstreamClients,
    private readonly credentials: RequestCredentials,
    private readonly state: GatewayState,
    private readonly principal: Principal,
    private readonly request: RequestScope,
  ) {}

  get<K extends keyof DataSources>(key: K): DataSources[K] {
    const existing = this.instances[key];
    if (existing) return existing as DataSources[K];
    if (isDenied(this.state.config, this.principal, this.credentials, key)) throw new MissingScopeError(key);
    const upstream = this.clients[key];
    // A service with neither a base URL nor a sandbox answers "unavailable" on its own fields only.
    if (!upstream) throw new UpstreamError(key, 'unavailable');
    const created = FACTORIES[key](clientForRequest(upstream, this.request), this.credentials, this.state, upstream);
    this.instances[key] = created;
    return created;
  }
}
for (const key of Object.keys(FACTORIES) as Array<keyof DataSources>) {
  Object.defineProperty(LazyDataSources.prototype, key, {
    enumerable: true,
    get(this: LazyDataSources) {
      return this.get(key);
    },
  });
}

export function createContextFactory(
  config: GatewayConfig,
  clients: UpstreamClients,
  authenticator: Authenticator,
  events: GatewayEvents,
  logger: Logger,
  sharedTokens?: SharedTokens,
  /** False only to measure what access control costs (GatewayOptions.without): every caller may use everything. */
  accessControl = true,
) {
  const state: GatewayState = { config, sharedTokens };
  const unchecked: Principal = { kind: 'anonymous', scopes: ['*'] };
  return async ({ request }: YogaInitialContext): Promise<Omit<GatewayContext, keyof YogaInitialContext>> => {
    const principal = accessControl ? await authenticator.authenticate(request.headers) : unchecked;
    const credentials = resolveRequestCredentials(config, request.headers);
    const requestScope = new RequestScope(requestIdOfRequest(request), logger);
    const dataSources = new LazyDataSources(
      clients,
      credentials,
      state,
      principal,
      requestScope,
    ) as unknown as DataSources;
    const requireWrite = (key: ServiceKey) => {
      if (isDenied(config, principal, credentials, key, 'write')) throw new MissingScopeError(key, 'write');
    };
    const requireAdmin = (key: AdminService) => {
      if (isDenied(config, principal, credentials, key, 'admin')) throw new MissingScopeError(key, 'admin');
    };
    return { principal, credentials, dataSources, events, requestScope, requireWrite, requireAdmin };
  };
}
