import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import type { Caller, CallerDirectory } from '#core/auth/ports/caller-directory';

export const ADMIN_SUBJECT_PREFIX = 'admin:';

/** The account item a token's subject names: `admin:<name>` is an admin log-in account, anything else a user id. */
export function accountKey(subject: string): { pk: string; sk: string } | null {
  if (!subject.startsWith(ADMIN_SUBJECT_PREFIX)) return keys.user(subject);
  const username = subject.slice(ADMIN_SUBJECT_PREFIX.length);
  return username ? keys.adminAccount(username) : null;
}

/**
 * Resolves a token's subject and session to a live account on every request, in one round trip: the
 * account item (only the attributes it needs) and the session's "ended" marker, read together.
 */
export function dynamoCallerDirectory(doc: DynamoDBDocumentClient, dataTable: string): CallerDirectory {
  return {
    async findActive(subject, session) {
      const key = accountKey(subject);
      if (!key) return 'inactive';
      const ended = keys.endedSession(session.id);
      const { Responses, UnprocessedKeys } = await doc.send(
        new BatchGetCommand({
          RequestItems: {
            [dataTable]: {
              Keys: [key, ended],
              ProjectionExpression: 'pk, sk, isActive, #role, sessionVersion',
              ExpressionAttributeNames: { '#role': 'role' },
              ConsistentRead: true,
            },
          },
        }),
      );
      // Two small items never exceed a batch's limits; a throttled key is an error, not a pass.
      if (UnprocessedKeys && Object.keys(UnprocessedKeys).length > 0) throw new Error('Caller lookup was throttled');
      const items = Responses?.[dataTable] ?? [];
      const account = items.find((item) => item.pk === key.pk && item.sk === key.sk);
      const isAdminAccount = subject.startsWith(ADMIN_SUBJECT_PREFIX);
      if (!account || (isAdminAccount ? account.isActive === false : account.isActive !== true)) return 'inactive';
      const version = typeof account.sessionVersion === 'number' ? account.sessionVersion : 0;
      if (version !== session.version || items.some((item) => item.pk === ended.pk && item.sk === ended.sk))
        return 'session_ended';
      const caller: Caller = isAdminAccount
        ? { id: subject, role: 'admin', kind: 'admin-account' }
        : { id: subject, role: account.role === 'admin' ? 'admin' : 'user', kind: 'user' };
      return caller;
    },
  };
}
