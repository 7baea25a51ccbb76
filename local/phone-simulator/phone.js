// The phone simulator: polls /dev/sms/phones, /dev/sms?phone= and /dev/clock, replies through /dev/sms/reply
// (to the latest text, or to one picked with "Reply to this"), and switches a number to fail or throttle
// through /dev/sms/fail. A separate file (no inline script) so the same strict CSP as production applies here too.
const POLL_MS = 1500;
const CLOCK_POLL_MS = 5000;
/** Listing every number's texts is for this page only; the server asks for this header. */
const SIMULATOR_HEADERS = { 'x-nagtext-phone-simulator': '1' };
const STATUS_LABELS = { queued: 'Sending…', delivered: 'Delivered', failed: 'Not delivered', received: '' };
const MODE_LABELS = { fail: 'failing', throttle: 'throttled' };

const $ = (id) => document.getElementById(id);
const state = {
  phones: [],
  messages: [],
  mode: 'ok',
  selected: new URLSearchParams(location.search).get('phone'),
  replyTo: null,
  lastPhonesJson: '',
  lastMessagesJson: '',
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
    $('mode-status').textContent = '';
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
  if (state.selected && !entries.some((e) => e.phone === state.selected)) entries.unshift({ phone: state.selected, texts: 0, mode: state.mode });
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
  for (const item of $('messages').children) item.classList.toggle('chosen', Boolean(target) && item.dataset.id === target.messageId);
}

function renderMessages() {
  const phone = state.selected;
  $('phone-title').textContent = phone ? `Texts with ${phone}` : 'Pick a number';
  $('reply-form').hidden = !phone;
  $('mode-form').hidden = !phone;
  for (const radio of document.querySelectorAll('input[name="mode"]')) radio.checked = radio.value === state.mode;
  $('messages').replaceChildren(
    ...state.messages.map((m) => {
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
        answer.setAttribute('aria-label', `Reply to the text "${m.body.slice(0, 40)}"`);
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
      ok: 'Texts to this number are delivered.',
      fail: 'Texts to this number are sent, then reported failed.',
      throttle: 'The provider refuses texts to this number (throttled).',
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
