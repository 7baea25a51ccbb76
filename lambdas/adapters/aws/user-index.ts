import { GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ACTIVE_ADMIN_USERS_PARTITION, keys } from '#shared/db/keys';
import { searchPrefixesOf, searchTextOf, userSearchTokens } from '#core/admin/domain/user-search';
import type { User } from '#core/users/domain/user';
import { log } from '../../observability/log';
import { cancellationReasons, type TransactItem } from './condition-failed';
import { userFromItem } from './user-item';

/**
 * The indexes the admin user list reads, kept with every user write (see keys.ts):
 * - one small entry per search prefix of the user's tokens (pk=USERSEARCH#<prefix>, sk=<createdAt>#<id>),
 *   carrying the user's whole search text so further words are checked on the entry itself;
 * - an entry in ACTIVE_ADMIN_USERS while the user is an active admin;
 * - a per-day count of users created (USER_DAYS), the list's total and the way to deep pages.
 * The user item records which entry partitions it has (`indexEntries`) and the search text they carry
 * (`indexTerms`), so a later write knows what to delete, and a write that failed half-way is mended by the next.
 */

export const INDEX_ENTRIES_ATTRIBUTE = 'indexEntries';
export const INDEX_TERMS_ATTRIBUTE = 'indexTerms';
/** The user fields the index is built from: a change to any of them means a sync. */
export const INDEXED_USER_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'role', 'isActive'] as const;

export interface UserIndexState {
  partitions: string[];
  terms: string;
}

export function userIndexState(user: User): UserIndexState {
  const tokens = userSearchTokens(user);
  const partitions = searchPrefixesOf(tokens).map(keys.userSearchPartition);
  if (user.role === 'admin' && user.isActive) partitions.push(ACTIVE_ADMIN_USERS_PARTITION);
  return { partitions, terms: searchTextOf(tokens) };
}

/** What the user item carries about its entries (stored as text: compared whole in conditions). */
export function userIndexAttributes(state: UserIndexState): Record<string, string> {
  return { [INDEX_ENTRIES_ATTRIBUTE]: state.partitions.join(' '), [INDEX_TERMS_ATTRIBUTE]: state.terms };
}

export function userIndexEntryItem(
  user: Pick<User, 'id' | 'createdAt'>,
  partition: string,
  terms: string,
): Record<string, unknown> {
  return { ...keys.userIndexEntry(partition, user.createdAt, user.id), type: 'user_index', userId: user.id, terms };
}

/** The day a user counts under in USER_DAYS. */
export const creationDayOf = (user: Pick<User, 'createdAt'>) => user.createdAt.slice(0, 10);

function dayCountChange(dataTable: string, day: string, delta: 1 | -1): TransactItem {
  return {
    Update: {
      TableName: dataTable,
      Key: keys.userDay(day),
      UpdateExpression: 'ADD #count :delta SET #type = :type, #day = :day',
      ExpressionAttributeNames: { '#count': 'count', '#type': 'type', '#day': 'day' },
      ExpressionAttributeValues: { ':delta': delta, ':type': 'user_day_count', ':day': day },
    },
  };
}

/** For a new user's create transaction: the attributes to add to its item, and the index writes beside it. */
export function newUserIndexWrites(
  dataTable: string,
  user: User,
): { attributes: Record<string, string>; writes: TransactItem[] } {
  const state = userIndexState(user);
  return {
    attributes: userIndexAttributes(state),
    writes: [
      ...state.partitions.map((partition): TransactItem => ({
        Put: { TableName: dataTable, Item: userIndexEntryItem(user, partition, state.terms) },
      })),
      dayCountChange(dataTable, creationDayOf(user), 1),
    ],
  };
}

const entriesOf = (item: Record<string, unknown>) => {
  const text = item[INDEX_ENTRIES_ATTRIBUTE];
  return typeof text === 'string' && text ? text.split(' ') : [];
};

