import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface PreferenceSwitchProps {
  label: string;
  description: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled on/off setting; the description is read out with it but is not part of its name. */
export function PreferenceSwitch({ label, description, checked, onChange }: PreferenceSwitchProps) {
  const id = useId();
  const descriptionId = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="label" htmlFor={id} sx={{ fontWeight: 600, display: 'block', cursor: 'pointer' }}>
          {label}
        </Typography>
        <Typography id={descriptionId} variant="body2" color="text.secondary" component="div">
          {description}
        </Typography>
      </Box>
      <Switch
        id={id}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: { 'aria-describedby': descriptionId } }}
        sx={{ flexShrink: 0, mt: -0.75 }}
      />
    </Box>
  );
}
