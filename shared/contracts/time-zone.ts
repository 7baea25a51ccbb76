import * as z from './zod';
import { schema } from './schema';
import { canonicalTimeZone } from '../timezones';
import { textOf } from './common';

/** A zone the runtime's time-zone database knows, stored by its canonical IANA name ("america/los_angeles" -> America/Los_Angeles). */
export const TimeZone = /* @__PURE__ */ schema(() =>
  z.pipe(
    z.string(textOf('Time zone')).check(z.trim(), z.maxLength(64, 'Time zone is too long')),
    z.transform((typed: string, ctx) => {
      const zone = canonicalTimeZone(typed);
      if (!zone) {
        ctx.issues.push({
          code: 'custom',
          input: typed,
          message: `Unknown time zone "${typed}" (use an IANA name such as America/New_York)`,
        });
        return z.NEVER;
      }
      return zone;
    }),
  ),
);
