import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import type { MoodboardImage } from '@contracts/api/moodboard';
import { MOODBOARD_LIMITS } from '@contracts/api/moodboard';
import type { PlacedTile } from '@contracts/domain/moodboard-layout';
import { inkFor, paletteHexes } from '../board-model';
import type { Board } from '../board-model';
import { textureSvg, typeSpecimen } from '../lib/board-art';
import type { BoardFace } from '../lib/board-fonts';

/** The type pairing as the board sets it. */
export type BoardFaces = { heading: BoardFace; body: BoardFace };

function PaletteTile({ board, interactive }: { board: Board; interactive: boolean }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (hex: string) => {
    try {
      await navigator.clipboard.writeText(hex);
      setCopied(hex);
    } catch {
      setCopied(null);
    }
  };
  return (
    <ul className="flex h-full w-full flex-col" aria-label="Palette" data-testid="palette-tile">
      {board.palette.map((colour) => {
        const ink = inkFor(colour.hex);
        const label = colour.hex.toUpperCase();
        return (
          <li
            key={colour.hex}
            className="flex min-w-0 flex-1"
            style={{ backgroundColor: colour.hex }}
          >
            {interactive ? (
              <button
                type="button"
                onClick={() => void copy(colour.hex)}
                className="flex w-full items-center justify-between gap-1 px-[6%] text-[0.65rem] font-semibold tracking-wide outline-none focus-visible:ring-2 focus-visible:ring-black/60 focus-visible:ring-inset"
                style={{ color: ink }}
                aria-label={`Copy ${label}`}
                data-testid="palette-swatch"
              >
                <span>{label}</span>
                {copied === colour.hex ? (
                  <Check className="size-3" aria-hidden />
                ) : (
                  <Copy className="size-3 opacity-70" aria-hidden />
                )}
              </button>
            ) : (
              <span
                className="flex w-full items-center px-[6%] text-[0.65rem] font-semibold tracking-wide"
                style={{ color: ink }}
                data-testid="palette-swatch"
              >
                {label}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function TypeTile({ board, faces }: { board: Board; faces: BoardFaces }) {
  const specimen = typeSpecimen(board);
  return (
    <div
      className="flex h-full w-full flex-col justify-between overflow-hidden bg-[#faf8f3] p-[6%] text-[#1c1a17]"
      data-testid="type-tile"
    >
      <p
        aria-hidden
        className="text-[clamp(1.5rem,6vw,4.5rem)] leading-none"
        style={{ fontFamily: faces.heading.css, fontWeight: faces.heading.weight }}
      >
        Aa
      </p>
      <div className="min-w-0">
        <p
          className="line-clamp-2 text-base leading-tight sm:text-lg"
          style={{ fontFamily: faces.heading.css, fontWeight: faces.heading.weight }}
        >
          {specimen.heading}
        </p>
        <p
          className="mt-1 line-clamp-3 text-[0.7rem] leading-snug text-[#4a453d]"
          style={{ fontFamily: faces.body.css, fontWeight: faces.body.weight }}
        >
          {specimen.body}
        </p>
        <p className="mt-1 truncate text-[0.6rem] tracking-wide text-[#5f584d] uppercase">
          {faces.heading.family} / {faces.body.family}
        </p>
      </div>
    </div>
  );
}

function WordsTile({ board, faces }: { board: Board; faces: BoardFaces }) {
  const background = paletteHexes(board.palette)[0] ?? '#1c1a17';
  const words = (board.words.length > 0 ? board.words : board.keywords).slice(0, 8);
  return (
    <div
      className="flex h-full w-full flex-col items-center justify-center gap-1 overflow-hidden p-[6%] text-center"
      style={{ backgroundColor: background, color: inkFor(background) }}
      data-testid="words-tile"
    >
      {words.map((word) => (
        <span
          key={word}
          className="max-w-full truncate text-[clamp(0.7rem,2vw,1.5rem)] leading-tight"
          style={{ fontFamily: faces.heading.css, fontWeight: faces.heading.weight }}
        >
          {word}
        </span>
      ))}
    </div>
  );
}

function TextureTile({ board }: { board: Board }) {
  const svg = textureSvg(paletteHexes(board.palette));
  return (
    <div
      className="h-full w-full"
      role="img"
      aria-label="Texture in the palette’s colours"
      data-testid="texture-tile"
      style={{
        backgroundImage: `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`,
        backgroundSize: '40px 40px',
      }}
    />
  );
}

function NoteTile({
  tile,
  faces,
  onText,
}: {
  tile: PlacedTile;
  faces: BoardFaces;
  onText?: (text: string) => void;
}) {
  const style = { fontFamily: faces.body.css };
  return (
    <div className="h-full w-full bg-[#fff6c8] p-[6%] text-[#3b3425]" data-testid="note-tile">
      {onText ? (
        <textarea
          value={tile.text ?? ''}
          onChange={(event) => onText(event.target.value.slice(0, MOODBOARD_LIMITS.maxNoteChars))}
          maxLength={MOODBOARD_LIMITS.maxNoteChars}
          aria-label="Note"
          placeholder="Write a note…"
          className="h-full w-full resize-none bg-transparent text-sm leading-snug outline-none placeholder:text-[#6b6047]"
          style={style}
          onKeyDown={(event) => event.stopPropagation()}
          onPointerDown={(event) => event.stopPropagation()}
        />
      ) : (
        <p className="text-sm leading-snug whitespace-pre-wrap" style={style}>
          {tile.text}
        </p>
      )}
    </div>
  );
}

/** What a tile shows, by its kind. */
export function TileContent({
  tile,
  board,
  image,
  faces,
  interactive,
  onText,
}: {
  tile: PlacedTile;
  board: Board;
  image: MoodboardImage | undefined;
  faces: BoardFaces;
  interactive: boolean;
  onText?: (text: string) => void;
}) {
  switch (tile.kind) {
    case 'image':
      return image ? (
        <img
          src={image.url}
          alt={image.subject || 'Board image'}
          crossOrigin="anonymous"
          draggable={false}
          className="h-full w-full object-cover select-none"
          data-testid="tile-image"
          data-source={image.source}
        />
      ) : (
        <div className="h-full w-full bg-[#e9e4da]" />
      );
    case 'palette':
      return <PaletteTile board={board} interactive={interactive} />;
    case 'type':
      return <TypeTile board={board} faces={faces} />;
    case 'words':
      return <WordsTile board={board} faces={faces} />;
    case 'texture':
      return <TextureTile board={board} />;
    case 'note':
      return <NoteTile tile={tile} faces={faces} onText={onText} />;
  }
}

/** A tile's name for screen readers and the move announcements. */
export function tileName(tile: PlacedTile, image: MoodboardImage | undefined): string {
  switch (tile.kind) {
    case 'image':
      return image?.subject ? `Image: ${image.subject}` : 'Image';
    case 'palette':
      return 'Palette';
    case 'type':
      return 'Type pairing';
    case 'words':
      return 'Words';
    case 'texture':
      return 'Texture';
    case 'note':
      return 'Note';
  }
}
