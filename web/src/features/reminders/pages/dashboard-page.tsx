import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { usePeople } from '@/api/people';
import { useProfile } from '@/api/profile';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { PageLoader } from '@/components/page-loader';
import { ApiError } from '@/lib/api-error';
import { usePageMeta } from '@/lib/use-page-meta';
import { appNow } from '@/lib/app-clock';
import { toast } from '@/lib/toast';
import type { Reminder } from '../reminder';
import { useCreateReminder } from '../api/create-reminder';
import { useDeleteReminder } from '../api/delete-reminder';
import { useReminders } from '../api/list-reminders';
import { useUpdateReminder } from '../api/update-reminder';
import { useMarkReminderDone, useReopenReminder } from '../api/update-reminder-status';
import { ReminderHistoryDialog } from '../components/reminder-history-dialog';
import { ZoneDiffersNotice } from '../components/zone-differs-notice';
import { activeTrip } from '@/lib/trip';
import { browserTimeZone } from '../browser-time-zone';
import { reopenedClock } from '../clock-input';
import { DeleteReminderDialog } from '../components/delete-reminder-dialog';
import { ReminderDialog, type FieldIssue } from '../components/reminder-dialog';
import { ReminderList } from '../components/reminder-list';
import { REMINDER_TAB_PANEL_ID, ReminderTabsBar, reminderTabId } from '../components/reminder-tabs-bar';
import { TextsOffBanner } from '../components/texts-off-banner';
import { TextingBudgetBanner } from '../components/texting-budget-banner';
import { completedReminder } from '../optimistic-reminder';
import {
  newReminderValues,
  reminderValuesOf,
  type ReminderFormValues,
  type SavedReminderInput,
} from '../reminder-form-values';
import { remindersInTab, type ReminderTab } from '../reminder-tabs';
import { useSubscriptionGate } from '../use-subscription-gate';
import { useReminderFailure } from '../use-reminder-failure';
import { whyTextsAreOff } from '../why-texts-are-off';
import { escalationOptions } from '../escalation-options';
import { TextsFailingBanner } from '../components/texts-failing-banner';
import type { PersonChoice } from '../reminder-recipient';
import { choreMembersOf, householdChoices, type ChoreMemberChoice } from '../chore-members';
import type { Person } from '@shared/contracts/people';

type DialogState =
  | { kind: 'add'; values: ReminderFormValues; issues?: FieldIssue[] }
  | { kind: 'edit'; reminder: Reminder; values: ReminderFormValues; issues?: FieldIssue[] };

/** The server's field-level objections, when it named any field (a time already past, say). */
const issuesOf = (error: unknown): FieldIssue[] => (error instanceof ApiError ? (error.body?.error.issues ?? []) : []);
const formValues = (input: SavedReminderInput): ReminderFormValues => ({
  task: input.task,
  scheduledDate: input.scheduledDate,
  scheduledTime: input.scheduledTime,
  repeat: input.repeat ?? 'once',
  ...(input.recurrence ? { recurrence: input.recurrence } : {}),
  repeatFrom: input.repeatFrom ?? 'schedule',
  nagStyle: input.nagStyle ?? null,
  nagEveryMinutes: input.nagEveryMinutes ?? null,
  ...(input.callAfterNags !== undefined ? { callAfterNags: input.callAfterNags } : {}),
  ...(input.tellBuddy !== undefined ? { tellBuddy: input.tellBuddy } : {}),
  ...(input.tellMeIfIgnored !== undefined ? { tellMeIfIgnored: input.tellMeIfIgnored } : {}),
  ...(input.shared ? { shared: input.shared } : {}),
});

/** Add offers the people who joined; Edit shows the one a reminder is for (it never changes), or none. */
function dialogPeople(dialog: DialogState, people: readonly Person[] | undefined): PersonChoice[] {
  if (dialog.kind === 'edit') {
    const saved = dialog.reminder.forPerson;
    return saved ? [{ id: saved.id, firstName: saved.firstName, timezone: dialog.reminder.timezone }] : [];
  }
  return (people ?? []).filter((p) => p.status === 'joined');
}

/** Add offers a chore shared in the household, when there is one; Edit shows a shared chore's members (never changed). */
function dialogHousehold(dialog: DialogState, people: readonly Person[] | undefined): ChoreMemberChoice[] {
  if (dialog.kind === 'edit') return dialog.reminder.shared ? choreMembersOf(dialog.reminder.shared) : [];
  return householdChoices(people);
}

/**
 * "My Reminders". Every change shows at once and is undone if the server refuses; a
 * refused add or edit with the server's reasons reopens its dialog with them beside the fields.
 */
