// The phone simulator: polls /dev/sms and /dev/clock, replies through /dev/sms/reply.
// A separate file (no inline script) so the same strict CSP as production applies here too.
const POLL_MS = 1500;
const CLOCK_POLL_MS = 5000;

const $ = (id) => document.getElementById(id);
const state = { messages: [], selected: new URLSearchParams(location.search).get('phone'), lastJson: '' };

/** The spec's normalization, for numbers typed into "Open another number". */
function normalizePhone(typed) {
  const digits = typed.trim().replace(/[\s().-]/g, '');
  if (/^1\d{10}$/.test(digits)) return `+${digits}`;
  if (/^\d{10}$/.test(digits)) return `+1${digits}`;
  return digits;
}

/** The phone's side of a text: who received it, or who sent it to us. */
const phoneOf = (m) => (m.status === 'received' ? m.from : m.to);

function numbers() {
  const seen = new Map();
  for (const m of state.messages) {
    const phone = phoneOf(m);
    const entry = seen.get(phone) ?? { phone, count: 0 };
    entry.count += 1;
    seen.set(phone, entry);
  }
  return [...seen.values()];
}

function select(phone) {
  state.selected = phone;
  const url = new URL(location.href);
  url.searchParams.set('phone', phone);
  history.replaceState(null, '', url);
  $('reply-status').textContent = '';
  render();
}

function renderNumbers() {
  const list = $('number-list');
  const entries = numbers();
  if (state.selected && !entries.some((e) => e.phone === state.selected)) entries.unshift({ phone: state.selected, count: 0 });
  $('no-numbers').hidden = entries.length > 0;
  list.replaceChildren(
    ...entries.map(({ phone, count }) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('aria-current', String(phone === state.selected));
      const name = document.createElement('span');
      name.textContent = phone;
      const badge = document.createElement('span');
      badge.className = 'count';
      badge.textContent = String(count);
      button.append(name, badge);
      button.addEventListener('click', () => select(phone));
      item.append(button);
      return item;
    }),
  );
}

function renderMessages() {
  const phone = state.selected;
  $('phone-title').textContent = phone ? `Texts with ${phone}` : 'Pick a number';
  $('reply-form').hidden = !phone;
  const texts = phone ? state.messages.filter((m) => phoneOf(m) === phone) : [];
  $('messages').replaceChildren(
    ...texts.map((m) => {
      const item = document.createElement('li');
      item.className = `message ${m.status === 'received' ? 'mine' : 'theirs'}`;
      const bubble = document.createElement('div');
      bubble.className = 'bubble';
      bubble.textContent = m.body;
      const meta = document.createElement('time');
      meta.className = 'meta';
      meta.dateTime = m.sentAt;
      meta.textContent = `${m.status === 'received' ? 'You' : `NagText ${m.from}`} · ${new Date(m.sentAt).toLocaleString()}`;
      item.append(bubble, meta);
      return item;
    }),
  );
}

function render() {
  if (!state.selected) {
    const first = numbers()[0];
    if (first) {
      select(first.phone);
      return;
    }
  }
  renderNumbers();
  renderMessages();
}

async function refreshMessages() {
  try {
    const response = await fetch('/dev/sms', { cache: 'no-store' });
    const text = await response.text();
    if (!response.ok || text === state.lastJson) return;
    state.lastJson = text;
    state.messages = JSON.parse(text).messages;
    render();
  } catch {
    // The server is restarting; the next poll tries again.
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
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(json.error?.message ?? `Request failed (${response.status})`);
  return json;
}

async function sendReply(body) {
  const status = $('reply-status');
  status.className = 'status';
  status.textContent = 'Sending…';
  try {
    await postJson('/dev/sms/reply', { from: state.selected, body });
    status.textContent = `Sent "${body}"`;
    $('reply-body').value = '';
  } catch (error) {
    status.className = 'status error';
    status.textContent = error.message;
  }
  await refreshMessages();
}

$('reply-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const body = $('reply-body').value.trim();
  if (body) void sendReply(body);
});
for (const button of document.querySelectorAll('[data-quick]')) {
  button.addEventListener('click', () => void sendReply(button.dataset.quick));
}
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
      await Promise.all([refreshClock(), refreshMessages()]);
    }
  });
}

setInterval(() => !document.hidden && void refreshMessages(), POLL_MS);
setInterval(() => !document.hidden && void refreshClock(), CLOCK_POLL_MS);
document.addEventListener('visibilitychange', () => !document.hidden && void refreshMessages());
void refreshMessages();
void refreshClock();
render();
