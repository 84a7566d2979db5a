import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { notifySessionChange } from '@/lib/session';
import { clearSession, setSession } from '@/lib/storage';
import { DataLayout } from './layouts/data-layout';
import { AppProviders } from './providers';

const user = { _id: 'u', id: 'u', name: 'A', businessName: 'B', email: 'a@b.se', category: 'foreign' as const, hasCompletedProfile: true };

describe('the data layer', () => {
  it('forgets cached data when the signed-in account changes', async () => {
    setSession('first', user);
    const client = new QueryClient();
    const router = createMemoryRouter([{ element: <DataLayout />, children: [{ path: '/', element: <p>page</p> }] }]);
    const view = render(
      <AppProviders queryClient={client}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await view.findByText('page');
    client.setQueryData(['matches'], ['from the first account']);
    act(() => {
      clearSession();
      setSession('second', user);
      notifySessionChange();
    });
    expect(client.getQueryData(['matches'])).toBeUndefined();
  });
});
