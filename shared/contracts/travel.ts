import * as z from './zod';
import { schema } from './schema';
import { IsoDate } from './common';
import { TimeZone } from './time-zone';

/**
 * A trip: the person is in `zone` until the end of `until` there (null: until they say they are back). Reminders
 * on the `where_i_am` clock and the quiet hours follow it; `home` and `fixed` ones stay where they are.
 */
export const Travel = /* @__PURE__ */ schema(() =>
  z.object({
    zone: z.string(),
    /** The last day away (in `zone`); null: open-ended. */
    until: z.nullable(IsoDate),
    /** The instant home time resumes (the end of `until` in `zone`); null: open-ended. */
    endsAt: z.nullable(z.string()),
  }),
);
export type Travel = z.infer<typeof Travel>;

/** PUT /user/travel: where the person is now, and until when (absent or null: until they say BACK). */
export const SetTravelRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({
    zone: TimeZone,
    until: z.optional(z.nullable(IsoDate)),
  }),
);
export type SetTravelRequest = z.input<typeof SetTravelRequest>;
