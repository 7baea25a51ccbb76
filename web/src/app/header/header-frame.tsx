import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { BrandMark } from '@/components/brand-mark';
import { brand } from '@/config/brand';
import { ColorModeToggle } from './color-mode-toggle';
import type { MobileMenuItem } from './mobile-menu';

// Most visits never open it: its list and animation code load on the first tap.
const MobileMenu = lazy(() => import('./mobile-menu'));
const MOBILE_MENU_ID = 'mobile-menu';

interface HeaderFrameProps {
  /** Where the logo leads. */
  homeHref: string;
  ariaLabel: string;
  /** The inline navigation shown from the md breakpoint up; none while a session header loads. */
  desktopNav?: ReactNode;
  /** The collapsible menu below md; no menu button without items. */
  mobileItems?: MobileMenuItem[];
}

export function HeaderFrame({ homeHref, desktopNav, mobileItems = [], ariaLabel }: HeaderFrameProps) {
  const { pathname } = useLocation();
  // Remember on which page the menu was opened: navigating anywhere closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const open = openOn === pathname;

  // An open menu closes on Escape (focus back on its button, as for any disclosure) and on a tap elsewhere.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <ClickAwayListener onClickAway={() => open && setOpenOn(null)}>
      <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="lg" disableGutters sx={{ px: { xs: 1.5, sm: 3 } }}>
          <Toolbar disableGutters sx={{ gap: 1 }}>
            <Link
              href={homeHref}
              underline="none"
              color="inherit"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 800, fontSize: '1.25rem', mr: 'auto' }}
            >
              <Box component="span" sx={{ color: 'primary.main', display: 'flex' }}>
                <BrandMark />
              </Box>
              {brand.name}
            </Link>
            <Box
              component="nav"
              aria-label={ariaLabel}
              sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}
            >
              {desktopNav}
            </Box>
            <ColorModeToggle />
            {mobileItems.length > 0 && (
              <IconButton
                ref={menuButton}
                color="inherit"
                aria-label={open ? 'Close menu' : 'Open menu'}
                aria-expanded={open}
                aria-controls={MOBILE_MENU_ID}
                onClick={() => {
                  setMenuLoaded(true);
                  setOpenOn(open ? null : pathname);
                }}
                sx={{ display: { md: 'none' } }}
              >
                {open ? <CloseIcon /> : <MenuIcon />}
              </IconButton>
            )}
          </Toolbar>
        </Container>
        {menuLoaded && (
          <Suspense fallback={null}>
            <MobileMenu id={MOBILE_MENU_ID} open={open} items={mobileItems} ariaLabel={ariaLabel} />
          </Suspense>
        )}
      </AppBar>
    </ClickAwayListener>
  );
}
