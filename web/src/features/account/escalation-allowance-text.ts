/** "Calls this month: 3 of 30 (27 left)": what a monthly cap has used and what is left. */
export function allowanceLine(what: 'Calls' | 'Buddy texts', used: number, limit: number): string {
  return `${what} this month: ${used} of ${limit} (${Math.max(0, limit - used)} left)`;
}

/**
 * "Resets on December 1 at 12:00 AM.": the caps count the account's own calendar months (in its zone), and the
 * instant they start again is said in the account's zone, as every date the person sees.
 */
export function allowanceResets(resetsAt: string, timeZone: string): string {
  const at = new Date(resetsAt);
  if (Number.isNaN(at.getTime())) return '';
  const format = (zone: string) => {
    const day = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: zone }).format(at);
    const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(at);
    return `Resets on ${day} at ${time}.`;
  };
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}
