import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { ContactMessage } from '#shared/contracts/admin';
import { CONTACT_LIST_PARTITION, keys } from '#shared/db/keys';
import { DATA_INDEX } from '#shared/db/tables';
import type { ContactMessageRepository } from '#core/contact/ports/contact-messages';
import { cancellationReasons, isConditionFailed } from './condition-failed';

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
 * gsi1sk=<createdAt>#<id>) newest first. The total is a counter item added to in the same transaction
 * as each message, so a view reads its page (and the one counter), never the whole index.
 */
export function dynamoContactMessages(doc: DynamoDBDocumentClient, dataTable: string): ContactMessageRepository {
  const byNewest = {
    TableName: dataTable,
    IndexName: DATA_INDEX.collections,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': CONTACT_LIST_PARTITION },
    ScanIndexForward: false,
  };

  /** Counts the index once, for a table whose messages predate the counter. */
  async function countIndex(): Promise<number> {
    let total = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await doc.send(new QueryCommand({ ...byNewest, Select: 'COUNT', ExclusiveStartKey: start }));
      total += page.Count ?? 0;
      start = page.LastEvaluatedKey;
    } while (start);
    return total;
  }

  /** Creates the counter at the number of stored messages; a concurrent creator winning is as good. */
  async function createCounter(): Promise<void> {
    try {
      await doc.send(
        new PutCommand({
          TableName: dataTable,
          Item: { ...keys.contactTotal(), type: 'contact_total', total: await countIndex() },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }

  return {
    async add(message) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        try {
          await doc.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Put: {
                    TableName: dataTable,
                    Item: {
                      ...keys.contactMessage(message.id),
                      ...keys.contactListEntry(message.createdAt, message.id),
                      ...keys.contactSenderEntry(message.email, message.createdAt, message.id),
                      type: 'contact_message',
                      ...message,
                    },
                    ConditionExpression: 'attribute_not_exists(pk)',
                  },
                },
                {
                  // Only onto an existing counter: a message never lands uncounted.
                  Update: {
                    TableName: dataTable,
                    Key: keys.contactTotal(),
                    UpdateExpression: 'ADD #total :one',
                    ConditionExpression: 'attribute_exists(pk)',
                    ExpressionAttributeNames: { '#total': 'total' },
                    ExpressionAttributeValues: { ':one': 1 },
                  },
                },
              ],
            }),
          );
          return;
        } catch (error) {
          const [messageReason, counterReason] = cancellationReasons(error);
          if (messageReason === 'ConditionalCheckFailed')
            throw new Error(`Contact message ${message.id} already exists`);
          if (counterReason !== 'ConditionalCheckFailed' || attempt > 0) throw error;
          await createCounter();
        }
      }
    },

    async countFrom(email, from, to) {
      // '~' sorts after '#<id>', so messages created exactly at `to` are counted too.
      const { Count } = await doc.send(
        new QueryCommand({
          TableName: dataTable,
          IndexName: DATA_INDEX.lookups,
          KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': keys.contactSenderPartition(email), ':from': from, ':to': `${to}~` },
          Select: 'COUNT',
        }),
      );
      return Count ?? 0;
    },

    async list({ page, limit }) {
      const wanted = page * limit;
      const [counter, items] = await Promise.all([
        doc.send(new GetCommand({ TableName: dataTable, Key: keys.contactTotal() })),
        (async () => {
          // Page 1, the inbox as admins open it, is one query of `limit` items; page n reads the n pages up to it.
          const found: Record<string, unknown>[] = [];
          let start: Record<string, unknown> | undefined;
          do {
            const result = await doc.send(
              new QueryCommand({ ...byNewest, Limit: wanted - found.length, ExclusiveStartKey: start }),
            );
            found.push(...(result.Items ?? []));
            start = result.LastEvaluatedKey;
          } while (start && found.length < wanted);
          return found;
        })(),
      ]);
      // No counter yet: nothing was added since counting began, so the index is counted (the old way) this once.
      const total = typeof counter.Item?.total === 'number' ? counter.Item.total : await countIndex();
      return { messages: items.slice((page - 1) * limit, wanted).map(contactFromItem), total };
    },
  };
}
