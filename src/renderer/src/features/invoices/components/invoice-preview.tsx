import { useEffect } from 'react';
import type { CSSProperties } from 'react';
import {
  closingSections,
  INVOICE_HAIRLINE as HAIRLINE,
  INVOICE_INK as INK,
  INVOICE_MUTED as MUTED,
  invoiceFonts,
  textOnColour,
  type InvoiceDocument,
  type PaperSize,
} from '@contracts/api/invoices';
import { loadPreviewFonts } from '../lib/preview-fonts';
import { PreviewLines } from './preview-lines';

/** Address-like lines, one paragraph each. */
function TextLines({ lines, colour }: { lines: readonly string[]; colour: string }) {
  return lines.map((line, index) => (
    <p key={index} style={{ margin: 0, fontSize: '0.94em', color: colour }}>
      {line}
    </p>
  ));
}

function Label({ children, colour = MUTED }: { children: string; colour?: string }) {
  return (
    <p
      style={{
        color: colour,
        fontSize: '0.78em',
        fontWeight: 700,
        letterSpacing: '0.09em',
        margin: 0,
      }}
    >
      {children.toUpperCase()}
    </p>
  );
}

/**
 * The invoice as the PDF lays it out, in HTML: the same document model, template, colours and
 * fonts, on one sheet of the business's paper that grows with the lines. Sized by its container
 * (1 em ≈ 9 pt of the PDF at any width).
 */
