import Button from '@mui/material/Button';
import { paths } from '@/config/paths';
import { HeaderFrame } from './header-frame';
import { NavButton } from './nav-button';
import { useLogout } from './use-logout';

export function AdminHeader() {
  const logout = useLogout('admin');
  return (
    <HeaderFrame
      homeHref={paths.admin.dashboard}
      ariaLabel="Admin"
      mobileItems={[
        { label: 'Dashboard', to: paths.admin.dashboard },
        { label: 'Stats', to: paths.admin.stats },
        { label: 'Database', to: paths.admin.database },
        { label: 'Logout', onClick: logout },
      ]}
      desktopNav={
        <>
          <NavButton to={paths.admin.dashboard}>Dashboard</NavButton>
          <NavButton to={paths.admin.stats}>Stats</NavButton>
          <NavButton to={paths.admin.database}>Database</NavButton>
          <Button variant="outlined" onClick={logout} sx={{ ml: 1 }}>
            Logout
          </Button>
        </>
      }
    />
  );
}
