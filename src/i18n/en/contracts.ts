/** Strings of the contracts screens. */
export const contracts = {} as const;
