// Sandbox of the math.tools Numbers API (spec C): the same paths, envelope and 401 body, computed answers.
import type { BaseConversion, Pi } from '@gateway/upstream-types/overlays/numbers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDefinition } from '../framework.js';
import * as math from './math.js';

export const NUMBERS_DEMO_KEY = 'sandbox-numbers-key';

const LIMITS = { maxRandomTotal: 1000, maxPiDigits: 10_000, maxPiSpan: 1000 };

class BadRequest extends Error {}

function envelope(contents: unknown, key: 'contents' | 'cotents' = 'contents') {
  return { success: { total: 1 }, copyright: { copyright: '2019-21 https://math.tools' }, [key]: contents };
}

function intParam(query: Record<string, string | undefined>, name: string, fallback?: number): number {
  const raw = query[name];
  if (raw === undefined || raw === '') {
    if (fallback === undefined) throw new BadRequest(`Missing parameter ${name}`);
    return fallback;
  }
  if (!/^-?\d+$/.test(raw)) throw new BadRequest(`Parameter ${name} must be an integer`);
  return Number(raw);
}

function baseParam(query: Record<string, string | undefined>, name: string, fallback?: number): number {
  const base = intParam(query, name, fallback);
  if (base < 2 || base > 36) throw new BadRequest(`Parameter ${name} must be a base between 2 and 36`);
  return base;
}

function convert(query: Record<string, string | undefined>, to: number): BaseConversion {
  const from = baseParam(query, 'from', 10);
  const number = (query.number ?? '').toLowerCase();
  const digits = '0123456789abcdefghijklmnopqrstuvwxyz'.slice(0, from);
  if (!number || ![...number].every((char) => digits.includes(char))) {
    throw new BadRequest(`Parameter number is not a number in base ${from}`);
  }
  const value = [...number].reduce((sum, char) => sum * BigInt(from) + BigInt(digits.indexOf(char)), 0n);
  return { number: /^\d+$/.test(number) ? Number(number) : number, base: { from, to }, answer: value.toString(to) };
}

function language(query: Record<string, string | undefined>): string {
  const value = query.language ?? 'en_US';
  if (value !== 'en_US' && value !== 'en') throw new BadRequest(`Language ${value} is not supported`);
  return 'en_US';
}

function property(name: string, description: string, value: string | number | boolean, display?: string | number) {
  return { name, description, value, display: display ?? value };
}

function numberOfTheDay(date: Date) {
  const n = 1 + (math.hashString(date.toISOString().slice(0, 10)) % 99_999);
  const text = String(n);
  const check = (path: string) => math.CHECKS[path]!(n);
  const yesNo = (label: string, yes: boolean) => `${n} is ${yes ? '' : 'NOT '}${label}`;
  const bases: Array<[string, string, number]> = [
    ['binary', 'Base 2 (Binary)', 2],
    ['ternary', 'Base 3 (Ternary)', 3],
    ['quaternary', 'Base 4 (Quaternary)', 4],
    ['quinary', 'Base 5 (Quinary)', 5],
    ['senary', 'Base 6 (Senary)', 6],
    ['octal', 'Base 8 (Octal)', 8],
    ['duodecimal', 'Base 12 (Duodecimal)', 12],
    ['hexadecimal', 'Base 16 (Hexadecimal)', 16],
    ['vigesimal', 'Base 20 (Vigesimal)', 20],
  ];
  const primeFacts: Array<[string, string, string]> = [
    ['prime', 'Prime Number', 'prime/is-prime'],
    ['perfect', 'perfect number', 'prime/is-perfect'],
    ['mersenne', 'Mersenne Prime', 'prime/is-mersenne-prime'],
    ['fermat', 'Fermat Prime', 'prime/is-fermat-prime'],
    ['fibonacci', 'Fibonacci Prime', 'prime/is-fibonacci-prime'],
    ['partition', 'Partition Prime', 'prime/is-partition-prime'],
    ['pell', 'Pell Prime', 'prime/is-pell-prime'],
  ];
  return {
    nod: {
      category: { name: 'nod', description: 'Number of the day.', background: '' },
      numbers: {
        number: text,
        uuid: text,
        id: text,
        names: {
          nominal: property('nominal', 'Nominal', text),
          cardinal: property('cardinal', 'Cardinal', math.cardinal(n)),
          ordinal: property('ordinal', 'Ordinal', math.ordinal(n)),
          us_currency: property('us_currency', 'This number as US currency', math.currency(n)),
        },
        bases: Object.fromEntries(
          bases.map(([name, description, radix]) => [
            name,
            property(
              name,
              description,
              n.toString(radix).toUpperCase(),
              `${n.toString(radix).toUpperCase()}<sub>${radix}</sub>`,
            ),
          ]),
        ),
        numerals: {
          roman: property('roman', `${n} in Roman Numeral`, math.roman(n)),
          chinese: property('chinese', `${n} in Chinese Numeral`, math.chinese(n)),
          egyptian: property('egyptian', `${n} in Egyptian Numeral`, math.egyptian(n)),
        },
        'general-facts': {
          odd: property('odd', `Is ${n} an odd number?`, n % 2 === 1, yesNo('an odd number', n % 2 === 1)),
          even: property('even', `Is ${n} an even number?`, n % 2 === 0, yesNo('an even number', n % 2 === 0)),
          palindrome: property(
            'palindrome',
            `Is ${n} a palindrome?`,
            check('is-palindrome'),
            yesNo('a palindrome number', check('is-palindrome')),
          ),
          triangle: property(
            'triangle',
            `Is ${n} a triangle number?`,
            check('is-triangle'),
            yesNo('a triangle number', check('is-triangle')),
          ),
        },
        'prime-facts': Object.fromEntries(
          primeFacts.map(([name, label, path]) => [
            name,
            property(name, `Is ${n} a ${label}?`, check(path), yesNo(`a ${label}`, check(path))),
          ]),
        ),
        recreational: {
          reverse: property('reverse', `Number ${n} reversed`, [...text].reverse().join('')),
          digitssum: property(
            'digitssum',
            'Sum of the digits',
            [...text].reduce((sum, d) => sum + Number(d), 0),
          ),
          noofdigits: property('noofdigits', 'No of digits', text.length),
        },
        category: 'nod',
      },
    },
  };
}

