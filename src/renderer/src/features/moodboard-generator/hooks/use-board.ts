// The board being edited: every change goes through one of these actions (pure layout rules from
// contracts/domain/moodboard-layout), and each says what happened in words for the aria-live line.
import { useState } from 'react';
import { MOODBOARD_LIMITS } from '@contracts/api/moodboard';
import type { MoodboardImage, MoodboardLayout } from '@contracts/api/moodboard';
import { moodboardMessages } from '@contracts/messages';
import {
  addTile,
  neighbour,
  removeTile,
  resizeTile,
  swapTiles,
} from '@contracts/domain/moodboard-layout';
import type { PlacedTile } from '@contracts/domain/moodboard-layout';
import { boardSeed, withAspects, withLayout } from '../board-model';
import type { Board } from '../board-model';
import { tileName } from '../components/tile-content';

/** The board, its actions, and the last thing said about it. */
export function useBoard() {
  const [board, setBoard] = useState<Board | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const update = (change: (current: Board) => Board, said?: (next: Board) => string) =>
    setBoard((current) => {
      if (!current) return current;
      const next = change(current);
      if (said) setAnnouncement(said(next));
      return next;
    });

  const nameOf = (current: Board, id: string) => {
    const tile = current.layout.tiles.find((entry) => entry.id === id);
    if (!tile) return 'Tile';
    return tileName(
      tile,
      current.images.find((image) => image.id === tile.imageId),
    );
  };
  const positionOf = (current: Board, id: string) =>
    current.layout.tiles.findIndex((tile) => tile.id === id) + 1;
  const withTiles = (current: Board, laid: { height: number; tiles: PlacedTile[] }): Board => ({
    ...current,
    layout: { ...current.layout, ...laid },
  });
  const shaped = (current: Board) => withAspects(current.layout.tiles, current.images);

  return {
    board,
    announcement,
    load: (next: Board | null) => setBoard(next),
    swap: (fromId: string, toId: string) =>
      update(
        (current) => ({
          ...current,
          layout: { ...current.layout, tiles: swapTiles(current.layout.tiles, fromId, toId) },
        }),
        (next) =>
          `${nameOf(next, fromId)} moved to place ${positionOf(next, fromId)} of ${next.layout.tiles.length}.`,
      ),
    move: (id: string, steps: 1 | -1) =>
      update(
        (current) => {
          const other = neighbour(current.layout.tiles, id, steps);
          if (!other) return current;
          return {
            ...current,
            layout: { ...current.layout, tiles: swapTiles(current.layout.tiles, id, other.id) },
          };
        },
        (next) =>
          `${nameOf(next, id)} is at place ${positionOf(next, id)} of ${next.layout.tiles.length}.`,
      ),
    resize: (id: string, change: 1 | -1) =>
      update(
        (current) =>
          withTiles(
            current,
            resizeTile(shaped(current), id, change, current.layout.kind, boardSeed(current)),
          ),
        (next) => `${nameOf(next, id)} is ${change > 0 ? 'bigger' : 'smaller'}.`,
      ),
    toggleLock: (id: string) =>
      update(
        (current) => ({
          ...current,
          layout: {
            ...current.layout,
            tiles: current.layout.tiles.map((tile) =>
              tile.id === id ? { ...tile, locked: !tile.locked } : tile,
            ),
          },
        }),
        (next) =>
          `${nameOf(next, id)} ${next.layout.tiles.find((tile) => tile.id === id)?.locked ? 'locked' : 'unlocked'}.`,
      ),
    remove: (id: string) =>
      update(
        (current) => {
          const images = current.images.filter(
            (image) =>
              !current.layout.tiles.some((tile) => tile.id === id && tile.imageId === image.id),
          );
          const laid = removeTile(shaped(current), id, current.layout.kind, boardSeed(current));
          return { ...withTiles(current, laid), images };
        },
        () => 'Tile removed.',
      ),
    addNote: () =>
      update(
        (current) => {
          if (current.layout.tiles.length >= MOODBOARD_LIMITS.maxTilesOnBoard) return current;
          const note: PlacedTile = {
            id: `note-${crypto.randomUUID()}`,
            kind: 'note',
            text: '',
            size: 1,
            locked: false,
            rect: { x: 0, y: 0, w: 1, h: 1 },
          };
          return withTiles(
            current,
            addTile(shaped(current), note, current.layout.kind, boardSeed(current)),
          );
        },
        () => 'Note added at the end of the board.',
      ),
    addImage: (image: MoodboardImage) =>
      update(
        (current) => {
          if (current.layout.tiles.length >= MOODBOARD_LIMITS.maxTilesOnBoard) return current;
          const tile: PlacedTile = {
            id: `tile-${image.id}`,
            kind: 'image',
            imageId: image.id,
            size: 1,
            locked: false,
            rect: { x: 0, y: 0, w: 1, h: 1 },
            aspect: image.width / image.height,
          };
          const next = { ...current, images: [...current.images, image] };
          return withTiles(
            next,
            addTile(shaped(next), tile, current.layout.kind, boardSeed(current)),
          );
        },
        () => 'Image added at the end of the board.',
      ),
    /** The tile's picture becomes `image` in place (no reflow: the tile keeps its rectangle). */
    replaceImage: (tileId: string, image: MoodboardImage) =>
      update(
        (current) => {
          const tile = current.layout.tiles.find((entry) => entry.id === tileId);
          if (!tile || tile.locked) return current;
          const old = tile.imageId;
          return {
            ...current,
            images: [...current.images.filter((entry) => entry.id !== old), image],
            layout: {
              ...current.layout,
              tiles: current.layout.tiles.map((entry) =>
                entry.id === tileId ? { ...entry, imageId: image.id } : entry,
              ),
            },
          };
        },
        () => moodboardMessages.varied,
      ),
    setText: (id: string, text: string) =>
      update((current) => ({
        ...current,
        layout: {
          ...current.layout,
          tiles: current.layout.tiles.map((tile) => (tile.id === id ? { ...tile, text } : tile)),
        },
      })),
    setTitle: (title: string) =>
      update((current) => ({ ...current, title: title.slice(0, MOODBOARD_LIMITS.maxTitleChars) })),
    setLayout: (kind: MoodboardLayout) =>
      update(
        (current) => withLayout(current, kind),
        () => `Arranged as ${kind}.`,
      ),
  };
}

/** The board state and its actions, as useBoard gives them. */
export type BoardState = ReturnType<typeof useBoard>;
