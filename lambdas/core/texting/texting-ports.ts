import type { DestinationPolicy } from './domain/destination-policy';
import type { TextingBudget } from './domain/texting-budget';
import type { MessageRepository } from './ports/messages';
import type { OncePerWindow } from './ports/once-per-window';
import type { NumberOptOuts, ProviderOptOutList } from './ports/opt-outs';
import type { SendPacer } from './ports/send-pacer';
import type { SmsSender } from './ports/sms-sender';
import type { KernelPorts } from '../kernel/kernel-ports';

/** What texting's use cases may ask for: its own ports and those of the layers below (kernel and theirs). */
export interface TextingPorts extends KernelPorts {
  sms: SmsSender;
  /** The numbers that replied STOP (per number, outliving accounts and links): every send path reads it. */
  optOuts: NumberOptOuts;
  /** The provider's opt-out list, kept in step with ours on STOP and START (the reply handler's alone). */
  providerOptOuts: ProviderOptOutList;
  messages: MessageRepository;
  /** What one user may cost in texts a month and a day (configuration; see texting-budget). */
  textingBudget: TextingBudget;
  sendPacer: SendPacer;
  oncePerWindow: OncePerWindow;
  /** Which countries may be texted (configuration; see destination-policy). */
  destinations: DestinationPolicy;
}
