import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { appNow } from '@/lib/app-clock';
import { zoneLongName, zoneNamePart } from '../zone-name';

/** Whether this device's clock reads another hour than the account's zone right now (an alias of the same zone does not). */
export function zoneDiffers(accountZone: string, deviceZone: string, at: Date): boolean {
  // Compared by UTC offset ("GMT-06:00"): a zone this browser does not know differs from nothing.
  const account = zoneNamePart(accountZone, at, 'longOffset');
  const device = zoneNamePart(deviceZone, at, 'longOffset');
  return account !== undefined && device !== undefined && account !== device;
}

/** Said above the reminders when the device is elsewhere: every time on the page is the account's zone's. */
export function ZoneDiffersNotice({ accountZone, deviceZone }: { accountZone: string; deviceZone: string }) {
  const now = appNow();
  if (!zoneDiffers(accountZone, deviceZone, now)) return null;
  return (
    <Alert severity="info" role="note">
      Times here are in {zoneLongName(accountZone, now)}, your account&apos;s time zone. This device is set to{' '}
      {zoneLongName(deviceZone, now)}. You can change your time zone in{' '}
      <Link component={RouterLink} to="/settings">
        Settings
      </Link>
      .
    </Alert>
  );
}
