// What math.tools Numbers answers: its spec (C-math-tools-numbers.yaml) gives every operation's query parameters
// (generated in ../numbers.d.ts) but no response schema, only an `application/json` example under
// `paths./numbers/….get.responses.200`. These shapes follow those examples, one entry per example.
import type { paths } from '../numbers.js';

/**
 * Every example wraps its answer as `{ success: { total }, copyright: { copyright }, contents }`; the example of
 * `GET /numbers/pi` spells it `cotents`, which the gateway reads as well.
 */
export interface Envelope<T> {
  contents?: T;
  cotents?: T;
}

/** `GET /numbers/pi`: `{ from, to, result }`, the digits as a string. */
export interface Pi {
  from?: number;
  to?: number;
  result: string;
}

/** `GET /numbers/base` and `/numbers/base/{binary,hex,octal}`: `{ number, base: { from, to }, answer }`. */
export interface BaseConversion {
  number: number | string;
  base: { from: number; to: number };
  answer: string;
}

/** `GET /numbers/fact`: `{ number, fact }`. */
export interface Fact {
  number: number;
  fact: string;
}

/** `GET /numbers/random`: `{ numbers: [...], min, max, requested, returned }`. */
export interface RandomNumbers {
  numbers: number[];
  min?: number;
  max?: number;
  requested?: number;
  returned?: number;
}

/** `GET /numbers/is-*` and `/numbers/prime/is-*` (`answer: true`), `/numbers/prime/factors` (a list). */
export interface Answer<T> {
  number: number;
  answer: T;
}

/** `GET /numbers/ordinal`, `/numbers/cardinal`, `/numbers/currency`: `{ number, language?, result }`. */
export interface Spelled {
  number: number;
  language?: string;
  result: string;
}

/** `GET /numbers/numeral/{roman,chinese,egyptian}`: `{ number, system, result }`. */
export interface Numeral {
  number: number;
  system: string;
  result: string;
}

/** An item of `answer` in the example of `GET /numbers/prime/factors`. */
export interface PrimeFactor {
  factor: number;
  times: number;
}

/** A property of the number of the day (`GET /numbers/nod`): named, described, with its value. */
export interface NumberProperty {
  name: string;
  description?: string;
  value: string | number | boolean;
  display?: string | number;
}

/** `GET /numbers/nod`: `{ nod: { category, numbers: { number, names, bases, numerals, ...facts } } }`. */
export interface NumberOfTheDay {
  nod: {
    category?: { name?: string; description?: string };
    numbers: {
      number: string;
      names?: Record<string, NumberProperty>;
      bases?: Record<string, NumberProperty>;
      numerals?: Record<string, NumberProperty>;
      'general-facts'?: Record<string, NumberProperty>;
      'prime-facts'?: Record<string, NumberProperty>;
      recreational?: Record<string, NumberProperty>;
    };
  };
}

/** The query of `GET <path>`: `paths[path].get.parameters.query` of the spec. */
export type Query<P extends keyof paths> = NonNullable<paths[P]['get']['parameters']['query']>;

/**
 * `paths./numbers/base.get.parameters.query.number` (and `/numbers/base/{binary,hex,octal}`'s) is an integer in the
 * spec; it is a numeral in base `from` (`ff` in base 16), so the API takes any digits of that base as a string.
 */
export type BaseQuery<
  P extends '/numbers/base' | '/numbers/base/binary' | '/numbers/base/hex' | '/numbers/base/octal',
> = Omit<Query<P>, 'number'> & { number: string };
