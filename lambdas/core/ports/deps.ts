import type { CallerDirectory } from './caller-directory';
import type { Clock } from './clock';
import type { Ids } from './ids';
import type { SmsSender } from './sms-sender';
import type { TokenService } from './tokens';

/**
 * Every port a use case may ask for. Use cases take `Pick<Deps, ...>` of what they need; handlers get
 * a factory of exactly those from a composition root (aws or local). Add new ports here.
 */
export interface Deps {
  clock: Clock;
  ids: Ids;
  tokens: TokenService;
  callers: CallerDirectory;
  sms: SmsSender;
}
