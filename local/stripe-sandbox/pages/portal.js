// The sandbox billing portal: cancel at period end, resume, change the card; each posts JSON, then the page reloads.
const root = document.querySelector('[data-portal]');
const portal = root.dataset.portal;
const error = document.getElementById('portal-error');
const status = document.getElementById('portal-status');

async function post(action, body = {}) {
  error.textContent = '';
  status.textContent = 'Saving...';
  try {
    const response = await fetch(`/dev/stripe/portal/${encodeURIComponent(portal)}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) {
      window.location.reload();
      return true;
    }
    const answer = await response.json().catch(() => ({}));
    error.textContent = answer?.error?.message ?? `That did not work (${response.status}).`;
  } catch {
    error.textContent = 'Network error: nothing was changed.';
  }
  status.textContent = '';
  return false;
}

for (const button of document.querySelectorAll('button[data-action]')) {
  button.addEventListener('click', async () => {
    button.disabled = true;
    if (!(await post(button.dataset.action))) button.disabled = false;
  });
}

const cardForm = document.getElementById('card-form');
cardForm?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const card = document.getElementById('card');
  if (!card.value.trim()) {
    error.textContent = 'Enter a card number.';
    card.focus();
    return;
  }
  const submit = cardForm.querySelector('button[type="submit"]');
  submit.disabled = true;
  if (!(await post('card', { card: card.value }))) submit.disabled = false;
});
