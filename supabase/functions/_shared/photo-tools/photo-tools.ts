// The photo tools as the tool registry names them (../contracts/tools/tool-registry.ts): the id a
// job is recorded under (jobs.tool) and the credit-history label of its charge.
import type { ToolId } from '../contracts/tools/tool-registry.ts';
import { creditHistoryLabel, toolById } from '../contracts/tools/tool-views.ts';

/** The four photo tools' registry ids. */
export const PHOTO_TOOL_IDS = [
  'background-remover',
  'object-remover',
  'image-enhancer',
  'background-generator',
] as const satisfies readonly ToolId[];

/** A photo tool's registry id. */
export type PhotoToolId = (typeof PHOTO_TOOL_IDS)[number];

/** The words the credit history shows for a photo tool's charge ("Background removal"). */
export function photoToolCreditLabel(id: PhotoToolId): string {
  const tool = toolById(id);
  return creditHistoryLabel(tool) ?? tool.title;
}
