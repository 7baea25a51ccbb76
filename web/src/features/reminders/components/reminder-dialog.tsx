import { zodResolver } from '@hookform/resolvers/zod';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import { ReminderInput, type TaskRepeat } from '@shared/contracts';
import { REMINDER_HORIZON_YEARS, REMINDER_START_PAST_DAYS } from '@shared/vocabulary';
import { NAG_LADDERS } from '@shared/nag-ladders';
import { appNow } from '@/lib/app-clock';
import { DialogActionButtons } from '@/components/dialog-action-buttons';
import { draftOf, isIsoDate, repeatFieldsOf } from '../custom-repeat';
import {
  REMINDER_FIELDS,
  type ReminderDialogValues,
  type ReminderFormValues,
  type SavedReminderInput,
} from '../reminder-form-values';
import { REPEAT_OPTIONS } from '../repeat-label';
import { dialogRepeatSummary } from '../repeat-summary';
import { zoneLongName } from '../zone-name';
import { withUsableEscalation, type EscalationOptions } from '../escalation-options';
import { CustomRepeatFields } from './custom-repeat-fields';
import { HeadsUpField } from './heads-up-field';
import { ClockField } from './clock-field';
import { withClockAsked } from '../clock-input';
import { WindowField } from './window-field';
import { EscalationFields } from './escalation-fields';
import { NagIntensityFields } from './nag-intensity-fields';
import { ForField } from './for-field';
import { TellMeField } from './tell-me-field';
import { withRecipientAsked, type PersonChoice } from '../reminder-recipient';
import type { ChoreMemberChoice } from '../chore-members';
import { sharedDraftOf, sharedInputOf } from '../shared-chore-draft';
import { SharedChoreFields } from './shared-chore-fields';

type FieldName = (typeof REMINDER_FIELDS)[number];
const isField = (path: string): path is FieldName => (REMINDER_FIELDS as readonly string[]).includes(path);
const NO_ISSUES: readonly FieldIssue[] = [];
const MORE_FIELDS: readonly string[] = [
  'nagStyle',
  'nagEveryMinutes',
  'callAfterNags',
  'tellBuddy',
  'tellMeIfIgnored',
  'clock',
  'clockZone',
] satisfies FieldName[];
const NO_PEOPLE: readonly PersonChoice[] = [];
const NO_MEMBERS: readonly ChoreMemberChoice[] = [];
/** Where an issue's field takes the focus: a Custom rule is the Repeat choice's, the sharing as a whole "For"'s. */
const focusOf = (field: FieldName): Path<ReminderDialogValues> =>
  field === 'recurrence' ? 'repeat' : field === 'shared' ? 'forPersonId' : field;

