import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import HowItWorksPage from '../../../../web/src/features/marketing/pages/how-it-works-page';
import { figureDate } from '../../../../web/src/features/marketing/components/service-figure';
import { forgetServiceFigure, serviceFigureOnce } from '../../../../web/src/features/marketing/api/get-service-figure';
import { failure, FakeApi, ok } from '../account/fake-api';
import { viewportWidth } from '../viewport-width';

let api: FakeApi;
beforeEach(() => {
  forgetServiceFigure();
  viewportWidth(360);
  api = new FakeApi();
  globalThis.fetch = api.fetch as typeof fetch;
});

/** As the public site serves it: a router and no query client (react-query loads with the app's pages only). */
const renderHowItWorks = () =>
  render(
    <MemoryRouter initialEntries={['/how-it-works']}>
      <HowItWorksPage />
    </MemoryRouter>,
  );

const SENTENCE = /^In the last 30 days, \d+% of reminders were done by the second text\.$/;

describe("How It Works: NagText's own figure", () => {
  it('shows the live figure with the last day it counts, beside the page it was', async () => {
    api.on('GET /public/figure', ok({ figure: { doneBySecondTextPercent: 64, days: 30, through: '2026-11-29' } }));
    renderHowItWorks();
    expect(
      await screen.findByText('In the last 30 days, 64% of reminders were done by the second text.'),
    ).toBeVisible();
    expect(screen.getByText('From NagText’s own records, up to November 29, 2026.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Friendly first. Then firmer.' })).toBeVisible();
    expect(screen.getByRole('figure')).toBeVisible();
  });

  it.each([
    ['too few occurrences behind it', ok({ figure: null })],
    ['the figure cannot be read', failure(429, 'rate_limited', 'Too many requests from your network.')],
  ])('shows nothing at all when %s', async (_, answer) => {
    api.on('GET /public/figure', answer);
    // The page's one ask, held here too: once it has settled (either way), look: no figure, no placeholder, no error.
    const asked = serviceFigureOnce();
    renderHowItWorks();
    await act(() =>
      asked.then(
        () => undefined,
        () => undefined,
      ),
    );
    expect(api.callsTo('GET /public/figure')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Friendly first. Then firmer.' })).toBeVisible();
    expect(screen.queryByText(SENTENCE)).toBeNull();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['2026-11-29', 'November 29, 2026'],
    ['2027-01-01', 'January 1, 2027'],
  ])('dates %s as %s', (day, words) => expect(figureDate(day)).toBe(words));
});
