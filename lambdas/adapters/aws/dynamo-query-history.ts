import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CONSOLE_QUERY_PARTITION, keys } from '#shared/db/keys';
import type { ConsoleQueryRecord, QueryHistory } from '#core/admin/ports/query-history';

function recordFromItem(item: Record<string, unknown>): ConsoleQueryRecord {
  return {
    id: item.id as string,
    adminId: item.adminId as string,
    at: item.at as string,
    statement: item.statement as string,
    outcome: item.outcome === 'refused' || item.outcome === 'failed' ? item.outcome : 'ok',
    rowCount: typeof item.rowCount === 'number' ? item.rowCount : 0,
    ...(typeof item.message === 'string' ? { message: item.message } : {}),
  };
}

/** The console's audit trail in one partition (pk=CONSOLE_QUERIES, sk=<at>#<id>), read newest first. */
export function dynamoQueryHistory(doc: DynamoDBDocumentClient, dataTable: string): QueryHistory {
  const newestFirst = {
    TableName: dataTable,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': CONSOLE_QUERY_PARTITION },
    ScanIndexForward: false,
  };
  return {
    async record(entry) {
      await doc.send(
        new PutCommand({
          TableName: dataTable,
          Item: { ...keys.consoleQuery(entry.at, entry.id), type: 'console_query', ...entry },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    async list({ page, limit }) {
      const wanted = page * limit;
      const items: Record<string, unknown>[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const result = await doc.send(
          new QueryCommand({ ...newestFirst, Limit: wanted - items.length, ExclusiveStartKey: start }),
        );
        items.push(...(result.Items ?? []));
        start = result.LastEvaluatedKey;
      } while (start && items.length < wanted);
      let total = 0;
      let countFrom: Record<string, unknown> | undefined;
      do {
        const result = await doc.send(
          new QueryCommand({ ...newestFirst, Select: 'COUNT', ExclusiveStartKey: countFrom }),
        );
        total += result.Count ?? 0;
        countFrom = result.LastEvaluatedKey;
      } while (countFrom);
      return { entries: items.slice((page - 1) * limit, wanted).map(recordFromItem), total };
    },
  };
}