export function InvoicePreview({
  document: doc,
  paper,
  logo,
  draft,
}: {
  document: InvoiceDocument;
  paper: PaperSize;
  logo: string | null;
  draft: boolean;
}) {
  useEffect(() => {
    void loadPreviewFonts(doc.fontFamily);
  }, [doc.fontFamily]);
  const fonts = invoiceFonts(doc.fontFamily);
  const heading = `'${fonts.heading.family}', ui-sans-serif, system-ui`;
  const body = `'${fonts.body.family}', ui-sans-serif, system-ui`;
  const accent = doc.accentColor;
  const tint = `color-mix(in srgb, ${accent} 13%, white)`;
  const onAccent = textOnColour(accent);
  const accentInk = doc.accentText;
  const modern = doc.template === 'modern';
  const minimal = doc.template === 'minimal';
  const page: CSSProperties = {
    fontFamily: body,
    fontSize: 'calc(100cqw / 66)',
    color: INK,
    background: '#ffffff',
    aspectRatio: paper === 'A4' ? '210 / 297' : '8.5 / 11',
    lineHeight: 1.35,
  };
  const pad = '5.3em';
  const due = doc.meta.find((item) => item.label === 'Due date')?.value ?? '';

  const business = (colour: string, faded: string) => (
    <div>
      {logo && (
        <img
          src={logo}
          alt=""
          style={{
            maxHeight: '5.1em',
            maxWidth: '16em',
            marginBottom: '1.1em',
            display: 'block',
            // On the modern band, a white plate (as in the PDF) keeps a logo in the brand colour visible.
            ...(modern ? { background: '#ffffff', boxShadow: '0 0 0 0.67em #ffffff' } : {}),
          }}
        />
      )}
      <p
        style={{
          fontFamily: heading,
          fontWeight: fonts.heading.bold,
          fontSize: '1.55em',
          margin: 0,
          color: colour,
        }}
      >
        {doc.from.name}
      </p>
      <TextLines lines={doc.from.lines} colour={faded} />
    </div>
  );
  const meta = (colour: string, faded: string) => (
    <div style={{ display: 'flex', gap: '2.4em', justifyContent: 'flex-end', marginTop: '1.2em' }}>
      {doc.meta.map((item) => (
        <div key={item.label} style={{ textAlign: 'right' }}>
          <Label colour={faded}>{item.label}</Label>
          <p style={{ margin: 0, fontWeight: 700, color: colour }}>{item.value}</p>
        </div>
      ))}
    </div>
  );
  const billTo = (
    <div style={{ minWidth: 0, flex: 1 }}>
      <Label>{doc.to.label}</Label>
      <p style={{ margin: '0.2em 0 0', fontWeight: 700, fontSize: '1.22em' }}>{doc.to.name}</p>
      <TextLines lines={doc.to.lines} colour={MUTED} />
    </div>
  );
  const amountDue = (
    <div
      style={{
        textAlign: 'right',
        minWidth: '22em',
        padding: modern ? '1.3em' : 0,
        background: modern ? tint : undefined,
      }}
    >
      <Label>{doc.amountDue.label}</Label>
      <p
        data-testid="preview-amount-due"
        style={{
          fontFamily: heading,
          fontWeight: fonts.heading.bold,
          fontSize: '2.2em',
          margin: 0,
          color: modern ? INK : accentInk,
        }}
      >
        {doc.amountDue.value}
      </p>
      <p style={{ margin: 0, fontSize: '0.94em', color: MUTED }}>Due {due}</p>
    </div>
  );

  return (
    <div style={{ containerType: 'inline-size' }} className="w-full">
      <article
        aria-label={draft ? 'Preview of this draft invoice' : `Invoice ${doc.number}`}
        style={page}
        className="relative overflow-hidden rounded-md shadow-[0_12px_40px_-12px_rgb(0_0_0/0.6)]"
      >
        <header
          style={
            modern
              ? { background: accent, color: onAccent, padding: `3.3em ${pad} 2.2em` }
              : { padding: `${pad} ${pad} 0` }
          }
        >
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: '2em' }}>
            {modern ? business(onAccent, onAccent) : business(INK, MUTED)}
            <div style={{ textAlign: 'right' }}>
              <p
                style={{
                  fontFamily: heading,
                  fontWeight: modern ? fonts.heading.bold : fonts.heading.regular,
                  fontSize: minimal ? '2.4em' : '2.9em',
                  letterSpacing: modern ? '0.06em' : minimal ? 0 : '0.08em',
                  color: modern ? undefined : minimal ? INK : accentInk,
                  margin: 0,
                }}
              >
                {minimal ? doc.title : doc.title.toUpperCase()}
              </p>
              <p
                style={{
                  fontWeight: minimal ? 400 : 700,
                  fontSize: '1.22em',
                  margin: 0,
                  color: modern ? undefined : minimal ? accentInk : INK,
                }}
                data-testid="preview-number"
              >
                {doc.number}
              </p>
              {modern ? meta(onAccent, onAccent) : meta(INK, MUTED)}
            </div>
          </div>
          {!modern && !minimal && (
            <hr style={{ border: 0, borderTop: `0.16em solid ${accent}`, margin: '1.8em 0 0' }} />
          )}
        </header>
        <div style={{ padding: `2.2em ${pad} ${pad}` }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: '2em' }}>
            {billTo}
            {amountDue}
          </div>
          <PreviewLines doc={doc} tint={tint} />
          <div
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: '2em',
              marginTop: '1.1em',
            }}
          >
            <p style={{ fontSize: '0.83em', color: MUTED, margin: 0 }}>{doc.currencyNote}</p>
            <dl style={{ width: '27.5em', margin: 0 }}>
              {doc.totals.map((total) => {
                const strong = total.emphasis !== 'normal';
                const filled = strong && (modern || total.emphasis === 'due');
                return (
                  <div
                    key={total.label}
                    data-testid={
                      total.emphasis === 'normal' ? undefined : `preview-${total.emphasis}`
                    }
                    style={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      alignItems: 'baseline',
                      padding: strong ? '0.6em 0.6em' : '0.35em 0',
                      marginTop: strong ? '0.3em' : 0,
                      background: filled ? (modern ? accent : tint) : undefined,
                      color: filled && modern ? onAccent : INK,
                      borderTop:
                        strong && !filled ? `0.11em solid ${minimal ? HAIRLINE : INK}` : undefined,
                    }}
                  >
                    <dt
                      style={{
                        fontSize: strong ? '1.1em' : '0.94em',
                        fontWeight: strong ? 700 : 400,
                        color: strong ? undefined : MUTED,
                      }}
                    >
                      {total.label}
                    </dt>
                    <dd
                      style={{
                        margin: 0,
                        fontFamily: strong ? heading : body,
                        fontWeight: strong ? fonts.heading.bold : 400,
                        fontSize: strong ? '1.45em' : '1em',
                      }}
                    >
                      {total.value}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </div>
          {closingSections(doc).map((block) => (
            <section key={block.title} style={{ marginTop: '1.6em' }}>
              <Label colour={minimal ? MUTED : accentInk}>{block.title}</Label>
              <p style={{ whiteSpace: 'pre-line', margin: '0.3em 0 0', fontSize: '0.94em' }}>
                {block.text}
              </p>
            </section>
          ))}
        </div>
      </article>
    </div>
  );
}
