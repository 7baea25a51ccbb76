import { MAX_JOINED_PEOPLE } from '#shared/vocabulary';
import { HOUSEHOLD_OTHERS } from '#core/people/domain/household-rules';
import type { StoredInvite } from '#core/people/domain/invite-rules';
import type { StoredPerson } from '#core/people/domain/person';
import type { PeopleDirectory } from '#core/people/ports/people';
import type { StatsCounters } from '#core/kernel/stat-counters';

const copy = (person: StoredPerson): StoredPerson => structuredClone(person);
const oldestFirst = (people: StoredPerson[]) => people.map(copy).sort((a, b) => a.joinedAt.localeCompare(b.joinedAt));

/**
 * In-memory people, for unit tests; same contract as the DynamoDB adapter. `invites` is memoryInvites' `stored`
 * (JOIN marks the invite used in it); `all` holds every person, each stored once for both copies. With `stats`, a
 * link made live or ending moves Joined People (joinedPeople) there, once per link and way, as the adapter does.
 */
export function memoryPeople(
  invites: Map<string, StoredInvite>,
  stats?: Pick<StatsCounters, 'record'>,
): PeopleDirectory & { all: StoredPerson[] } {
  const all: StoredPerson[] = [];
  const refs = new Map<string, number>();
  const find = (ownerId: string, personId: string) => all.find((p) => p.ownerId === ownerId && p.id === personId);
  const householdCount = (ownerId: string) =>
    all.filter((p) => p.ownerId === ownerId && p.status === 'joined' && p.household === true).length;
  const count = async (person: StoredPerson, way: 'joined' | 'ended', at: string) => {
    await stats?.record(`person-${way}#${person.ownerId}#${person.id}`, new Date(at), {
      joinedPeople: way === 'joined' ? 1 : -1,
    });
  };

  return {
    all,
    async join(invite, person, at) {
      const stored = invites.get(invite.code);
      if (!stored || stored.usedBy !== undefined || stored.expiresAt <= at) return 'stale';
      const live = all.filter((p) => p.ownerId === invite.ownerId && p.status === 'joined').length;
      if (live >= MAX_JOINED_PEOPLE) return 'full';
      if (person.household && householdCount(invite.ownerId) >= HOUSEHOLD_OTHERS) return 'household_full';
      // DynamoDB's Put of the owner copy fails the same way (its condition is not one join answers for).
      if (find(person.ownerId, person.id)) throw new Error(`Person ${person.id} of ${person.ownerId} exists already`);
      invites.set(invite.code, { ...stored, usedBy: person.phoneNumber, usedAt: at });
      all.push(copy(person));
      await count(person, 'joined', at);
      return 'joined';
    },
    async peopleOf(ownerId) {
      return oldestFirst(all.filter((p) => p.ownerId === ownerId));
    },
    async person(ownerId, personId) {
      const found = find(ownerId, personId);
      return found ? copy(found) : null;
    },
    async linksOf(e164) {
      return oldestFirst(all.filter((p) => p.phoneNumber === e164));
    },
    async setHousehold(person, household) {
      const found = find(person.ownerId, person.id);
      if (found?.status !== 'joined') return 'gone';
      if ((found.household === true) === household) return 'set';
      if (household && householdCount(found.ownerId) >= HOUSEHOLD_OTHERS) return 'full';
      found.household = household;
      return 'set';
    },
    async end(person, to, at, by) {
      const found = find(person.ownerId, person.id);
      if (found?.status !== 'joined') return null;
      const ended = { status: to, endedAt: at, ...(by ? { endedBy: by } : {}) };
      Object.assign(found, ended);
      await count(found, 'ended', at);
      return { ...copy(person), ...ended };
    },
    async setClock(person, clock) {
      const found = find(person.ownerId, person.id);
      if (found?.status !== 'joined') return null;
      Object.assign(found, clock);
      return { ...copy(person), ...clock };
    },
    async allocateReminderRef(e164) {
      const next = (refs.get(e164) ?? 0) + 1;
      refs.set(e164, next);
      return String(next);
    },
    async lastReminderRef(e164) {
      return refs.get(e164) ?? 0;
    },
    async dropAll(ownerId, at) {
      for (let i = all.length - 1; i >= 0; i -= 1) {
        const person = all[i]!;
        if (person.ownerId !== ownerId) continue;
        all.splice(i, 1);
        if (person.status === 'joined') await count(person, 'ended', at);
      }
    },
  };
}