/** A condition that the item still holds what was read: the indexed fields and the recorded entries. */
function unchangedSince(item: Record<string, unknown>) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const parts = ['attribute_exists(pk)'];
  [...INDEXED_USER_FIELDS, INDEX_ENTRIES_ATTRIBUTE, INDEX_TERMS_ATTRIBUTE].forEach((field, i) => {
    names[`#u${i}`] = field;
    if (item[field] === undefined) parts.push(`attribute_not_exists(#u${i})`);
    else {
      values[`:u${i}`] = item[field];
      parts.push(`#u${i} = :u${i}`);
    }
  });
  return {
    ConditionExpression: parts.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

const isRace = (error: unknown) =>
  cancellationReasons(error).some((reason) => reason === 'ConditionalCheckFailed' || reason === 'TransactionConflict');
const MAX_TRIES = 5;

async function readUserItem(doc: DynamoDBDocumentClient, dataTable: string, id: string) {
  const { Item } = await doc.send(new GetCommand({ TableName: dataTable, Key: keys.user(id), ConsistentRead: true }));
  return Item;
}

/**
 * Brings the user's index entries in line with the user item as it is now: puts what is missing or carries
 * old search text, deletes what no longer applies, and records the new state on the item, in one
 * transaction that holds only if the item did not change meanwhile (else it reads again and retries).
 * Does nothing when the entries are already right; a missing user is not an error.
 */
export async function syncUserIndex(doc: DynamoDBDocumentClient, dataTable: string, id: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const item = await readUserItem(doc, dataTable, id);
    if (!item) return;
    const user = userFromItem(item);
    const previous = entriesOf(item);
    const next = userIndexState(user);
    const termsChanged = item[INDEX_TERMS_ATTRIBUTE] !== next.terms;
    const puts = termsChanged ? next.partitions : next.partitions.filter((p) => !previous.includes(p));
    const deletes = previous.filter((p) => !next.partitions.includes(p));
    if (puts.length === 0 && deletes.length === 0 && !termsChanged) return;
    const condition = unchangedSince(item);
    try {
      await doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: dataTable,
                Key: keys.user(id),
                UpdateExpression: 'SET #entries = :entries, #terms = :terms',
                ...condition,
                ExpressionAttributeNames: {
                  ...condition.ExpressionAttributeNames,
                  '#entries': INDEX_ENTRIES_ATTRIBUTE,
                  '#terms': INDEX_TERMS_ATTRIBUTE,
                },
                ExpressionAttributeValues: {
                  ...condition.ExpressionAttributeValues,
                  ':entries': next.partitions.join(' '),
                  ':terms': next.terms,
                },
              },
            },
            ...puts.map((partition): TransactItem => ({
              Put: { TableName: dataTable, Item: userIndexEntryItem(user, partition, next.terms) },
            })),
            ...deletes.map((partition): TransactItem => ({
              Delete: { TableName: dataTable, Key: keys.userIndexEntry(partition, user.createdAt, user.id) },
            })),
          ],
        }),
      );
      return;
    } catch (error) {
      if (!isRace(error) || attempt >= MAX_TRIES) throw error;
    }
  }
}

/**
 * Deletes the user item, its phone guard (when still theirs), its index entries and its count in its
 * creation day, in one transaction that holds only if the item did not change meanwhile. False when the
 * user does not exist.
 */
export async function removeUserWithIndex(
  doc: DynamoDBDocumentClient,
  dataTable: string,
  id: string,
): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    const item = await readUserItem(doc, dataTable, id);
    if (!item) return false;
    const user = userFromItem(item);
    const guardKey = keys.phoneGuard(user.phoneNumber);
    const { Item: guard } = user.phoneNumber
      ? await doc.send(new GetCommand({ TableName: dataTable, Key: guardKey, ConsistentRead: true }))
      : { Item: undefined };
    const ownsGuard = guard?.userId === id;
    try {
      await doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: dataTable, Key: keys.user(id), ...unchangedSince(item) } },
            ...(ownsGuard
              ? [
                  {
                    Delete: {
                      TableName: dataTable,
                      Key: guardKey,
                      ConditionExpression: 'userId = :id',
                      ExpressionAttributeValues: { ':id': id },
                    },
                  },
                ]
              : []),
            ...entriesOf(item).map((partition): TransactItem => ({
              Delete: { TableName: dataTable, Key: keys.userIndexEntry(partition, user.createdAt, id) },
            })),
            dayCountChange(dataTable, creationDayOf(user), -1),
          ],
        }),
      );
      return true;
    } catch (error) {
      if (!isRace(error) || attempt >= MAX_TRIES) throw error;
    }
  }
}

/**
 * syncUserIndex after a user write that already succeeded: a failure is logged, not thrown, because the
 * write itself stands and the next write of that user (or `npm run admin:reindex-users`) mends the entries.
 */
export async function syncUserIndexAfterWrite(
  doc: DynamoDBDocumentClient,
  dataTable: string,
  id: string,
): Promise<void> {
  await syncUserIndex(doc, dataTable, id).catch((error: unknown) => {
    log('error', 'user_index.sync_failed', {
      userId: id,
      error: error instanceof Error ? error.message : String(error),
    });
  });
}

/** Whether a change to these user fields moves the user's index entries. */
export const touchesUserIndex = (changes: object) =>
  INDEXED_USER_FIELDS.some((field) => (changes as Record<string, unknown>)[field] !== undefined);
