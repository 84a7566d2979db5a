import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend for Node: Vitest screen tests and contract tests. */
export const server = setupServer(...handlers);
