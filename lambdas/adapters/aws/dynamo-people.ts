import { GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { counterValue, nextCounterValue } from './atomic-counter';
import { MAX_JOINED_PEOPLE } from '#shared/vocabulary';
import type { StoredPerson } from '#core/people/domain/person';
import type { PeopleDirectory } from '#core/people/ports/people';
import { deleteKeys } from './batch-delete';
import { cancellationReasons, type TransactItem } from './condition-failed';
import { inviteUsed } from './dynamo-invites';
import { statsUpdates } from './dynamo-stats';
import { queryAll, queryUserItems } from './query-all';

const personOf = (item: Record<string, unknown>) => (item.person as StoredPerson | undefined) ?? null;
const oldestFirst = (items: Record<string, unknown>[]): StoredPerson[] =>
  items
    .flatMap((item) => {
      const person = personOf(item);
      return person ? [person] : [];
    })
    .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt));

/**
 * The people who joined an owner's reminders: a copy under the owner (pk=USER#<id>, sk=PERSON#<id>), a copy under the
 * number (pk=PERSONLINK#e164) so a text finds its owners, and the owner's count of live ones (sk=PEOPLE), which caps
 * JOIN. Every write of one copy writes the other, and the count, in the same transaction; a link made live or
 * ending moves the admin's Joined People (stats counter joinedPeople) in that transaction too, so it counts once.
 */
