// The one door to jotai (lint forbids importing it elsewhere): UI state lives in atoms declared
// next to the feature that owns them; this file keeps the dependency swappable and in one place.
export {
  atom,
  createStore,
  useAtom,
  useAtomValue,
  useSetAtom,
  useStore,
  Provider as StateProvider,
} from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
