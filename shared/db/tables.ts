/**
 * The two DynamoDB tables, declared once. The CDK stateful stack and the local runtime (which creates
 * them on DynamoDB Local) both build from these definitions, so the key schema cannot drift.
 */
export interface IndexDefinition {
  name: string;
  partitionKey: string;
  sortKey: string;
}
export interface TableDefinition {
  /** Logical name; the physical name is `${prefix}${logicalName}` (see tableName). */
  logicalName: string;
  partitionKey: string;
  sortKey: string;
  /** Epoch-seconds attribute after which DynamoDB may delete the item. */
  ttlAttribute: string;
  indexes: IndexDefinition[];
}

/** The Data table's indexes by purpose, so queries name the one they mean rather than a position. */
export const DATA_INDEX = {
  /** Collections listed across users, newest first: all users (admin list), admin accounts, contact messages. */
  collections: 'gsi1',
  /** Lookups by an outside id: Stripe customer -> user, a sender's contact messages, nag reference -> reminder. */
  lookups: 'gsi2',
} as const;

/** Users, reminders, notifications, messages, subscriptions, stats counters, idempotency records. */
export const DATA_TABLE: TableDefinition = {
  logicalName: 'Data',
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  indexes: [
    { name: DATA_INDEX.collections, partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: DATA_INDEX.lookups, partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
};

/** One-time-code hashes, rate-limit buckets, admin credentials. Never readable by the database console. */
export const AUTH_TABLE: TableDefinition = {
  logicalName: 'Auth',
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  indexes: [],
};

export const TABLES = [DATA_TABLE, AUTH_TABLE] as const;

/** Environment variables through which deployed and local code learn the physical table names. */
export const TABLE_ENV = { Data: 'DATA_TABLE_NAME', Auth: 'AUTH_TABLE_NAME' } as const;

export function tableName(def: TableDefinition, prefix: string): string {
  return `${prefix}${def.logicalName}`;
}
