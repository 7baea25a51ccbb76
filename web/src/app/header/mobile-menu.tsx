import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router-dom';

export type MobileMenuItem = { label: string; to: string } | { label: string; onClick: () => void };

interface MobileMenuProps {
  id: string;
  open: boolean;
  items: MobileMenuItem[];
  ariaLabel: string;
}

/** The collapsible menu below the md breakpoint; loaded on its first opening, then it slides in. */
export default function MobileMenu({ id, open, items, ariaLabel }: MobileMenuProps) {
  return (
    <Collapse in={open} appear unmountOnExit sx={{ display: { md: 'none' } }}>
      <Box component="nav" id={id} aria-label={ariaLabel} sx={{ borderTop: 1, borderColor: 'divider' }}>
        <List disablePadding>
          {items.map((item) =>
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
  );
}
