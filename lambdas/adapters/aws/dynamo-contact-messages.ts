import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ContactMessage } from '../../../shared/contracts/admin';
import { CONTACT_LIST_PARTITION, keys } from '../../../shared/db/keys';
import { DATA_INDEX } from '../../../shared/db/tables';
import type { ContactMessageRepository } from '../../core/ports/contact-messages';


function contactFromItem(item: Record<string, unknown>): ContactMessage {
  return {
    id: item.id as string,
    name: item.name as string,
    email: item.email as string,
    subject: typeof item.subject === 'string' ? item.subject : '',
    message: item.message as string,
    createdAt: item.createdAt as string,
  };
}

/**
 * Contact messages on the Data table (pk=CONTACT#id), listed through gsi1 (gsi1pk=CONTACT,
 * gsi1sk=<createdAt>#<id>) newest first. The inbox is small and admin-only, so a page is found by
 * reading the index from the newest entry on, and the total by a COUNT query.
 */
export function dynamoContactMessages(doc: DynamoDBDocumentClient, dataTable: string): ContactMessageRepository {
  const byNewest = {
    TableName: dataTable,
    IndexName: DATA_INDEX.collections,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': CONTACT_LIST_PARTITION },
    ScanIndexForward: false,
  };

  async function count(): Promise<number> {
    let total = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await doc.send(new QueryCommand({ ...byNewest, Select: 'COUNT', ExclusiveStartKey: start }));
      total += page.Count ?? 0;
      start = page.LastEvaluatedKey;
    } while (start);
    return total;
  }

  return {
    async add(message) {
      await doc.send(new PutCommand({
        TableName: dataTable,
        Item: {
          ...keys.contactMessage(message.id),
          ...keys.contactListEntry(message.createdAt, message.id),
          ...keys.contactSenderEntry(message.email, message.createdAt, message.id),
          type: 'contact_message',
          ...message,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }));
    },

    async countFrom(email, from, to) {
      // '~' sorts after '#<id>', so messages created exactly at `to` are counted too.
      const { Count } = await doc.send(new QueryCommand({
        TableName: dataTable,
        IndexName: DATA_INDEX.lookups,
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': keys.contactSenderPartition(email), ':from': from, ':to': `${to}~` },
        Select: 'COUNT',
      }));
      return Count ?? 0;
    },

    async list({ page, limit }) {
      const wanted = page * limit;
      const items: Record<string, unknown>[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const result = await doc.send(new QueryCommand({ ...byNewest, Limit: wanted - items.length, ExclusiveStartKey: start }));
        items.push(...(result.Items ?? []));
        start = result.LastEvaluatedKey;
      } while (start && items.length < wanted);
      return { messages: items.slice((page - 1) * limit, wanted).map(contactFromItem), total: await count() };
    },
  };
}
