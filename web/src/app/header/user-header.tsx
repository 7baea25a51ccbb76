import { paths } from '@/config/paths';
import { HeaderFrame } from './header-frame';
import { NavButton } from './nav-button';
import { ProfileMenu } from './profile-menu';
import { useLogout } from './use-logout';

export function UserHeader() {
  const logout = useLogout('user');
  return (
    <HeaderFrame
      homeHref={paths.home}
      ariaLabel="Main"
      mobileItems={[
        { label: 'Dashboard', to: paths.dashboard },
        { label: 'My Info', to: paths.profile },
        // Beyond the product's own mobile menu: Settings is where texts are turned on and off.
        { label: 'Settings', to: paths.settings },
        { label: 'Logout', onClick: logout },
      ]}
      desktopNav={
        <>
          <NavButton to={paths.dashboard}>Dashboard</NavButton>
          <ProfileMenu onLogout={logout} />
        </>
      }
    />
  );
}
