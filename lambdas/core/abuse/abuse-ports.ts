import type { RateLimiter } from './ports/rate-limiter';
import type { KernelPorts } from '../kernel/kernel-ports';

/** What abuse's use cases may ask for: its own ports and those of the layers below (kernel and theirs). */
export interface AbusePorts extends KernelPorts {
  rateLimiter: RateLimiter;
}
