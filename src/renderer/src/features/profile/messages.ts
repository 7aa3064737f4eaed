// The profile screens' own wording (the spec's profile toasts are in contracts/messages.ts).

export const profileScreenMessages = {
  /** Spec 2.6, word for word: 'You have N saved design(s).' */
  designCount: (count: number) => `You have ${count} saved design(s).`,
  noDesigns: 'No designs yet',
  photoHint: (limit: string) => `JPG, PNG or WebP, under ${limit}.`,
} as const;
