// The photo tools as the tool registry names them (src/shared/tools/tool-registry.ts): the id a
// job is recorded under (jobs.tool) and the credit-history label of its charge. Edge functions
// import only _shared, so this is a copy; contract.test.ts proves it equals the registry.

/** Each photo tool's registry id and credit-history label. */
export const PHOTO_TOOLS = {
  'background-remover': { creditLabel: 'Background removal' },
  'object-remover': { creditLabel: 'Object removal' },
  'image-enhancer': { creditLabel: 'Image enhancement' },
  'background-generator': { creditLabel: 'Background generation' },
} as const;

/** A photo tool's registry id. */
export type PhotoToolId = keyof typeof PHOTO_TOOLS;
