// The sandbox billing portal: cancel at period end (after a confirmation step, as Stripe's portal asks), resume,
// change the card; each posts JSON, then the page reloads.
const root = document.querySelector('[data-portal]');
const portal = root.dataset.portal;
const pageError = document.getElementById('portal-error');
const status = document.getElementById('portal-status');

async function post(action, body = {}, error = pageError) {
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

// A button naming a dialog opens it (modal: focus moves in, Escape or Go back closes it, focus returns).
for (const opener of document.querySelectorAll('button[data-confirm]')) {
  const dialog = document.getElementById(opener.dataset.confirm);
  opener.addEventListener('click', () => {
    dialog.querySelector('.error').textContent = '';
    dialog.showModal();
  });
  dialog.querySelector('[data-close]').addEventListener('click', () => dialog.close());
}

for (const button of document.querySelectorAll('button[data-action]')) {
  button.addEventListener('click', async () => {
    const dialog = button.closest('dialog');
    button.disabled = true;
    if (!(await post(button.dataset.action, {}, dialog?.querySelector('.error') ?? pageError))) button.disabled = false;
  });
}

const cardForm = document.getElementById('card-form');
cardForm?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const card = document.getElementById('card');
  if (!card.value.trim()) {
    pageError.textContent = 'Enter a card number.';
    card.focus();
    return;
  }
  const submit = cardForm.querySelector('button[type="submit"]');
  submit.disabled = true;
  if (!(await post('card', { card: card.value }))) submit.disabled = false;
});
