/** "Calls this month: 3 of 30 (27 left)": what a monthly cap has used and what is left. */
export function allowanceLine(what: 'Calls' | 'Buddy texts', used: number, limit: number): string {
  return `${what} this month: ${used} of ${limit} (${Math.max(0, limit - used)} left)`;
}

/** "Resets on December 1.": the caps count calendar months in UTC, so the day is read in UTC. */
export function allowanceResets(resetsAt: string): string {
  const day = new Date(resetsAt);
  if (Number.isNaN(day.getTime())) return '';
  return `Resets on ${new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(day)}.`;
}
