/** Conformance cases of the live event stream: any signed-in caller gets a stream, nobody else does. */
import { openStream } from '../domain/live/testing';
import { call, type Case, type World } from './conformance-world';
import { BASE_URL } from './harness';

export const liveCases: Record<string, (w: World) => Case[]> = {
  openEventStream: (w) => [
    { name: 'a partner', expect: 'success', send: () => openStream(BASE_URL, w.local.token) },
    { name: 'an admin', expect: 'success', send: () => openStream(BASE_URL, w.admin.token) },
    { name: 'no token', expect: 'failure', send: () => call('GET', '/events') },
    { name: 'a forged token', expect: 'failure', send: () => call('GET', '/events', undefined, 'f'.repeat(64)) },
  ],
};
