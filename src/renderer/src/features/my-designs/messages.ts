// My Creations' own wording. The spec has no messages for these actions, so they live with the
// feature rather than in the spec catalogue (contracts/messages.ts).

export const libraryMessages = {
  loadFailed: 'Could not load your creations. Please try again.',
  offline: 'Showing the creations kept in this browser; the server could not be reached.',
  renamed: 'Design renamed',
  renameFailed: 'Could not rename the design. Please try again.',
  updateFailed: 'Could not update the design. Please try again.',
  deleted: 'Design deleted',
  deleteFailed: 'Could not delete the design. Please try again.',
  folderCreated: 'Folder created',
  folderSaved: 'Folder saved',
  folderDeleted: 'Folder deleted; its designs are kept',
  folderFailed: 'Could not save the folder. Please try again.',
  collectionCreated: 'Collection created',
  collectionDeleted: 'Collection deleted; its designs are kept',
  collectionFailed: 'Could not update the collection. Please try again.',
  addedToCollection: (name: string) => `Added to ${name}`,
  removedFromCollection: (name: string) => `Removed from ${name}`,
  localOnly: 'Only in this browser until it syncs',
} as const;
