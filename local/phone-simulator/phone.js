// The phone simulator: polls /dev/sms/phones, /dev/sms?phone= and /dev/clock, replies through /dev/sms/reply
// (to the latest text, or to one picked with "Reply to this"), and switches a number to fail or throttle
// through /dev/sms/fail. A call that arrives while the page is open rings; Answer and Decline tell the local voice
// provider (/dev/calls/answer, /dev/calls/decline), which reports the call's end to NagText as AWS's voice events
// would; answered, its words are shown and spoken (speechSynthesis). How each call ended comes from the server.
// A separate file (no inline script) so the same strict CSP as production applies here too.
const POLL_MS = 1500;
const CLOCK_POLL_MS = 5000;
/** Listing every number's texts is for this page only; the server asks for this header. */
const SIMULATOR_HEADERS = { 'x-nagtext-phone-simulator': '1' };
const STATUS_LABELS = { queued: 'Sending…', delivered: 'Delivered', failed: 'Not delivered', received: '' };
const MODE_LABELS = { fail: 'failing', throttle: 'throttled' };
/** How a call ended, as the local voice provider reported it (its voice event). */
const CALL_RESULT_LABELS = { answered: 'Answered', busy: 'Declined', no_answer: 'Missed', failed: 'Call failed' };
const TEXT_FIELDS = 'input:not([type="radio"]), textarea';

const $ = (id) => document.getElementById(id);
const state = {
  phones: [],
  messages: [],
  mode: 'ok',
  selected: new URLSearchParams(location.search).get('phone'),
  replyTo: null,
  lastPhonesJson: '',
  lastMessagesJson: '',
  /** Ids of the selected phone's messages already seen; null until its first list arrives (nothing in it rings). */
  seen: null,
  /** The call on screen: { message, phase: 'ringing' | 'connected' | 'ended', returnFocus }, or null. */
  call: null,
};

/** The spec's normalization, for numbers typed into "Open another number". */
function normalizePhone(typed) {
  const digits = typed.trim().replace(/[\s().-]/g, '');
  if (/^1\d{10}$/.test(digits)) return `+${digits}`;
  if (/^\d{10}$/.test(digits)) return `+1${digits}`;
  return digits;
}

function select(phone) {
  if (phone !== state.selected) {
    state.messages = [];
    state.lastMessagesJson = '';
    state.replyTo = null;
    state.seen = null;
    $('mode-status').textContent = '';
    if (state.call) closeCall();
  }
  state.selected = phone;
  const url = new URL(location.href);
  url.searchParams.set('phone', phone);
  history.replaceState(null, '', url);
  $('reply-status').textContent = '';
  render();
  void refreshMessages();
}

function renderNumbers() {
  const list = $('number-list');
  const entries = [...state.phones];
  if (state.selected && !entries.some((e) => e.phone === state.selected))
    entries.unshift({ phone: state.selected, texts: 0, mode: state.mode });
  $('no-numbers').hidden = entries.length > 0;
  list.replaceChildren(
    ...entries.map(({ phone, texts, mode }) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('aria-current', String(phone === state.selected));
      const name = document.createElement('span');
      name.textContent = phone;
      const badge = document.createElement('span');
      badge.className = 'count';
      badge.textContent = MODE_LABELS[mode] ? `${texts} · ${MODE_LABELS[mode]}` : String(texts);
      button.append(name, badge);
      button.addEventListener('click', () => select(phone));
      item.append(button);
      return item;
    }),
  );
}

function chooseReplyTo(message) {
  state.replyTo = message;
  renderReplyTarget();
  $('reply-body').focus();
}

function renderReplyTarget() {
  const target = state.replyTo;
  $('reply-target').hidden = !target;
  $('reply-target-text').textContent = target ? target.body : '';
  for (const item of $('messages').children)
    item.classList.toggle('chosen', Boolean(target) && item.dataset.id === target.messageId);
}

