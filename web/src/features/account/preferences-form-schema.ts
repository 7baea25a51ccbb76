import { z } from 'zod';
import { TimeZone, WallTime } from '@shared/contracts';

/** Settings, Notification Preferences: the part of PUT /user/profile that shapes when texts arrive. */
export const PreferencesFormSchema = z.object({
  smsTransactionalOptIn: z.boolean(),
  smsMarketingOptIn: z.boolean(),
  weeklySummaryOptIn: z.boolean(),
  quietHoursStart: WallTime,
  quietHoursEnd: WallTime,
  timezone: TimeZone,
});
export type PreferencesFormValues = z.infer<typeof PreferencesFormSchema>;
