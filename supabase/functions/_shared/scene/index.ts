// The local scene composer (issue #15): prompt → SVG scene with one group per subject.
export { composeScene, type ComposeInput, type ComposedScene, type PlacedBox } from './compose.ts';
export {
  parsePrompt,
  promptNote,
  type ParsedPrompt,
  type Setting,
  type SubjectRequest,
} from './parse-prompt.ts';
export { recolourFor, type Recolour } from './recolour.ts';
