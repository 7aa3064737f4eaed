// The local scene composer (issue #15): prompt → SVG scene with one group per subject.
export {
  composeScene,
  escapeXml,
  pieceSvg,
  svgOpen,
  type ComposeInput,
  type ComposedScene,
  type PlacedBox,
  type SceneGroup,
  type SceneLayers,
  type ScenePiece,
} from './compose.ts';
export {
  noteOrder,
  parsePrompt,
  promptNote,
  type ParsedPrompt,
  type Setting,
  type SubjectRequest,
} from './parse-prompt.ts';
export { recolourFor, type Recolour } from './recolour.ts';
