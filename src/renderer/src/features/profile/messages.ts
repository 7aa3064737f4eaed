// The profile screens' own wording (the spec's profile toasts are in src/shared/messages.ts).

export const profileScreenMessages = {
  designCount: (count: number) => `You have ${count} saved design${count === 1 ? '' : 's'}.`,
  noDesigns: 'No designs yet',
  photoHint: (limit: string) => `JPG, PNG or WebP, under ${limit}.`,
} as const;
