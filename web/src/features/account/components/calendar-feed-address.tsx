import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useRef, type FocusEvent } from 'react';
import { toast } from '@/lib/toast';

/**
 * The private feed's full address, read-only, with Copy and a webcal:// link that hands it to the calendar app
 * (the same address, its scheme the one calendar apps register for).
 */
export function CalendarFeedAddress({ path }: { path: string }) {
  const field = useRef<HTMLInputElement>(null);
  const url = `${window.location.origin}${path}`;
  const webcalUrl = `webcal://${window.location.host}${path}`;

  const selectAddress = () => {
    field.current?.focus();
    field.current?.select();
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      toast.success('Copied');
    } catch {
      // No clipboard (an older browser, a page not served over HTTPS) or no permission: the address is selected to copy by hand.
      selectAddress();
    }
  };

  return (
    <>
      <TextField
        label="Your private calendar address"
        value={url}
        inputRef={field}
        fullWidth
        helperText="Anyone with this address can see your reminder texts, so keep it private."
        slotProps={{
          htmlInput: {
            readOnly: true,
            spellCheck: false,
            onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
          },
        }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
        <Button variant="contained" onClick={() => void copy()}>
          Copy
        </Button>
        <Button variant="outlined" href={webcalUrl}>
          Open in my calendar app
        </Button>
      </Box>
    </>
  );
}
