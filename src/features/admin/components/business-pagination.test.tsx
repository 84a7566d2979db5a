import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BusinessPagination } from './business-pagination';

describe('BusinessPagination', () => {
  it('is not shown for a single page', () => {
    const { container } = render(<BusinessPagination page={1} pages={1} onPage={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('moves a page either way and keeps focus on an end button that cannot move', async () => {
    const onPage = vi.fn();
    const { rerender } = render(<BusinessPagination page={1} pages={206} onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Pages of businesses' })).toHaveTextContent('Page 1 of 206');
    const previous = screen.getByRole('button', { name: 'Previous' });
    await userEvent.click(previous);
    expect(onPage).not.toHaveBeenCalled();
    expect(previous).toHaveFocus();
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(2);

    rerender(<BusinessPagination page={206} pages={206} onPage={onPage} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(205);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledTimes(2);
  });
});
