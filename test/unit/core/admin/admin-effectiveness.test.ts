import type { NewCompletion } from '#core/reminders/domain/completion';
import { adminEffectiveness } from '#core/admin/use-cases/admin-effectiveness';
import { monthsBetween } from '#core/admin/domain/effectiveness-view';
import { serviceFigure } from '#core/reminders/use-cases/service-figure';
import { recordDone } from '#core/reminders';
import { DomainError } from '#core/kernel/errors';
import { DEFAULT_RATE_LIMITS } from '#core/abuse/domain/rate-limits';
import { AdminEffectivenessQuery } from '#shared/contracts/effectiveness';
import { memoryEffectiveness } from '../../../support/memory/memory-effectiveness';
import { memoryReminders } from '../../../support/memory/memory-reminders';
import { memoryRateLimiter } from '../../../support/memory/memory-rate-limiter';
import { fakeClock } from '../../../support/fake-clock';

const clock = fakeClock('2026-11-30T00:14:00.000Z');

function setUp() {
  const effectivenessCounters = memoryEffectiveness();
  const reminders = memoryReminders(effectivenessCounters);
  let n = 0;
  const end = (over: Partial<NewCompletion>) =>
    reminders.recordCompletion({
      userId: 'u1',
      reminderId: `r${(n += 1)}`,
      occurrenceDate: '2026-11-10',
      occurrenceAt: '2026-11-10T14:00:00.000Z',
      completedAt: '2026-11-10T14:10:00.000Z',
      outcome: 'done',
      nags: 1,
      nagStyle: 'standard',
      ...over,
    });
  return { effectivenessCounters, reminders, end, rateLimiter: memoryRateLimiter(clock) };
}

describe('GET /admin/effectiveness: what works, by nag style and ladder step, over the chosen months', () => {
  it('sums the months chosen, overall and per style, with shares, the median and the steps', async () => {
    const { effectivenessCounters, end } = setUp();
    await end({ nags: 1, completedAt: '2026-11-10T14:04:00.000Z' }); // 4 min
    await end({ nags: 2, completedAt: '2026-11-10T14:50:00.000Z' }); // 50 min
    await end({ outcome: 'missed', nags: 10 });
    await end({ outcome: 'skipped', nags: 1 });
    await end({ nagStyle: 'gentle', nags: 0, completedAt: '2026-10-02T09:00:00.000Z' });
    await end({ nagStyle: 'gentle', nags: 3, completedAt: '2026-08-02T09:00:00.000Z' }); // outside the months

    const result = await adminEffectiveness({ effectivenessCounters, clock }, { from: '2026-09', to: '2026-11' });
    expect(result.overall).toMatchObject({ ended: 5, done: 3, skipped: 1, missed: 1 });
    expect(result.overall.doneBeforeSecondText).toBe(0.4);
    expect(result.overall.ignoredToTheEnd).toBe(0.2);
    const standard = result.byStyle.find((s) => s.nagStyle === 'standard')!;
    expect(standard).toMatchObject({ ended: 4, done: 2, doneBeforeSecondText: 0.25, ignoredToTheEnd: 0.25 });
    // Two timed dones, one in [2, 5), one in [45, 60): the median is where half is reached, in the first.
    expect(standard.medianMinutesToDone).toBe(5);
    expect(standard.medianAtLeast).toBe(false);
    expect(standard.doneAtStep.slice(0, 3)).toEqual([0, 1, 1]);
    const gentle = result.byStyle.find((s) => s.nagStyle === 'gentle')!;
    expect(gentle).toMatchObject({ ended: 1, done: 1, doneBeforeSecondText: 1, medianMinutesToDone: null });
    expect(result.byStyle.find((s) => s.nagStyle === 'relentless')).toMatchObject({
      ended: 0,
      doneBeforeSecondText: null,
      ignoredToTheEnd: null,
    });
  });

  it('counts the style the occurrence was nagged with: the reminder its own, else the owner', async () => {
    const { effectivenessCounters, reminders } = setUp();
    const owner = { id: 'u1', nagStyle: 'relentless' as const };
    const occurrence = { occurrenceDate: '2026-11-11', occurrenceAt: '2026-11-11T14:00:00.000Z', nagCount: 1 };
    await recordDone({ reminders }, owner, 'own', { ...occurrence, nagStyle: 'gentle' }, clock.now(), 'sms');
    await recordDone({ reminders }, owner, 'inherits', occurrence, clock.now(), 'web');
    await recordDone({ reminders }, owner, 'inherits', occurrence, clock.now(), 'web'); // again: counted once
    const { byStyle } = (await effectivenessCounters.months(['2026-11']))[0]!;
    expect([byStyle.gentle.ended, byStyle.relentless.ended, byStyle.standard.ended]).toEqual([1, 1, 0]);
  });

  it.each([[{ from: '2026-11', to: '2026-12' }, 'to is after this month (2026-11)']])(
    'refuses %o with a 400 naming it',
    async (query, message) => {
      const { effectivenessCounters } = setUp();
      const refused = adminEffectiveness({ effectivenessCounters, clock }, query);
      await expect(refused).rejects.toThrow(DomainError);
      await expect(refused).rejects.toThrow(message);
    },
  );

  it.each([
    [{}, 'from is required, as a month (YYYY-MM)'],
    [{ from: '2026-11' }, 'to is required, as a month (YYYY-MM)'],
    [{ from: '2026-13', to: '2026-11' }, 'from must be a month as YYYY-MM, such as 2026-11'],
    [{ from: '2026-11', to: 'november' }, 'to must be a month as YYYY-MM, such as 2026-11'],
    [{ from: '2026-11', to: '2026-10' }, 'to must be the same month as from or later'],
    [{ from: '2024-10', to: '2026-11' }, 'At most 24 months at a time (from 2024-10 to 2026-11 is 26)'],
    [{ from: '2026-01', to: '2026-02', extra: '1' }, 'Unrecognized key: "extra"'],
  ])('the query %o is refused: %s', (query, message) => {
    const parsed = AdminEffectivenessQuery.safeParse(query);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.message)).toContain(message);
  });

  it('lists the months between, across a year', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03', '2026-03')).toEqual(['2026-03']);
  });
});

