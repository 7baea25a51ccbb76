import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { Task } from '../../../../../shared/contracts';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useCreateTask } from '../api/create-task';
import { useDeleteTask } from '../api/delete-task';
import { useProfile } from '../api/get-profile';
import { useTasks } from '../api/list-tasks';
import { useUpdateTask } from '../api/update-task';
import { useMarkTaskDone } from '../api/update-task-status';
import { browserTimeZone } from '../browser-time-zone';
import { DeleteReminderDialog } from '../components/delete-reminder-dialog';
import { ReminderDialog, type FieldIssue, type SavedReminderInput } from '../components/reminder-dialog';
import { ReminderList } from '../components/reminder-list';
import { REMINDER_TAB_PANEL_ID, ReminderTabsBar, reminderTabId } from '../components/reminder-tabs-bar';
import { LoadFailedNotice } from '../../../components/load-failed-notice';
import { TextsOffBanner } from '../components/texts-off-banner';
import { TextingBudgetBanner } from '../components/texting-budget-banner';
import { completedTask } from '../optimistic-task';
import { newReminderValues, reminderValuesOf, type ReminderFormValues } from '../reminder-form-values';
import { remindersInTab, type ReminderTab } from '../reminder-tabs';
import { useSubscriptionGate } from '../use-subscription-gate';
import { useTaskFailure } from '../use-task-failure';
import { whyTextsAreOff } from '../why-texts-are-off';

type DialogState =
  | { kind: 'add'; values: ReminderFormValues; issues?: FieldIssue[] }
  | { kind: 'edit'; task: Task; values: ReminderFormValues; issues?: FieldIssue[] };

/** The server's field-level objections, when it named any field (a time already past, say). */
const issuesOf = (error: unknown): FieldIssue[] => (error instanceof ApiError ? (error.body?.error.issues ?? []) : []);
const formValues = (input: SavedReminderInput): ReminderFormValues => ({
  task: input.task,
  scheduledDate: input.scheduledDate,
  scheduledTime: input.scheduledTime,
  repeat: input.repeat,
});

/**
 * "My Reminders". Every change shows at once and is undone if the server refuses; a
 * refused add or edit with the server's reasons reopens its dialog with them beside the fields.
 */
export default function DashboardPage() {
  usePageMeta('My Reminders', 'Your NagText reminders: add, edit, complete and delete them.');
  const gate = useSubscriptionGate();
  const tasks = useTasks(gate === 'open');
  const profile = useProfile();
  const onFailure = useTaskFailure();
  const zone = profile.data?.timezone ?? tasks.data?.[0]?.timezone ?? browserTimeZone();
  const create = useCreateTask(zone);
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const markDone = useMarkTaskDone();
  const [tab, setTab] = useState<ReminderTab>('all');
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (tasks.error) onFailure(tasks.error, 'Failed to load reminders');
  }, [tasks.error, onFailure]);

  // A card that leaves the list takes the focus with it: keyboard users continue from the list instead.
  const focusListSoon = () => window.setTimeout(() => panel.current?.focus(), 0);

  const openAdd = () => setDialog({ kind: 'add', values: newReminderValues(zone, new Date()) });
  const onSubmit = (input: SavedReminderInput) => {
    const sent = dialog;
    if (!sent) return;
    setDialog(null);
    const reopen = (error: unknown) => {
      const issues = issuesOf(error);
      if (issues.length) setDialog({ ...sent, values: formValues(input), issues });
    };
    if (sent.kind === 'add') create.mutate(input, { onError: reopen });
    else update.mutate({ task: sent.task, input }, { onError: reopen });
  };
  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting);
    setDeleting(null);
    focusListSoon();
  };
  const onMarkDone = (task: Task) => {
    markDone.mutate(task);
    if (tab !== 'all' && completedTask(task, new Date()).status !== tab) focusListSoon();
  };

  const list = () => {
    if (gate !== 'open' || tasks.isPending) return <PageLoader label="Loading your reminders" minHeight="30vh" />;
    if (!tasks.data) return <LoadFailedNotice message="Failed to load reminders" onRetry={() => void tasks.refetch()} />;
    return (
      <ReminderList
        tasks={remindersInTab(tasks.data, tab)}
        hasAny={tasks.data.length > 0}
        onAdd={openAdd}
        onEdit={(task) => setDialog({ kind: 'edit', task, values: reminderValuesOf(task) })}
        onDelete={setDeleting}
        onMarkDone={onMarkDone}
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

  const off = profile.data ? whyTextsAreOff(profile.data, new Date()) : null;
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

      {off && profile.data && <TextsOffBanner off={off} timeZone={profile.data.timezone} />}
      {!off && profile.data?.texting && <TextingBudgetBanner texting={profile.data.texting} />}

      <Box>
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
          issues={dialog.issues}
          onSubmit={onSubmit}
          onClose={() => setDialog(null)}
        />
      )}
      {deleting && <DeleteReminderDialog task={deleting} onConfirm={onConfirmDelete} onCancel={() => setDeleting(null)} />}
    </Container>
  );
}
