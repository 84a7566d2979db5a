import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeOf, serveStatic, type StaticServer } from './serve';

describe('contentTypeOf', () => {
  it('serves scripts (the MSW service worker among them) as JavaScript, and the rest by extension', () => {
    expect(contentTypeOf('/x/mockServiceWorker.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('iframe.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('a/Nunito.WOFF2')).toBe('font/woff2');
    expect(contentTypeOf('index.json')).toBe('application/json; charset=utf-8');
    expect(contentTypeOf('blob.bin')).toBe('application/octet-stream');
  });
});

describe('serveStatic', () => {
  let root: string;
  let server: StaticServer;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'visual-serve-'));
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'mockServiceWorker.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(root, 'docs', 'index.html'), '<!doctype html><title>docs</title>');
    writeFileSync(join(root.replace(/[^/]+$/, ''), 'visual-serve-secret.txt'), 'not yours');
    server = await serveStatic(root);
  });

  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(join(root.replace(/[^/]+$/, ''), 'visual-serve-secret.txt'), { force: true });
  });

  it('answers a file with its content type and length', async () => {
    const response = await fetch(`${server.url}/mockServiceWorker.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toContain('addEventListener');
  });

  it('answers a folder with its index.html, and a missing file with 404', async () => {
    expect(await (await fetch(`${server.url}/docs/`)).text()).toContain('<title>docs</title>');
    expect((await fetch(`${server.url}/nothing.js`)).status).toBe(404);
  });

  it('never serves a file outside its folder, and only reads', async () => {
    expect((await fetch(`${server.url}/..%2Fvisual-serve-secret.txt`)).status).toBe(403);
    expect((await fetch(`${server.url}/mockServiceWorker.js`, { method: 'POST' })).status).toBe(405);
  });

  it('answers as a proxy: a request for a whole URL gets the file at its path, whatever the host', async () => {
    const { port } = new URL(server.url);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      // What a browser sends to its HTTP proxy: the whole URL in the request line.
      const sent = request({ host: '127.0.0.1', port, path: 'http://localhost/docs/index.html', headers: { Host: 'localhost' } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      sent.on('error', reject);
      sent.end();
    });
    expect(answer).toEqual({ status: 200, body: '<!doctype html><title>docs</title>' });
  });
});
