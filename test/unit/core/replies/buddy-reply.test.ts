import { parseBuddyReply, type BuddyReply } from '#core/replies/domain/buddy-reply';
import { buddyAnswers } from '#core/replies/domain/buddy-answers';
import { buddyTexts } from '#core/escalation/domain/buddy-texts';

describe('parseBuddyReply', () => {
  it.each<[string, BuddyReply]>([
    // YES to "Reply YES to agree", however typed
    ['YES', 'yes'],
    ['yes', 'yes'],
    ['Yes!', 'yes'],
    [' y ', 'yes'],
    ['Yep, sure', 'yes'],
    ['ok', 'yes'],
    ['I agree', 'yes'],
    ['Yes please', 'yes'],
    ['yes thanks', 'yes'],
    ['Of course!', 'yes'],
    ['👍', 'yes'],
    // Not a clear yes: read as anything else
    ['yes but not now', 'other'],
    ['no', 'other'],
    ['maybe', 'other'],
    ['thanks', 'other'],
    ['', 'other'],
    ['START', 'opt_in'],
    // STOP and every opt-out the reply parser knows win, even beside a yes
    ['STOP', 'opt_out'],
    ['stop', 'opt_out'],
    ['Unsubscribe', 'opt_out'],
    ['cancel', 'opt_out'],
    ['quit', 'opt_out'],
    ['please stop texting me', 'opt_out'],
    ['yes stop', 'opt_out'],
    ['STOP YES', 'opt_out'],
    // HELP
    ['HELP', 'help'],
    ['info', 'help'],
    ['who is this?', 'help'],
    // Our own texts coming back (an auto-responder): never acted on
    [buddyTexts.buddyIgnored('Ada', 'Gym'), 'echo'],
    [buddyAnswers.joined('Ada'), 'echo'],
    [buddyAnswers.left('Ada'), 'echo'],
  ])('%j', (text, expected) => expect(parseBuddyReply(text)).toBe(expected));
});
