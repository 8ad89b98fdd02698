// Users: the caller's profile, lookups by id and email, search and presence.
import type { SupportInfo } from '@gateway/upstream-types/overlays/messaging';
import * as data from '../data.js';
import { list, notFound, required, type ReadRoute } from '../query.js';
import { lookupUser, matches, userByEmail } from '../lookup.js';

export function registerUsersReads(route: ReadRoute): void {
  // --- users ---
  route('/users', (query) => {
    const name = required(query, 'name');
    const found = data.users.filter((user) => matches(user.displayName, name) || matches(user.emailAddress, name));
    if (found.length === 0) throw notFound('The search term did not match any results');
    return found;
  });
  route('/users/list', (query) => {
    const found = list(query, 'name').flatMap((name) => lookupUser(name) ?? []);
    if (found.length === 0) throw notFound('No user was found');
    return found;
  });
  route('/users/profile', (_query, _params, caller) => caller);
  route('/users/labels', () => data.labels);
  route(
    '/users/supportinfo',
    () => ({ supportEmailAddress: 'support@example.com', supportType: 1 }) satisfies SupportInfo,
  );
  route('/users/presence', (query) => {
    const ids = list(query, 'userIds');
    const found = ids.map((id) => lookupUser(id));
    if (found.some((user) => !user)) throw notFound('One or more of the users do not exist');
    return found.map((user) => data.presences.find((presence) => presence.userId === user!.userId));
  });
  route('/users/:id', (_query, { id }) => {
    const user = lookupUser(id!);
    if (!user) throw notFound('The user does not exist');
    return user;
  });
  route('/users/:emailAddress/getUserByEmail', (_query, { emailAddress }) => {
    const user = userByEmail.get(emailAddress!.toLowerCase());
    if (!user) throw notFound('User not found');
    return user;
  });
  route('/users/:id/presence', (_query, { id }) => {
    const user = lookupUser(id!);
    if (!user) throw notFound('The user does not exist');
    return data.presences.find((presence) => presence.userId === user.userId);
  });
}
