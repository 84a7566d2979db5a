import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['./docs/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  // msw-storybook-addon 3.x is wired in preview.tsx through its CSF 3 loader
  // (`msw-storybook-addon/csf3`), which also receives the global handlers; listing the package
  // here as well would add its CSF Next `beforeEach`, a second code path we do not need.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Serves public/mockServiceWorker.js at the root so the MSW worker can register.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  /** The app's prerender step renders the app's routes after a production build: not Storybook's. */
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? []).flat().filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'corridor:prerender')),
  }),
};

export default config;
