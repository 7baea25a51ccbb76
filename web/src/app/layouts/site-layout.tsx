import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet, type Location } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { useAuthState } from '@/lib/use-auth-state';
import { SiteFooter } from '../footer/site-footer';
import { SiteHeader } from '../header/site-header';
import { ScrollRestoration } from '../scroll-restoration';

/**
 * Every first page of a visit has the key "default": keyed by that alone, a fresh visit to one URL
 * would restore the scroll position of another. Such entries are keyed by their path instead.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

/** The public shell every route sits in: header for the current session, the page (loaded on demand), and the footer except in admin mode. */
export function SiteLayout() {
  const { isAdminMode } = useAuthState();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SiteHeader />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        {/* A full screen tall: the footer stays below the fold, so it does not jump when the page arrives. */}
        <Suspense fallback={<PageLoader label="Loading the page" minHeight="100vh" />}>
          <Outlet />
        </Suspense>
      </Box>
      {!isAdminMode && <SiteFooter />}
      <ScrollRestoration getKey={scrollKey} />
    </Box>
  );
}
