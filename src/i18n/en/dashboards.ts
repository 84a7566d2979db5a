/** Strings of the dashboards screens. */
export const dashboards = {} as const;
