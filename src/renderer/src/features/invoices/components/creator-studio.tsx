import {
  Building2,
  CalendarDays,
  FileText,
  ListOrdered,
  NotebookPen,
  Receipt,
  Sigma,
  UserPlus,
  UserRound,
} from 'lucide-react';
import { useCallback, useId, useMemo, useReducer, useState } from 'react';
import {
  addDays,
  invoiceMessages,
  paperSizeFor,
  type InvoiceClient,
  type InvoiceSettings,
} from '@contracts/api/invoices';
import { ToolCard } from '@/components/photo/tool-header';
import { Button } from '@/components/ui/button';
import { notifySuccess } from '@/lib/notify';
import { useIssueInvoice } from '../api/invoice-functions';
import { useAutosave } from '../hooks/use-autosave';
import { checkForm, formReducer, type DraftForm } from '../lib/draft-form';
import { previewDocument } from '../lib/preview-document';
import { BusinessDialog } from './business-dialog';
import { ClientDialog } from './client-dialog';
import { ChoiceField, currencyChoices, SelectField, TextArea, TextField } from './form-parts';
import { InvoicePreview } from './invoice-preview';
import { SaveStatus, TotalsList } from './draft-status';
import { IssuePanel } from './issue-panel';
import { LineItems } from './line-items';
import { TemplatePicker } from './template-picker';

