import type { NagStyle } from '@shared/contracts';
import { NAG_LADDERS } from '@shared/nag-ladders';

/** Settings, Nag style: each ladder in one line, from the ladders the nag engine plans by. */
export const NAG_STYLES: readonly { value: NagStyle; label: string; meaning: string }[] = (
  Object.keys(NAG_LADDERS) as NagStyle[]
).map((value) => ({ value, label: NAG_LADDERS[value].label, meaning: NAG_LADDERS[value].summary }));
