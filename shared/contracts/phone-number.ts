import * as z from './zod';
import { schema } from './schema';
import { toE164 } from '../phone';
import { textOf } from './common';

// Apart from common.ts: the check needs libphonenumber-js, which only the functions that take a number carry.
/** A phone number as typed; normalized and checked, then given as E.164. */
export const PhoneNumber = /* @__PURE__ */ schema(() =>
  z.pipe(
    z.string(textOf('Phone number')).check(z.maxLength(32, 'Phone number is too long')),
    z.transform((typed: string, ctx) => {
      const e164 = toE164(typed);
      if (!e164) {
        ctx.issues.push({
          code: 'custom',
          input: typed,
          message:
            'Invalid phone number format. Include the country code for numbers outside the US (for example +44 7400 123456).',
        });
        return z.NEVER;
      }
      return e164;
    }),
  ),
);
