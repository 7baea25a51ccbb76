import { useLayoutEffect, useState } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';

interface ScrollRestorationProps {
  /** Which history entries share a remembered position. */
  getKey: (location: Location) => string;
}

/**
 * Back and forward return to where the visitor was on that page; any other navigation starts at the top
 * (or at the #hash target). Layout effects, so the position is set before the new page paints and the
 * old page's position is read before the new page can clamp it.
 */
export function ScrollRestoration({ getKey }: ScrollRestorationProps) {
  const location = useLocation();
  const action = useNavigationType();
  const [positions] = useState(() => new Map<string, number>());
  const key = getKey(location);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const saved = positions.get(key);
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (action === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, location.hash, action, positions]);

  return null;
}
