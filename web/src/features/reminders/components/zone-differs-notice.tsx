import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { appNow } from '@/lib/app-clock';
import { zoneLongName } from '../zone-name';

/** The zone's UTC offset at an instant ("GMT-06:00"), or null for a zone this browser does not know. */
function offsetAt(zone: string, at: Date): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? null;
  } catch {
    return null;
  }
}

/** Whether this device's clock reads another hour than the account's zone right now (an alias of the same zone does not). */
export function zoneDiffers(accountZone: string, deviceZone: string, at: Date): boolean {
  const account = offsetAt(accountZone, at);
  const device = offsetAt(deviceZone, at);
  return account !== null && device !== null && account !== device;
}

/** Said above the reminders when the device is elsewhere: every time on the page is the account's zone's. */
export function ZoneDiffersNotice({ accountZone, deviceZone }: { accountZone: string; deviceZone: string }) {
  const now = appNow();
  if (!zoneDiffers(accountZone, deviceZone, now)) return null;
  return (
    <Alert severity="info" role="note">
      Times here are in {zoneLongName(accountZone, now)}, your account&apos;s time zone. This device is set to{' '}
      {zoneLongName(deviceZone, now)}. You can change your time zone in{' '}
      <Link component={RouterLink} to="/settings">Settings</Link>.
    </Alert>
  );
}
