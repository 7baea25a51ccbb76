import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { MAX_COUNT, MAX_INTERVAL, WEEKDAYS, type Freq, type Weekday } from '@shared/recurrence/rrule';
import { isIsoDate, monthlyChoices, newDraft, placeInMonth, WEEKDAY_NAMES, type RepeatEnds } from '../custom-repeat';
import type { ReminderDialogValues, SavedReminderInput } from '../reminder-form-values';

const UNITS: { value: Freq; one: string; many: string }[] = [
  { value: 'DAILY', one: 'day', many: 'days' },
  { value: 'WEEKLY', one: 'week', many: 'weeks' },
  { value: 'MONTHLY', one: 'month', many: 'months' },
  { value: 'YEARLY', one: 'year', many: 'years' },
];

const toggled = (days: Weekday[], day: Weekday) =>
  days.includes(day) ? days.filter((d) => d !== day) : WEEKDAYS.filter((d) => d === day || days.includes(d));

/**
 * A pressed day is filled with the accent and carries a check; an unpressed one is an outline on the paper. The
 * accent keeps more than 3:1 against the paper in both modes (light #c2410c on white 5.2:1, dark #fb923c on
 * #171a21 7.9:1), so a pressed day is told from the others by more than its colour alone.
 */
const DAY_SX = {
  minWidth: 0,
  px: 0,
  py: 0.5,
  flexDirection: 'column',
  textTransform: 'none',
  bgcolor: 'background.paper',
  '&.Mui-selected, &.Mui-selected:hover': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    borderColor: 'primary.main',
  },
  '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
} as const;

interface CustomRepeatFieldsProps {
  form: UseFormReturn<ReminderDialogValues, unknown, SavedReminderInput>;
}

/**
 * The Custom repeat controls: every N days, weeks, months or years; the days of the week; which day of the
 * month; when it ends; and whether the next one counts from the schedule or from when it is marked done (then
 * only every-N and an end date apply). The dialog builds the rule from them when the form is checked.
 */
