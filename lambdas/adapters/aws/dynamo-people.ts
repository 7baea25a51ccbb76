import { GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { counterValue, nextCounterValue } from './atomic-counter';
import { MAX_JOINED_PEOPLE } from '#shared/vocabulary';
import { HOUSEHOLD_OTHERS } from '#core/people/domain/household-rules';
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
 * number (pk=PERSONLINK#e164) so a text finds its owners, and the owner's count of live ones (sk=PEOPLE: `live`, and
 * `household` of those in the household), which caps JOIN and the household. Every write of one copy writes the other, and the count, in the same transaction; a link made live or
 * ending moves the admin's Joined People (stats counter joinedPeople) in that transaction too, so it counts once.
 */
export function dynamoPeople(doc: DynamoDBDocumentClient, dataTable: string): PeopleDirectory {
  const ownerCopy = (person: StoredPerson) => keys.person(person.ownerId, person.id);
  const numberCopy = (person: StoredPerson) => keys.personLink(person.phoneNumber, person.ownerId, person.id);

  const countOf = async (ownerId: string) =>
    (await doc.send(new GetCommand({ TableName: dataTable, Key: keys.peopleCount(ownerId), ConsistentRead: true })))
      .Item as { live?: number; household?: number } | undefined;
  /** The owner copy still live and in (or out of) the household as read: a change meanwhile fails the transaction. */
  const asRead = (person: StoredPerson) =>
    person.household
      ? { condition: '#person.#status = :joined AND #person.household = :true', values: { ':true': true } }
      : {
          condition:
            '#person.#status = :joined AND (attribute_not_exists(#person.household) OR #person.household = :false)',
          values: { ':false': false },
        };

  const directory: PeopleDirectory = {
    async join(invite, person, at) {
      const intoHousehold = person.household === true;
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
                  UpdateExpression: `SET #type = :type ADD live :one${intoHousehold ? ', household :one' : ''}`,
                  ConditionExpression: `(attribute_not_exists(live) OR live < :max)${
                    intoHousehold ? ' AND (attribute_not_exists(household) OR household < :hmax)' : ''
                  }`,
                  ExpressionAttributeNames: { '#type': 'type' },
                  ExpressionAttributeValues: {
                    ':type': 'people_count',
                    ':one': 1,
                    ':max': MAX_JOINED_PEOPLE,
                    ...(intoHousehold ? { ':hmax': HOUSEHOLD_OTHERS } : {}),
                  },
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
        if (reasons[4] !== 'ConditionalCheckFailed') throw error;
        return ((await countOf(invite.ownerId))?.live ?? 0) >= MAX_JOINED_PEOPLE ? 'full' : 'household_full';
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

    async setHousehold(person, household) {
      const copyUpdate = (
        key: Record<string, string>,
        condition: string,
        values: Record<string, unknown>,
      ): TransactItem => ({
        Update: {
          TableName: dataTable,
          Key: key,
          UpdateExpression: 'SET #person.household = :on',
          ConditionExpression: condition,
          ExpressionAttributeNames: {
            '#person': 'person',
            ...(condition.includes('#status') ? { '#status': 'status' } : {}),
          },
          ExpressionAttributeValues: { ':on': household, ...values },
        },
      });
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const current = await directory.person(person.ownerId, person.id);
        if (current?.status !== 'joined') return 'gone';
        if ((current.household === true) === household) return 'set';
        const read = asRead(current);
        try {
          await doc.send(
            new TransactWriteCommand({
              TransactItems: [
                copyUpdate(ownerCopy(current), read.condition, { ':joined': 'joined', ...read.values }),
                copyUpdate(numberCopy(current), 'attribute_exists(pk)', {}),
                {
                  Update: {
                    TableName: dataTable,
                    Key: keys.peopleCount(current.ownerId),
                    UpdateExpression: 'ADD household :step',
                    ConditionExpression: household
                      ? 'attribute_exists(live) AND (attribute_not_exists(household) OR household < :hmax)'
                      : 'attribute_exists(live)',
                    ExpressionAttributeValues: {
                      ':step': household ? 1 : -1,
                      ...(household ? { ':hmax': HOUSEHOLD_OTHERS } : {}),
                    },
                  },
                },
              ],
            }),
          );
          return 'set';
        } catch (error) {
          const reasons = cancellationReasons(error);
          if (reasons[2] === 'ConditionalCheckFailed' && reasons[0] !== 'ConditionalCheckFailed') return 'full';
          if (!reasons.includes('ConditionalCheckFailed')) throw error;
        }
      }
      throw new Error(`Person ${person.id} kept changing under three attempts to set their household`);
    },

    async end(given, to, at, by) {
      // Read again: the transaction names the household as it is, and fails should it change meanwhile (then again).
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const person = attempt === 0 ? given : await directory.person(given.ownerId, given.id);
        if (!person || person.status !== 'joined') return null;
        const ended = await endAsRead(person, to, at, by);
        if (ended !== 'changed') return ended;
      }
      throw new Error(`Person ${given.id} kept changing under three attempts to end their link`);
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

  async function endAsRead(
    person: StoredPerson,
    to: 'left' | 'removed',
    at: string,
    by?: string,
  ): Promise<StoredPerson | null | 'changed'> {
    // The number copy's attribute_exists(pk): a person gone meanwhile (dropAll) then fails on conditions (so null),
    // where setting a path inside an absent item would get the whole transaction refused as invalid.
    const ended = (key: Record<string, string>, condition: string, values: Record<string, unknown>): TransactItem => ({
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
            ended(ownerCopy(person), asRead(person).condition, { ':joined': 'joined', ...asRead(person).values }),
            ended(numberCopy(person), 'attribute_exists(pk)', {}),
            {
              // The count need only exist: a condition on its value could keep a live link from ending.
              Update: {
                TableName: dataTable,
                Key: keys.peopleCount(person.ownerId),
                UpdateExpression: `ADD live :minusOne${person.household ? ', household :minusOne' : ''}`,
                ConditionExpression: 'attribute_exists(live)',
                ExpressionAttributeValues: { ':minusOne': -1 },
              },
            },
            ...statsUpdates(dataTable, new Date(at), { joinedPeople: -1 }),
          ],
        }),
      );
    } catch (error) {
      if (cancellationReasons(error)[0] !== 'ConditionalCheckFailed') throw error;
      // Ended meanwhile: nothing to do; moved in or out of the household meanwhile: read again.
      const now = await directory.person(person.ownerId, person.id);
      return now?.status === 'joined' ? 'changed' : null;
    }
    return { ...person, status: to, endedAt: at, ...(by ? { endedBy: by } : {}) };
  }

  return directory;
}
