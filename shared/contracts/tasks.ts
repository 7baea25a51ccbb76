import * as z from './zod';
import { schema } from './schema';
import { parseRrule, RRULE_MAX_LENGTH } from '../recurrence/rrule';
import { cleanText, IsoDate, WallTime } from './common';
import {
  CALL_AFTER_NAGS,
  CHORE_MODES,
  CHORE_OWNER_ID,
  CHORE_TURNS,
  HOUSEHOLD_SIZE,
  HEADS_UP_HOURS,
  NAG_EVERY_MINUTES,
  OCCURRENCE_OUTCOMES,
  REMINDER_STATUSES,
  REPEAT_FROM,
  REPEAT_KINDS,
  REMINDER_CLOCKS,
  REPEATS,
  WINDOW_DAYS,
} from '../vocabulary';
import { TimeZone } from './time-zone';
import { NagStyle } from './user';

export const Repeat = /* @__PURE__ */ schema(() => z.enum(REPEATS));
export type Repeat = z.infer<typeof Repeat>;
export const TaskRepeat = /* @__PURE__ */ schema(() => z.enum(REPEAT_KINDS));
export type TaskRepeat = z.infer<typeof TaskRepeat>;
export const RepeatFrom = /* @__PURE__ */ schema(() => z.enum(REPEAT_FROM));
export type RepeatFrom = z.infer<typeof RepeatFrom>;
export const TaskStatus = /* @__PURE__ */ schema(() => z.enum(REMINDER_STATUSES));
export type TaskStatus = z.infer<typeof TaskStatus>;
export const ReminderClock = /* @__PURE__ */ schema(() => z.enum(REMINDER_CLOCKS));

/**
 * Create and update payload: the user's wall date and time, in the user's time zone. A repeat is either the
 * spec's `repeat` or an RFC 5545 `recurrence` rule (then `repeat` may be left out, or must agree with it).
 */
const nagEveryRange = `Nag every minutes must be ${NAG_EVERY_MINUTES.min} to ${NAG_EVERY_MINUTES.max}`;
const callAfterRange = `Call after must be ${CALL_AFTER_NAGS.min} to ${CALL_AFTER_NAGS.max} ignored texts`;
const headsUpRange = `Heads-up before must be ${HEADS_UP_HOURS.min} to ${HEADS_UP_HOURS.max} hours`;
const windowRange = `Window must be ${WINDOW_DAYS.min} to ${WINDOW_DAYS.max} days`;

const choreMembersRange = `A shared chore needs 2 to ${HOUSEHOLD_SIZE} members`;
/**
 * A chore shared in the owner's household (set on create only): its members in turn order, `me` for the owner and a
 * person's id for each of the others; `rotate` needs `turn` (each occurrence, or each week).
 */
export const SharedChoreInput = /* @__PURE__ */ schema(() =>
  z
    .strictObject({
      mode: z.enum(CHORE_MODES, { error: 'Shared mode must be rotate or anyone' }),
      turn: z.optional(z.enum(CHORE_TURNS, { error: 'Turn must be occurrence or week' })),
      memberIds: z
        .array(z.string().check(z.trim(), z.minLength(1, 'A member must be named'), z.maxLength(64)), {
          error: choreMembersRange,
        })
        .check(z.minLength(2, choreMembersRange), z.maxLength(HOUSEHOLD_SIZE, choreMembersRange)),
    })
    .check(
      z.superRefine((input, ctx) => {
        if (new Set(input.memberIds).size !== input.memberIds.length)
          ctx.addIssue({ code: 'custom', path: ['memberIds'], message: 'A member may be named once' });
        if (input.mode === 'rotate' && !input.turn)
          ctx.addIssue({
            code: 'custom',
            path: ['turn'],
            message: 'A rotating chore needs its turn: occurrence or week',
          });
        if (input.mode === 'anyone' && input.turn)
          ctx.addIssue({ code: 'custom', path: ['turn'], message: 'Only a rotating chore takes turns' });
      }),
    ),
);
export type SharedChoreInput = z.input<typeof SharedChoreInput>;
export { CHORE_OWNER_ID };

