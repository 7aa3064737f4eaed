// How every surface names where a tool's work runs (architecture "Providers": local engines are
// labelled "On this computer"). People read these words; engine ids such as
// "imgly-isnet-small@1.4.5" are for the details tooltip only.
import type { ToolEngine } from './tool-definition.ts';

/** The words shown for each kind of engine. */
export const ENGINE_LABELS: Readonly<Record<ToolEngine, string>> = {
  local: 'On this computer',
  hosted: 'Cloud',
};

/** "On this computer" or "Cloud". */
export function engineLabel(kind: ToolEngine): string {
  return ENGINE_LABELS[kind];
}

/**
 * The details tooltip of an engine badge: where it ran and the engine's own id, without the
 * servers' `local:`/`hosted:` prefixes (e.g. "On this computer — engine: imgly-isnet-small@1.4.5").
 */
export function engineDetails(kind: ToolEngine, engineId: string): string {
  const id = engineId.replace(/\b(local|hosted):/g, '').trim();
  return id === '' ? engineLabel(kind) : `${engineLabel(kind)} — engine: ${id}`;
}

/** Longest model label the designs table stores (its check on `model`). */
const MODEL_MAX_LENGTH = 100;

/**
 * The model saved with a photo-tool result: where it ran in user words, then the engine id for
 * the details (e.g. "On this computer · imgly-isnet-small@1.4.5").
 */
export function engineModelLabel(kind: ToolEngine, engineId: string): string {
  const id = engineId.replace(/\b(local|hosted):/g, '').trim();
  const label = id === '' ? engineLabel(kind) : `${engineLabel(kind)} · ${id}`;
  return label.slice(0, MODEL_MAX_LENGTH);
}

/**
 * A saved model label split for display: the words to show and the engine id for a tooltip
 * (null when the label names no engine, e.g. "Flux Dev").
 */
export function splitEngineModel(model: string): { label: string; details: string | null } {
  for (const words of Object.values(ENGINE_LABELS)) {
    if (model === words) return { label: words, details: null };
    if (model.startsWith(`${words} · `)) return { label: words, details: model };
  }
  return { label: model, details: null };
}
