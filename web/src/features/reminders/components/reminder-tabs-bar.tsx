import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { REMINDER_TABS, type ReminderTab } from '../reminder-tabs';

export const reminderTabId = (tab: ReminderTab) => `reminders-tab-${tab}`;
export const REMINDER_TAB_PANEL_ID = 'reminders-tab-panel';

/** All / Pending / Completed / Snoozed / Paused / Missed: arrow keys move between them, Enter or Space picks one; at 360 px they scroll. */
export function ReminderTabsBar({ value, onChange }: { value: ReminderTab; onChange: (tab: ReminderTab) => void }) {
  return (
    <Tabs
      value={value}
      onChange={(_event, tab: ReminderTab) => onChange(tab)}
      aria-label="Filter reminders"
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {REMINDER_TABS.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          label={tab.label}
          id={reminderTabId(tab.value)}
          aria-controls={REMINDER_TAB_PANEL_ID}
          sx={{ minWidth: 0, px: 1 }}
        />
      ))}
    </Tabs>
  );
}