const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The date picker's first and last days, on this device's calendar (the server checks the exact day in the user's zone). */
function pickableDates(now: Date): { min: string; max: string } {
  const first = new Date(now.getFullYear(), now.getMonth(), now.getDate() - REMINDER_START_PAST_DAYS);
  const last = new Date(now.getFullYear() + REMINDER_HORIZON_YEARS, now.getMonth(), now.getDate());
  return { min: localDate(first), max: localDate(last) };
}

export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * The form as the dialog opens it: a repeat counted from completion opens in the Custom controls (where that
 * choice is); the controls start from the reminder's rule, or from its repeat and date.
 */
function dialogValuesOf(values: ReminderFormValues): ReminderDialogValues {
  const fromCompletion = values.repeatFrom === 'completion' && values.repeat !== 'once';
  return {
    ...values,
    repeat: fromCompletion ? 'custom' : values.repeat,
    repeatFrom: values.repeatFrom ?? 'schedule',
    nagStyle: values.nagStyle ?? null,
    nagEveryMinutes: values.nagEveryMinutes ?? null,
    callAfterNags: values.callAfterNags ?? null,
    tellBuddy: values.tellBuddy ?? false,
    forPersonId: values.forPersonId ?? '',
    tellMeIfIgnored: values.tellMeIfIgnored ?? false,
    shared: sharedDraftOf(values.shared),
    headsUpHours: values.headsUpHours ?? null,
    clock: values.clock ?? 'home',
    clockZone: values.clockZone ?? null,
    windowDays: values.windowDays ?? null,
    custom: draftOf(values),
  };
}

/** No heads-up before and none chosen: nothing is sent about it (null goes only to remove one the reminder had). */
function withHeadsUpAsked(input: SavedReminderInput, initial: ReminderDialogValues): SavedReminderInput {
  if (input.headsUpHours !== null || (initial.headsUpHours ?? null) !== null) return input;
  const { headsUpHours: _none, ...rest } = input;
  return rest;
}

/** The deadline window is sent only when changed: absent keeps the reminder's, null removes it. */
function withWindowAsked(input: SavedReminderInput, initial: ReminderDialogValues): SavedReminderInput {
  if ((input.windowDays ?? null) !== (initial.windowDays ?? null)) return input;
  const { windowDays: _same, ...rest } = input;
  return rest;
}

const checkWithContract = zodResolver(ReminderInput);

/**
 * The contract's check of what would be sent: the repeat as chosen, or the Custom controls' rule (with the
 * repeat it amounts to, which the server wants to agree with it). Controls that make no rule say so beside
 * themselves, instead of the contract's "Recurrence is required".
 */
const checkReminder: Resolver<ReminderDialogValues, unknown, SavedReminderInput> = async (values, context, options) => {
  const {
    custom,
    recurrence: _recurrence,
    repeat: _repeat,
    repeatFrom: _repeatFrom,
    forPersonId,
    tellMeIfIgnored,
    shared: draft,
    ...rest
  } = values;
  const repeat = repeatFieldsOf(values, custom);
  const shared = sharedInputOf(draft);
  const input = {
    ...rest,
    // "Me" is no person: the contract checks a person's id only when one is chosen, and a sharing when chosen.
    ...(forPersonId ? { forPersonId, tellMeIfIgnored } : {}),
    ...(shared ? { shared } : {}),
    ...(repeat.ok ? repeat.fields : { repeat: 'custom' as const, repeatFrom: values.repeatFrom }),
  };
  const checked = await checkWithContract(input, context, options as never);
  if (repeat.ok) return checked as Awaited<ReturnType<Resolver<ReminderDialogValues, unknown, SavedReminderInput>>>;
  const { recurrence: _missing, ...errors } = checked.errors as FieldErrors<ReminderDialogValues>;
  const customErrors = Object.fromEntries(
    repeat.issues.map((issue) => [issue.field, { type: 'custom', message: issue.message }]),
  );
  return { values: {}, errors: { ...errors, custom: customErrors } as FieldErrors<ReminderDialogValues> };
};

interface ReminderDialogProps {
  title: 'Add New Reminder' | 'Edit Reminder';
  submitLabel: string;
  values: ReminderFormValues;
  /** The zone the date and time are in (the user's): the dialog says so. */
  timeZone: string;
  /** The server's objections to what was sent last time, shown under the fields they name. */
  issues?: readonly FieldIssue[];
  /** Whether the account can call or tell a buddy (the options show either way). */
  escalation: EscalationOptions;
  /** Whom a reminder may be for besides the owner: their joined people (on Edit, the one it was saved for). */
  people?: readonly PersonChoice[];
  /**
   * Who a shared chore may go to, you first and each household person (on Edit of a shared chore, its members in turn
   * order); none: the household choices are not offered.
   */
  household?: readonly ChoreMemberChoice[];
  onSubmit: (input: SavedReminderInput) => void;
  onClose: () => void;
}

/**
 * Task, Date, Time, Repeat (with Custom rules), and under More options how hard to nag and what comes after the texts. Checked with the contract
 * the server applies (so an empty task never leaves the browser); what only the server knows (a time already
 * past) comes back as issues beside the fields.
 */
export function ReminderDialog({
  title,
  submitLabel,
  values,
  timeZone,
  issues = NO_ISSUES,
  escalation,
  people = NO_PEOPLE,
  household = NO_MEMBERS,
  onSubmit,
  onClose,
}: ReminderDialogProps) {
  const titleId = useId();
  const moreId = useId();
  const [initial] = useState(() => dialogValuesOf(values));
  const form = useForm<ReminderDialogValues, unknown, SavedReminderInput>({
    resolver: checkReminder,
    defaultValues: initial,
  });
  const {
    control,
    register,
    getValues,
    setValue,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = form;
  const [repeat, scheduledDate, scheduledTime, draft, repeatFrom, nagStyle, nagEveryMinutes, callAfterNags, tellBuddy] =
    useWatch({
      control,
      name: [
        'repeat',
        'scheduledDate',
        'scheduledTime',
        'custom',
        'repeatFrom',
        'nagStyle',
        'nagEveryMinutes',
        'callAfterNags',
        'tellBuddy',
      ],
    });
  const [moreOpen, setMoreOpen] = useState(
    () =>
      initial.nagStyle !== null ||
      initial.nagEveryMinutes !== null ||
      initial.callAfterNags !== null ||
      !!initial.tellBuddy ||
      !!initial.tellMeIfIgnored ||
      initial.clock !== 'home' ||
      issues.some((i) => MORE_FIELDS.includes(i.path)),
  );
  // The Custom controls follow the last repeat chosen and the date until the person changes them.
  const lastPlain = useRef<TaskRepeat>(initial.repeat);
  const seeded = useRef(initial.custom);

  useEffect(() => {
    for (const issue of issues)
      if (isField(issue.path)) setError(issue.path, { type: 'server', message: issue.message });
    const first = REMINDER_FIELDS.find((field) => issues.some((issue) => issue.path === field));
    // After the dialog's own focus move, so the person lands on what needs changing.
    if (first) window.setTimeout(() => setFocus(focusOf(first)), 0);
  }, [issues, setError, setFocus]);

  const reseedCustom = () => {
    const date = getValues('scheduledDate');
    if (
      initial.repeat === 'custom' ||
      !isIsoDate(date) ||
      JSON.stringify(getValues('custom')) !== JSON.stringify(seeded.current)
    )
      return;
    seeded.current = draftOf({ repeat: lastPlain.current, scheduledDate: date });
    setValue('custom', seeded.current);
  };

  const field = (name: 'task' | 'scheduledDate' | 'scheduledTime', onChange?: () => void) => {
    const { ref, ...rest } = register(name, { onChange });
    return { ...rest, inputRef: ref, error: !!errors[name], helperText: errors[name]?.message, fullWidth: true };
  };
  const repeatField = register('repeat', {
    onChange: (event: { target: { value: TaskRepeat } }) => {
      if (event.target.value !== 'custom') lastPlain.current = event.target.value;
      reseedCustom();
    },
  });

  const sent = repeatFieldsOf({ repeat, scheduledDate, repeatFrom }, draft);
  const summary = sent.ok ? dialogRepeatSummary({ ...sent.fields, scheduledDate, scheduledTime }) : null;
  const repeatIssue = errors.recurrence ?? errors.repeat;
  const nagIssue =
    !!errors.windowDays ||
    !!errors.nagStyle ||
    !!errors.nagEveryMinutes ||
    !!errors.callAfterNags ||
    !!errors.tellBuddy ||
    !!errors.tellMeIfIgnored ||
    !!errors.clock ||
    !!errors.clockZone;
  // A fixed time's date and time are read in its own zone; a reminder for someone else in theirs (a shared chore's in
  // the owner's: it has no person).
  const [clock, clockZone, forPersonId, tellMeIfIgnored, sharedMode] = useWatch({
    control,
    name: ['clock', 'clockZone', 'forPersonId', 'tellMeIfIgnored', 'shared.mode'],
  });
  const person = forPersonId ? people.find((p) => p.id === forPersonId) : undefined;
  const sharing = !!sharedMode;
  const shownZone = clock === 'fixed' && clockZone ? clockZone : (person?.timezone ?? timeZone);
  const nagging = [
    nagStyle ? NAG_LADDERS[nagStyle].label : 'My default',
    ...(nagEveryMinutes ? [`every ${nagEveryMinutes} min`] : []),
    ...(sharing
      ? []
      : person
        ? tellMeIfIgnored
          ? ['you told']
          : []
        : [
            ...(escalation.calls && callAfterNags ? [`call after ${callAfterNags}`] : []),
            ...(escalation.buddy && tellBuddy ? ['buddy told'] : []),
          ]),
  ].join(', ');
  // Who an edited reminder is for stays as saved; an add reopened with the server's reasons may still change it.
  const saved =
    title === 'Edit Reminder' ? { forPersonId: initial.forPersonId || undefined, shared: !!initial.shared.mode } : {};

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit((input) =>
          onSubmit(
            withRecipientAsked(
              withUsableEscalation(
                withClockAsked(withWindowAsked(withHeadsUpAsked(input, initial), initial), initial, issues.length > 0),
                escalation,
              ),
              saved,
            ),
          ),
        )}
        aria-labelledby={titleId}
        // The fields scroll between the title and the buttons, which stay in sight.
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          <TextField
            label="Task"
            autoFocus
            {...field('task')}
            helperText={errors.task?.message ?? 'What should we nag you about?'}
          />
          {(people.length > 0 || household.length > 0) && (
            <ForField form={form} people={people} household={household} fixed={!!saved.forPersonId || !!saved.shared} />
          )}
          {sharing && <SharedChoreFields form={form} members={household} fixed={!!saved.shared} />}
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField
                label="Date"
                type="date"
                {...field('scheduledDate', reseedCustom)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: pickableDates(appNow()) }}
              />
              <TextField
                label="Time"
                type="time"
                {...field('scheduledTime')}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
              />
            </Box>
            <Typography variant="body2" color="text.secondary">
              Times are in {zoneLongName(shownZone, appNow())}
            </Typography>
          </Box>
          <TextField
            label="Repeat"
            select
            {...repeatField}
            inputRef={repeatField.ref}
            fullWidth
            error={!!repeatIssue}
            helperText={repeatIssue?.message}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {REPEAT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </TextField>
          {repeat === 'custom' && <CustomRepeatFields form={form} />}
          {summary && (
            // Kept in sight at the foot of the scrolling form (at 360 px the days and the rest run past the fold): each
            // click on a day shows at once what will be saved.
            <Typography
              variant="body2"
              aria-live="polite"
              sx={{
                fontWeight: 500,
                overflowWrap: 'anywhere',
                position: 'sticky',
                bottom: -20,
                zIndex: 1,
                mx: -3,
                px: 3,
                py: 1,
                bgcolor: 'background.paper',
                backgroundImage: 'var(--Paper-overlay)',
                borderTop: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              {summary}
            </Typography>
          )}
          <HeadsUpField form={form} />
          <Accordion
            expanded={moreOpen || nagIssue}
            onChange={(_event, open) => setMoreOpen(open)}
            disableGutters
            variant="outlined"
            sx={{ '&::before': { display: 'none' } }}
          >
            <AccordionSummary expandIcon={<ExpandMore />} id={`${moreId}-summary`} aria-controls={`${moreId}-details`}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
                <Typography component="span">More options</Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  Nagging: {nagging}
                </Typography>
              </Box>
            </AccordionSummary>
            <AccordionDetails sx={{ display: 'grid', gap: 2.5 }}>
              {/* Someone else's reminder keeps their time: where the owner is has no say; a shared chore the owner's. */}
              {!person && <ClockField form={form} offerWhereIAm={!sharing} />}
              <WindowField form={form} />
              <NagIntensityFields form={form} />
              {person ? (
                <TellMeField form={form} firstName={person.firstName} />
              ) : (
                !sharing && <EscalationFields form={form} options={escalation} />
              )}
            </AccordionDetails>
          </Accordion>
        </DialogContent>
        <DialogActionButtons
          primary={
            <Button type="submit" variant="contained">
              {submitLabel}
            </Button>
          }
          secondary={<Button onClick={onClose}>Cancel</Button>}
        />
      </Box>
    </Dialog>
  );
}
