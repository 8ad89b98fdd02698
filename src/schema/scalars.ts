import { DateTimeResolver, JSONResolver } from 'graphql-scalars';
import { builder } from './builder.js';

builder.addScalarType('DateTime', DateTimeResolver, {});
builder.addScalarType('JSON', JSONResolver, {});
builder.scalarType('File', {
  description: 'A file uploaded with the GraphQL multipart request spec.',
  serialize: () => {
    throw new Error('File is an input-only scalar');
  },
});

/** Upstream timestamps arrive as epoch milliseconds, epoch seconds or ISO strings; the schema speaks ISO 8601. */
export function toDateTime(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let parsed: Date | undefined;
  if (typeof value === 'number') parsed = new Date(value < 1e11 ? value * 1000 : value);
  else if (typeof value === 'string') parsed = new Date(/^\d+$/.test(value) ? Number(value) : value);
  // Outside what a date can hold (an epoch of 2^53): no date, rather than an invalid one.
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
}
