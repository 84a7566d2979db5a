/** Strings of the admin screens. */
export const admin = {} as const;
