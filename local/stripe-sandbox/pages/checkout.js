// The sandbox checkout page: posts the card to /dev/stripe/checkout/{id}/complete and follows the answer.
const form = document.getElementById('checkout');
const card = document.getElementById('card');
const error = document.getElementById('card-error');
const submit = form.querySelector('button[type="submit"]');
const label = submit.textContent;

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  error.textContent = '';
  if (!card.value.trim()) {
    error.textContent = 'Enter a card number.';
    card.focus();
    return;
  }
  submit.disabled = true;
  submit.textContent = 'Processing...';
  try {
    const response = await fetch(`/dev/stripe/checkout/${encodeURIComponent(form.dataset.session)}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card: card.value }),
    });
    const body = await response.json().catch(() => ({}));
    if (response.ok && body.redirectUrl) {
      window.location.assign(body.redirectUrl);
      return;
    }
    error.textContent = body?.error?.message ?? `The payment could not be completed (${response.status}).`;
  } catch {
    error.textContent = 'Network error: the payment could not be completed.';
  }
  submit.disabled = false;
  submit.textContent = label;
  card.focus();
});
