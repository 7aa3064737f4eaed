// The local Stripe Checkout page: order summary on the left, card form on the right, as Stripe's
// hosted Checkout lays it out. Plain HTML forms, so it works with a keyboard, a screen reader
// and plain HTTP POSTs from tests.
import { escapeHtml, formatMoney, renderPage } from './page-layout';
import type { CheckoutSession } from './stripe-objects';

/** What the form held when it was sent back with an error. */
export type CheckoutFormState = {
  email?: string;
  cardholderName?: string;
  error?: {
    message: string;
    field: 'email' | 'card_number' | 'card_expiry' | 'card_cvc' | 'cardholder_name';
  };
};

type FieldName = NonNullable<CheckoutFormState['error']>['field'];

function field(
  state: CheckoutFormState,
  name: FieldName,
  label: string,
  attributes: string,
  value = '',
): string {
  const invalid = state.error?.field === name;
  // The invalid field takes focus so keyboard and screen-reader users land on what to fix.
  const errorAttributes = invalid
    ? ' aria-invalid="true" aria-describedby="form-error" autofocus'
    : '';
  return `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" ${attributes} value="${escapeHtml(value)}"${errorAttributes}>`;
}

/** The checkout page for an open session. */
export function renderCheckoutPage(
  session: CheckoutSession,
  state: CheckoutFormState = {},
): string {
  const total = formatMoney(session.amount_total, session.currency);
  const lines = session.line_items.data
    .map(
      (
        item,
      ) => `<li><span>${escapeHtml(item.description)}<span class="qty">Qty ${item.quantity}</span></span>
<span>${formatMoney(item.amount_total, item.currency)}</span></li>`,
    )
    .join('\n');
  const cancel = session.cancel_url
    ? `<a href="${escapeHtml(session.cancel_url)}">&larr; Back to Hive Studio</a>`
    : '';
  const error = state.error
    ? `<div class="error" id="form-error" role="alert">${escapeHtml(state.error.message)}</div>`
    : '';
  const email = state.email ?? session.customer_email ?? '';
  const body = `
<section aria-labelledby="summary-title">
  ${cancel}
  <p class="merchant">Hive Studio <span class="badge">TEST MODE</span></p>
  <h1 id="summary-title"><span class="caption">Pay Hive Studio</span>${total}</h1>
  <ul class="lines" aria-label="Order summary">${lines}</ul>
  <div class="total"><span>Total due</span><span>${total}</span></div>
</section>
<section class="panel" aria-labelledby="pay-title">
  <h2 id="pay-title">Pay with card</h2>
  ${error}
  <form method="post" action="${escapeHtml(new URL(session.url ?? '', 'http://local').pathname)}" novalidate>
    ${field(state, 'email', 'Email', 'type="email" autocomplete="email" required', email)}
    <fieldset>
      <legend>Card information</legend>
      ${field(state, 'card_number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required')}
      <div class="card-row">
        <div>${field(state, 'card_expiry', 'Expiry (MM / YY)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" required')}</div>
        <div>${field(state, 'card_cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" required')}</div>
      </div>
    </fieldset>
    ${field(state, 'cardholder_name', 'Cardholder name', 'autocomplete="cc-name" required', state.cardholderName ?? '')}
    <button type="submit">Pay ${total}</button>
  </form>
  <div class="hint">
    <h3>Test cards</h3>
    <ul>
      <li><code>4242 4242 4242 4242</code> succeeds</li>
      <li><code>4000 0000 0000 0002</code> is declined</li>
      <li>Any future expiry date and any 3-digit CVC</li>
    </ul>
  </div>
  <p class="powered">Powered by <strong>stripe</strong> test mode, served by Hive Local</p>
</section>`;
  return renderPage(`Pay Hive Studio · ${total}`, body);
}

/** A page for a session that can no longer be paid. */
export function renderClosedCheckoutPage(
  title: string,
  message: string,
  backUrl: string | null,
): string {
  const back = backUrl
    ? `<a class="button" href="${escapeHtml(backUrl)}">Back to Hive Studio</a>`
    : '';
  return renderPage(
    title,
    `<section class="panel" aria-labelledby="closed-title">
  <h1 id="closed-title">${escapeHtml(title)}</h1>
  <p>${escapeHtml(message)}</p>
  ${back}
</section>`,
  );
}
