import { fireEvent, screen, within } from '@testing-library/react';
import { EffectivenessSection } from '../../../../web/src/features/admin/components/effectiveness-section';
import { formatMedian, formatShare, monthsBack } from '../../../../web/src/features/admin/effectiveness-format';
import type { AdminEffectiveness } from '#shared/contracts';
import { failure, FakeApi, ok } from '../account/fake-api';
import { renderAt } from '../account/render-route';
import { viewportWidth } from '../viewport-width';

// jsdom cannot lay out a chart: a stand-in lists each chart's series and their numbers.
jest.mock('@mui/x-charts/BarChart', () => ({
  BarChart: ({ series }: { series: { label: string; data: (number | null)[] }[] }) => (
    <ul aria-label="chart">
      {series.map((s) => (
        <li key={s.label}>{`${s.label}: ${s.data.join(', ')}`}</li>
      ))}
    </ul>
  ),
}));

const effect = (over: Partial<AdminEffectiveness['overall']> = {}): AdminEffectiveness['overall'] => ({
  ended: 0,
  done: 0,
  skipped: 0,
  missed: 0,
  doneBeforeSecondText: null,
  ignoredToTheEnd: null,
  medianMinutesToDone: null,
  medianAtLeast: false,
  doneAtStep: Array.from({ length: 16 }, () => 0),
  ...over,
});

const answer = (from: string, to: string, overall = effect()): AdminEffectiveness => ({
  from,
  to,
  overall,
  byStyle: (['gentle', 'standard', 'relentless'] as const).map((nagStyle) => ({
    nagStyle,
    ...(nagStyle === 'standard' ? overall : effect()),
  })),
});

let api: FakeApi;
beforeEach(() => {
  viewportWidth(360);
  api = new FakeApi();
  globalThis.fetch = api.fetch as typeof fetch;
  localStorage.setItem('adminToken', 'admin-token');
});
afterEach(() => localStorage.clear());

describe('the admin effectiveness section', () => {
  it('asks for the last three months up to the server month, shows the figures, and asks again for other months', async () => {
    const busy = effect({
      ended: 1234,
      done: 1000,
      missed: 100,
      doneBeforeSecondText: 0.642,
      ignoredToTheEnd: 0.081,
      medianMinutesToDone: 38,
      doneAtStep: [0, 0, 617, ...Array.from({ length: 13 }, () => 0)],
    });
    api.on('GET /admin/effectiveness', ok(answer('2026-09', '2026-11', busy)));
    renderAt('/admin/stats', <EffectivenessSection thisMonth="2026-11" />);
    const figures = await screen.findByRole('list', { name: 'Effectiveness figures' });
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Done before the 2nd text64.2%',
      'Median time to DONE38 min',
      'Ignored to the end8.1%',
      'Occurrences ended1,234',
    ]);
    expect(api.callsTo('GET /admin/effectiveness')[0]!.search).toBe('?from=2026-09&to=2026-11');
    const [byStyle, bySteps] = screen.getAllByRole('list', { name: 'chart' });
    expect(
      within(byStyle!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Done before the 2nd text: , 64.2, ', 'Ignored to the end: , 8.1, ']);
    // Standard's 1,234 occurrences, 617 of them done after 2 texts: 50% at step 2; the other styles ended none.
    expect(within(bySteps!).getAllByRole('listitem')[1]!.textContent).toBe(`Standard: 0, 0, 50${', 0'.repeat(13)}`);
    const table = screen.getByRole('table', { name: 'By nag style' });
    expect(within(table).getByRole('rowheader', { name: 'Standard' }).parentElement!.textContent).toBe(
      'Standard1,23438 min',
    );

    api.on('GET /admin/effectiveness', ok(answer('2025-12', '2026-11')));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-12' } });
    expect(await screen.findByText('No occurrences ended from Dec 2025 to Nov 2026.')).toBeVisible();
    expect(api.callsTo('GET /admin/effectiveness').at(-1)!.search).toBe('?from=2025-12&to=2026-11');
    expect(screen.queryByRole('list', { name: 'Effectiveness figures' })).toBeNull();
  });

  it('offers To only from the chosen From on, and moves To along when From passes it', async () => {
    api.on('GET /admin/effectiveness', ok(answer('2026-09', '2026-11')));
    renderAt('/admin/stats', <EffectivenessSection thisMonth="2026-11" />);
    await screen.findByText(/No occurrences ended/);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-09' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10' } });
    expect(screen.getByLabelText<HTMLSelectElement>('To').value).toBe('2026-10');
    const toOptions = within(screen.getByLabelText('To')).getAllByRole('option');
    expect(toOptions.map((o) => o.getAttribute('value'))).toEqual(['2026-11', '2026-10']);
    expect(within(screen.getByLabelText('From')).getAllByRole('option')).toHaveLength(24);
  });

  it("shows the server's refusal, and no figures beside it", async () => {
    api.on('GET /admin/effectiveness', failure(400, 'validation_failed', 'to is after this month (2026-10)'));
    renderAt('/admin/stats', <EffectivenessSection thisMonth="2026-11" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('to is after this month (2026-10)');
    expect(screen.queryByRole('list', { name: 'Effectiveness figures' })).toBeNull();
  });
});

describe('effectiveness in words', () => {
  it.each([
    [null, 'No data'],
    [0, '0%'],
    [0.642, '64.2%'],
    [1, '100%'],
  ])('share %s: %s', (share, words) => expect(formatShare(share)).toBe(words));

  it.each([
    [null, false, 'No data'],
    [8, false, '8 min'],
    [60, false, '1 h'],
    [125, false, '2 h 5 min'],
    [1440, false, '1 d'],
    [1620, false, '1 d 3 h'],
    [10080, true, 'a week or more'],
  ])('median %s (at least: %s): %s', (minutes, atLeast, words) => expect(formatMedian(minutes, atLeast)).toBe(words));

  it('lists the months back across a year', () => {
    expect(monthsBack('2026-02', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });
});