export const ReminderInput = z
  .strictObject({
    task: z
      .string({ error: 'Task is required' })
      .check(
        z.trim(),
        z.minLength(1, 'Task is required'),
        z.maxLength(500, 'Task must be at most 500 characters'),
        z.superRefine(cleanText('Task')),
      ),
    scheduledDate: IsoDate,
    scheduledTime: WallTime,
    repeat: z.optional(TaskRepeat),
    recurrence: z.optional(
      z.string().check(z.maxLength(RRULE_MAX_LENGTH, `Recurrence must be at most ${RRULE_MAX_LENGTH} characters`)),
    ),
    repeatFrom: z.optional(RepeatFrom),
    /** null (or absent): the account's nag style. */
    nagStyle: z.optional(z.nullable(NagStyle)),
    /** A fixed "every N minutes until done" ladder (within the style's daily cap); null or absent: the style's ladder. */
    nagEveryMinutes: z.optional(
      z.nullable(
        z
          .number()
          .check(
            z.int('Nag every minutes must be a whole number'),
            z.gte(NAG_EVERY_MINUTES.min, nagEveryRange),
            z.lte(NAG_EVERY_MINUTES.max, nagEveryRange),
          ),
      ),
    ),
    /** "Call me if I ignore N texts" (needs the account's call consent); null: no calls; absent: unchanged (none on create). */
    callAfterNags: z.optional(
      z.nullable(
        z
          .number()
          .check(
            z.int('Call after must be a whole number of texts'),
            z.gte(CALL_AFTER_NAGS.min, callAfterRange),
            z.lte(CALL_AFTER_NAGS.max, callAfterRange),
          ),
      ),
    ),
    /** "Tell my buddy if I ignore it" (needs a buddy); absent: unchanged (off on create). */
    tellBuddy: z.optional(z.boolean()),
    /** "Tell me if it's ignored" (a reminder for one of your people only); absent: unchanged (off on create). */
    tellMeIfIgnored: z.optional(z.boolean()),
    /** "Heads-up before": one text this many hours before each occurrence (24, 48, 72: days); null: none; absent: unchanged (none on create). */
    headsUpHours: z.optional(
      z.nullable(
        z
          .number({ error: headsUpRange })
          .check(
            z.int('Heads-up before must be a whole number of hours'),
            z.gte(HEADS_UP_HOURS.min, headsUpRange),
            z.lte(HEADS_UP_HOURS.max, headsUpRange),
          ),
      ),
    ),
    /** Which clock the time follows; absent: unchanged (home on create). */
    clock: z.optional(ReminderClock),
    /** The zone of a `fixed` clock's instant (required with it); null or absent otherwise. */
    clockZone: z.optional(z.nullable(TimeZone)),
    /** A deadline window: gentle daily texts from this many days before each occurrence; null: none; absent: unchanged. */
    windowDays: z.optional(
      z.nullable(
        z
          .number({ error: windowRange })
          .check(
            z.int('Window must be a whole number of days'),
            z.gte(WINDOW_DAYS.min, windowRange),
            z.lte(WINDOW_DAYS.max, windowRange),
          ),
      ),
    ),
    /** For someone else: a joined person's id (GET /user/people), set on create only; absent: the owner's own. */
    forPersonId: z.optional(
      z.string().check(z.trim(), z.minLength(1, 'For must name a person'), z.maxLength(64, 'For must name a person')),
    ),
    /** A chore shared in the household, set on create only; absent: one person's (the owner's, or forPersonId's). */
    shared: z.optional(SharedChoreInput),
  })
  .check(
    z.superRefine((input, ctx) => {
      if (input.shared && input.forPersonId)
        ctx.addIssue({
          code: 'custom',
          path: ['shared'],
          message: 'A shared chore is for its members, not one person',
        });
      if (input.clock === 'fixed' && !input.clockZone)
        ctx.addIssue({ code: 'custom', path: ['clockZone'], message: 'A fixed time needs its time zone' });
      if (input.clock !== undefined && input.clock !== 'fixed' && input.clockZone)
        ctx.addIssue({ code: 'custom', path: ['clockZone'], message: 'Only a fixed time has a time zone of its own' });
      if (input.recurrence !== undefined) {
        const parsed = parseRrule(input.recurrence, input.scheduledDate);
        if (!parsed.ok)
          ctx.addIssue({ code: 'custom', path: ['recurrence'], message: `Recurrence: ${parsed.message}` });
        else if (
          input.repeatFrom === 'completion' &&
          (parsed.rule.byDay || parsed.rule.byMonthDay || parsed.rule.byMonth || parsed.rule.count !== undefined)
        ) {
          ctx.addIssue({
            code: 'custom',
            path: ['recurrence'],
            message:
              'Recurrence: repeating from completion takes FREQ, INTERVAL and UNTIL only (no BYDAY, BYMONTHDAY, BYMONTH or COUNT)',
          });
        }
      } else if (input.repeat === 'custom') {
        ctx.addIssue({ code: 'custom', path: ['recurrence'], message: 'Recurrence is required when repeat is custom' });
      }
      if (input.repeatFrom === 'completion' && input.recurrence === undefined && (input.repeat ?? 'once') === 'once') {
        ctx.addIssue({
          code: 'custom',
          path: ['repeatFrom'],
          message: 'Repeat from completion needs a repeating reminder',
        });
      }
    }),
  );
