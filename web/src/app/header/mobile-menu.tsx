import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
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
          {/* Each link or button in its own list item: a list holds only <li> (WCAG 1.3.1). */}
          {items.map((item) => (
            <ListItem key={item.label} disablePadding>
              {'to' in item ? (
                <ListItemButton
                  component={NavLink}
                  to={item.to}
                  end
                  sx={{ px: 3, '&[aria-current="page"]': { color: 'primary.main' } }}
                >
                  <ListItemText primary={item.label} />
                </ListItemButton>
              ) : (
                <ListItemButton onClick={item.onClick} sx={{ px: 3 }}>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              )}
            </ListItem>
          ))}
        </List>
      </Box>
    </Collapse>
  );
}