export default function DashboardPage() {
  usePageMeta('My Reminders', 'Your NagText reminders: add, edit, complete and delete them.');
  const gate = useSubscriptionGate();
  const reminders = useReminders(gate === 'open');
  const profile = useProfile();
  // Without them (still loading, or failed) the dialog offers only "Me": nothing else waits on it.
  const people = usePeople(gate === 'open');
  const onFailure = useReminderFailure();
  const zone = profile.data?.timezone ?? reminders.data?.[0]?.timezone ?? browserTimeZone();
  const create = useCreateReminder(zone);
  const update = useUpdateReminder();
  const remove = useDeleteReminder();
  const markDone = useMarkReminderDone();
  const reopen = useReopenReminder();
  const [history, setHistory] = useState<Reminder | null>(null);
  const [tab, setTab] = useState<ReminderTab>('all');
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [deleting, setDeleting] = useState<Reminder | null>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (reminders.error) onFailure(reminders.error, 'Failed to load reminders');
  }, [reminders.error, onFailure]);

  // A dialog opening is the next step: the notices about the last one close rather than sit over its fields.
  const dialogOpen = dialog !== null || deleting !== null || history !== null;
  useEffect(() => {
    if (dialogOpen) toast.dismissAll();
  }, [dialogOpen]);

  // A card that leaves the list takes the focus with it: keyboard users continue from the list instead.
  const focusListSoon = () => window.setTimeout(() => panel.current?.focus(), 0);

  const openAdd = () => setDialog({ kind: 'add', values: newReminderValues(zone, appNow()) });
  const onSubmit = (input: SavedReminderInput) => {
    const sent = dialog;
    if (!sent) return;
    setDialog(null);
    const reopen = (error: unknown) => {
      const issues = issuesOf(error);
      if (!issues.length) return;
      const forPersonId = input.forPersonId ?? sent.values.forPersonId;
      // Edit never sends the sharing: the chore keeps its own.
      const shared = input.shared ?? sent.values.shared;
      const values = {
        ...formValues(input),
        forPersonId,
        ...(shared ? { shared } : {}),
        ...reopenedClock(input, sent.values),
      };
      setDialog({ ...sent, values, issues });
    };
    if (sent.kind === 'add') create.mutate(input, { onError: reopen });
    else update.mutate({ reminder: sent.reminder, input }, { onError: reopen });
  };
  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting);
    setDeleting(null);
    focusListSoon();
  };
  const onMarkDone = (reminder: Reminder) => {
    markDone.mutate(reminder);
    if (tab !== 'all' && completedReminder(reminder, appNow()).status !== tab) focusListSoon();
  };

  const list = () => {
    if (gate !== 'open' || reminders.isPending) return <PageLoader label="Loading your reminders" minHeight="30vh" />;
    if (!reminders.data)
      return <LoadFailedNotice message="Failed to load reminders" onRetry={() => void reminders.refetch()} />;
    return (
      <ReminderList
        reminders={remindersInTab(reminders.data, tab)}
        hasAny={reminders.data.length > 0}
        onAdd={openAdd}
        onEdit={(reminder) => setDialog({ kind: 'edit', reminder, values: reminderValuesOf(reminder) })}
        onDelete={setDeleting}
        onMarkDone={onMarkDone}
        onReopen={(reminder) => reopen.mutate(reminder)}
        onHistory={setHistory}
        buddyListening={
          profile.data ? profile.data.buddy?.status === 'agreed' || profile.data.buddy?.status === 'joined' : true
        }
      />
    );
  };

  if (gate !== 'open') {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
        <PageLoader label="Checking your subscription" />
      </Container>
    );
  }

  const off = profile.data ? whyTextsAreOff(profile.data, appNow()) : null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          My Reminders
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={openAdd} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          Add New Reminder
        </Button>
      </Box>

      {profile.data?.textsFailingSince && <TextsFailingBanner phoneNumber={profile.data.phoneNumber} />}
      {/* Away, the cards show both clocks, and the device is expected to read the trip's zone. */}
      {profile.data && !activeTrip(profile.data, appNow()) && (
        <ZoneDiffersNotice accountZone={profile.data.timezone} deviceZone={browserTimeZone()} />
      )}
      {off && profile.data && <TextsOffBanner off={off} timeZone={profile.data.timezone} />}
      {!off && profile.data?.texting && (
        <TextingBudgetBanner texting={profile.data.texting} timeZone={profile.data.timezone} />
      )}

      {/* minWidth 0: the tabs scroll within the column at 360 px instead of widening it. */}
      <Box sx={{ minWidth: 0 }}>
        <ReminderTabsBar value={tab} onChange={setTab} />
        <Box
          ref={panel}
          id={REMINDER_TAB_PANEL_ID}
          role="tabpanel"
          aria-labelledby={reminderTabId(tab)}
          tabIndex={-1}
          sx={{ pt: 2, outline: 'none' }}
        >
          {list()}
        </Box>
      </Box>

      {dialog && (
        <ReminderDialog
          title={dialog.kind === 'add' ? 'Add New Reminder' : 'Edit Reminder'}
          submitLabel={dialog.kind === 'add' ? 'Add Reminder' : 'Save Changes'}
          values={dialog.values}
          timeZone={zone}
          issues={dialog.issues}
          escalation={escalationOptions(profile.data)}
          people={dialogPeople(dialog, people.data?.people)}
          household={dialogHousehold(dialog, people.data?.people)}
          onSubmit={onSubmit}
          onClose={() => setDialog(null)}
        />
      )}
      {deleting && (
        <DeleteReminderDialog reminder={deleting} onConfirm={onConfirmDelete} onCancel={() => setDeleting(null)} />
      )}
      {history && <ReminderHistoryDialog reminder={history} onClose={() => setHistory(null)} />}
    </Container>
  );
}