describe('GET /public/figure: the service figure, from the day counters', () => {
  const fill = async (end: ReturnType<typeof setUp>['end'], count: number, doneBySecond: number, day: string) => {
    for (let i = 0; i < count; i += 1)
      await end({ nags: i < doneBySecond ? 2 : 4, completedAt: `${day}T12:00:00.000Z` });
  };

  it('shows nothing with 999 occurrences in the 30 days, the rounded percent and the last day with 1,000', async () => {
    const { effectivenessCounters, rateLimiter, end } = setUp();
    await fill(end, 500, 320, '2026-10-31'); // the first day of the window
    await fill(end, 499, 325, '2026-11-29'); // the last
    await fill(end, 50, 50, '2026-11-30'); // today: not a whole day yet
    await fill(end, 50, 0, '2026-10-30'); // before the window
    const deps = { effectivenessCounters, rateLimiter, clock };
    expect(await serviceFigure(deps, '203.0.113.9')).toEqual({ figure: null });
    await fill(end, 1, 0, '2026-11-15');
    // 645 of 1,000: 64.5% rounds up.
    expect(await serviceFigure(deps, '203.0.113.9')).toEqual({
      figure: { doneBySecondTextPercent: 65, days: 30, through: '2026-11-29' },
    });
  });

  it('counts each address against its limit: 429 past it', async () => {
    const { effectivenessCounters, rateLimiter } = setUp();
    const deps = { effectivenessCounters, rateLimiter, clock };
    for (let i = 0; i < DEFAULT_RATE_LIMITS.figureRequestsPerIp.limit; i += 1)
      await serviceFigure(deps, '198.51.100.7');
    await expect(serviceFigure(deps, '198.51.100.7')).rejects.toMatchObject({ code: 'rate_limited' });
    expect(await serviceFigure(deps, '198.51.100.8')).toEqual({ figure: null });
  });
});
