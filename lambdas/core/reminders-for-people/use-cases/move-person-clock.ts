import { reclockForPerson } from '../../reminders';
import type { PersonClock } from '../../people/domain/person';
import type { RemindersForPeoplePorts } from '../reminders-for-people-ports';
import { remindersOfLinks, type LiveLink } from './reminders-of-number';

type Deps = Pick<RemindersForPeoplePorts, 'people' | 'reminders' | 'scheduler' | 'clock'>;

/**
 * A person's own ZONE or QUIET text: on every live link of their number (one clock, whoever the owner), the link's
 * clock first, then each reminder addressed through it re-planned on it (its wall time kept, read in the new zone).
 * Safe to run twice: the same clock again re-plans nothing, and a link that ended meanwhile is left alone.
 */
export async function movePersonClock(deps: Deps, links: LiveLink[], change: Partial<PersonClock>): Promise<void> {
  const now = deps.clock.now();
  for (const link of links) {
    const { timezone, quietHoursStart, quietHoursEnd } = { ...link.person, ...change };
    const clock = { timezone, quietHoursStart, quietHoursEnd };
    if (!(await deps.people.setClock(link.person, clock))) continue;
    // A household's chores keep the owner's clock: theirs moves nothing there.
    for (const { owner, reminder } of await remindersOfLinks(deps, [link]))
      if (!reminder.shared)
        await reclockForPerson(deps, owner, reminder.id, { personId: link.person.id, ...clock }, now);
  }
}
