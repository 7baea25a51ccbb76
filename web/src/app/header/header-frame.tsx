import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { BrandMark } from '../../components/brand-mark';
import { brand } from '../../config/brand';
import { ColorModeToggle } from './color-mode-toggle';

export type MobileMenuItem = { label: string; to: string } | { label: string; onClick: () => void };

interface HeaderFrameProps {
  /** Where the logo leads. */
  homeHref: string;
  /** The inline navigation shown from the md breakpoint up. */
  desktopNav: ReactNode;
  /** The collapsible menu below md. */
  mobileItems: MobileMenuItem[];
  ariaLabel: string;
}

export function HeaderFrame({ homeHref, desktopNav, mobileItems, ariaLabel }: HeaderFrameProps) {
  const { pathname } = useLocation();
  // Remember on which page the menu was opened: navigating anywhere closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
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
          <Box component="nav" aria-label={ariaLabel} sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
            {desktopNav}
          </Box>
          <ColorModeToggle />
          <IconButton
            color="inherit"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpenOn(open ? null : pathname)}
            sx={{ display: { md: 'none' } }}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Toolbar>
      </Container>
      <Collapse in={open} unmountOnExit sx={{ display: { md: 'none' } }}>
        <Box component="nav" id="mobile-menu" aria-label={ariaLabel} sx={{ borderTop: 1, borderColor: 'divider' }}>
          <List disablePadding>
            {mobileItems.map((item) =>
              'to' in item ? (
                <ListItemButton
                  key={item.label}
                  component={NavLink}
                  to={item.to}
                  end
                  sx={{ px: 3, '&[aria-current="page"]': { color: 'primary.main' } }}
                >
                  <ListItemText primary={item.label} />
                </ListItemButton>
              ) : (
                <ListItemButton key={item.label} onClick={item.onClick} sx={{ px: 3 }}>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              ),
            )}
          </List>
        </Box>
      </Collapse>
    </AppBar>
  );
}
