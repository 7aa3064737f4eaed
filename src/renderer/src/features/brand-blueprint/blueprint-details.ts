// What saving a blueprint to My Creations keeps (designs.details, read back by every colour
// picker's "My brand"): the palette's hex with names and roles, the fonts and the stored files'
// paths. One pure function, so the shape saved is the shape the pickers parse.
import {
  brandDetailsSchema,
  type BrandBlueprintResponse,
  type BrandDetails,
} from '@contracts/api/brand';
import { RESULTS_BUCKET } from '@contracts/domain/storage';

/** The details of a run's blueprint, checked against the schema the pickers read. */
export function blueprintDetails(blueprint: BrandBlueprintResponse['blueprint']): BrandDetails {
  return brandDetailsSchema.parse({
    kind: 'brand-blueprint',
    version: 1,
    name: blueprint.name,
    palette: blueprint.palette.map((colour) => ({
      name: colour.name,
      hex: colour.hex,
      role: colour.role,
    })),
    fonts: { heading: blueprint.typography.heading.family, body: blueprint.typography.body.family },
    bucket: RESULTS_BUCKET,
    files: Object.fromEntries(blueprint.files.map((file) => [file.kind, file.path])),
  });
}

/** The file of a kind (the guideline, the tokens, the kit, the cover). */
export function blueprintFile(
  blueprint: BrandBlueprintResponse['blueprint'],
  kind: BrandBlueprintResponse['blueprint']['files'][number]['kind'],
) {
  return blueprint.files.find((file) => file.kind === kind);
}
