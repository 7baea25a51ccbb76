import Box from '@mui/material/Box';
import DialogActions from '@mui/material/DialogActions';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Fragment, type ReactNode } from 'react';

interface DialogActionButtonsProps {
  /** The dialog's main action (a submit button, say); its colour, words while busy and disabling are its own. */
  primary: ReactNode;
  /** The way out (Cancel). */
  secondary: ReactNode;
  /**
   * A third action (Send a new code, say): between the other two when stacked; from `sm` up beside the main action,
   * the way out then standing apart on the left.
   */
  extra?: ReactNode;
}

/**
 * A dialog's actions where they are seen and in the order Tab reaches them: stacked full width on a phone with
 * the main action on top, and side by side from `sm` up with the way out on the left. The DOM order follows what is
 * shown (no CSS reversal), so Tab goes down the stack on a phone and left to right on a wider screen. Every dialog's
 * action row is this one: the buttons passed in keep their own colour, focus and busy state.
 */
export function DialogActionButtons({ primary, secondary, extra }: DialogActionButtonsProps) {
  const sideBySide = useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });
  const main = <Fragment key="primary">{primary}</Fragment>;
  const way = <Fragment key="secondary">{secondary}</Fragment>;
  const third = extra === undefined ? null : <Fragment key="extra">{extra}</Fragment>;
  // Side by side with a third action, the way out stands apart: a spacer takes the room between (its negative margin
  // gives back one gap, so where the room runs out the buttons are a gap apart as elsewhere).
  const apart = third && <Box key="apart" aria-hidden sx={{ flex: '1 1 0', mr: -1 }} />;
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
      {sideBySide ? [way, apart, third, main] : [main, third, way]}
    </DialogActions>
  );
}
