/** Strings of the marketing screens. */
export const marketing = {} as const;