export type ReminderInput = z.input<typeof ReminderInput>;

/** Quiet hours moved the next text to their end; the owner's PAUSE holds it to the pause's end. */
export const NextTextReason = /* @__PURE__ */ schema(() => z.enum(['quiet_hours', 'texts_paused']));
export type NextTextReason = z.infer<typeof NextTextReason>;

export const Task = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    /** A short per-user reference ("3") carried by every nag, so a reply like "DONE 3" can name this reminder. */
    ref: z.string(),
    task: z.string(),
    /** The current occurrence's instant, UTC ISO-8601. */
    scheduledTime: z.string(),
    /** The same instant as the user's wall date and time in `timezone` (what the edit dialog shows). */
    localDate: IsoDate,
    localTime: WallTime,
    /**
     * A one-time reminder carried over from day to day unanswered: the date it was set for (the fields above are
     * the day it texts next). Absent on the day it was set for, and once answered.
     */
    carriedOverFrom: z.optional(IsoDate),
    timezone: z.string(),
    repeat: TaskRepeat,
    /** The RFC 5545 rule of a repeating reminder (absent for a one-time one). */
    recurrence: z.optional(z.string()),
    /** The server always sends these three (schedule / null / null when not set). */
    repeatFrom: z.optional(RepeatFrom),
    /** null: the account's style. */
    nagStyle: z.optional(z.nullable(NagStyle)),
    nagEveryMinutes: z.optional(z.nullable(z.number().check(z.int()))),
    /** Ignored texts that earn a call; null: no calls. */
    callAfterNags: z.optional(z.nullable(z.number().check(z.int()))),
    tellBuddy: z.optional(z.boolean()),
    /** For someone else: the owner gets one text when a day ends unanswered. */
    tellMeIfIgnored: z.optional(z.boolean()),
    /** Hours before each occurrence its heads-up goes; null: none. */
    headsUpHours: z.optional(z.nullable(z.number().check(z.int()))),
    /** Which clock the time follows (the server always sends it). `timezone` above is the zone it is read in now. */
    clock: z.optional(ReminderClock),
    /** A `fixed` clock's zone; null otherwise. */
    clockZone: z.optional(z.nullable(z.string())),
    /** Days of gentle texts before each occurrence's deadline; null: none. */
    windowDays: z.optional(z.nullable(z.number().check(z.int()))),
    /** For someone else: who (the owner's name for them) and the number their texts give it; absent: the owner's own. */
    forPerson: z.optional(z.object({ id: z.string(), firstName: z.string(), ref: z.string() })),
    /**
     * A household's shared chore: its members in turn order (`me`: the owner, whose number for it is `ref`), whose turn
     * the current occurrence is (rotate), and who did the latest one.
     */
    shared: z.optional(
      z.object({
        mode: z.enum(CHORE_MODES),
        turn: z.optional(z.enum(CHORE_TURNS)),
        members: z.array(z.object({ id: z.string(), firstName: z.string(), ref: z.string() })),
        upNext: z.optional(z.object({ id: z.string(), firstName: z.string() })),
        lastDoneBy: z.optional(z.object({ id: z.string(), firstName: z.string(), occurrenceDate: IsoDate })),
      }),
    ),
    status: TaskStatus,
    snoozedUntil: z.optional(z.string()),
    nextNagAt: z.optional(z.string()),
    /** Why the next text goes later than the reminder's own ladder would send it. */
    nextNagReason: z.optional(NextTextReason),
    /** Nags sent for the current occurrence. */
    nagCount: z.number().check(z.int()),
    /** When an occurrence of this reminder was last marked done (recurring reminders move on to the next). */
    lastCompletedAt: z.optional(z.string()),
    /** Occurrences done in a row, up to the latest that ended (a skip or a missed one ends a streak). */
    streak: z.optional(z.number().check(z.int())),
    /** Of the occurrences that ended in the 30 days before the current one, the share done (0..1); null with none. */
    completionRate30d: z.optional(z.nullable(z.number())),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type Task = z.infer<typeof Task>;

