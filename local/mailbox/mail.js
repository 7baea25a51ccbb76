// The local mailbox page: the addresses NagText emailed, and each one's emails (plain text shown as sent).
const HEADERS = { 'x-nagtext-phone-simulator': '1' };
const $ = (id) => document.getElementById(id);
// The page is /dev/mail#to=<address> (with ?to= the same URL answers JSON).
let selected = new URLSearchParams(location.hash.slice(1)).get('to');

async function getJson(url) {
  const response = await fetch(url, { headers: HEADERS });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

async function showAddresses() {
  const { addresses } = await getJson('/dev/mail/addresses');
  $('addresses-empty').hidden = addresses.length > 0;
  const list = $('address-list');
  list.replaceChildren(
    ...addresses.map(({ address, emails, bouncing }) => {
      const button = element('button');
      button.type = 'button';
      button.textContent = `${address} (${emails})${bouncing ? ' · bouncing' : ''}`;
      button.setAttribute('aria-current', String(address === selected));
      button.addEventListener('click', () => {
        selected = address;
        history.replaceState(null, '', `#to=${encodeURIComponent(address)}`);
        void refresh();
      });
      return element('li').appendChild(button).parentNode;
    }),
  );
}

async function showEmails() {
  if (!selected) return;
  const { to, bouncing, emails } = await getJson(`/dev/mail?to=${encodeURIComponent(selected)}`);
  $('emails-heading').textContent = `Emails to ${to}`;
  $('bouncing-note').hidden = !bouncing;
  $('bounce-form').hidden = bouncing;
  $('email-list').replaceChildren(
    ...emails.map((email) => {
      const item = element('li', undefined, 'email');
      item.append(
        element('h3', email.subject),
        element(
          'p',
          `${new Date(email.sentAt).toLocaleString()} · from ${email.from}${email.status === 'bounced' ? ' · bounced' : ''}`,
          'muted',
        ),
        element('pre', email.text),
      );
      return item;
    }),
  );
}

async function refresh() {
  await showAddresses();
  await showEmails();
}

$('bounce-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const status = $('bounce-status');
  status.textContent = '';
  const response = await fetch('/dev/mail/bounce', {
    method: 'POST',
    headers: { ...HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ address: selected }),
  });
  status.textContent = response.ok ? '' : `Could not mark it: ${response.status}`;
  await refresh();
});

void refresh();
setInterval(() => void refresh(), 3000);
