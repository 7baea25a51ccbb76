import type { Metrics } from '#core/kernel/metrics';
import { log } from '../../lambdas/observability/log';

/**
 * The Metrics port for `npm start`: one log line per metric, carrying the request it belongs to like every other
 * line (the names are the ones CloudWatch gets in the cloud).
 */
export const loggedMetrics: Metrics = {
  count(name, ...[dimension]) {
    log('info', `metric ${name}`, { count: 1, ...dimension });
  },
  seconds(name, value) {
    log('info', `metric ${name}`, { seconds: Math.round(value * 1000) / 1000 });
  },
};
