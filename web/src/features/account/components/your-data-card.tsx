import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { failureDescription } from '@/lib/failure-description';
import { saveFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';
import { useExportAccountData } from '../api/export-account-data';
import { AccountCard } from './account-card';
import { DeleteAccountDialog } from './delete-account-dialog';
import { dataFile, type DataFileKind } from './your-data-files';

const PREPARING = 'Preparing your file...';

/** Take a copy of everything NagText keeps (JSON, or the reminders as CSV), or leave: the account deleted. */
export function YourDataCard({ phoneNumber }: { phoneNumber: string }) {
  const exportData = useExportAccountData();
  const [preparing, setPreparing] = useState<DataFileKind | null>(null);
  const [deleting, setDeleting] = useState(false);
  const deleteHeadingId = useId();

  const download = (kind: DataFileKind) => {
    toast.dismissAll();
    setPreparing(kind);
    exportData.mutate(undefined, {
      onSuccess: (data) => {
        const file = dataFile(kind, data);
        try {
          saveFile(file.name, file.contents, file.type);
        } catch {
          toast.error('Failed to download your data', 'This browser could not save the file.');
        }
      },
      onError: (error) =>
        toast.error('Failed to download your data', failureDescription(error) ?? 'Please try again later.'),
      onSettled: () => setPreparing(null),
    });
  };

  const downloadButton = (kind: DataFileKind, label: string, variant: 'contained' | 'outlined') => (
    <Button variant={variant} onClick={() => download(kind)} disabled={preparing !== null}>
      {preparing === kind ? PREPARING : label}
    </Button>
  );

  return (
    <AccountCard
      title="Your Data"
      subtitle="Take a copy of everything NagText keeps about you, or delete your account."
    >
      <Typography variant="body2" color="text.secondary">
        Download my data saves your profile, subscription, reminders, their history and your texts in one file (JSON).
        The reminders alone also come as a spreadsheet (CSV).
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
        {downloadButton('json', 'Download my data', 'contained')}
        {downloadButton('csv', 'Download reminders (CSV)', 'outlined')}
      </Box>
      <Divider sx={{ my: 3 }} />
      <Box component="section" aria-labelledby={deleteHeadingId}>
        <Typography id={deleteHeadingId} component="h3" sx={{ fontWeight: 600 }}>
          Delete my account
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Your reminders, their history and your texts are deleted at once, and your subscription is cancelled. This
          cannot be undone, so download your data first if you want a copy.
        </Typography>
        <Button
          variant="outlined"
          color="error"
          onClick={() => {
            toast.dismissAll();
            setDeleting(true);
          }}
          sx={{ mt: 2 }}
        >
          Delete my account
        </Button>
      </Box>
      <DeleteAccountDialog open={deleting} phoneNumber={phoneNumber} onClose={() => setDeleting(false)} />
    </AccountCard>
  );
}
