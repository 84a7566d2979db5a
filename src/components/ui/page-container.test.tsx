import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageContainer } from './page-container';

describe('PageContainer', () => {
  it('renders the requested landmark with its width class', () => {
    render(
      <PageContainer as="main" width="narrow" padded>
        Content
      </PageContainer>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Content');
    expect(main).toHaveClass('container', 'narrow', 'padded');
  });

  it('is a div with the default width by default', () => {
    const { container } = render(<PageContainer>Content</PageContainer>);
    expect(container.firstChild?.nodeName).toBe('DIV');
    expect(container.firstChild).toHaveClass('default');
  });
});
