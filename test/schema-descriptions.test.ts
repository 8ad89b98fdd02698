// Every type, field, argument, enum value and input field of the schema carries a description (inline or from
// the maps in src/schema/descriptions/), and no map entry is dead. `npm run schema:undescribed` lists both.
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { builder } from '../src/schema/builder.js';
import { applyDescriptions, staleEntries, undescribed } from '../src/schema/describe.js';
import { descriptions, serviceMaps } from '../src/schema/descriptions/index.js';
import { schema } from '../src/executable-schema.js';

test('every type, field, argument, enum value and input field has a description', () => {
  expect(undescribed(schema)).toEqual([]);
});

test('every description map entry describes something the schema has and nothing inline already describes', () => {
  expect(staleEntries(builder.toSchema(), descriptions)).toEqual([]);
});

test('no coordinate is described by two service maps (one would silently win)', () => {
  const seen = new Map<string, string>();
  const twice: string[] = [];
  for (const [service, map] of Object.entries(serviceMaps)) {
    for (const coordinate of Object.keys(map)) {
      if (seen.has(coordinate)) twice.push(`${coordinate} (${seen.get(coordinate)}, ${service})`);
      seen.set(coordinate, service);
    }
  }
  expect(twice).toEqual([]);
});

describe('applying a description map', () => {
  const sdl = `
    """Inline text."""
    type Query { books(first: Int, after: String, genre: Genre): BookConnection!, count: Int }
    type Book { id: ID!, title: String, statusRaw: String, status: Genre }
    type BookConnection { edges: [BookEdge]!, pageInfo: PageInfo! }
    type BookEdge { cursor: String!, node: Book! }
    type PageInfo { hasNextPage: Boolean!, hasPreviousPage: Boolean!, startCursor: String, endCursor: String }
    enum Genre { NOVEL, UNKNOWN }
    input Filter { genre: Genre }
    type Extra { filtered(filter: Filter): Int }
  `;

  test('fills what is undescribed from the map, then from generic text, and names every gap left', () => {
    const schema = buildSchema(sdl);
    applyDescriptions(schema, { Query: 'from the map', 'Book.title': 'The title.', 'Genre.NOVEL': 'A novel.' });
    expect(schema.getQueryType()!.description).toBe('Inline text.');
    const book = schema.getType('Book') as GraphQLObjectType;
    expect(book.getFields().title.description).toBe('The title.');
    expect(book.getFields().statusRaw.description).toMatch(/^`status` exactly as the upstream sent it/);
    expect((schema.getType('BookConnection') as GraphQLObjectType).description).toMatch(/^A page of Book records/);
    expect(undescribed(schema)).toEqual([
      'Query.books',
      'Query.books(genre:)',
      'Query.count',
      'Book',
      'Book.id',
      'Book.status',
      'Genre',
      'Filter',
      'Filter.genre',
      'Extra',
      'Extra.filtered',
      'Extra.filtered(filter:)',
    ]);
  });

  test('reports map entries for coordinates that are gone or already described inline', () => {
    expect(
      staleEntries(buildSchema(sdl), { Query: 'x', 'Book.title': 'y', 'Book.author': 'z', 'Genre.EPIC': 'w' }),
    ).toEqual(['Query', 'Book.author', 'Genre.EPIC']);
  });
});
