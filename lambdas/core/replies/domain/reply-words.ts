/**
 * The vocabulary of replies, as data. Words are compared after reply-text's normalization (lowercase,
 * accents and apostrophes removed: "don't" is "dont", "arrêt" is "arret", "opt-out" is "optout").
 */
const set = (words: string) => new Set(words.trim().split(/\s+/));

/**
 * Carrier and AWS opt-out keywords. As the first word of a text they always opt out (carrier rules), so none
 * of our own commands may be one of them.
 */
/** Counts people spell out in a reminder request ("every two weeks", "three days before"). */
export const COUNT_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

export const OPT_OUT_KEYWORDS = set('stop stopall unsubscribe cancel end quit optout remove revoke arret td');
/** Words that mean opt-out wherever they stand (unless negated): no other reading exists in a reply. */
export const OPT_OUT_ANYWHERE = set(
  'stopall unsubscribe unsub optout revoke arret arrete arretez desabonner desabonnez desinscrire desinscrivez',
);
export const OPT_IN_KEYWORDS = set('start unstop optin resubscribe subscribe');

/** What "stop", "no more", "don't" revoke when followed by it: texting us, in any of its words. */
export const CONTACT_WORDS = set(`
  text texts texting texted txt txts txting txtin msg msgs message messages messaging messaged sms smss
  contact contacting call calling calls bug bugging bother bothering spam spamming spams nag nags nagging
  send sending remind reminding reminder reminders notification notifications notify notifying alert alerts
  ping pinging pings email emails emailing write writing mensajes mensaje textos harass harassing pester
  pestering hound hounding`);

/** What "cancel", "end", "quit", "remove", "delete" must bear on to revoke consent: "cancel my subscription", "remove me". */
export const REVOKED_THINGS = set('me subscription account number membership service everything consent');
/** What may stand between a keyword and what it revokes: "cancel all the reminders", "remove my number". */
export const THINGS_BEFORE_REVOKED = set(
  'my the all of these this those that any every damn fucking freaking frickin bloody goddamn stupid',
);
/** Between "stop" and our texts, also "your" and "with": "stop your texts", "stop with the reminders". */
export const WORDS_BEFORE_OUR_TEXTS = new Set([...THINGS_BEFORE_REVOKED, 'your', 'ur', 'with']);
/** After "texting", "calling": someone else is meant ("stop calling everyone", "don't text him"). */
export const NOT_OUR_TEXTS = set(
  'him her his hers their everyone everybody people ppl others anyone anybody someone somebody you u ur your yours mom dad',
);
/** What follows "don't text" when it is said to us: "don't text me", "never message me again", "don't send any more". */
export const DONT_CONTACT_OBJECTS = set(
  'me us anymore again ever any anything more no this number please pls plz thanks thx now',
);

/** Words that may surround a keyword without changing its meaning ("please stop", "ok stop it now"). */
export const OPT_OUT_FILLERS = set(`
  please pls plz pleas now it already thanks thank you thx ty ok okay k just i me all this that these those them
  asap immediately right rn seriously for real god omg lol man dude bro damn the a yes yeah yea and so oh hey
  fucking fuckin freaking frickin effing bloody goddamn jeez sir maam ugh again texts messages everything`);

/** A "stop" right after one of these is not an order to us ("can't stop now", "the bus stop", "non-stop"). */
export const STOP_NOT_AN_ORDER_AFTER = set(`
  not never dont didnt doesnt cant cannot wont wouldnt couldnt shouldnt can could will would should might may
  must gonna bus pit truck full rest next last first the a one non no`);

/** Words that make what follows an order rather than a report: "can you stop", "I said STOP", "make it stop". */
export const IMPERATIVE_LEADS = set(`
  can could will would you u ur said say told tell telling asking asked ask begging beg to make love of for god lord
  christ ffs wtf srsly seriously kindly simply hell heck fuck shit stfu im am`);

/**
 * What may follow a carrier keyword that opens a text for it to still be an opt-out ("STOP it!", "END snooze 2h",
 * "cancel my subscription"): filler, our texts, our commands and durations, and what people call our texts.
 * Anything else makes it a sentence about something else ("Stop the story.").
 */