function renderMessages() {
  const phone = state.selected;
  // On the local provider's opt-out list (after STOP, until START): texts and calls to it are refused, as at AWS.
  $('phone-title').textContent = phone
    ? `Texts with ${phone}${state.optedOut ? ' (opted out: the provider refuses texts)' : ''}`
    : 'Pick a number';
  $('reply-form').hidden = !phone;
  $('mode-form').hidden = !phone;
  for (const radio of document.querySelectorAll('input[name="mode"]')) radio.checked = radio.value === state.mode;
  $('messages').replaceChildren(
    ...state.messages.map((m) => {
      if (m.channel === 'voice') return callEntry(m);
      const mine = m.status === 'received';
      const item = document.createElement('li');
      item.className = `message ${mine ? 'mine' : 'theirs'} ${m.status}`;
      item.dataset.id = m.messageId;
      const bubble = document.createElement('div');
      bubble.className = 'bubble';
      bubble.textContent = m.body;
      const meta = document.createElement('p');
      meta.className = 'meta';
      const time = document.createElement('time');
      time.dateTime = m.sentAt;
      time.textContent = `${mine ? 'You' : `NagText ${m.from}`} · ${new Date(m.sentAt).toLocaleString()}`;
      meta.append(time);
      if (!mine) {
        const status = document.createElement('span');
        status.className = `delivery ${m.status}`;
        status.textContent = STATUS_LABELS[m.status] ?? m.status;
        const answer = document.createElement('button');
        answer.type = 'button';
        answer.className = 'answer';
        answer.textContent = 'Reply to this';
        // The visible words first, so voice control ("click Reply to this") finds it too.
        answer.setAttribute('aria-label', `Reply to this: "${m.body.slice(0, 40)}"`);
        answer.addEventListener('click', () => chooseReplyTo(m));
        meta.append(' · ', status, ' ', answer);
      }
      item.append(bubble, meta);
      return item;
    }),
  );
  if (state.replyTo && !state.messages.some((m) => m.messageId === state.replyTo.messageId)) state.replyTo = null;
  renderReplyTarget();
}

/** What became of a call, as a phone's call log says it. */
function callResult(m) {
  if (m.status === 'failed' || m.callResult === 'failed') return { label: 'Call failed', kind: 'failed' };
  if (state.call?.message.messageId === m.messageId && state.call.phase === 'ringing')
    return { label: 'Ringing…', kind: 'ringing' };
  if (state.call?.message.messageId === m.messageId && state.call.phase === 'connected')
    return { label: 'On the call', kind: 'answered' };
  if (m.callResult === 'answered') return { label: CALL_RESULT_LABELS.answered, kind: 'answered' };
  if (m.callResult === 'busy') return { label: CALL_RESULT_LABELS.busy, kind: 'missed' };
  // Rung out, or rang while this page was not open.
  return { label: CALL_RESULT_LABELS.no_answer, kind: 'missed' };
}

function phoneIcon() {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('class', 'icon');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const use = document.createElementNS('http://www.w3.org/2000/svg', 'use');
  use.setAttribute('href', '#icon-phone');
  svg.append(use);
  return svg;
}

function callEntry(m) {
  const result = callResult(m);
  const item = document.createElement('li');
  item.className = `message theirs call ${m.status}`;
  item.dataset.id = m.messageId;
  const card = document.createElement('div');
  card.className = 'bubble';
  const heading = document.createElement('strong');
  heading.className = 'call-heading';
  heading.textContent = 'Call from NagText';
  const said = document.createElement('span');
  said.className = 'call-said';
  said.textContent = m.body;
  card.append(phoneIcon(), heading, said);
  const meta = document.createElement('p');
  meta.className = 'meta';
  const time = document.createElement('time');
  time.dateTime = m.sentAt;
  time.textContent = `NagText ${m.from} · ${new Date(m.sentAt).toLocaleString()}`;
  const status = document.createElement('span');
  status.className = `call-result ${result.kind}`;
  status.textContent = result.label;
  meta.append(time, ' · ', status);
  item.append(card, meta);
  return item;
}

/** Rings for the newest call among messages not seen before; the first list of a phone only sets what was seen. */
function noticeNewCalls(messages) {
  if (state.seen === null) {
    state.seen = new Set(messages.map((m) => m.messageId));
    return;
  }
  const fresh = messages.filter((m) => !state.seen.has(m.messageId));
  for (const m of fresh) state.seen.add(m.messageId);
  // Newest first; a call that failed never rang, nor one that already ended. A second call while on the line is missed, as on a phone.
  const call = fresh.find((m) => m.channel === 'voice' && m.status === 'delivered' && !m.callResult);
  if (call && state.call?.phase !== 'connected') ring(call);
}

function announce(words) {
  const announcer = $('call-announcer');
  announcer.textContent = '';
  // A fresh node each time, so the same words are announced again.
  announcer.append(document.createTextNode(words));
}

