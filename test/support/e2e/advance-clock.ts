import type { ClockAdvanceRequest } from '../../../local/dev/clock-endpoints';
import { request } from '../http-session';

/** Moves the local app's clock on (POST /dev/clock/advance), e.g. past the 30 s between two codes. */
export async function advanceClock(baseUrl: string, minutes: number): Promise<void> {
  const body: ClockAdvanceRequest = { minutes };
  const res = await request(baseUrl, 'POST', '/dev/clock/advance', { body });
  if (res.status !== 200) throw new Error(`/dev/clock/advance answered ${res.status}: ${JSON.stringify(res.body)}`);
}
