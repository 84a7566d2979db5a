import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../mocks/db';
import { answer, renderRoute, timedUser, use, withScreenBackend } from '@/test/screen-harness';
import { storedDemoRequest } from '../test/demo-request';

// Load the lazy route chunk(s) once up front, so the first test does not pay for the transform.
beforeAll(async () => {
  await import('./book-demo-business');
}, 30_000);

withScreenBackend();

afterEach(() => {
  vi.useRealTimers();
});

const filled = {
  'First name': 'Sofia',
  'Last name': 'Berg',
  'Work email': 'sofia.berg@bergmedtech.example',
  'Phone number': '+46 70 123 45 67',
  Company: 'Berg Medtech AB',
  'Company website': 'https://bergmedtech.example',
  'What would you like to achieve in the UAE?': 'We plan to open a Dubai office next year.',
} as const;

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const employees = () => screen.getByRole('combobox', { name: 'Number of employees' }) as HTMLSelectElement;
const send = () => screen.getByRole('button', { name: 'Send request' });

async function renderForm() {
  const view = renderRoute('/book-demo-business');
  await screen.findByRole('heading', { level: 1, name: 'Book a Demo' });
  return view;
}

async function fill(user: UserEvent, values: Partial<Record<keyof typeof filled, string>> = filled, band = '30-100') {
  for (const [name, value] of Object.entries(values)) {
    await user.clear(field(name));
    if (value) await user.type(field(name), value);
  }
  if (band) await user.selectOptions(employees(), band);
}

function expectValuesKept() {
  for (const [name, value] of Object.entries(filled)) expect(field(name)).toHaveValue(value);
  expect(employees()).toHaveValue('30-100');
}

describe('the Book a Demo form', () => {
  it('has every field of a demo request, labelled and required, and the three employee bands', async () => {
    await renderForm();
    for (const name of Object.keys(filled)) expect(field(name)).toBeRequired();
    expect(employees()).toBeRequired();
    expect([...employees().options].map((option) => option.value)).toEqual(['', '1-29', '30-100', '100+']);
    expect(field('Work email')).toHaveAttribute('type', 'email');
  });

  it('sends the request to the mock backend, shows the success message and resets the form', async () => {
    const user = userEvent.setup();
    await renderForm();
    await fill(user);
    await user.click(send());
    expect(await screen.findByText("Your demo request has been sent! We'll be in touch soon.")).toBeInTheDocument();
    for (const name of Object.keys(filled)) expect(field(name)).toHaveValue('');
    expect(employees()).toHaveValue('');

    const stored = db.demoRequests.all();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject(storedDemoRequest());
    const mail = db.outbox.findFirst((q) => q.where({ kind: 'demo-request' }));
    expect(mail?.subject).toBe('Demo request from Sofia Berg (Berg Medtech AB)');
  });

  it('posts the fields trimmed, plus the current year', async () => {
    let body: unknown;
    use(
      http.post('*/demo-requests', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'ok' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await renderForm();
    await fill(user, { ...filled, 'First name': '  Sofia ', Company: ' Berg Medtech AB  ' });
    await user.click(send());
    await screen.findByRole('status');
    expect(body).toEqual(storedDemoRequest());
  });

  it('asks to complete all fields when the form is empty, and sends nothing', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please complete all fields.');
    expect(field('First name')).toHaveFocus();
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(db.demoRequests.count()).toBe(0);
  });

  it.each([...Object.keys(filled), 'Number of employees'])('asks to complete all fields when "%s" is missing, keeping the rest', async (name) => {
    const user = userEvent.setup();
    await renderForm();
    await fill(user);
    if (name === 'Number of employees') await user.selectOptions(employees(), '');
    else await user.clear(field(name));
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please complete all fields.');
    const control = name === 'Number of employees' ? employees() : field(name);
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription('Please complete all fields.');
    expect(field('Last name')).toHaveValue(name === 'Last name' ? '' : 'Berg');
    expect(db.demoRequests.count()).toBe(0);
  });

  it('treats a whitespace-only field as missing', async () => {
    const user = userEvent.setup();
    await renderForm();
    await fill(user, { ...filled, Company: '    ', 'What would you like to achieve in the UAE?': ' \n ' });
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please complete all fields.');
    expect(field('Company')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Company')).toHaveValue('    ');
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
    expect(db.demoRequests.count()).toBe(0);
  });

  it('clears the validation message after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = timedUser();
    await renderForm();
    await user.click(send());
    expect(await screen.findByText('Please complete all fields.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.getByText('Please complete all fields.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Please complete all fields.')).not.toBeInTheDocument();
  });

  it.each([
    ['when the server fails', answer.error('post', '/demo-requests')],
    ['on a network failure', answer.networkError('post', '/demo-requests')],
  ])('shows the failure message and keeps every value %s', async (_, failure) => {
    use(failure);
    const user = userEvent.setup();
    await renderForm();
    await fill(user);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send. Please try again later.');
    expectValuesKept();
    expect(send()).toBeEnabled();
  });

  it("shows the server's reason for a rejected request (a malformed e-mail) on the field and keeps the values", async () => {
    const user = userEvent.setup();
    await renderForm();
    await fill(user, { ...filled, 'Work email': 'not-an-email' });
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the marked field.');
    expect(field('Work email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Work email')).toHaveAccessibleDescription(/Please enter a valid email address/);
    expect(field('Work email')).toHaveValue('not-an-email');
    expect(db.demoRequests.count()).toBe(0);
  });

  it('disables the button while sending and sends once on a double click', async () => {
    let calls = 0;
    let release: () => void = () => {};
    use(
      http.post('*/demo-requests', async () => {
        calls += 1;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ message: 'ok' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await renderForm();
    await fill(user);
    const button = send();
    await user.dblClick(button);
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleName('Sending…');
    await waitFor(() => expect(calls).toBe(1));
    release();
    expect(await screen.findByText("Your demo request has been sent! We'll be in touch soon.")).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('keeps the result message until the next send', async () => {
    use(answer.error('post', '/demo-requests'));
    const user = userEvent.setup();
    await renderForm();
    await fill(user);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send. Please try again later.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