function ring(message) {
  const active = document.activeElement;
  const returnFocus = state.call?.returnFocus ?? (active && active !== document.body ? active : null);
  state.call = { message, phase: 'ringing', returnFocus };
  renderCall();
  announce(`NagText is calling ${message.to}. Answer or Decline.`);
  // Never take the focus from someone typing: a key meant for the reply would press Answer.
  if (!active?.matches(TEXT_FIELDS)) $('call-answer').focus();
}

function speak(words) {
  const synth = window.speechSynthesis;
  if (!synth || typeof window.SpeechSynthesisUtterance !== 'function') return false;
  const id = state.call.message.messageId;
  synth.cancel();
  // The real call says its message twice, so someone picking up late still hears it once.
  const first = new SpeechSynthesisUtterance(words);
  const second = new SpeechSynthesisUtterance(words);
  second.addEventListener('end', () => endCall(id));
  second.addEventListener('error', (event) => {
    if (event.error !== 'canceled' && event.error !== 'interrupted')
      endCall(id, 'The browser could not speak the words.');
  });
  synth.speak(first);
  synth.speak(second);
  return true;
}

/** Tells the local voice provider what the phone did; a refusal (the call rang out meanwhile) is shown. */
async function reportCall(action, messageId) {
  const status = $('call-report');
  try {
    await postJson(`/dev/calls/${action}`, { messageId });
    status.className = 'status';
    status.textContent = '';
  } catch (error) {
    status.className = 'status error';
    status.textContent = error.message;
  }
  await refreshMessages();
}

function answerCall() {
  if (state.call?.phase !== 'ringing') return;
  state.call.phase = 'connected';
  void reportCall('answer', state.call.message.messageId);
  const spoken = speak(state.call.message.body);
  renderCall();
  $('call-no-speech').hidden = spoken;
  renderMessages();
  announce('On the call with NagText.');
  $('call-hang-up').focus();
}

/** NagText hangs up once it has said its words twice. */
function endCall(messageId, note) {
  if (state.call?.message.messageId !== messageId || state.call.phase !== 'connected') return;
  state.call.phase = 'ended';
  if (note) {
    $('call-no-speech').textContent = note;
    $('call-no-speech').hidden = false;
  }
  renderCall();
  renderMessages();
  announce('NagText hung up.');
}

function closeCall(words) {
  if (!state.call) return;
  const { phase, returnFocus } = state.call;
  if (phase === 'connected') window.speechSynthesis?.cancel();
  state.call = null;
  renderCall();
  renderMessages();
  announce(words ?? (phase === 'ringing' ? 'Call declined.' : 'Call ended.'));
  const target =
    returnFocus?.isConnected && !returnFocus.closest('[hidden]')
      ? returnFocus
      : state.selected
        ? $('reply-body')
        : null;
  target?.focus();
}

function renderCall() {
  const call = state.call;
  const panel = $('call-panel');
  panel.hidden = !call;
  panel.classList.toggle('ringing', call?.phase === 'ringing');
  if (!call) return;
  $('call-title').textContent = call.phase === 'ringing' ? 'NagText is calling' : 'Call with NagText';
  $('call-state').textContent = {
    ringing: `Ringing ${call.message.to}…`,
    connected: 'On the call',
    ended: 'NagText hung up',
  }[call.phase];
  $('call-ringing').hidden = call.phase !== 'ringing';
  $('call-connected').hidden = call.phase === 'ringing';
  $('call-words').textContent = call.message.body;
  $('call-hang-up').textContent = call.phase === 'ended' ? 'Close' : 'Hang up';
  if (call.phase === 'ringing') {
    $('call-no-speech').hidden = true;
    $('call-no-speech').textContent = "Speech isn't available in this browser, so the call's words are shown only.";
  }
}

function render() {
  if (!state.selected && state.phones[0]) {
    select(state.phones[0].phone);
    return;
  }
  renderNumbers();
  renderMessages();
}

async function getJson(path) {
  const response = await fetch(path, { cache: 'no-store', headers: SIMULATOR_HEADERS });
  return { ok: response.ok, text: await response.text() };
}

async function refreshPhones() {
  try {
    const { ok, text } = await getJson('/dev/sms/phones');
    if (!ok || text === state.lastPhonesJson) return;
    state.lastPhonesJson = text;
    state.phones = JSON.parse(text).phones;
    render();
  } catch {
    // The server is restarting; the next poll tries again.
  }
}

