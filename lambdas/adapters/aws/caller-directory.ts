import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../../shared/db/keys';
import type { CallerDirectory } from '../../core/ports/caller-directory';

const ADMIN_PREFIX = 'admin:';

/**
 * Resolves a token's subject to a live account on every request: `admin:<name>` is an admin log-in
 * account, anything else a user id. Reads only the two attributes it needs.
 */
export function dynamoCallerDirectory(doc: DynamoDBDocumentClient, dataTable: string): CallerDirectory {
  return {
    async findActive(subject) {
      if (subject.startsWith(ADMIN_PREFIX)) {
        const username = subject.slice(ADMIN_PREFIX.length);
        if (!username) return null;
        const { Item } = await doc.send(new GetCommand({
          TableName: dataTable,
          Key: keys.adminAccount(username),
          ProjectionExpression: 'isActive',
        }));
        if (!Item || Item.isActive === false) return null;
        return { id: subject, role: 'admin', kind: 'admin-account' };
      }
      const { Item } = await doc.send(new GetCommand({
        TableName: dataTable,
        Key: keys.user(subject),
        ProjectionExpression: 'isActive, #role',
        ExpressionAttributeNames: { '#role': 'role' },
      }));
      if (!Item || Item.isActive !== true) return null;
      return { id: subject, role: Item.role === 'admin' ? 'admin' : 'user', kind: 'user' };
    },
  };
}
