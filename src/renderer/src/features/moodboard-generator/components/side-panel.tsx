import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { rgbText } from '../board-model';
import type { Board } from '../board-model';
import { typeSpecimen } from '../lib/board-art';
import type { BoardFaces } from './tile-content';

/** The board's palette (HEX, RGB, copy) and its type pairing with a specimen, beside the board. */
export function SidePanel({
  board,
  faces,
  stacked = false,
}: {
  board: Board;
  faces: BoardFaces;
  /** One column always (beside the board); otherwise two columns under it until it fits beside. */
  stacked?: boolean;
}) {
  const [copied, setCopied] = useState<string | null>(null);
  const specimen = typeSpecimen(board);
  return (
    <div
      className={
        stacked ? 'flex flex-col gap-6' : 'grid content-start gap-6 md:grid-cols-2 2xl:grid-cols-1'
      }
    >
      <section aria-labelledby="board-palette-title" className="flex flex-col gap-3">
        <h3 id="board-palette-title" className="text-foreground text-sm font-semibold">
          Palette
        </h3>
        <ul className="flex flex-col gap-2" data-testid="side-palette">
          {board.palette.map((colour) => (
            <li key={colour.hex} className="flex items-center gap-3">
              <span
                className="border-border size-9 shrink-0 rounded-lg border"
                style={{ backgroundColor: colour.hex }}
                aria-hidden
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-foreground font-mono text-sm" data-testid="palette-hex">
                  {colour.hex.toUpperCase()}
                </span>
                <span className="text-muted-foreground text-xs">
                  {rgbText(colour.hex)}
                  {colour.name ? ` · ${colour.name}` : ''}
                </span>
              </span>
              <button
                type="button"
                aria-label={`Copy ${colour.hex.toUpperCase()}`}
                onClick={() => {
                  void navigator.clipboard.writeText(colour.hex).then(
                    () => setCopied(colour.hex),
                    () => setCopied(null),
                  );
                }}
                className="text-muted-foreground hover:text-foreground focus-visible:ring-ring grid size-8 place-items-center rounded-lg outline-none focus-visible:ring-2"
              >
                {copied === colour.hex ? (
                  <Check className="size-4" aria-hidden />
                ) : (
                  <Copy className="size-4" aria-hidden />
                )}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="board-fonts-title"
        className="flex flex-col gap-3"
        data-testid="side-fonts"
      >
        <h3 id="board-fonts-title" className="text-foreground text-sm font-semibold">
          Fonts
        </h3>
        <div className="border-border bg-surface-raised rounded-xl border p-3">
          <p className="text-muted-foreground text-xs">Heading</p>
          <p className="text-foreground text-sm font-medium" data-testid="heading-font">
            {faces.heading.family} · {faces.heading.weight}
          </p>
          <p
            className="text-gold-100 mt-1 truncate text-xl"
            style={{ fontFamily: faces.heading.css, fontWeight: faces.heading.weight }}
          >
            {specimen.heading}
          </p>
        </div>
        <div className="border-border bg-surface-raised rounded-xl border p-3">
          <p className="text-muted-foreground text-xs">Body</p>
          <p className="text-foreground text-sm font-medium" data-testid="body-font">
            {faces.body.family} · {faces.body.weight}
          </p>
          <p
            className="text-foreground/85 mt-1 text-sm leading-snug"
            style={{ fontFamily: faces.body.css, fontWeight: faces.body.weight }}
          >
            {specimen.body}
          </p>
        </div>
        {board.fonts.why && (
          <p className="text-muted-foreground text-xs leading-relaxed">{board.fonts.why}</p>
        )}
      </section>
    </div>
  );
}
