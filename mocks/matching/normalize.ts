// Reading profile values the way users type them: both readings of every option list,
// comma-separated lists, free text, out-of-list values and garbage (numbers, null, objects,
// huge strings). Every parser is total: unknown input gives "missing", never an exception.
// The readers live in normalizers/ by what they read; this module is their one import.

export * from './normalizers/text';
export * from './normalizers/amounts';
export * from './normalizers/kinds';
