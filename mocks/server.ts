/**
 * `npm run mock:server`: the same handlers and data model over HTTP, at the contract's paths,
 * for curl, another client or a contract-testing tool. Data lives in memory (reset on restart).
 */
import { createServer } from '@mswjs/http-middleware';
import { initDb } from './db';
import { handlers } from './handlers';
import { initScenarios } from './http/scenarios';

const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';
const extraBusinesses = Number(process.env.MOCK_EXTRA_BUSINESSES ?? 0);

await initDb({ extraBusinesses });
initScenarios(null);
const server = createServer(...handlers);
server.listen(port, host, () => {
  console.log(`Corridor mock API listening on http://${host}:${port}`);
  console.log(`Try: curl -s -X POST http://${host}:${port}/login -H 'Content-Type: application/json' -d '{"email":"demo.foreign@corridor.test","password":"corridor-demo"}'`);
});
