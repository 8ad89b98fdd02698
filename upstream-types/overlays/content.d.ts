// Where HubSpot CMS domains v3 departs from its spec (J-hubspot-cms-domains.yaml): the shapes the gateway reads and
// the sandbox answers with are the generated ones, with these entries on top.
import type { components } from '../content.js';

type Schemas = components['schemas'];

export type DomainCdnConfig = Schemas['DomainCdnConfig'];
export type DomainSetupInfo = Schemas['DomainSetupInfo'];

/** `#/components/schemas/Domain`, as the spec's own response examples (and the live API) send it. */
export type Domain = Omit<Schemas['Domain'], 'id'> & {
  /** `Domain.id` is `integer` (int64) in the schema; the examples of `GET /cms/v3/domains/` send it as a string. */
  id: number | string;
  /** Not in `Domain`; the examples send the creation time as an ISO 8601 string (`created` is epoch ms). */
  createdAt?: string;
  /** Not in `Domain`; the examples send the last update as an ISO 8601 string (`updated` is epoch ms). */
  updatedAt?: string;
  /** Not in `Domain`; the examples send the CNAME the domain should point at. */
  expectedCname?: string;
  /** Not in `Domain`; the examples send the redirect target (`""` when none). */
  redirectTo?: string;
  /** Not in `Domain`; the examples send `isHttpsEnabled` beside the schema's `isSslEnabled`. */
  isHttpsEnabled?: boolean;
  /** Not in `Domain`; the examples send `isHttpsOnly` beside the schema's `isSslOnly`. */
  isHttpsOnly?: boolean;
  /** Not in `Domain`; the examples send it beside the schema's `manuallyMarkedAsResolving`. */
  isManuallyMarkedAsResolving?: boolean;
  /** Not in `Domain`; the examples send `isPrimary*` beside the schema's `primary*` flags. */
  isPrimaryBlogPost?: boolean;
  isPrimaryEmail?: boolean;
  isPrimaryKnowledge?: boolean;
  isPrimaryLandingPage?: boolean;
  isPrimarySitePage?: boolean;
};

/** `#/components/schemas/CollectionResponseWithTotalDomain`, its results as above. */
export type DomainPage = Omit<Schemas['CollectionResponseWithTotalDomain'], 'results'> & { results: Domain[] };
