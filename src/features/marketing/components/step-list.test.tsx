import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepList } from './step-list';

describe('StepList', () => {
  it('renders an ordered list of steps with headings, the numbers hidden from screen readers', () => {
    render(
      <StepList
        steps={[
          { title: 'AI Partner Matching', text: 'Ranked and explained.' },
          { title: 'Automated Compliance', text: 'Contracts generated.' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('AI Partner Matching');
    expect(within(items[1]!).getByText('02')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes another heading level', () => {
    render(<StepList headingLevel={4} steps={[{ title: 'Accelerated Launch', text: 'On schedule.' }]} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Accelerated Launch' })).toBeInTheDocument();
  });
});