/** The Creator's editing view: the form beside its live preview; drafts save themselves. */
export function CreatorStudio({
  initial,
  stored,
  settings,
  clients,
  onIssued,
  onFirstSave,
}: {
  initial: DraftForm;
  /** True when `initial` is a draft already on the server. */
  stored: boolean;
  settings: InvoiceSettings | null;
  clients: InvoiceClient[];
  onIssued: (invoiceId: string) => void;
  onFirstSave: (id: string) => void;
}) {
  const id = useId();
  const [form, dispatch] = useReducer(formReducer, initial);
  const [businessOpen, setBusinessOpen] = useState(false);
  const [clientOpen, setClientOpen] = useState(false);
  const saveFirst = useCallback((draftId: string) => onFirstSave(draftId), [onFirstSave]);
  const autosave = useAutosave(form, stored, saveFirst);
  const issue = useIssueInvoice();
  const check = useMemo(() => checkForm(form), [form]);
  const client = clients.find((candidate) => candidate.id === form.clientId) ?? null;
  const set = (patch: Partial<Omit<DraftForm, 'lines'>>) => dispatch({ type: 'set', patch });
  const errors = check.errors;

  const blockers = [
    ...(form.clientId ? [] : [invoiceMessages.invoice_needs_client]),
    ...(form.lines.some((line) => line.kind === 'item')
      ? []
      : [invoiceMessages.invoice_needs_lines]),
    ...(form.lines.some((line) => line.description.trim() === '')
      ? [invoiceMessages.line_needs_description]
      : []),
    ...(Object.keys(errors).length > 0 ? ['Fix the highlighted fields.'] : []),
    ...(check.totalsProblem ? [check.totalsProblem] : []),
  ];

  const document = useMemo(
    () => previewDocument(form, check, settings, client),
    [check, client, form, settings],
  );

  const startIssue = async () => {
    if (!(await autosave.flush())) return;
    const answer = await issue.issue(form.id);
    if (answer) {
      void notifySuccess(invoiceMessages.issued(answer.number));
      onIssued(form.id);
    }
  };

  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,0.95fr)]">
      <div className="flex min-w-0 flex-col gap-6">
        <ToolCard
          title="From"
          icon={Building2}
          labelId={`${id}-from`}
          action={
            <Button variant="outline" size="sm" onClick={() => setBusinessOpen(true)}>
              Business details
            </Button>
          }
        >
          {settings?.business_name ? (
            <div className="text-sm">
              <p className="text-foreground font-medium">{settings.business_name}</p>
              <p className="text-muted-foreground whitespace-pre-line">
                {settings.business_address}
              </p>
            </div>
          ) : (
            <p className="text-muted-foreground text-sm">
              Add your business name, address, logo and brand once; every invoice uses them.
            </p>
          )}
        </ToolCard>

        <ToolCard
          title="Bill to"
          icon={UserRound}
          labelId={`${id}-to`}
          action={
            <Button variant="outline" size="sm" onClick={() => setClientOpen(true)}>
              <UserPlus aria-hidden /> New client
            </Button>
          }
        >
          <ChoiceField
            label="Client"
            choices={clients.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
            none="Choose a client"
            value={form.clientId ?? ''}
            onChange={(event) => set({ clientId: event.target.value || null })}
          />
          {client && (
            <p className="text-muted-foreground mt-2 text-sm whitespace-pre-line">
              {[client.email, client.address].filter(Boolean).join('\n') || 'No address yet.'}
            </p>
          )}
        </ToolCard>

        <ToolCard title="Details" icon={CalendarDays} labelId={`${id}-details`}>
          <div className="grid gap-3 sm:grid-cols-2">
            <ChoiceField
              label="Currency"
              choices={currencyChoices()}
              value={form.currency}
              error={errors.currency}
              onChange={(event) => set({ currency: event.target.value })}
            />
            <TextField
              label="Reference or PO"
              value={form.reference}
              maxLength={100}
              onChange={(event) => set({ reference: event.target.value })}
            />
            <TextField
              label="Issue date"
              type="date"
              value={form.issueDate}
              onChange={(event) =>
                event.target.value &&
                set({
                  issueDate: event.target.value,
                  dueDate: addDays(event.target.value, settings?.payment_terms_days ?? 30),
                })
              }
            />
            <TextField
              label="Due date"
              type="date"
              value={form.dueDate}
              min={form.issueDate}
              error={errors.dueDate}
              hint={`Payment terms: ${settings?.payment_terms_days ?? 30} days`}
              onChange={(event) => event.target.value && set({ dueDate: event.target.value })}
            />
          </div>
          <TemplatePicker
            name={`${id}-template`}
            value={form.template}
            onChange={(template) => set({ template })}
          />
        </ToolCard>

        <ToolCard title="Line items" icon={ListOrdered} labelId={`${id}-lines`}>
          <LineItems
            lines={form.lines}
            currency={form.currency}
            totals={check.totals}
            errors={errors}
            dispatch={dispatch}
          />
        </ToolCard>

        <ToolCard title="Discount, shipping and totals" icon={Sigma} labelId={`${id}-totals`}>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label="Invoice discount"
              value={form.discountType}
              onChange={(event) =>
                set({ discountType: event.target.value as DraftForm['discountType'] })
              }
            >
              <option value="none">No discount</option>
              <option value="percent">Percent off</option>
              <option value="amount">Amount off</option>
            </SelectField>
            {form.discountType !== 'none' && (
              <TextField
                label={
                  form.discountType === 'percent' ? 'Percent off' : `Amount off (${form.currency})`
                }
                inputMode="decimal"
                value={form.discountValue}
                error={errors.discount}
                onChange={(event) => set({ discountValue: event.target.value })}
              />
            )}
            <TextField
              label={`Shipping (${form.currency})`}
              inputMode="decimal"
              placeholder="0.00"
              value={form.shipping}
              error={errors.shipping}
              onChange={(event) => set({ shipping: event.target.value })}
            />
            <TextField
              label="Shipping tax %"
              inputMode="decimal"
              value={form.shippingTaxRate}
              error={errors.shippingTaxRate}
              onChange={(event) => set({ shippingTaxRate: event.target.value })}
            />
          </div>
          {check.totalsProblem && (
            <p role="alert" className="mt-3 text-sm text-amber-300">
              {check.totalsProblem}
            </p>
          )}
          <TotalsList totals={check.totals} currency={form.currency} />
        </ToolCard>

        <ToolCard title="Notes and terms" icon={NotebookPen} labelId={`${id}-notes`}>
          <div className="grid gap-3">
            <TextArea
              label="Notes"
              rows={2}
              value={form.notes}
              maxLength={4000}
              onChange={(event) => set({ notes: event.target.value })}
            />
            <TextArea
              label="Terms"
              rows={2}
              value={form.terms}
              maxLength={4000}
              onChange={(event) => set({ terms: event.target.value })}
            />
          </div>
        </ToolCard>

        <ToolCard title="Issue" icon={Receipt} labelId={`${id}-issue`}>
          <IssuePanel
            blockers={blockers}
            running={issue.running}
            progress={issue.progress}
            timeLeftSeconds={issue.timeLeftSeconds}
            failure={issue.failure}
            onIssue={() => void startIssue()}
          />
        </ToolCard>
      </div>

      <aside
        className="min-w-0 xl:sticky xl:top-20 xl:self-start"
        aria-labelledby={`${id}-preview`}
      >
        <div className="mb-2 flex items-center justify-between gap-3">
          <h2
            id={`${id}-preview`}
            className="text-foreground flex items-center gap-2 text-base font-semibold"
          >
            <FileText className="text-gold-400 size-4" aria-hidden /> Live preview
          </h2>
          <SaveStatus state={autosave.state} />
        </div>
        {document ? (
          <InvoicePreview
            document={document}
            paper={paperSizeFor(settings?.country)}
            logo={settings?.logo_data_url ?? null}
            draft
          />
        ) : (
          <p className="border-border text-muted-foreground rounded-xl border border-dashed p-8 text-center text-sm">
            The preview shows once every figure can be read.
          </p>
        )}
      </aside>

      {businessOpen && (
        <BusinessDialog open={businessOpen} onOpenChange={setBusinessOpen} settings={settings} />
      )}
      <ClientDialog
        open={clientOpen}
        onOpenChange={setClientOpen}
        onSaved={(clientId) => set({ clientId })}
      />
    </div>
  );
}
