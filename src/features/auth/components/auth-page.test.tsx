import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthPage } from './auth-page';

function renderPage(props: Partial<Parameters<typeof AuthPage>[0]> = {}) {
  return render(
    <MemoryRouter>
      <AuthPage title="Login" intro="Welcome back." footer={<a href="/signup">Sign up</a>} {...props}>
        <form aria-label="Sign in" />
      </AuthPage>
    </MemoryRouter>,
  );
}

describe('AuthPage', () => {
  it('shows one h1, the intro, the content and the footer inside the main landmark', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const section = screen.getByRole('region', { name: 'Login' });
    expect(screen.getByRole('main')).toContainElement(section);
    expect(screen.getByText('Welcome back.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('sets the document title', () => {
    renderPage();
    expect(document.title).toBe('Login · Corridor');
  });

  it('adds the aside column when given', () => {
    renderPage({ aside: <p>Demo accounts</p> });
    expect(screen.getByText('Demo accounts')).toBeInTheDocument();
  });
});