export function CustomRepeatFields({ form }: CustomRepeatFieldsProps) {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = form;
  const [draft, date, repeatFrom] = useWatch({ control, name: ['custom', 'scheduledDate', 'repeatFrom'] });
  const headingId = useId();
  const whichDayId = useId();
  const endsId = useId();
  const countFromId = useId();
  const dateDayNoteId = useId();
  const dateDay = isIsoDate(date) ? placeInMonth(date).weekday : null;
  const fromCompletion = repeatFrom === 'completion';
  const issues = errors.custom;
  const one = draft.interval.trim() === '1';

  const textField = (
    name: 'custom.interval' | 'custom.count' | 'custom.until',
    field: 'interval' | 'count' | 'until',
  ) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, error: !!issues?.[field], helperText: issues?.[field]?.message, fullWidth: true };
  };

  return (
    <Box role="group" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
      <Typography id={headingId} component="h3" variant="subtitle2">
        Custom repeat
      </Typography>

      {draft.kept ? (
        <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
          <Typography variant="body2" color="text.secondary">
            This repeat uses options this form cannot show. It stays as it is (see below) unless you start over.
          </Typography>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setValue('custom', newDraft(date, draft.unit), { shouldDirty: true })}
          >
            Start over
          </Button>
        </Box>
      ) : (
        <>
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' }}
          >
            <TextField
              label="Repeat every"
              type="number"
              {...textField('custom.interval', 'interval')}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: 1, max: MAX_INTERVAL, step: 1, inputMode: 'numeric' },
              }}
            />
            <TextField
              label="Unit"
              select
              {...register('custom.unit')}
              fullWidth
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {UNITS.map((unit) => (
                <option key={unit.value} value={unit.value}>
                  {one ? unit.one : unit.many}
                </option>
              ))}
            </TextField>
          </Box>

          {draft.unit === 'WEEKLY' && !fromCompletion && (
            <Controller
              control={control}
              name="custom.weekdays"
              render={({ field, fieldState }) => (
                <FormControl component="fieldset" error={!!fieldState.error} sx={{ minWidth: 0 }}>
                  <FormLabel component="legend">On these days</FormLabel>
                  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 3.5rem))', gap: 0.5, mt: 1 }}>
                    {WEEKDAYS.map((day, index) => {
                      // The date's own day is the first text, so it stays pressed: a click on it leaves it as it is.
                      const isDateDay = day === dateDay;
                      const pressed = isDateDay || field.value.includes(day);
                      return (
                        <ToggleButton
                          key={day}
                          value={day}
                          size="small"
                          selected={pressed}
                          aria-describedby={isDateDay ? dateDayNoteId : undefined}
                          onChange={() => {
                            if (!isDateDay) field.onChange(toggled(field.value, day));
                          }}
                          onBlur={field.onBlur}
                          ref={index === 0 ? field.ref : undefined}
                          title={WEEKDAY_NAMES[day].long}
                          sx={DAY_SX}
                        >
                          <Check sx={{ fontSize: '1rem', visibility: pressed ? 'visible' : 'hidden' }} />
                          {/* The name is what it shows ("Mon"): a label that differed would fail people who speak to their browser. */}
                          {WEEKDAY_NAMES[day].short}
                        </ToggleButton>
                      );
                    })}
                  </Box>
                  {dateDay && (
                    <FormHelperText id={dateDayNoteId} error={false}>
                      {WEEKDAY_NAMES[dateDay].long} stays on: the reminder starts on its date. Change the date to start
                      on another day.
                    </FormHelperText>
                  )}
                  {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
                </FormControl>
              )}
            />
          )}

          {draft.unit === 'MONTHLY' && !fromCompletion && (
            <Controller
              control={control}
              name="custom.monthlyOn"
              render={({ field }) => (
                <FormControl component="fieldset">
                  <FormLabel component="legend" id={whichDayId}>
                    Which day
                  </FormLabel>
                  <RadioGroup
                    aria-labelledby={whichDayId}
                    name={field.name}
                    value={field.value}
                    onChange={(_event, value) => field.onChange(value)}
                    onBlur={field.onBlur}
                  >
                    {monthlyChoices(date, field.value).map((choice) => (
                      <FormControlLabel
                        key={choice.value}
                        value={choice.value}
                        control={<Radio />}
                        label={choice.label}
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              )}
            />
          )}

          <Controller
            control={control}
            name="custom.ends"
            render={({ field }) => (
              <FormControl component="fieldset">
                <FormLabel component="legend" id={endsId}>
                  Ends
                </FormLabel>
                <RadioGroup
                  aria-labelledby={endsId}
                  name={field.name}
                  value={field.value}
                  onChange={(_event, value) => field.onChange(value as RepeatEnds)}
                  onBlur={field.onBlur}
                >
                  <FormControlLabel value="never" control={<Radio />} label="Never" />
                  <FormControlLabel
                    value="count"
                    control={<Radio />}
                    label="After a number of times"
                    disabled={fromCompletion}
                  />
                  <FormControlLabel value="until" control={<Radio />} label="On a date" />
                </RadioGroup>
              </FormControl>
            )}
          />
          {draft.ends === 'count' && !fromCompletion && (
            <TextField
              label="Number of times"
              type="number"
              {...textField('custom.count', 'count')}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: 1, max: MAX_COUNT, step: 1, inputMode: 'numeric' },
              }}
            />
          )}
          {draft.ends === 'until' && (
            <TextField
              label="End date"
              type="date"
              {...textField('custom.until', 'until')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: date } }}
            />
          )}
        </>
      )}

      <Controller
        control={control}
        name="repeatFrom"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={!!fieldState.error}>
            <FormLabel component="legend" id={countFromId}>
              Count the next one from
            </FormLabel>
            <RadioGroup
              aria-labelledby={countFromId}
              name={field.name}
              value={field.value ?? 'schedule'}
              onBlur={field.onBlur}
              onChange={(_event, value) => {
                field.onChange(value);
                // From completion a series can end on a date, not after a number of times.
                if (value === 'completion' && draft.ends === 'count') setValue('custom.ends', 'never');
              }}
            >
              <FormControlLabel value="schedule" control={<Radio inputRef={field.ref} />} label="The schedule" />
              <FormControlLabel value="completion" control={<Radio />} label="When I mark it done" />
            </RadioGroup>
            {(fieldState.error || fromCompletion) && (
              <FormHelperText>
                {fieldState.error?.message ??
                  'The next one comes that long after you mark this one done: only "Repeat every" and an end date apply.'}
              </FormHelperText>
            )}
          </FormControl>
        )}
      />
    </Box>
  );
}