export const TaskList = /* @__PURE__ */ schema(() => z.array(Task));

export const OccurrenceOutcome = /* @__PURE__ */ schema(() => z.enum(OCCURRENCE_OUTCOMES));
/** One past occurrence of a reminder: how it ended, when, from where, and what it took. */
export const OccurrenceRecord = /* @__PURE__ */ schema(() =>
  z.object({
    occurrenceDate: IsoDate,
    /** The occurrence's instant (UTC ISO). */
    scheduledTime: z.string(),
    outcome: OccurrenceOutcome,
    /** When it was done or skipped; for a missed one, when its last nag went unanswered. */
    at: z.string(),
    via: z.optional(z.enum(['web', 'sms'])),
    nags: z.number().check(z.int()),
    snoozes: z.number().check(z.int()),
    /** Calls placed about it (at most one); absent when none. */
    calls: z.optional(z.number().check(z.int())),
    /** A one-time reminder's ignored day: the day it was carried over to (it texts again then). */
    carriedTo: z.optional(IsoDate),
    /** A shared chore's done one: who did it (`me`: the owner). */
    by: z.optional(z.object({ id: z.string(), firstName: z.string() })),
  }),
);
export type OccurrenceRecord = z.infer<typeof OccurrenceRecord>;
export const TaskHistoryQuery = /* @__PURE__ */ schema(() =>
  z.strictObject({
    limit: z._default(
      z.coerce
        .number()
        .check(
          z.int('limit must be a whole number'),
          z.gte(1, 'limit must be from 1 to 100'),
          z.lte(100, 'limit must be from 1 to 100'),
        ),
      20,
    ),
    /** The nextCursor of the page before. */
    cursor: z.optional(IsoDate),
  }),
);
const Count = /* @__PURE__ */ schema(() => z.number().check(z.int(), z.gte(0)));
/**
 * What works for one reminder, over its latest 30 ended occurrences (reminders/domain/reminder-insights.ts).
 * `figures` only from 5 occurrences on; done ones by local hour (24, midnight first) and weekday (7, Monday first).
 */
export const TaskInsights = /* @__PURE__ */ schema(() =>
  z.object({
    occurrences: Count,
    figures: z.optional(
      z.object({
        firstText: Count,
        afterNags: z.array(z.object({ nags: Count, count: Count })),
        ignored: Count,
        skipped: Count,
        medianMinutesToDone: z.optional(Count),
        doneByHour: z.array(Count).check(z.length(24)),
        doneByWeekday: z.array(Count).check(z.length(7)),
        pattern: z.optional(
          z.union([
            z.object({ kind: z.literal('fastest'), on: z.enum(['weekends', 'weekdays']) }),
            z.object({ kind: z.literal('mostly'), in: z.enum(['morning', 'afternoon', 'evening', 'night']) }),
          ]),
        ),
      }),
    ),
  }),
);
export type TaskInsights = z.infer<typeof TaskInsights>;
/** GET /tasks/{id}/history: newest first; nextCursor when there is more; the insights on the first page only. */
export const TaskHistory = /* @__PURE__ */ schema(() =>
  z.object({
    occurrences: z.array(OccurrenceRecord),
    nextCursor: z.optional(IsoDate),
    insights: z.optional(TaskInsights),
  }),
);
export type TaskHistory = z.infer<typeof TaskHistory>;
export const TaskIdParams = /* @__PURE__ */ schema(() =>
  z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
);
export const UpdateTaskStatusRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({ status: z.enum(['pending', 'done']) }),
);
export type UpdateTaskStatusRequest = z.input<typeof UpdateTaskStatusRequest>;
export const TaskDeleted = /* @__PURE__ */ schema(() => z.object({ id: z.string(), deleted: z.literal(true) }));
