import { storiesShard } from './stories-suite';

// The story tests, shard 1 of 6 (see stories-suite.tsx): six files so Vitest runs them side by side and none is a long last file.
await storiesShard(1);
