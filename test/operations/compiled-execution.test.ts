// Compiled execution (graphql-jit) answers exactly as graphql-js does: a document runs uncompiled first and compiled
// from its second execution, and every answer below must be the same both ways, errors included. The compiler loads
// on a first execution; here it is loaded up front, so the second execution is the compiled one.
beforeAll(() => loadCompiler());
import { jest } from '@jest/globals';
import { createSchema, createYoga } from 'graphql-yoga';
import { NumbersDataSource } from '../../src/datasources/numbers.js';
import { loadCompiler, useCompiledExecution } from '../../src/plugins/compiled-execution.js';
import { startHarness, type Harness } from '../support/harness.js';

describe('on a small schema', () => {
  const compiled: Array<string | undefined> = [];
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: /* GraphQL */ `
        input Person {
          name: String!
          age: Int
        }
        type Query {
          greet(person: Person!): String
          boom: String
          never: String!
          parent: Parent
        }
        type Parent {
          never: String!
          ok: String
        }
      `,
      resolvers: {
        Query: {
          greet: (_: unknown, { person }: { person: { name: string; age?: number } }) =>
            `hello ${person.name}${person.age === undefined ? '' : ` (${person.age})`}`,
          boom: () => {
            throw new Error('internal detail');
          },
          never: () => null,
          parent: () => ({ ok: 'yes' }),
        },
        Parent: { never: () => null },
      },
    }),
    logging: false,
    plugins: [useCompiledExecution({ onCompile: (name, ok) => ok && compiled.push(name ?? '(anonymous)') })],
  });
  const run = async (query: string, variables?: Record<string, unknown>) => {
    const response = await yoga.fetch('http://yoga.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: await response.json() };
  };

  test.each([
    ['variables that coerce', 'query Greet($p: Person!) { greet(person: $p) }', { p: { name: 'Ada', age: 36 } }],
    ['a required input field missing', 'query Greet($p: Person!) { greet(person: $p) }', { p: { age: 36 } }],
    [
      'a variable of the wrong type',
      'query Greet($p: Person!) { greet(person: $p) }',
      { p: { name: 'Ada', age: 'x' } },
    ],
    ['a missing required variable', 'query Greet($p: Person!) { greet(person: $p) }', {}],
    ['a resolver that throws', '{\n  boom\n  ok: greet(person: { name: "Bo" })\n}', undefined],
    ['null in a non-null field of the root', '{ never }', undefined],
    ['null in a non-null field of a child', '{ parent { ok never } ok: greet(person: { name: "Bo" }) }', undefined],
  ])('%s: the same answer uncompiled and compiled', async (_label, query, variables) => {
    const first = await run(query, variables);
    const second = await run(query, variables);
    const third = await run(query, variables);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
  });

  test('a document is compiled on its second execution, not its first', async () => {
    compiled.length = 0;
    const query = 'query Once { parent { ok } }';
    await run(query);
    expect(compiled).toEqual([]);
    await run(query);
    expect(compiled).toEqual(['Once']);
    await run(query);
    expect(compiled).toEqual(['Once']);
  });
});

describe('through the gateway', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ services: ['numbers'] });
  });
  afterAll(() => harness.close());

  test('a masked internal error keeps its path and locations when compiled', async () => {
    const query = '{\n  numbers {\n    isPrime(number: 7)\n    other: isPrime(number: 11)\n  }\n}';
    const answers = [];
    for (let run = 0; run < 3; run++) {
      const spy = jest.spyOn(NumbersDataSource.prototype, 'check').mockRejectedValueOnce(new Error('internal detail'));
      try {
        answers.push(await harness.query(query));
      } finally {
        spy.mockRestore();
      }
    }
    expect(answers[0]).toEqual({
      data: { numbers: { isPrime: null, other: true } },
      errors: [
        {
          message: 'Unexpected error.',
          path: ['numbers', 'isPrime'],
          locations: [{ line: 3, column: 5 }],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ],
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  test('a literal of the wrong type and a variable that does not coerce: BAD_USER_INPUT every time', async () => {
    for (const [query, variables] of [
      ['{ numbers { isPrime(number: 2.5) } }', undefined],
      ['query ($n: Int!) { numbers { isPrime(number: $n) } }', { n: 'seven' }],
      ['query ($n: Int!) { numbers { isPrime(number: $n) } }', {}],
    ] as const) {
      const first = await harness.query(query, variables);
      expect(first.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(await harness.query(query, variables)).toEqual(first);
      expect(await harness.query(query, variables)).toEqual(first);
    }
  });

  test('an operation with variables answers the same compiled', async () => {
    const query = 'query ($n: Int!) { numbers { isPrime(number: $n) } }';
    const answers = [];
    for (let run = 0; run < 3; run++) answers.push(await harness.query(query, { n: 7 }));
    expect(answers[0]).toEqual({ data: { numbers: { isPrime: true } } });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});
