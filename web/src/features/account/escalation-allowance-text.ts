/** "Calls this month: 3 of 30 (27 left)": what a monthly cap has used and what is left. */
export function allowanceLine(what: 'Calls' | 'Buddy texts', used: number, limit: number): string {
  return `${what} this month: ${used} of ${limit} (${Math.max(0, limit - used)} left)`;
}

/**
 * "Resets on November 30 at 6:00 PM.": the caps count calendar months in UTC, and the instant they start again is
 * said in the account's zone, as every date the person sees (in Chicago, December's starts the evening before).
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
