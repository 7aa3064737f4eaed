// Invoices in Chromium against a real Hive Local: the Invoice Creator (business details, a new
// client, three lines at two tax rates, the live preview) → issue for 10 credits → the PDF
// downloads (its text checked, its first page drawn by Chromium's PDF viewer) → Invoice Management
// records a partial then a full payment (statuses move) → a second invoice duplicated and issued →
// the browser's clock moves on and the overdue filter finds it → CSV export of the filtered list.
// Bad input is refused on the form with its reason and nothing is charged.
import { invoiceMessages } from '../../supabase/functions/_shared/contracts/api/invoices';
import { expectAccessible } from './support/accessibility';
import { createAccount } from './support/accounts';
import { expect, test } from './support/test';
import { InvoicePage, pdfText, renderPdfPage } from './pages/invoice-page';
import { serverBalance } from './pages/photo-page';

const DAY = 24 * 3600 * 1000;

test.describe('Invoices', () => {
  test.setTimeout(600_000);

  test('creates a client and a three-line invoice, issues it for 10 credits, downloads its PDF, takes payments, finds an overdue one and exports CSV', async ({
    page,
    request,
    browser,
  }) => {
    // The browser starts 40 days ago: the first invoice is issued then and falls due 10 days ago.
    const now = Date.now();
    await page.clock.install({ time: new Date(now - 40 * DAY) });
    const account = await createAccount(request);
    const invoices = new InvoicePage(page);
    await invoices.open(account, '/invoice-creator');
    await expect(invoices.heading()).toContainText('Invoices that carry');
    await expect(page.getByTestId('issue-cost')).toContainText(
      'Issuing costs 10 credits. Drafts are free.',
    );
    await expect(page.getByTestId('issue-cost')).toContainText('Balance: 50 credits');

    await invoices.fillBusiness({
      name: 'Lumen & Co. Studio',
      address: '12 Rue des Arts\n75011 Paris',
      country: 'France',
      bank: 'IBAN FR76 3000 6000 0112 3456 7890 189',
    });
    await invoices.addClient('Northwind Traders', 'ap@northwind.test');
    await page.getByLabel('Currency', { exact: true }).selectOption('EUR');
    await invoices.fillLine(1, {
      description: 'Brand strategy workshop',
      quantity: '1.5',
      unit: 'h',
      price: '120',
      taxRate: '20',
    });
    await invoices.fillLine(2, {
      description: 'Logo design, three concepts',
      quantity: '1',
      price: '850.00',
      taxRate: '20',
    });
    await invoices.fillLine(3, {
      description: 'Stock photo licences',
      quantity: '4',
      unit: 'pcs',
      price: '12.50',
      taxRate: '5',
    });
    // 180.00 + 850.00 at 20 % (206.00 tax), 50.00 at 5 % (2.50 tax): 1,288.50.
    await expect(page.getByTestId('form-total')).toHaveText('€1,288.50');
    await expect(invoices.previewAmountDue()).toHaveText('€1,288.50');
    await expect(invoices.saveStatus()).toContainText('Draft saved');
    await expectAccessible(page);
    await invoices.screenshot('invoice-creator-draft');

    await invoices.issueButton().click();
    await expect(page.getByTestId('issued-invoice')).toBeVisible({ timeout: 30_000 });
    const year = new Date(now - 40 * DAY).getFullYear();
    const first = `INV-${year}-0001`;
    await expect(page.getByRole('heading', { name: `Invoice ${first}` })).toBeVisible();
    await expect(page.getByTestId('issued-total')).toHaveText('€1,288.50');
    expect(await serverBalance(request, account)).toBe(40);
    await invoices.screenshot('invoice-creator-issued');

    const pdf = await invoices.downloadPdf();
    expect(pdf.name).toBe(`Invoice ${first}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const [pageOne] = await pdfText(pdf.bytes);
    expect(pageOne).toContain(first);
    expect(pageOne).toContain('Total');
    expect(pageOne).toMatch(/€1,288\.50/);
    expect(pageOne).toContain('Tax 20% on €1,030.00 €206.00');
    expect(pageOne).toContain('Tax 5% on €50.00 €2.50');
    expect(pageOne).toContain('Page 1 of 1');
    await renderPdfPage(page, pdf.bytes, 'artifacts/screenshots/invoice-pdf-page-1.png');

    // Management: a partial payment, then the rest.
    await invoices.open(account, '/invoice-management');
    await expect(invoices.row(first)).toHaveAttribute('data-status', 'issued');
    await invoices.recordPayment(first, '500');
    await expect(invoices.row(first)).toHaveAttribute('data-status', 'partly_paid');
    await expect(invoices.row(first).getByTestId('row-balance')).toHaveText('€788.50');
    await invoices.recordPayment(first, '', true);
    await expect(invoices.row(first)).toHaveAttribute('data-status', 'paid');
    await expect(page.getByTestId('summary-EUR').getByTestId('summary-outstanding')).toHaveText(
      '€0.00',
    );

    // A second invoice: the first duplicated as a draft, issued as it is (due in 30 days).
    await invoices.rowAction(first, 'Duplicate as new draft');
    await expect(page).toHaveURL(/\/invoice-creator\?invoice=/);
    await expect(invoices.saveStatus()).toBeVisible();
    await invoices.issueButton().click();
    const second = `INV-${year}-0002`;
    await expect(page.getByRole('heading', { name: `Invoice ${second}` })).toBeVisible({
      timeout: 30_000,
    });
    expect(await serverBalance(request, account)).toBe(30);

    // Today, in a second browser whose clock reads the real date: the second invoice's due date
    // (30 days after the browser's "40 days ago") has passed.
    const later = await browser.newContext({ acceptDownloads: true });
    try {
      const today = await later.newPage();
      await today.clock.install({ time: new Date(now) });
      const management = new InvoicePage(today);
      await management.open(account, '/invoice-management');
      await management.filterStatus('Overdue');
      await expect(management.rows()).toHaveCount(1);
      await expect(management.row(second)).toHaveAttribute('data-status', 'overdue');
      await expect(today.getByTestId('summary-EUR').getByTestId('summary-overdue')).toHaveText(
        '€1,288.50',
      );
      await expectAccessible(today);
      await management.screenshot('invoice-management-overdue');

      const csv = await management.exportCsv();
      const lines = csv.bytes.toString('utf8').trim().split('\r\n');
      expect(lines[0]).toBe(
        'Number,Status,Client,Issue date,Due date,Currency,Total,Paid,Balance due',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(
        new RegExp(
          `^${second},Overdue,Northwind Traders,\\d{4}-\\d{2}-\\d{2},\\d{4}-\\d{2}-\\d{2},EUR,1288\\.50,0\\.00,1288\\.50$`,
        ),
      );

      await management.filterStatus('All statuses');
      await expect(management.rows()).toHaveCount(2);
      await today.getByRole('tab', { name: 'Clients' }).click();
      await expect(
        today
          .getByTestId('client-row')
          .filter({ hasText: 'Northwind Traders' })
          .getByTestId('client-outstanding'),
      ).toHaveText('€1,288.50');
      await expectAccessible(today);
      await management.screenshot('invoice-management-clients');
      await management.expectNoCrash();
    } finally {
      await later.close();
    }
    await invoices.expectNoCrash();
  });

  test('refuses bad input on the form with its reason, and charges nothing', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const invoices = new InvoicePage(page);
    await invoices.open(account, '/invoice-creator');
    await invoices.addClient('Acme', 'ap@acme.test');
    await invoices.fillLine(1, { description: 'Design', price: '-50' });
    await expect(page.getByText(invoiceMessages.negative_amount).first()).toBeVisible();
    await invoices.fillLine(1, { description: 'Design', price: '10.999' });
    await expect(page.getByText(invoiceMessages.moneyDecimals('USD', 2))).toBeVisible();
    await invoices.fillLine(1, { description: 'Design', price: '100' });
    await page.getByLabel('Due date').fill('2000-01-01');
    await expect(page.getByText(invoiceMessages.due_before_issue)).toBeVisible();
    await expect(invoices.issueButton()).toBeDisabled();
    await expect(page.getByTestId('issue-blockers')).toContainText('Fix the highlighted fields.');
    // A discount line takes money off, shown as a discount.
    await page.getByLabel('Due date').fill('2099-01-01');
    await page.getByRole('button', { name: 'Add discount line' }).click();
    await page.getByLabel(/^Amount off \(USD\), line 2$/).fill('15');
    await expect(page.getByTestId('form-total')).toHaveText('$85.00');
    await expect(page.getByRole('article').getByText('−15.00')).toHaveCount(2);
    await expect(invoices.issueButton()).toBeEnabled();
    await expectAccessible(page);
    expect(await serverBalance(request, account)).toBe(50);
  });
});
