import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders several text lines with a shorter last one', () => {
    const { container } = render(<Skeleton lines={3} />);
    const lines = container.querySelectorAll('.text');
    expect(lines).toHaveLength(3);
    expect((lines[2] as HTMLElement).style.inlineSize).toBe('60%');
  });

  it('sizes a circle from its height', () => {
    const { container } = render(<Skeleton variant="circle" height={120} />);
    const circle = container.firstChild as HTMLElement;
    expect(circle.style.inlineSize).toBe('120px');
    expect(circle.style.blockSize).toBe('120px');
  });
});
