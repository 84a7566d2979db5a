export { watchDataChanges } from './changes';
export { publish, subscriberCount, type LiveEvent, type LiveSend } from './hub';
export { frame, KEEP_ALIVE_MS, liveStream, type LiveStreamOptions } from './stream';
export { subscribe } from './subscribe';
