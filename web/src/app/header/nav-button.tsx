import Button, { type ButtonProps } from '@mui/material/Button';
import { NavLink } from 'react-router-dom';

type NavButtonProps = Omit<ButtonProps, 'href'> & { to: string; end?: boolean };

/** A header link; the current page gets aria-current="page" (from NavLink) and the accent colour. */
export function NavButton({ to, end = true, sx, ...props }: NavButtonProps) {
  return (
    <Button
      component={NavLink}
      to={to}
      end={end}
      color="inherit"
      sx={[{ '&[aria-current="page"]': { color: 'primary.main' } }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}
