import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lowImpactRules, storyA11yViolations } from './check';

describe('the story tests’ accessibility check', () => {
  it('reports a serious or critical violation anywhere in the body, readable', async () => {
    render(
      <div>
        <button type="button" />
        <img src="/logo.png" />
      </div>,
    );
    const violations = await storyA11yViolations({});
    expect(violations).toEqual([
      expect.stringMatching(/^critical: button-name — Buttons must have discernible text \(.*button/),
      expect.stringMatching(/^critical: image-alt — Images must have alternative text \(img\)/),
    ]);
  });

  it('counts portalled content (a dialog rendered straight under <body>)', async () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.innerHTML = '<input type="text">';
    document.body.append(dialog);
    try {
      const violations = await storyA11yViolations({});
      expect(violations.join('\n')).toMatch(/critical: label/);
    } finally {
      dialog.remove();
    }
  });

  it('leaves out moderate findings and the page-level rules a lone story cannot meet', async () => {
    // heading-order (moderate) and page-has-heading-one / landmark-one-main (page level).
    render(<h3>Milestones</h3>);
    expect(await storyA11yViolations({})).toEqual([]);
  });

  it('lets a story switch one rule off through parameters.a11y.config.rules', async () => {
    render(<img src="/logo.png" />);
    const parameters = { a11y: { config: { rules: [{ id: 'image-alt', enabled: false }] } } };
    expect(await storyA11yViolations(parameters)).toEqual([]);
  });

  it('skips only the rules that cannot report a serious or critical finding', () => {
    const skipped = lowImpactRules();
    // Read from axe's metadata: if axe stops exposing it the optimisation is gone, and this says so.
    expect(skipped).toEqual(expect.arrayContaining(['heading-order', 'region', 'empty-heading', 'landmark-unique']));
    for (const failing of ['button-name', 'image-alt', 'label', 'aria-allowed-attr', 'nested-interactive', 'label-content-name-mismatch', 'aria-dialog-name']) {
      expect(skipped).not.toContain(failing);
    }
  });
});
