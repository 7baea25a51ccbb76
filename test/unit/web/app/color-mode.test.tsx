import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColorModeProvider, useColorMode } from '../../../../web/src/app/providers/color-mode';

function ModeProbe() {
  const { mode, toggle } = useColorMode();
  return (
    <button type="button" onClick={toggle}>
      Mode: {mode}
    </button>
  );
}

/** What another tab of the app does when its dark mode changes: the browser tells every other tab. */
function anotherTabSets(key: string, newValue: string | null) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
  });
}

afterEach(() => localStorage.clear());

describe('dark mode across tabs', () => {
  it.each([
    { change: 'turned on elsewhere', start: 'false', key: 'darkMode', value: 'true', then: 'dark' },
    { change: 'turned off elsewhere', start: 'true', key: 'darkMode', value: 'false', then: 'light' },
    {
      change: 'the key removed elsewhere (storage cleared)',
      start: 'true',
      key: 'darkMode',
      value: null,
      then: 'dark',
    },
    { change: 'another key changed', start: 'false', key: 'token', value: 'true', then: 'light' },
  ])('$change: this tab shows $then', ({ start, key, value, then }) => {
    localStorage.setItem('darkMode', start);
    render(
      <ColorModeProvider>
        <ModeProbe />
      </ColorModeProvider>,
    );
    anotherTabSets(key, value);
    expect(screen.getByRole('button', { name: `Mode: ${then}` })).toBeTruthy();
    expect(document.documentElement.classList.contains('dark')).toBe(then === 'dark');
  });

  it("still toggles on this tab after following another tab's change, and saves the choice", async () => {
    localStorage.setItem('darkMode', 'false');
    render(
      <ColorModeProvider>
        <ModeProbe />
      </ColorModeProvider>,
    );
    anotherTabSets('darkMode', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mode: dark' }));
    expect(screen.getByRole('button', { name: 'Mode: light' })).toBeTruthy();
    expect(localStorage.getItem('darkMode')).toBe('false');
  });
});
