import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = ['marketing', 'auth', 'profiles', 'dashboards', 'contracts', 'admin', 'insights', 'notifications', 'conversations'];

/** Strings come through one door: `@/i18n` (t) and `@/i18n/<feature>`, never a language's folder (decision 021). */
const stringsDoor = {
  group: ['@/i18n/en/*', '**/i18n/en/*'],
  message: 'Read strings through @/i18n (t) or @/i18n/<feature>, never from a language folder.',
};
const noMocks = { group: ['**/mocks/**', '../mocks/*', '../../mocks/*'], message: 'src/ must not import the mock backend.' };

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'storybook-static', 'coverage', 'public/mockServiceWorker.js', 'src/api/schema.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // src/ never imports mocks/ statically (only the entry point, dynamically).
  {
    files: ['src/**/*.{ts,tsx}'],
    // Tests and their harness run the real mock backend in Node; they never ship.
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noMocks, stringsDoor] }],
    },
  },
  // Tests read strings through the same door.
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**', '.storybook/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [stringsDoor] }] },
  },
  // …and only the entry point loads it dynamically, in mock mode.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "ImportExpression[source.value=/mocks\\//]", message: 'Only src/main.tsx loads the mock backend.' },
      ],
    },
  },
  // mocks/ imports nothing from src/ but the generated types.
  {
    files: ['mocks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/(?!api/schema$)',
              message: 'mocks/ may import only the generated types (src/api/schema) from src/.',
            },
            { group: ['@/*'], message: 'mocks/ may import only the generated types from src/.' },
          ],
        },
      ],
    },
  },
  // Features do not import each other.
  ...features.flatMap((feature) => {
    const others = {
      group: features.filter((f) => f !== feature).map((f) => `@/features/${f}/**`),
      message: 'Features do not import each other; move shared code to src/components, src/lib or src/api.',
    };
    const files = [`src/features/${feature}/**/*.{ts,tsx}`];
    const tests = [`src/features/${feature}/**/*.test.{ts,tsx}`, `src/features/${feature}/test/**`];
    return [
      { files, ignores: tests, rules: { 'no-restricted-imports': ['error', { patterns: [others, stringsDoor, noMocks] }] } },
      { files: tests, rules: { 'no-restricted-imports': ['error', { patterns: [others, stringsDoor] }] } },
    ];
  }),
  {
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', 'mocks/server.ts', '**/*.test.{ts,tsx}', '**/bench*.ts'],
    rules: { 'no-console': 'off' },
  },
);
