// The CIS Automotive sub-user keys of the gateway's own account (spec H: /getSubUserKeys, /makeSubUserKey,
// /revokeSubUserKey). Unlike the data calls, these carry the account's apiID/apiKey in the query, not a JWT: the
// key goes to this upstream only, and logs and errors name the route, never the query.
import type { AutomotiveSettings } from '../../config/index.js';
import type { UpstreamCredential } from '../../auth/credentials.js';
import { expectList, expectObject, invalidResponse } from '../../http/boundary.js';
import type { UpstreamClient } from '../../http/client.js';
import { RestDataSource } from '../rest.js';
import type { components } from '@gateway/upstream-types/automotive';
import type {
  CreatedSubUserKey as CreatedSubUserKeyDto,
  EndpointList,
  SubUserKey as SubUserKeyDto,
} from '@gateway/upstream-types/overlays/automotive';

// The upstream's shapes (spec H's `SubUserJSONWebToken`, with the overlay of what the real API sends).
export type { SubUserKeyDto, CreatedSubUserKeyDto };

/** The GenericResponse envelope of `/getSubUserKeys` and `/revokeSubUserKey`. */
type AccountEnvelopeDto = Pick<components['schemas']['GenericResponse'], 'msg' | 'data'>;

export class AutomotiveAccountDataSource extends RestDataSource {
  constructor(upstream: UpstreamClient, settings: Pick<AutomotiveSettings, 'apiId' | 'apiKey'>) {
    const { apiId, apiKey } = settings;
    // No account key configured: every call fails as missing-credential (UNAUTHENTICATED) before any request.
    const credential: UpstreamCredential | undefined =
      apiId && apiKey ? { headers: {}, searchParams: { apiID: apiId, apiKey }, source: 'gateway' } : undefined;
    super(upstream, credential);
  }

  /** Every sub-user key of the account, active and revoked; absent or null `data` is none. */
  async listSubUserKeys(): Promise<SubUserKeyDto[]> {
    const body = expectObject<AccountEnvelopeDto>(
      this.service,
      await this.get<unknown>('getSubUserKeys'),
      'the envelope',
    );
    if (body.data === undefined || body.data === null) return [];
    return expectList<SubUserKeyDto>(this.service, body.data, 'data');
  }

  /** Makes a key for a web site and a list of endpoints (`*`: every data endpoint). A POST: never retried. */
  async makeSubUserKey(siteName: string, endPoints: readonly string[]): Promise<CreatedSubUserKeyDto> {
    const body = expectObject<CreatedSubUserKeyDto>(
      this.service,
      await this.requestJson<unknown>('POST', 'makeSubUserKey', {
        searchParams: { siteName },
        json: { endPoints: [...endPoints] } satisfies EndpointList,
      }),
      'the new key',
    );
    if (typeof body.token !== 'string') {
      throw invalidResponse(this.service, 'the new key has no token', 'POST /makeSubUserKey');
    }
    return body;
  }

  /** Revokes one key for good; the upstream's message, when it sends one. */
  async revokeSubUserKey(uuid: string): Promise<string | undefined> {
    const body = await this.requestJson<unknown>('PUT', 'revokeSubUserKey', { searchParams: { subUserKeyUUID: uuid } });
    if (body === undefined || body === null) return undefined;
    const envelope = expectObject<AccountEnvelopeDto>(this.service, body, 'the envelope');
    return typeof envelope.msg === 'string' ? envelope.msg : undefined;
  }
}
