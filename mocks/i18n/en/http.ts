/**
 * The mock server's own words at its boundary: sign-in and permission refusals, the body parser,
 * the HTTP server's refusals (mocks/http/http-server.ts) and the Demo tools' forced error.
 *
 * Every English message the mock answers with is an entry of one of these catalogues, and its
 * Arabic twin has the same key and placeholders (mocks/i18n/ar/, checked by mocks/http/wording.test.ts).
 * English is filled as it always was (plain `{name}` placeholders, no ICU formatting), so an
 * English answer is byte for byte what it was before the catalogues existed.
 */
export const http = {
  authRequired: 'Authentication required. Please log in.',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: 'You do not have permission to do this.',
  invalidJson: 'The request body must be valid JSON.',
  invalidRequest: 'The request is not valid.',
  badTarget: 'The request target is not a valid URL.',
  noRoute: 'There is no {method} {path} in the Corridor API.',
  methodNotAllowed: '{method} is not allowed here. Use {allowed}.',
  tooLarge: 'The request body is larger than {kb} KB.',
  notJson: 'The request body must be JSON (Content-Type: application/json).',
  timeout: 'The request took too long to arrive.',
  internal: 'The mock server failed to answer this request. It is still running; please try again.',
  headersTooLarge: 'The request headers are too large.',
  notHttp: 'The request is not valid HTTP.',
  simulatedError: 'Simulated server error (mock scenario).',
  /**
   * What zod's own messages say, for a field whose schema gives none. An English answer keeps
   * zod's English text (these are its meaning, not its words); an Arabic one is written from the
   * issue with these keys (mocks/http/zod-issues.ts).
   */
  zod: {
    invalidType: 'Invalid input: expected {expected}',
    tooBigText: 'Too big: expected at most {maximum} characters',
    tooBigNumber: 'Too big: expected a number of at most {maximum}',
    tooBigList: 'Too big: expected at most {maximum} items',
    tooSmallText: 'Too small: expected at least {minimum} characters',
    tooSmallNumber: 'Too small: expected a number of at least {minimum}',
    tooSmallList: 'Too small: expected at least {minimum} items',
    invalidFormat: 'Invalid format: expected {format}',
    notMultipleOf: 'Invalid number: must be a multiple of {divisor}',
    unrecognizedKeys: 'Unrecognized keys: {keys}',
    invalidValue: 'Invalid option: expected one of {values}',
    invalid: 'Invalid input',
    /** The names of the types zod expects, as `{expected}` reads them. */
    types: {
      string: 'text',
      number: 'a number',
      boolean: 'true or false',
      object: 'an object',
      array: 'a list',
      other: 'another type',
    },
  },
} as const;
