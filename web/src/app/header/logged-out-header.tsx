import Button from '@mui/material/Button';
import { paths } from '@/config/paths';
import { HeaderFrame } from './header-frame';
import { NavButton } from './nav-button';

const LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'How It Works', to: paths.howItWorks },
  { label: 'Pricing', to: paths.pricing },
  { label: 'Log In', to: paths.login },
  { label: 'Sign Up', to: paths.signup },
];

export function LoggedOutHeader() {
  return (
    <HeaderFrame
      homeHref={paths.home}
      ariaLabel="Main"
      mobileItems={LINKS}
      desktopNav={
        <>
          <NavButton to={paths.home}>Home</NavButton>
          <NavButton to={paths.howItWorks}>How It Works</NavButton>
          <NavButton to={paths.pricing}>Pricing</NavButton>
          <NavButton to={paths.login}>Log In</NavButton>
          <Button href={paths.signup} variant="contained" sx={{ ml: 1 }}>
            Sign Up
          </Button>
        </>
      }
    />
  );
}