export function dynamoPeople(doc: DynamoDBDocumentClient, dataTable: string): PeopleDirectory {
  const ownerCopy = (person: StoredPerson) => keys.person(person.ownerId, person.id);
  const numberCopy = (person: StoredPerson) => keys.personLink(person.phoneNumber, person.ownerId, person.id);

  const directory: PeopleDirectory = {
    async join(invite, person, at) {
      try {
        // By index: 0 is the invite's code item (stale), 4 the owner's count (full).
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              ...inviteUsed(dataTable, invite, person.phoneNumber, at),
              {
                Put: {
                  TableName: dataTable,
                  Item: { ...ownerCopy(person), type: 'person', person },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              { Put: { TableName: dataTable, Item: { ...numberCopy(person), type: 'person_link', person } } },
              {
                Update: {
                  TableName: dataTable,
                  Key: keys.peopleCount(invite.ownerId),
                  UpdateExpression: 'SET #type = :type ADD live :one',
                  ConditionExpression: 'attribute_not_exists(live) OR live < :max',
                  ExpressionAttributeNames: { '#type': 'type' },
                  ExpressionAttributeValues: { ':type': 'people_count', ':one': 1, ':max': MAX_JOINED_PEOPLE },
                },
              },
              ...statsUpdates(dataTable, new Date(at), { joinedPeople: 1 }),
            ],
          }),
        );
        return 'joined';
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (reasons[0] === 'ConditionalCheckFailed') return 'stale';
        if (reasons[4] === 'ConditionalCheckFailed') return 'full';
        throw error;
      }
    },

    async peopleOf(ownerId) {
      return oldestFirst(await queryUserItems(doc, dataTable, keys.userPartition(ownerId).pk, keys.personPrefix, true));
    },

    async person(ownerId, personId) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: dataTable, Key: keys.person(ownerId, personId), ConsistentRead: true }),
      );
      return Item ? personOf(Item) : null;
    },

    async linksOf(e164) {
      return oldestFirst(
        await queryAll(doc, {
          TableName: dataTable,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :link)',
          ExpressionAttributeValues: { ':pk': keys.personLinks(e164).pk, ':link': keys.personLinkPrefix },
          ConsistentRead: true,
        }),
      );
    },

    async end(person, to, at, by) {
      // The number copy's attribute_exists(pk): a person gone meanwhile (dropAll) then fails on conditions (so null),
      // where setting a path inside an absent item would get the whole transaction refused as invalid.
      const ended = (key: Record<string, string>, condition: string, values: Record<string, string>): TransactItem => ({
        Update: {
          TableName: dataTable,
          Key: key,
          UpdateExpression: `SET #person.#status = :to, #person.endedAt = :at${by ? ', #person.endedBy = :by' : ''}`,
          ConditionExpression: condition,
          ExpressionAttributeNames: { '#person': 'person', '#status': 'status' },
          ExpressionAttributeValues: { ':to': to, ':at': at, ...(by ? { ':by': by } : {}), ...values },
        },
      });
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              ended(ownerCopy(person), '#person.#status = :joined', { ':joined': 'joined' }),
              ended(numberCopy(person), 'attribute_exists(pk)', {}),
              {
                // The count need only exist: a condition on its value could keep a live link from ending.
                Update: {
                  TableName: dataTable,
                  Key: keys.peopleCount(person.ownerId),
                  UpdateExpression: 'ADD live :minusOne',
                  ConditionExpression: 'attribute_exists(live)',
                  ExpressionAttributeValues: { ':minusOne': -1 },
                },
              },
              ...statsUpdates(dataTable, new Date(at), { joinedPeople: -1 }),
            ],
          }),
        );
      } catch (error) {
        if (cancellationReasons(error)[0] === 'ConditionalCheckFailed') return null;
        throw error;
      }
      return { ...person, status: to, endedAt: at, ...(by ? { endedBy: by } : {}) };
    },

    async setClock(person, clock) {
      const set = (key: Record<string, string>, condition: string, values: Record<string, string>): TransactItem => ({
        Update: {
          TableName: dataTable,
          Key: key,
          UpdateExpression: 'SET #person.#tz = :tz, #person.#qs = :qs, #person.#qe = :qe',
          ConditionExpression: condition,
          ExpressionAttributeNames: {
            '#person': 'person',
            '#tz': 'timezone',
            '#qs': 'quietHoursStart',
            '#qe': 'quietHoursEnd',
            ...(values[':joined'] ? { '#status': 'status' } : {}),
          },
          ExpressionAttributeValues: {
            ':tz': clock.timezone,
            ':qs': clock.quietHoursStart,
            ':qe': clock.quietHoursEnd,
            ...values,
          },
        },
      });
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              set(ownerCopy(person), '#person.#status = :joined', { ':joined': 'joined' }),
              set(numberCopy(person), 'attribute_exists(pk)', {}),
            ],
          }),
        );
      } catch (error) {
        if (cancellationReasons(error).includes('ConditionalCheckFailed')) return null;
        throw error;
      }
      return { ...person, ...clock };
    },

    allocateReminderRef(e164) {
      return nextCounterValue(doc, dataTable, keys.personReminderRef(e164));
    },

    lastReminderRef(e164) {
      return counterValue(doc, dataTable, keys.personReminderRef(e164));
    },

    async dropAll(ownerId, at) {
      const people = await directory.peopleOf(ownerId);
      // A live link goes with Joined People lowered in the same transaction, only while it is still live (one that
      // ended meanwhile counted down as it ended; one deleted by an earlier run, nothing): it counts once.
      for (const person of people.filter((p) => p.status === 'joined')) {
        try {
          await doc.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Delete: {
                    TableName: dataTable,
                    Key: ownerCopy(person),
                    ConditionExpression: '#person.#status = :joined',
                    ExpressionAttributeNames: { '#person': 'person', '#status': 'status' },
                    ExpressionAttributeValues: { ':joined': 'joined' },
                  },
                },
                { Delete: { TableName: dataTable, Key: numberCopy(person) } },
                ...statsUpdates(dataTable, new Date(at), { joinedPeople: -1 }),
              ],
            }),
          );
        } catch (error) {
          if (cancellationReasons(error)[0] !== 'ConditionalCheckFailed') throw error;
        }
      }
      await deleteKeys(
        doc,
        dataTable,
        [...people.flatMap((person) => [ownerCopy(person), numberCopy(person)]), keys.peopleCount(ownerId)],
        `the people of user ${ownerId}`,
      );
    },
  };
  return directory;
}
