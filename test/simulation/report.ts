import type { SimulationResult } from './run-simulation';

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

/** The campaign's figures: the world's size, the faults by kind, the violations (goal 0), and what texting costs. */
export function report(result: SimulationResult, seconds: number): string {
  const perUser = result.textsPerUserMonth;
  const [p50, p95, max] = [quantile(perUser, 0.5), quantile(perUser, 0.95), perUser.at(-1) ?? 0];
  const cost = (texts: number) => `$${(texts * 0.008).toFixed(2)}-${(texts * 0.011).toFixed(2)}`;
  const lines = [
    `Simulation, seed ${result.seed}: ${Math.round(result.userDays)} user-days, ${result.texts} texts, ${seconds.toFixed(0)} s`,
    'Faults injected:',
    ...[...result.faults.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, count]) => `  ${String(count).padStart(6)}  ${kind}`),
    `Texts per user-month: p50 ${p50.toFixed(0)}, p95 ${p95.toFixed(0)}, max ${max.toFixed(0)}; at $0.008-0.011 a US text that is ${cost(p50)} (p50), ${cost(p95)} (p95), ${cost(max)} (max) against $4.99`,
    `Most texts to one user in one calendar month (what the texting budget counts): ${result.mostInACalendarMonth} (${cost(result.mostInACalendarMonth)})`,
    `Violations: ${result.violations.length} (goal 0)`,
    ...result.violations.slice(0, 50).map((v) => `  - ${v}`),
    ...(result.violations.length
      ? [`Replay: npm run simulate -- --seed ${result.seed} --users ${result.users} --days ${result.days}`]
      : []),
  ];
  return lines.join('\n');
}
