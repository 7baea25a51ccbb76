import type { UserDataEraser } from './ports/user-data';
import type { NagsPorts } from '../nags/nags-ports';
import type { RepliesPorts } from '../replies/replies-ports';

/** What accounts' use cases may ask for: its own ports and those of the layers below (nags, replies and theirs). */
export interface AccountsPorts extends NagsPorts, RepliesPorts {
  userData: UserDataEraser;
}
