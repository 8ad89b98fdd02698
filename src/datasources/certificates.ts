// API Setu transport DL/RC (spec I): two POSTs that return a driving licence or a vehicle registration certificate
// as XML or PDF. These carry personal data: request and response bodies are never logged, kept or cached here.
import type { components, operations } from '@gateway/upstream-types/certificates';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { invalidResponse } from '../http/boundary.js';
import { RestDataSource } from './rest.js';

/** The JSON body of a pull, as the spec's operation declares it (`format`, `txnId`, parameters, consent). */
type PullBody<Operation extends 'drvlc' | 'rvcer'> = NonNullable<
  operations[Operation]['requestBody']
>['content']['application/json'];

/** The body of `POST /drvlc/certificate`. */
export type DrivingLicenceRequestDto = PullBody<'drvlc'>;
/** The body of `POST /rvcer/certificate`. */
export type VehicleRegistrationRequestDto = PullBody<'rvcer'>;
export type CertificateFormat = DrivingLicenceRequestDto['format'];
/** The consent artifact of the spec (`ConsentArtifactSchema`); dates are ISO 8601 in UTC. */
export type ConsentArtifactDto = components['schemas']['ConsentArtifactSchema'];

/** Attributes of an XML element (fast-xml-parser, `@_` prefix) plus its child elements. */
export interface XmlElement {
  [name: string]: string | XmlElement | XmlElement[] | undefined;
}

export type CertificateDocument =
  { format: 'pdf'; bytes: Buffer; contentType: string } | { format: 'xml'; xml: string; certificate: XmlElement };

/** Certificates are a few pages at most; anything bigger is not a certificate. */
export const MAX_CERTIFICATE_BYTES = 10 * 1024 * 1024;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: true,
  // Elements that may repeat: one per class of vehicle.
  isArray: (name) => name === 'DrivingLicense' || name === 'Category',
});

export class CertificatesDataSource extends RestDataSource {
  /** API Setu's error body is `{ error, errorDescription }`; `error` is its machine code. */
  protected override errorCodeFrom(body: unknown): string | undefined {
    const code = (body as { error?: unknown } | null)?.error;
    return typeof code === 'string' ? code : undefined;
  }

  private async pull(
    path: string,
    request: DrivingLicenceRequestDto | VehicleRegistrationRequestDto,
  ): Promise<CertificateDocument> {
    const accept = request.format === 'pdf' ? 'application/pdf' : 'application/xml';
    const response = await this.send('POST', path, {
      json: request,
      headers: { accept },
      maxResponseBytes: MAX_CERTIFICATE_BYTES,
    });
    if (request.format === 'pdf') {
      if (response.body.subarray(0, 5).toString('latin1') !== '%PDF-') {
        throw invalidResponse(this.service, 'a PDF was asked for and the body is not one');
      }
      return { format: 'pdf', bytes: response.body, contentType: 'application/pdf' };
    }
    const xml = response.body.toString('utf8');
    if (XMLValidator.validate(xml) !== true) {
      throw invalidResponse(this.service, 'the body is not well-formed XML');
    }
    const certificate = (parser.parse(xml) as { Certificate?: XmlElement }).Certificate;
    if (!certificate || typeof certificate !== 'object') {
      throw invalidResponse(this.service, 'the XML has no Certificate element');
    }
    return { format: 'xml', xml, certificate };
  }

  /** POST /drvlc/certificate */
  pullDrivingLicence(request: DrivingLicenceRequestDto) {
    return this.pull('drvlc/certificate', request);
  }

  /** POST /rvcer/certificate */
  pullVehicleRegistration(request: VehicleRegistrationRequestDto) {
    return this.pull('rvcer/certificate', request);
  }
}
