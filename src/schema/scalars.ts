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
  if (typeof value === 'number') return new Date(value < 1e11 ? value * 1000 : value);
  if (typeof value === 'string') {
    const parsed = new Date(/^\d+$/.test(value) ? Number(value) : value);
    return Number.isNaN(parsed.getTime()) ? null : parsed;
  }
  return null;
}
