import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { ColorMode } from './create-app-theme';

/** localStorage key of the dark mode preference ('true' / 'false'). */
const STORAGE_KEY = 'darkMode';
const BACKGROUND: Record<ColorMode, string> = { light: '#f7f7f8', dark: '#0f1115' };

interface ColorModeValue {
  mode: ColorMode;
  toggle: () => void;
}
const ColorModeContext = createContext<ColorModeValue | null>(null);

/** The saved choice, else the system's (index.html's inline style already paints that system background). */
function initialMode(): ColorMode {
  let saved: string | null = null;
  try {
    saved = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // storage disabled: fall through to the system preference
  }
  if (saved !== null) return saved === 'true' ? 'dark' : 'light';
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ColorMode>(initialMode);

  // Before the first paint of the app: the dark class and the page colours never flash.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', mode === 'dark');
    root.style.colorScheme = mode;
    root.style.backgroundColor = BACKGROUND[mode];
  }, [mode]);

  // Dark mode changed in another tab of the app: this one follows at once, keeping whatever is open on it.
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEY || event.newValue === null) return;
      setMode(event.newValue === 'true' ? 'dark' : 'light');
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);

  const toggle = useCallback(() => {
    setMode((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      try {
        window.localStorage.setItem(STORAGE_KEY, String(next === 'dark'));
      } catch {
        // not persisted; the toggle still works for this visit
      }
      return next;
    });
  }, []);

  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode must be used inside ColorModeProvider');
  return value;
}
