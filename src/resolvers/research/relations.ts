// Field builders shared by every OSF resource: a collection as a Relay connection (paged by `links.next`), a
// to-one relationship through the per-type batch loader, typed filter and sort arguments, id validation.
import type { InputFieldMap, ObjectRef } from '@pothos/core';
import { z } from 'zod';
import type { GraphQLResolveInfo } from 'graphql';
import { isRecord, required } from '../../http/boundary.js';
import type { JsonApiResource, KnownKeys, ResourcePage } from '../../datasources/jsonapi.js';
import { relatedId } from '../../datasources/jsonapi.js';
import { RESEARCH_MAX_PAGE_SIZE } from '../../datasources/research/index.js';
import type { SearchParams } from '../../datasources/rest.js';
import type { GatewayContext } from '../../context.js';
import type { resourceConnection, Types } from '../../schema/research/jsonapi.js';
import { badUserInput } from '../../schema/errors.js';
import { enumName, inputEnum } from '../../schema/enums.js';
import { paginate, type ConnectionArgs } from '../../schema/pagination.js';
import { EMBED_EXTENSION, selectedEmbeds } from './embeds.js';

type ResourceRef = ObjectRef<Types, JsonApiResource>;
type ConnectionRef = ReturnType<typeof resourceConnection>;

/** A record's id, which every path below it needs: a record without one is an error at the field asking. */
export const idOf = (record: JsonApiResource) => required('research', record.id, 'id');

export const RESEARCH_PAGING = { defaultSize: 10, maxSize: RESEARCH_MAX_PAGE_SIZE, keepReadPages: true };

/** OSF ids: guids (`abc12`), object ids, provider slugs, `node-user` contributor ids. */
export const researchId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'must be an OSF id (letters, digits, "-" and "_")');

/** How a filter argument maps to `filter[...]`; a choice is a closed enum (`enum`: its type name) of `values`. */
export type FilterSpec =
  | { kind: 'text'; field: string; description?: string }
  | { kind: 'boolean'; field: string; description?: string }
  | { kind: 'choice'; field: string; values: readonly string[]; enum: string; description?: string }
  | { kind: 'dateFrom' | 'dateTo'; field: string; description?: string };

export interface ListSpec {
  filters?: Record<string, FilterSpec>;
  /** Attributes the upstream sorts by, offered as the enum `sortEnum` (`TITLE_ASC` -> `title`, `TITLE_DESC` -> `-title`). */
  sorts?: readonly string[];
  sortEnum?: string;
}

type ArgBuilder = PothosSchemaTypes.ObjectFieldBuilder<Types, unknown>['arg'];

// Lists share their specs (every node-like list sorts alike), so each enum is made once, by name.
const enums = new Map<string, ReturnType<typeof inputEnum>>();
function sharedEnum(name: string, make: () => ReturnType<typeof inputEnum>) {
  let made = enums.get(name);
  if (!made) {
    made = make();
    enums.set(name, made);
  }
  return made;
}

export function choiceEnum(spec: Extract<FilterSpec, { kind: 'choice' }>) {
  return sharedEnum(spec.enum, () => {
    const members = spec.values.map(enumName);
    return inputEnum(
      spec.enum,
      members,
      `A value of \`${spec.field}\` to filter by.`,
      Object.fromEntries(spec.values.map((value) => [enumName(value), value])),
    );
  });
}

function sortEnum(name: string, sorts: readonly string[]) {
  return sharedEnum(name, () => {
    const members = sorts.flatMap((sort) => [`${enumName(sort)}_ASC`, `${enumName(sort)}_DESC`]);
    const values = Object.fromEntries(
      sorts.flatMap((sort) => [
        [`${enumName(sort)}_ASC`, sort],
        [`${enumName(sort)}_DESC`, `-${sort}`],
      ]),
    );
    return inputEnum(
      name,
      members,
      `Sort orders of the list: by ${sorts.join(', ')}, ascending or descending.`,
      values,
      (_member, sent) =>
        `By ${sent.replace(/^-/, '').replace(/_/g, ' ')}, ${sent.startsWith('-') ? 'descending' : 'ascending'} (\`sort=${sent}\`).`,
    );
  });
}

function filterArg(arg: ArgBuilder, spec: FilterSpec) {
  const description = spec.description ?? `Only records whose ${spec.field} matches.`;
  switch (spec.kind) {
    case 'text':
      return arg.string({ description, validate: z.string().min(1).max(200) });
    case 'boolean':
      return arg.boolean({ description });
    case 'choice':
      return arg({ type: choiceEnum(spec), description });
    case 'dateFrom':
    case 'dateTo':
      return arg({ type: 'DateTime', description });
  }
}

/** Filter and sort arguments of a list, as GraphQL arguments. */
export function listArgs(arg: ArgBuilder, spec: ListSpec): InputFieldMap {
  const args: InputFieldMap = {};
  for (const [name, filter] of Object.entries(spec.filters ?? {})) args[name] = filterArg(arg, filter);
  if (spec.sorts?.length) {
    if (!spec.sortEnum) throw new Error(`a sorted list needs a sortEnum name (${spec.sorts.join(', ')})`);
    args.sort = arg({
      type: sortEnum(spec.sortEnum, spec.sorts),
      description: "Sort order (the upstream's default when absent).",
    });
  }
  return args;
}

