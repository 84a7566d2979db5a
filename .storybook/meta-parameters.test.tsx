import { readFileSync } from 'node:fs';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';

/**
 * Storybook's docs addon copies the JSDoc above a story file's meta into
 * `parameters.docs.description.component`. When the meta's `parameters` is not an object literal
 * (`parameters: screenAt('foreign', '/foreignDashboard')`), it cannot add to it and appends a
 * second `parameters` key instead, which replaces the first in the built story: the session and
 * the route were lost and every signed-in screen showed "User not authenticated" in Storybook,
 * while these jsdom tests (which never run that plugin) passed. So every meta writes its
 * parameters as a literal (`parameters: { ...screenAt(…) }`), and a meta built by spreading a
 * shared object (`{ title, ...shared }`) writes them out too (`parameters: { ...shared.parameters }`):
 * the plugin cannot see parameters inside a spread and would replace them the same way.
 */
const files = Object.keys(import.meta.glob('/src/**/*.stories.tsx')).map((path) => path.replace(/^\//, ''));

describe('story metas', () => {
  it('finds the story files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s writes its meta parameters as an object literal', (file) => {
    const source = readFileSync(file, 'utf8');
    const csf = loadCsf(source, { fileName: file, makeTitle: (title?: string) => title ?? file }).parse();
    const meta = csf._metaNode;
    expect(meta?.type, 'the default export is an object literal').toBe('ObjectExpression');
    if (meta?.type !== 'ObjectExpression') return;
    const parameters = meta.properties.find((property) => property.type === 'ObjectProperty' && property.key.type === 'Identifier' && property.key.name === 'parameters');
    if (parameters?.type === 'ObjectProperty') {
      expect(parameters.value.type, `write \`parameters: { ...${source.slice(parameters.value.start ?? 0, parameters.value.end ?? 0)} }\``).toBe('ObjectExpression');
    } else {
      const spread = meta.properties.find((property) => property.type === 'SpreadElement');
      expect(spread, `the meta spreads ${spread ? source.slice(spread.start ?? 0, spread.end ?? 0) : ''}: write its parameters out, \`parameters: { ...shared.parameters }\``).toBeUndefined();
    }
  });
});