export const OPT_OUT_TAIL = new Set([
  ...OPT_OUT_FILLERS,
  ...set(`
  done snooze skip pause list help later undo resume h hr hrs hour hours m min mins minute minutes d day days
  nonsense spam crap shit bs bullshit junk madness harassment already anymore more forever`),
]);

/** Negations: "not done", "don't snooze", "didn't skip". */
export const NEGATIONS = set(`
  not no never dont didnt doesnt havent hasnt hadnt isnt wasnt arent aint cant cannot wont wouldnt couldnt
  shouldnt nope pas nunca avent havnt hvnt hvent didn dint dnt nvr neva`);

/** Before "done", these make it a plan or a question, not a report: "almost done", "will be done", "need to get it done". */
export const NOT_YET_DONE = set(`
  almost nearly will ill gonna going be get getting soon when if after before once until till wanna need needs
  want hope hopefully how what must should could would can gotta youll theyll`);

// ---- Who reports a DONE: "I'm done" and "done" are reports; "he's done", "my sister finished" are news ----

/** Words skipped between a DONE and its subject: "I'm just about all done" reads as "I ... done". */
export const DONE_SUBJECT_SKIPS = set(`
  just jus jst juz all already alrdy oredi finally totally completely fully officially now also oso too really
  have has had hav ve is are was were am s m re been got get so and then yes yep yup ya ok okay k oh lol haha
  actually mostly basically pretty`);
/** A DONE whose subject is one of these is the sender's report (or the task's: "it's done"). */
export const DONE_BY_SENDER = set(
  'i im ive id we weve wed myself it its thats that this everything everythings task pills meds',
);
/** A DONE whose subject is one of these is news about someone else: "he's done", "you're done", "everybody's done". */
export const SOMEONE_ELSE = set(`
  he hes she shes they theyre theyve you u youre ur ure youve uve ya yall everybody everybodys everyone everyones
  someone somebody nobody people ppl mom mum dad mother father sister sis brother bro wife husband hubby son
  daughter kid kids child children baby friend friends bf gf boyfriend girlfriend boss roommate partner team
  him her them his their`);
/** "well done", "nicely done": praise for someone, not a report. */
export const PRAISE_BEFORE_DONE = set('well nicely bravo good great job');
/** "I think I did": the sender is not sure. */
export const HEDGES = set('think guess maybe probably prob suppose believe hopefully');
/** After a DONE, these make it a plan: "done by 5", "finished tomorrow". Or nothing done: "done no revision". */
export const NOT_DONE_AFTER = set('by soon tomorrow tmrw tmr later tonight no nothing none not yet');
/**
 * Words that carry no news of their own: a DONE among these and little else is a reply to us ("Done, thanks!",
 * "Stopped by the store, done"); among many others it is chatter that may or may not answer us.
 */
export const CHAT_FILLERS = set(`
  please pls plz thanks thank you thx ty ok okay k kk now too also it is as well all the a an my me i so oh hey hi
  yes yeah yea yep yup lol haha hahaha lmao just and but or then at by in on to for with from of about into up
  out off this that these those its im ive we were our us was am be been are do did x xx xxx xo hun babe whats
  what next else anything`);

/** Polite or idle words that may come before a command that must lead its text ("ok list", "can you help"). */
export const LEADING_FILLERS = set(`
  ok okay k kk hey hi hello yo please pls plz can could would you u i id want to need lets just so um umm uh
  hmm oh well now the my me show send give get see what whats is are sure yes yeah yea`);

/** "DONE 2 thanks": words that may follow a reference without making the number part of a sentence. */
export const AFTER_REF_FILLERS = set('please pls plz thanks thank you thx ty ok okay now too also it is as well all');

/**
 * Done: the word, its synonyms (a few French and Spanish), and thumb slips that are not words themselves.
 * Left out on purpose: "dine", "dome", "dune", "gone", "none", "bone", "tone", "dont", "don", "sone" (real words
 * or too close to one), and "ok"/"yes"/"👍" alone (an acknowledgement, not a completion).
 */
export const DONE_WORDS = set(`
  done donezo finished complete completed accomplished taken fini finito termine terminado terminada listo lista hecho
  hecha fait doen dnoe odne donw donr dond dpne dobe finsihed finshed finised fnished finnished
  finishd finihed compelted complted completd compleated completted`);
