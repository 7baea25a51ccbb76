import type { StoredBuddy } from '#core/users/domain/user';
import { latestLiveLink, liveLinks, type BuddyOf } from '#core/escalation/domain/buddy-rules';

const NOW = new Date('2026-11-23T15:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3600_000).toISOString();
const of = (ownerId: string, status: StoredBuddy['status'], joinedDaysAgo: number): BuddyOf => ({
  ownerId,
  ownerFirstName: ownerId,
  ownerPhone: `+1555555010${ownerId.length}`,
  buddy: { phoneNumber: '+15555550123', shareTaskWords: false, status, askedAt: daysAgo(joinedDaysAgo) },
});

describe("latestLiveLink: whom a buddy number's texts are filed under (was: the latest asker; an ask is no link now)", () => {
  it.each<[string, BuddyOf[], string | null]>([
    ['none', [], null],
    ['an old ask only (never answered): no link', [of('a', 'asked', 1)], null],
    ['joined', [of('a', 'joined', 1)], 'a'],
    ['agreed before invites: still live', [of('a', 'agreed', 1)], 'a'],
    ['left and opted out: none', [of('a', 'left', 1), of('bb', 'opted_out', 2)], null],
    ['the latest of two live', [of('a', 'joined', 3), of('bb', 'joined', 1)], 'bb'],
    ['a later ask does not win over an earlier join', [of('a', 'joined', 3), of('bb', 'asked', 1)], 'a'],
  ])('%s', (_label, owners, expected) => {
    expect(latestLiveLink(owners)?.ownerId ?? null).toBe(expected);
    expect(liveLinks(owners).every((o) => ['joined', 'agreed'].includes(o.buddy.status))).toBe(true);
  });
});
