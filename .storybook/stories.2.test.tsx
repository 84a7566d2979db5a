import { storiesShard } from './stories-suite';

// The story tests, shard 2 of 3 (see stories-suite.tsx): three files so Vitest runs them side by side.
await storiesShard(2);
