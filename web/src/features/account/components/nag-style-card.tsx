import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import type { NagStyle, Profile } from '@shared/contracts';
import { useUpdateProfile } from '@/api/profile';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';
import { NAG_STYLES } from '../content/nag-styles';
import { AccountCard } from './account-card';

/** How hard the texts push when no DONE comes back: one of three ladders, each explained in a line. */
export function NagStyleCard({ profile }: { profile: Profile }) {
  const saved = profile.nagStyle;
  const [choice, setChoice] = useState<NagStyle>(saved);
  const [dirty, setDirty] = useState(false);
  const update = useUpdateProfile();
  const name = useId();
  const legendId = useId();

  // A profile re-read or saved elsewhere shows here, unless the person is choosing.
  useEffect(() => {
    if (!dirty) setChoice(saved);
  }, [saved, dirty]);

  const choose = (style: NagStyle) => {
    setChoice(style);
    setDirty(true);
  };

  const save = () =>
    update.mutate(
      { nagStyle: choice },
      {
        onSuccess: (updated) => {
          setDirty(false);
          setChoice(updated.nagStyle);
          toast.success('Preferences updated successfully');
        },
        onError: (error) => toast.error('Failed to update preferences', failureDescription(error)),
      },
    );

  return (
    <AccountCard
      title="Reminder Texts"
      subtitle="How hard NagText pushes when a reminder gets no DONE. Each reminder starts with one text at the time you chose."
    >
      <Box
        component="fieldset"
        aria-labelledby={legendId}
        sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1.5 }}
      >
        <Typography id={legendId} component="legend" sx={{ fontWeight: 600, p: 0, mb: 0.5 }}>
          Nag style
        </Typography>
        {NAG_STYLES.map((style) => {
          const id = `${name}-${style.value}`;
          return (
            <Box key={style.value} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Radio
                id={id}
                name={name}
                value={style.value}
                checked={choice === style.value}
                onChange={() => choose(style.value)}
                slotProps={{ input: { 'aria-describedby': `${id}-meaning` } }}
                sx={{ mt: -0.75, ml: -1 }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  component="label"
                  htmlFor={id}
                  sx={{ fontWeight: 600, display: 'block', cursor: 'pointer' }}
                >
                  {style.label}
                </Typography>
                <Typography id={`${id}-meaning`} variant="body2" color="text.secondary">
                  {style.meaning}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ mt: 2.5 }}>
        <Button variant="contained" onClick={save} disabled={update.isPending || choice === saved}>
          {update.isPending ? 'Saving...' : 'Save Nag Style'}
        </Button>
      </Box>
    </AccountCard>
  );
}
