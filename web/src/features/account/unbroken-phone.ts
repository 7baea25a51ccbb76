import { formatPhone } from '@shared/phone';

/** A number as people read it (formatPhone), kept on one line in running text: no-break spaces and hyphens. */
export const unbrokenPhone = (e164: string) => formatPhone(e164).replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
