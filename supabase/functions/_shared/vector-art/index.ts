// The vector tools' shared code (issue #15): looks painted over the scene composer, the
// Recraft-style hosted adapter, and the two functions' job definitions.
export { svgGeneratorJob, planSvg } from './svg-generator.ts';
export { illustrationJob, planIllustrations } from './illustrations.ts';
export { composePicture, type PictureSpec } from './local-engine.ts';
export { paintScene, strokeFor } from './paint.ts';
export { LOOKS, type LookName } from './look-types.ts';
