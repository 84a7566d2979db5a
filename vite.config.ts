/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The mock backend (MSW, seed, matching) is one lazy chunk loaded only in mock mode.
    chunkSizeWarningLimit: 1500,
  },
  preview: { port: 4173, strictPort: false },
  test: {
    setupFiles: ['./src/test/setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'screens', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}', 'mocks/devtools/**/*.test.tsx', '.storybook/**/*.test.tsx'] },
      },
      {
        extends: true,
        test: { name: 'server', environment: 'node', include: ['mocks/**/*.test.ts', 'openapi/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
    ],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    testTimeout: 15000,
    pool: 'threads',
  },
});
