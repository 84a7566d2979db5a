import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './avatar';

describe('initialsOf', () => {
  it.each([
    ['Al Noor Legal', 'AL'],
    ['Gulf Capital', 'GC'],
    ['corridor', 'C'],
    ['  Sara   Lindqvist ', 'SL'],
    ['', ''],
  ])('turns %j into %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('Avatar', () => {
  it('shows the image with the name as alt text, 120 px by default', () => {
    render(<Avatar name="Sara Lindqvist" src="/sara.jpg" />);
    const img = screen.getByRole('img', { name: 'Sara Lindqvist' });
    expect(img).toHaveAttribute('src', '/sara.jpg');
    expect(img).toHaveAttribute('width', '120');
    expect(img.style.getPropertyValue('--avatar-size')).toBe('120px');
  });

  it('falls back to initials without an image', () => {
    render(<Avatar name="Al Noor Legal" size="md" />);
    const avatar = screen.getByRole('img', { name: 'Al Noor Legal' });
    expect(avatar).toHaveTextContent('AL');
    expect(avatar.style.getPropertyValue('--avatar-size')).toBe('48px');
  });

  it('falls back to initials when the image fails to load', () => {
    render(<Avatar name="Gulf Capital" src="/broken.png" size={64} />);
    fireEvent.error(screen.getByRole('img', { name: 'Gulf Capital' }));
    expect(screen.getByRole('img', { name: 'Gulf Capital' })).toHaveTextContent('GC');
  });

  it('shows a neutral silhouette, not initials, when there is no name', () => {
    const { container } = render(<Avatar name="" alt="" />);
    expect(container.querySelector('[data-avatar-unknown]')).not.toBeNull();
    expect(container).toHaveTextContent('');
  });

  it('is decorative with an empty alt', () => {
    const { container } = render(<Avatar name="Gulf Capital" alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });
});
