// Filter and sort arguments of the OSF lists, as the upstream names them.
import { NODE_CATEGORIES } from '@gateway/upstream-types/values/research';
import type { ListSpec } from './relations.js';

/** Filters and sorts of the node-like lists (nodes, registrations, children, forks...). */
export const NODE_LIST: ListSpec = {
  filters: {
    title: { kind: 'text', field: 'title', description: 'Only records whose title contains this text.' },
    category: {
      kind: 'choice',
      field: 'category',
      values: NODE_CATEGORIES,
      enum: 'ResearchNodeCategoryInput',
      description: 'Only records of this category.',
    },
    public: { kind: 'boolean', field: 'public', description: 'Only public (true) or only private (false) records.' },
    tags: { kind: 'text', field: 'tags', description: 'Only records with this tag.' },
    createdFrom: { kind: 'dateFrom', field: 'date_created', description: 'Only records created at or after this.' },
    createdTo: { kind: 'dateTo', field: 'date_created', description: 'Only records created at or before this.' },
  },
  sorts: ['title', 'date_created', 'date_modified'],
  sortEnum: 'ResearchNodeSort',
};
export const USER_LIST: ListSpec = {
  filters: {
    fullName: { kind: 'text', field: 'full_name', description: 'Only users whose name contains this text.' },
    familyName: { kind: 'text', field: 'family_name' },
  },
  sorts: ['full_name', 'date_registered'],
  sortEnum: 'ResearchUserSort',
};
export const PREPRINT_LIST: ListSpec = {
  filters: {
    title: { kind: 'text', field: 'title', description: 'Only preprints whose title contains this text.' },
    provider: { kind: 'text', field: 'provider', description: 'Only preprints of this provider (its id).' },
    reviewsState: {
      kind: 'choice',
      field: 'reviews_state',
      values: ['initial', 'pending', 'accepted', 'rejected', 'withdrawn'],
      enum: 'PreprintReviewsStateInput',
      description: 'Only preprints in this moderation state.',
    },
    publishedFrom: { kind: 'dateFrom', field: 'date_published' },
    publishedTo: { kind: 'dateTo', field: 'date_published' },
  },
  sorts: ['title', 'date_created', 'date_published'],
  sortEnum: 'PreprintSort',
};
export const NAME_LIST: ListSpec = {
  filters: { name: { kind: 'text', field: 'name', description: 'Only records whose name contains this text.' } },
  sorts: ['name'],
  sortEnum: 'ResearchNameSort',
};