/** The query parameters for the given filter and sort arguments. */
export function listParams(spec: ListSpec, args: Record<string, unknown>): SearchParams {
  const params: SearchParams = {};
  for (const [name, filter] of Object.entries(spec.filters ?? {})) {
    const value = args[name];
    if (value === null || value === undefined) continue;
    if (filter.kind === 'dateFrom' || filter.kind === 'dateTo') {
      const suffix = filter.kind === 'dateFrom' ? 'gte' : 'lte';
      params[`filter[${filter.field}][${suffix}]`] = (value as Date).toISOString();
    } else {
      params[`filter[${filter.field}]`] = String(value);
    }
  }
  if (typeof args.sort === 'string') params.sort = args.sort;
  return params;
}

/**
 * One Relay page of an upstream collection; the cursor carries the upstream's `links.next`. The related lists the
 * query selects on its records come embedded (`embed=`); `embeddedFirstPage` stands in for the first call.
 */
export function collectionPage(
  context: GatewayContext,
  path: string,
  params: SearchParams,
  args: ConnectionArgs,
  info?: GraphQLResolveInfo,
  embeddedFirstPage?: ResourcePage,
  parentId?: string,
) {
  const research = context.dataSources.research;
  const embeds = info ? selectedEmbeds(info) : [];
  const fetch = async (continuation: string | undefined, size: number) => {
    if (!continuation) return embeddedFirstPage ?? research.page(path, params, size, undefined, embeds);
    const next = research.followable(continuation);
    if (!next) throw badUserInput('Argument "after" is not a cursor this gateway issued', 'after');
    return research.page(path, params, size, next, embeds);
  };
  return paginate<JsonApiResource>(args, RESEARCH_PAGING, async (continuation, size) => {
    const page = await fetch(continuation, size);
    // The record whose path listed these is known: paths below an item that needs it use it, and so does the
    // global id of a record the OSF addresses only under its parent.
    for (const item of page.items) {
      if (!isRecord(item)) continue;
      if (parentId) item.parentId = parentId;
      item.collectionPath ??= path;
    }
    return page;
  });
}

export type ResourceFieldBuilder = PothosSchemaTypes.ObjectFieldBuilder<Types, JsonApiResource>;

/**
 * A related collection of a resource (`/nodes/{id}/children/`) as a connection field. With `embed` (the
 * upstream's relationship name) a list of parents fetches it embedded, and the field's first page is served
 * from there when the query asks for no filter, sort or `after`; more than the embedded page continues at its
 * `links.next`.
 */
export function related(
  t: ResourceFieldBuilder,
  type: ResourceRef,
  connection: ConnectionRef,
  description: string,
  pathOf: (parent: JsonApiResource) => string,
  spec: ListSpec = {},
  embed?: string,
) {
  return t.connection(
    {
      type,
      description,
      args: listArgs(t.arg, spec),
      extensions: embed ? { [EMBED_EXTENSION]: embed } : undefined,
      resolve: (parent, args, context, info) => {
        const params = listParams(spec, args as Record<string, unknown>);
        const unfiltered = Object.keys(params).length === 0 && !args.after;
        const embedded = embed && unfiltered ? context.dataSources.research.embeddedPage(parent, embed) : undefined;
        return collectionPage(context, pathOf(parent), params, args, info, embedded, parent.id);
      },
    },
    connection,
  );
}

/** A contributor's user: `users` in the examples and the API, `user` in the spec's schema. */
export const CONTRIBUTOR_USER = ['users', 'user'] as const;

/**
 * A to-one relationship, loaded with every sibling of the same type in one `filter[id]` call. Several names are
 * read in turn where the specs name the relationship differently (a contributor's `user` in the schema, `users`
 * in the examples).
 */
export function toOne(
  t: ResourceFieldBuilder,
  type: ResourceRef,
  relationship: string | readonly string[],
  collectionPath: string,
  description: string,
) {
  const names = typeof relationship === 'string' ? [relationship] : relationship;
  return t.field({
    type,
    description,
    resolve: (parent, _args, context) => {
      const id = names.reduce<string | null>((found, name) => found ?? relatedId(parent, name), null);
      return id ? context.dataSources.research.load(collectionPath, id) : null;
    },
  });
}

/**
 * One record below a parent, named by one or more validated arguments (`contributor(userId)`). Its id, which the
 * specs let the upstream omit, is the last argument unless `idFrom` says how OSF forms it from the path.
 */
export function subResource<Args extends Record<string, string>>(
  t: ResourceFieldBuilder,
  type: ResourceRef,
  description: string,
  argNames: Array<keyof Args & string>,
  pathOf: (parent: JsonApiResource, args: Args) => string,
  idFrom?: (parentId: string, args: Args) => string | undefined,
) {
  const args = Object.fromEntries(
    argNames.map((name) => [name, t.arg.string({ required: true, validate: researchId })]),
  ) as InputFieldMap;
  return t.field({
    type,
    description,
    args,
    resolve: (parent, values, context) => {
      const keys = values as Args;
      const parentId = idOf(parent);
      const known: KnownKeys = {
        id: idFrom ? idFrom(parentId, keys) : keys[argNames[argNames.length - 1]!],
        parentId,
      };
      return context.dataSources.research.resource(pathOf(parent, keys), known);
    },
  });
}
