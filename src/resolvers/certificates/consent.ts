// The consent artifact of API Setu (`ConsentArtifactSchema`, spec I) as typed inputs: GraphQL itself checks what the
// spec requires, the validators check what it constrains (UUID consent id, non-empty strings), before any call.
import { z } from 'zod';
import type { ConsentArtifactDto } from '../../datasources/certificates.js';
import { builder } from '../../schema/builder.js';

const nonEmpty = z.string().min(1, 'must not be empty');
const required = true;

const ConsentPartyInput = builder.inputType('ConsentPartyInput', {
  description: 'A party or a data set of a consent, named by its id.',
  fields: (t) => ({ id: t.string({ required, validate: nonEmpty, description: 'Its id.' }) }),
});

const ConsentPurposeInput = builder.inputType('ConsentPurposeInput', {
  description: 'Why the data is asked for.',
  fields: (t) => ({
    description: t.string({ required, validate: nonEmpty, description: 'The purpose, in words.' }),
  }),
});

const ConsentUserInput = builder.inputType('ConsentUserInput', {
  description: 'The person who gave the consent.',
  fields: (t) => ({
    idType: t.string({ required, validate: nonEmpty, description: 'The kind of identifier in `idNumber`.' }),
    idNumber: t.string({ required, validate: nonEmpty, description: 'Their identifier.' }),
    mobile: t.string({ required, validate: nonEmpty, description: 'Their mobile number.' }),
    email: t.string({ required, validate: nonEmpty, description: 'Their e-mail address.' }),
  }),
});

const ConsentDateRangeInput = builder.inputType('ConsentDateRangeInput', {
  description: 'The period the consent covers (sent in UTC with milliseconds).',
  fields: (t) => ({
    from: t.field({ type: 'DateTime', required, description: 'Start of the period.' }),
    to: t.field({ type: 'DateTime', required, description: 'End of the period.' }),
  }),
});

const ConsentFrequencyInput = builder.inputType('ConsentFrequencyInput', {
  description: 'How often the data may be fetched.',
  fields: (t) => ({
    unit: t.string({ required, validate: nonEmpty, description: 'The unit of `value` (e.g. DAY).' }),
    value: t.float({ required, description: 'How many units one period lasts.' }),
    repeats: t.float({ required, description: 'How many times the fetch may repeat.' }),
  }),
});

const ConsentPermissionInput = builder.inputType('ConsentPermissionInput', {
  description: 'What the consent allows.',
  fields: (t) => ({
    access: t.string({ required, validate: nonEmpty, description: 'The kind of access (e.g. VIEW).' }),
    dateRange: t.field({ type: ConsentDateRangeInput, required, description: 'The period it covers.' }),
    frequency: t.field({ type: ConsentFrequencyInput, required, description: 'How often data may be fetched.' }),
  }),
});

const ConsentInput = builder.inputType('ConsentInput', {
  description: 'The consent itself: who asks whom for what, for whom, and why.',
  fields: (t) => ({
    consentId: t.string({
      required,
      validate: z.uuid({ message: 'must be a UUID' }),
      description: 'A unique consent id (UUID).',
    }),
    timestamp: t.field({ type: 'DateTime', required, description: 'When the consent was given.' }),
    dataConsumer: t.field({ type: ConsentPartyInput, required, description: 'Who receives the data.' }),
    dataProvider: t.field({ type: ConsentPartyInput, required, description: 'Who holds the data.' }),
    purpose: t.field({ type: ConsentPurposeInput, required, description: 'Why the data is asked for.' }),
    user: t.field({ type: ConsentUserInput, required, description: 'The person who consents.' }),
    data: t.field({ type: ConsentPartyInput, required, description: 'The data set consented to.' }),
    permission: t.field({ type: ConsentPermissionInput, required, description: 'What the consent allows.' }),
  }),
});

const ConsentSignatureInput = builder.inputType('ConsentSignatureInput', {
  description: 'The signature over the consent.',
  fields: (t) => ({ signature: t.string({ required, validate: nonEmpty, description: 'The signature.' }) }),
});

export const ConsentArtifactInput = builder.inputType('ConsentArtifactInput', {
  description: 'A signed consent artifact (API Setu `ConsentArtifactSchema`).',
  fields: (t) => ({
    consent: t.field({ type: ConsentInput, required, description: 'The consent.' }),
    signature: t.field({ type: ConsentSignatureInput, required, description: 'Its signature.' }),
  }),
});

type ConsentArtifact = NonNullable<typeof ConsentArtifactInput.$inferInput>;

/** The artifact as the spec's body spells it (dates in UTC with milliseconds); undefined when none was given. */
export function consentArtifactDto(input: ConsentArtifact | null | undefined): ConsentArtifactDto | undefined {
  if (!input) return undefined;
  const { consent, signature } = input;
  const { permission } = consent;
  return {
    consent: {
      consentId: consent.consentId,
      timestamp: consent.timestamp.toISOString(),
      dataConsumer: { id: consent.dataConsumer.id },
      dataProvider: { id: consent.dataProvider.id },
      purpose: { description: consent.purpose.description },
      user: { ...consent.user },
      data: { id: consent.data.id },
      permission: {
        access: permission.access,
        dateRange: { from: permission.dateRange.from.toISOString(), to: permission.dateRange.to.toISOString() },
        frequency: { ...permission.frequency },
      },
    },
    signature: { signature: signature.signature },
  };
}
