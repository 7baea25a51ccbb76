import { createAppTheme } from '@/app/providers/create-app-theme';

describe('the theme for a person who asks for less motion', () => {
  it.each(['light', 'dark'] as const)('%s: transitions are none and take no time, buttons make no ripple', (mode) => {
    const still = createAppTheme(mode, { reducedMotion: true });
    expect(still.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(new Set(Object.values(still.transitions.duration))).toEqual(new Set([0]));
    expect(still.transitions.getAutoHeightDuration(500)).toBe(0);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('everyone else keeps the motion', () => {
    const moving = createAppTheme('light');
    expect(moving.transitions.create('opacity')).not.toBe('none');
    expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });
});
