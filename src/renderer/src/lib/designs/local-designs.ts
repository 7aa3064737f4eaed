// Designs kept in browser storage when the server cannot take them (spec 7 "Insert into
// designs": on failure the design is stored under a per-user key with a generated id, newest
// first, and the save still counts). On a quota error the copies are trimmed (spec 4): first
// to the newest 50 of this user, then to the newest 20 across every user of this browser.
import { localDesignSchema } from './design-schemas';
import type { LocalDesign, NewDesign } from './design-schemas';

/** The subset of Web Storage used here, so tests can hand in a fake. */
export type KeyValueStorage = {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

/** Keys are `hive:designs:<user id>`. */
export const LOCAL_DESIGNS_KEY_PREFIX = 'hive:designs:';
/** Spec 4: on a quota error keep at most this many per user… */
export const LOCAL_DESIGNS_PER_USER_LIMIT = 50;
/** …and, if that is not enough, this many across all users. */
export const LOCAL_DESIGNS_OVERALL_LIMIT = 20;

/** The storage key of a user's local designs. */
export function localDesignsKey(userId: string): string {
  return `${LOCAL_DESIGNS_KEY_PREFIX}${userId}`;
}

/** True for the errors browsers throw when storage is full. */
export function isQuotaError(error: unknown): boolean {
  if (
    !(error instanceof Error) &&
    !(typeof DOMException !== 'undefined' && error instanceof DOMException)
  )
    return false;
  const { name } = error as { name: string };
  const code = (error as { code?: number }).code;
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014
  );
}

function parseList(raw: string | null): LocalDesign[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item) => {
      const parsed = localDesignSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

/** A user's local designs, newest first; unreadable entries are skipped. */
export function readLocalDesigns(storage: KeyValueStorage, userId: string): LocalDesign[] {
  return parseList(storage.getItem(localDesignsKey(userId))).filter(
    (design) => design.userId === userId,
  );
}

function allDesignKeys(storage: KeyValueStorage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(LOCAL_DESIGNS_KEY_PREFIX)) keys.push(key);
  }
  return keys;
}

function newestFirst(a: LocalDesign, b: LocalDesign): number {
  return b.createdAt.localeCompare(a.createdAt);
}

/** Keeps the newest `limit` designs across every user's key. */
function trimOverall(
  storage: KeyValueStorage,
  pending: { key: string; list: LocalDesign[] },
  limit: number,
): void {
  const everything = allDesignKeys(storage)
    .filter((key) => key !== pending.key)
    .flatMap((key) => parseList(storage.getItem(key)).map((design) => ({ key, design })))
    .concat(pending.list.map((design) => ({ key: pending.key, design })))
    .sort((a, b) => newestFirst(a.design, b.design))
    .slice(0, limit);
  const byKey = new Map<string, LocalDesign[]>();
  for (const { key, design } of everything) byKey.set(key, [...(byKey.get(key) ?? []), design]);
  for (const key of allDesignKeys(storage)) if (!byKey.has(key)) storage.removeItem(key);
  for (const [key, list] of byKey)
    if (key !== pending.key) storage.setItem(key, JSON.stringify(list));
  storage.setItem(pending.key, JSON.stringify(byKey.get(pending.key) ?? []));
}

/** Writes a user's list, trimming per spec 4 when storage is full; throws if even that fails. */
export function writeLocalDesigns(
  storage: KeyValueStorage,
  userId: string,
  list: LocalDesign[],
): void {
  const key = localDesignsKey(userId);
  const sorted = [...list].sort(newestFirst);
  if (sorted.length === 0) {
    storage.removeItem(key);
    return;
  }
  try {
    storage.setItem(key, JSON.stringify(sorted));
    return;
  } catch (error) {
    if (!isQuotaError(error)) throw error;
  }
  const perUser = sorted.slice(0, LOCAL_DESIGNS_PER_USER_LIMIT);
  try {
    storage.setItem(key, JSON.stringify(perUser));
    return;
  } catch (error) {
    if (!isQuotaError(error)) throw error;
  }
  trimOverall(storage, { key, list: perUser }, LOCAL_DESIGNS_OVERALL_LIMIT);
}

/** Keeps a design in browser storage (newest first); returns the stored copy. */
export function addLocalDesign(
  storage: KeyValueStorage,
  userId: string,
  design: NewDesign,
  options: { id?: string; now?: Date } = {},
): LocalDesign {
  const existing = readLocalDesigns(storage, userId);
  const local: LocalDesign = {
    id: options.id ?? `local-${crypto.randomUUID()}`,
    createdAt: (options.now ?? new Date()).toISOString(),
    userId,
    name: design.name.trim() === '' ? `Design ${existing.length + 1}` : design.name,
    isPrivate: true,
    url: design.url,
    prompt: design.prompt,
    tags: design.tags,
    model: design.model,
    type: design.type,
    folderId: null,
    details: design.details ?? null,
    ...(design.moodboard_data !== undefined && { moodboardData: design.moodboard_data }),
  };
  writeLocalDesigns(storage, userId, [local, ...existing]);
  return local;
}

/** Changes a local design; only the owning user's list is touched (spec 6). */
export function updateLocalDesign(
  storage: KeyValueStorage,
  userId: string,
  id: string,
  patch: Partial<Pick<LocalDesign, 'name' | 'isPrivate' | 'folderId'>>,
): void {
  const list = readLocalDesigns(storage, userId);
  writeLocalDesigns(
    storage,
    userId,
    list.map((design) => (design.id === id ? { ...design, ...patch } : design)),
  );
}

/** Forgets a local design (deleted, or synced to the server). */
export function removeLocalDesign(storage: KeyValueStorage, userId: string, id: string): void {
  const list = readLocalDesigns(storage, userId);
  writeLocalDesigns(
    storage,
    userId,
    list.filter((design) => design.id !== id),
  );
}

/** This browser's localStorage, or an in-memory stand-in where storage is blocked. */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    storage.getItem(LOCAL_DESIGNS_KEY_PREFIX);
    return storage;
  } catch {
    return memoryStorage();
  }
}

/** A KeyValueStorage held in memory (private windows that block storage, tests). */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}