export const numbersSandbox: SandboxDefinition = {
  key: 'numbers',
  basePath: '',
  demo: { secret: NUMBERS_DEMO_KEY },
  register(app, { settings }) {
    const credential = settings.services.numbers.credential;
    const header =
      credential.placement.in === 'header' ? credential.placement.name.toLowerCase() : 'x-numbers-api-secret';
    const accepted = credential.secret ?? NUMBERS_DEMO_KEY;
    let randomCalls = 0;

    app.addHook('onRequest', async (request, reply) => {
      if (request.headers[header] !== accepted) {
        await reply.code(401).send({ error: { code: 401, message: 'Unauthorized' } });
      }
    });
    // Unknown paths answer in the API's own error shape (as its 401 example), not the framework's.
    app.setNotFoundHandler(async (_request, reply) => {
      await reply.code(404).send({ error: { code: 404, message: 'Not Found' } });
    });
    app.setErrorHandler(async (error, _request, reply) => {
      const status = error instanceof BadRequest ? 400 : 500;
      await reply
        .code(status)
        .send({ error: { code: status, message: error instanceof BadRequest ? error.message : 'Internal error' } });
    });

    type Query = Record<string, string | undefined>;
    const route = (path: string, answer: (query: Query) => unknown) =>
      app.get(path, async (request: FastifyRequest, reply: FastifyReply) => reply.send(answer(request.query as Query)));
    const positive = (query: Query) => {
      const n = intParam(query, 'number');
      if (n < 0) throw new BadRequest('Parameter number must not be negative');
      return n;
    };

    route('/numbers/pi', (query) => {
      const from = intParam(query, 'from', 0);
      const to = intParam(query, 'to', 100);
      if (from < 0 || to <= from || to > LIMITS.maxPiDigits || to - from > LIMITS.maxPiSpan) {
        throw new BadRequest(
          `Parameters from/to must satisfy 0 <= from < to <= ${LIMITS.maxPiDigits}, span <= ${LIMITS.maxPiSpan}`,
        );
      }
      const decimals = math.piDecimals(to);
      const result = from === 0 ? `3.${decimals}` : decimals.slice(from, to);
      // The example's `number: "pi"` beside the fields the gateway reads.
      const pi: Pi & { number: string } = { from, to, result, number: 'pi' };
      return envelope(pi, 'cotents');
    });
    route('/numbers/nod', () => envelope(numberOfTheDay(new Date())));
    route('/numbers/base', (query) => envelope(convert(query, baseParam(query, 'to'))));
    route('/numbers/base/binary', (query) => envelope(convert(query, 2)));
    route('/numbers/base/hex', (query) => envelope(convert(query, 16)));
    route('/numbers/base/octal', (query) => envelope(convert(query, 8)));
    route('/numbers/fact', (query) => {
      const n = intParam(query, 'number');
      const facts = math.factsAbout(n);
      return envelope({ number: n, fact: facts[math.hashString(String(n)) % facts.length] });
    });
    route('/numbers/random', (query) => {
      const min = intParam(query, 'min', 1);
      const max = intParam(query, 'max', 2147483647);
      const total = intParam(query, 'total', 1);
      if (total < 1 || total > LIMITS.maxRandomTotal)
        throw new BadRequest(`Parameter total must be 1 to ${LIMITS.maxRandomTotal}`);
      if (min > max) throw new BadRequest('Parameter min must not exceed max');
      randomCalls += 1;
      const next = math.seededRandom(math.hashString(`${min}:${max}:${total}:${randomCalls}`));
      const numbers = Array.from({ length: total }, () => min + Math.floor(next() * (max - min + 1)));
      return envelope({ numbers, min, max, requested: total, returned: total });
    });
    for (const path of Object.keys(math.CHECKS)) {
      route(`/numbers/${path}`, (query) => {
        const n = intParam(query, 'number');
        return envelope({ number: n, answer: math.CHECKS[path]!(n) });
      });
    }
    route('/numbers/ordinal', (query) => {
      const n = positive(query);
      return envelope({ number: n, result: math.ordinal(n), ordinal: math.ordinal(n) });
    });
    route('/numbers/cardinal', (query) => {
      const n = positive(query);
      return envelope({ number: n, language: language(query), result: math.cardinal(n), cardinal: math.cardinal(n) });
    });
    route('/numbers/currency', (query) => {
      const n = positive(query);
      return envelope({ number: n, language: language(query), result: math.currency(n), currency: math.currency(n) });
    });
    const numerals = { roman: math.roman, chinese: math.chinese, egyptian: math.egyptian };
    for (const [system, write] of Object.entries(numerals)) {
      route(`/numbers/numeral/${system}`, (query) => {
        const n = intParam(query, 'number');
        if (n < 1) throw new BadRequest('Parameter number must be positive');
        return envelope({ number: n, system, result: write(n) });
      });
    }
    route('/numbers/prime/factors', (query) => {
      const n = intParam(query, 'number');
      if (n < 2) throw new BadRequest('Parameter number must be at least 2');
      const factors = math.primeFactors(n);
      return envelope({ number: n, answer: factors, 'prime-factors': factors });
    });
  },
};
