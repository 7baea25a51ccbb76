import { screen, within } from '@testing-library/react';
import { FakeApi } from '../fake-api';
import { renderSettings, settingsApi } from './render-settings';

beforeEach(() => settingsApi(new FakeApi()));
afterEach(() => localStorage.clear());

/** The typography variant of each paragraph in a card (MUI names it in a class: MuiTypography-body2). */
const variants = (region: HTMLElement) =>
  [...region.querySelectorAll('p.MuiTypography-root')].map((p) => ({
    text: (p.textContent ?? '').slice(0, 40),
    variant: [...p.classList].find((name) => /^MuiTypography-(body|subtitle|caption)/.test(name)),
  }));

it.each([
  ['Add to your calendar', /Get a private address/],
  ['Your Data', /Download my data saves/],
])('Settings › %s: its words are the size of every other card description (body2)', async (name, words) => {
  renderSettings();
  const region = await screen.findByRole('region', { name });
  await within(region).findByText(words, { selector: 'p' });
  const paragraphs = variants(region);
  expect(paragraphs.length).toBeGreaterThan(0);
  expect(paragraphs.filter((p) => p.variant !== 'MuiTypography-body2')).toEqual([]);
});