/** "doone", "donee", "DONEEE": letters repeated by a thumb or for emphasis. */
export const isStretchedDone = (word: string) => /^d+o+n+e+$/.test(word) && word !== 'done';
/** "done", its synonyms and slips. */
export const isDoneWord = (word: string) => word === 'done' || DONE_WORDS.has(word) || isStretchedDone(word);

/** "snooze", "snoozed", "snoozing" and their slips: "snoze", "snooz", "snoooze", "snozze", "snoose", "snoozr". */
export const isSnoozeWord = (word: string) => /^s+n+o+z+e*[dr]?$/.test(word) || SNOOZE_SLIPS.has(word);
const SNOOZE_SLIPS = set('snoose snoize snoozw snooxe snpoze snoozing snozing snoozeing snooozing');
/** Words that mean "snooze" alone, with or without a duration after them. */
export const SNOOZE_WORDS = set('later l8r l8ter ltr busy luego');

export const isSkipWord = (word: string) => /^s+k+i+p+$/.test(word) || SKIP_SLIPS.has(word);
const SKIP_SLIPS = set('skpi sikp skipping skipped skiping skiped');

export const PAUSE_WORDS = set('pause paused pausing puase pasue mute');
export const RESUME_WORDS = set('resume unpause unpaused unmute resum resme');
export const LIST_WORDS = set('list lsit lst lis ls tasks reminders todo todos agenda');
export const HELP_WORDS = set('help info aide ayuda commands halp hepl');

/** Weekday names and other words that make the rest of a SNOOZE or PAUSE a time of day rather than a duration. */
export const TIME_WORDS = set(`
  until till til untill untl tll by at tomorrow tmrw tmr tmw tmrow tomoro tomorow tommorow tommorrow tomorrows
  tonight tonite today noon midnight morning afternoon evening night eod weekend next
  monday tuesday wednesday thursday friday saturday sunday mon tue tues wed weds thu thur thurs fri sat sun
  january february march april june july august september october november december
  jan feb mar apr jun jul aug sep sept oct nov dec am pm`);

/** What may stand around UNDO ("oops, undo that please"). */
export const UNDO_FILLERS = set(
  'ok okay k oops oh sorry pls plz please that it this last one the thanks thank you thx ty',
);

/** Words that name a reference: "task 2", "reminder #3". */
export const REF_NOUNS = set('task reminder item number num nr ref');

/** What may stand next to a bare duration for it to still be a snooze ("in 20 minutes", "give me 10 more min"). */
export const DURATION_REPLY_WORDS = set(`
  in for another more give gimme me please pls plz wait ok okay k like maybe about around need i just yeah yes
  sure again try after hold on another additional extra a an few couple of`);

/** Words that start a question about the service rather than a command ("how do I snooze?"). */
export const QUESTION_WORDS = set('how why who where what does do is did which are');

// ---- Answers to the offer to renegotiate a reminder that keeps slipping (reply-offer-answer.ts) ----
/** MOVE and the verbs that say it: "move it to 7", "change it to 7pm", "push it to tue 7pm". */
export const OFFER_MOVE_VERBS = set('move mv change reschedule resched push shift');
/** EASIER and its plain words: "make it easier", "go easy on me", "gentler please". */
export const OFFER_EASIER_WORDS = set('easier easy gentler gentle softer lighter');
/** DROP and its plain words: "just drop it", "ditch it", "scrap that". Never a carrier opt-out keyword. */
export const OFFER_DROP_VERBS = set('drop ditch scrap');
/** What the reminder is called in an answer: "move it", "drop this one", "make that easier". */
export const OFFER_PRONOUNS = set('it this that one task reminder');
/** Between a MOVE and its time: "move it to 7", "move it at 7pm", "move to tuesday". */
export const OFFER_MOVE_LINKS = set('to at for on till until til');
/** Words that may stand around an answer without changing it: "ok just drop it please", "yes make it a bit easier". */
export const OFFER_FILLERS = set(`
  ok okay k kk yes yeah yea yep sure fine please pls plz just then thanks thx ty go ahead and can you could u
  lets let make be a bit little lot more much on me again instead now`);
