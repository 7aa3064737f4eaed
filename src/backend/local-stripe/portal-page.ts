// The local billing portal: the customer's payments with their status, a test-mode refund button
// (real Stripe refunds from the Dashboard; here the person testing is the merchant too) and the
// link back to the app.
import { escapeHtml, formatMoney, renderPage } from './page-layout';

/** One payment as the portal lists it. */
export type PortalPayment = {
  chargeId: string;
  created: number;
  description: string;
  amount: number;
  currency: string;
  refunded: boolean;
};

/** The portal page for one customer. */
export function renderPortalPage(input: {
  portalPath: string;
  email: string | null;
  returnUrl: string | null;
  payments: PortalPayment[];
  notice?: string;
}): string {
  const rows = input.payments
    .map((payment) => {
      const date = new Date(payment.created * 1000).toISOString().slice(0, 10);
      const action = payment.refunded
        ? ''
        : `<form method="post" action="${escapeHtml(input.portalPath)}/refund">
<input type="hidden" name="charge" value="${escapeHtml(payment.chargeId)}">
<button type="submit" class="secondary" aria-label="Refund ${escapeHtml(payment.description)} (test mode)">Refund (test)</button></form>`;
      return `<tr><td>${date}</td><td>${escapeHtml(payment.description)}</td><td>${formatMoney(payment.amount, payment.currency)}</td>
<td class="${payment.refunded ? 'status-refunded' : 'status-paid'}">${payment.refunded ? 'Refunded' : 'Paid'}</td><td>${action}</td></tr>`;
    })
    .join('\n');
  const table = input.payments.length
    ? `<table><caption class="merchant">Credit pack purchases</caption>
<thead><tr><th scope="col">Date</th><th scope="col">Description</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col"><span class="qty">Actions</span></th></tr></thead>
<tbody>${rows}</tbody></table>`
    : '<p>No purchases yet.</p>';
  const back = input.returnUrl
    ? `<a class="button" href="${escapeHtml(input.returnUrl)}">Return to Hive Studio</a>`
    : '';
  const notice = input.notice
    ? `<div class="panel" role="status">${escapeHtml(input.notice)}</div>`
    : '';
  return renderPage(
    'Hive Studio billing · Test mode',
    `<section aria-labelledby="portal-title" style="grid-column: 1 / -1">
  <p class="merchant">Hive Studio <span class="badge">TEST MODE</span></p>
  <h1 id="portal-title"><span class="caption">Billing for ${escapeHtml(input.email ?? 'your account')}</span>Payments</h1>
  ${notice}
  ${table}
  <h2 style="margin-top:2rem">Subscription</h2>
  <p>No subscription. Credit packs are one-time payments and never expire.</p>
  ${back}
</section>`,
  );
}
