import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { adminErrorText } from '../admin-error-text';
import { useFailedTexts } from '../api/list-failed-texts';
import { formatAdminDateTime } from '../format-admin-date';
import { DashboardSection } from './dashboard-section';
import { ErrorText } from './error-text';
import { LoadingRow } from './loading-row';

const RECENT = 5;

/** Nags that could not be sent or delivered lately, newest first; each opens that user's notifications. */
export function FailedTextsSection() {
  const texts = useFailedTexts(RECENT);
  return (
    <DashboardSection title="Recent failed texts">
      {(headingId) => {
        if (texts.isPending) return <LoadingRow text="Loading failed texts..." />;
        if (texts.isError) return <ErrorText text={adminErrorText(texts.error, 'Failed to load failed texts')} />;
        if (texts.data.texts.length === 0)
          return <Typography color="text.secondary">No failed texts. Every recent text went out.</Typography>;
        return (
          <List dense disablePadding aria-labelledby={headingId}>
            {texts.data.texts.map((t) => (
              <ListItem key={`${t.userId}-${t.nagId}`} disablePadding>
                <ListItemButton href={paths.admin.userTab(t.userId, 'notifications')} sx={{ borderRadius: 1 }}>
                  <ListItemText
                    primary={`${t.userName || 'Deleted user'}: ${t.message}`}
                    secondary={`${formatAdminDateTime(t.failedAt)}${t.failureReason ? ` · ${t.failureReason}` : ''}${t.resentAt ? ` · Resent ${formatAdminDateTime(t.resentAt)}` : ''}`}
                    slotProps={{
                      primary: { sx: { overflowWrap: 'anywhere' } },
                      secondary: { sx: { overflowWrap: 'anywhere' } },
                    }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        );
      }}
    </DashboardSection>
  );
}
