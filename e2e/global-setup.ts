import type { TestProject } from 'vitest/node';
import { findChromium } from './support/chromium';
import { buildApp, serveBuild } from './support/preview';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Builds the production app in mock mode once and serves it for every journey. */
export default async function setup(project: TestProject) {
  findChromium(); // fail at once, with install advice, when there is no browser
  const outDir = 'dist-e2e';
  if (!process.env.E2E_SKIP_BUILD) await buildApp({ outDir });
  const server = await serveBuild(outDir);
  project.provide('baseURL', server.url);
  return async () => {
    await server.close();
  };
}
