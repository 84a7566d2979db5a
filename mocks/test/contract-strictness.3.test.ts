import { strictnessShard } from './strictness-suite';

// The strictness cases, shard 3 of 3 (see strictness-suite.ts): files Vitest runs side by side.
strictnessShard(3);
