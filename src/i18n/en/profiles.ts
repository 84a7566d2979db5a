/** Strings of the profiles screens. */
export const profiles = {} as const;
