import { sendNag } from '#core/nags/use-cases/send-nag';
import { callFailedNag, retryNagText } from '#core/escalation';
import type { NagTestDeps } from './nag-test-deps';

/** Fires every live schedule that is due on the fake clock, as the scheduler would (one at a time, in time order): nags, and failed nags' retries and calls. */
export async function fireDue(deps: NagTestDeps): Promise<number> {
  let fired = 0;
  for (;;) {
    const due = [...deps.scheduler.live.entries()]
      .filter(([, s]) => s.at.getTime() <= deps.clock.now().getTime())
      .sort(([, a], [, b]) => a.at.getTime() - b.at.getTime())[0];
    if (!due) return fired;
    deps.scheduler.live.delete(due[0]);
    const payload = due[1].payload;
    if (payload.kind === 'retryNag') await retryNagText(deps, payload as never);
    else if (payload.kind === 'callNag') await callFailedNag(deps, payload as never);
    else await sendNag(deps, payload as never);
    fired += 1;
  }
}

/** Moves the clock a minute at a time, firing what falls due. */
export async function runFor(deps: NagTestDeps, minutes: number): Promise<void> {
  for (let i = 0; i < minutes; i += 1) {
    deps.clock.advanceMinutes(1);
    await fireDue(deps);
  }
}

/** Every text the phone got, oldest first. */
export const textsTo = (deps: NagTestDeps, phone: string) =>
  deps.sms.sent.filter((s) => s.to === phone).map((s) => s.body);
