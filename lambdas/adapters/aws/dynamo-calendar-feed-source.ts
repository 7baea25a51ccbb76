import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import type { CalendarFeedSource } from '#core/calendar/ports/calendar-feed-source';
import { queryAll } from './query-all';
import { reminderFromItem } from './dynamo-reminders';
import { userFromItem } from './user-item';

/**
 * The profile item (sk=PROFILE) and the reminders (sk=REMINDER#...) sort next to each other on the user's partition,
 * with nothing between them: one Query over that range reads both, and never the texts or nags.
 */
export function dynamoCalendarFeedSource(doc: DynamoDBDocumentClient, dataTable: string): CalendarFeedSource {
  const profileSk = keys.user('').sk;
  return {
    async read(userId) {
      const items = await queryAll(doc, {
        TableName: dataTable,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': keys.userPartition(userId).pk,
          ':from': profileSk,
          ':to': `${keys.reminderPrefix}\uffff`,
        },
      });
      const profile = items.find((item) => item.sk === profileSk);
      if (!profile) return null;
      const reminders = items.filter((item) => String(item.sk).startsWith(keys.reminderPrefix)).map(reminderFromItem);
      return { user: userFromItem(profile), reminders };
    },
  };
}