async function refreshMessages() {
  const phone = state.selected;
  if (!phone) return;
  try {
    const { ok, text } = await getJson(`/dev/sms?phone=${encodeURIComponent(phone)}`);
    if (!ok || text === state.lastMessagesJson || phone !== state.selected) return;
    state.lastMessagesJson = text;
    const json = JSON.parse(text);
    state.messages = json.messages;
    state.mode = json.mode;
    state.optedOut = json.optedOut === true;
    noticeNewCalls(json.messages);
    // The phone rang out (no answer) while on screen: it stops ringing.
    const ringing =
      state.call?.phase === 'ringing'
        ? json.messages.find((m) => m.messageId === state.call.message.messageId)
        : undefined;
    if (ringing?.callResult) closeCall('Missed call from NagText.');
    renderNumbers();
    renderMessages();
  } catch {
    // As above.
  }
}

async function refreshClock() {
  try {
    const response = await fetch('/dev/clock', { cache: 'no-store' });
    if (response.ok) $('clock-now').textContent = new Date((await response.json()).now).toLocaleString();
  } catch {
    $('clock-now').textContent = 'unreachable';
  }
}

async function postJson(path, body) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...SIMULATOR_HEADERS },
    body: JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(json.error?.message ?? `Request failed (${response.status})`);
  return json;
}

async function refreshAll() {
  await Promise.all([refreshPhones(), refreshMessages()]);
}

async function sendReply(body) {
  const status = $('reply-status');
  status.className = 'status';
  status.textContent = 'Sending…';
  const inReplyTo = state.replyTo?.messageId;
  try {
    await postJson('/dev/sms/reply', { from: state.selected, body, ...(inReplyTo ? { inReplyTo } : {}) });
    status.textContent = inReplyTo ? `Sent "${body}" in answer to the chosen text` : `Sent "${body}"`;
    $('reply-body').value = '';
    state.replyTo = null;
    renderReplyTarget();
  } catch (error) {
    status.className = 'status error';
    status.textContent = error.message;
  }
  await refreshAll();
}

async function setMode(mode) {
  const status = $('mode-status');
  status.className = 'status';
  try {
    const result = await postJson('/dev/sms/fail', { phone: state.selected, mode });
    state.mode = result.mode;
    status.textContent = {
      ok: 'Texts to this number are delivered and calls ring.',
      fail: 'Texts to this number are sent, then reported failed; calls to it fail.',
      throttle: 'The provider refuses texts and calls to this number (throttled).',
    }[result.mode];
  } catch (error) {
    status.className = 'status error';
    status.textContent = error.message;
  }
  await refreshAll();
}

$('reply-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const body = $('reply-body').value.trim();
  if (body) void sendReply(body);
});
for (const button of document.querySelectorAll('[data-quick]')) {
  button.addEventListener('click', () => void sendReply(button.dataset.quick));
}
$('reply-target-clear').addEventListener('click', () => {
  state.replyTo = null;
  renderReplyTarget();
  $('reply-body').focus();
});
$('call-answer').addEventListener('click', answerCall);
$('call-decline').addEventListener('click', () => {
  if (state.call?.phase !== 'ringing') return;
  const id = state.call.message.messageId;
  closeCall();
  void reportCall('decline', id);
});
$('call-hang-up').addEventListener('click', () => state.call && state.call.phase !== 'ringing' && closeCall());
$('mode-form').addEventListener('change', (event) => {
  if (event.target.name === 'mode') void setMode(event.target.value);
});
$('mode-form').addEventListener('submit', (event) => event.preventDefault());
$('open-number').addEventListener('submit', (event) => {
  event.preventDefault();
  const phone = normalizePhone($('open-number-input').value);
  if (!phone) return;
  $('open-number-input').value = '';
  select(phone);
});
for (const button of document.querySelectorAll('[data-advance]')) {
  button.addEventListener('click', async () => {
    try {
      await postJson('/dev/clock/advance', { minutes: Number(button.dataset.advance) });
    } finally {
      await Promise.all([refreshClock(), refreshAll()]);
    }
  });
}

setInterval(() => !document.hidden && void refreshAll(), POLL_MS);
setInterval(() => !document.hidden && void refreshClock(), CLOCK_POLL_MS);
document.addEventListener('visibilitychange', () => !document.hidden && void refreshAll());
render();
void refreshAll();
void refreshClock();
