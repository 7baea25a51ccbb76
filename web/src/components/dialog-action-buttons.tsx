import DialogActions from '@mui/material/DialogActions';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Fragment, type ReactNode } from 'react';

interface DialogActionButtonsProps {
  /** The dialog's main action (a submit button, say). */
  primary: ReactNode;
  /** The way out (Cancel). */
  secondary: ReactNode;
}

/**
 * A dialog's two actions where they are seen and in the order Tab reaches them: stacked full width on a phone with
 * the main action on top, and side by side from `sm` up with the way out on the left. The DOM order follows what is
 * shown (no CSS reversal), so Tab goes down the stack on a phone and left to right on a wider screen.
 */
export function DialogActionButtons({ primary, secondary }: DialogActionButtonsProps) {
  const sideBySide = useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });
  const main = <Fragment key="primary">{primary}</Fragment>;
  const way = <Fragment key="secondary">{secondary}</Fragment>;
  return (
    <DialogActions
      disableSpacing
      sx={{
        px: 3,
        pb: 2.5,
        gap: 1,
        flexDirection: sideBySide ? 'row' : 'column',
        alignItems: sideBySide ? 'center' : 'stretch',
      }}
    >
      {sideBySide ? [way, main] : [main, way]}
    </DialogActions>
  );
}
