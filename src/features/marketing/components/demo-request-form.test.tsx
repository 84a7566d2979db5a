import { send } from '@emailjs/browser';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, use, withScreenBackend } from '@/test/screen-harness';
import { DemoRequestForm } from './demo-request-form';
import { stubEmailJs } from '../test/demo-request';

vi.mock('@emailjs/browser', () => ({ send: vi.fn() }));

beforeEach(() => {
  vi.mocked(send).mockReset();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

function renderForm(defaultValues?: Parameters<typeof DemoRequestForm>[0]['defaultValues']) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <DemoRequestForm defaultValues={defaultValues} />
    </QueryClientProvider>,
  );
}

const values = {
  firstName: 'Mikkel',
  lastName: 'Sørensen',
  email: 'mikkel@nordlys.example',
  company: 'Nordlys Energy ApS',
  employees: '100+',
  website: 'nordlys.example',
  phone: '+45 20 12 34 56',
  message: 'Looking for a free zone for our solar O&M team.',
};

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Send request' }));

describe('DemoRequestForm with EmailJS configured', () => {
  it('e-mails the template with the form fields and the current year, then resets', async () => {
    stubEmailJs();
    vi.mocked(send).mockResolvedValue({ status: 200, text: 'OK' });
    const user = userEvent.setup();
    renderForm(values);
    await submit(user);
    expect(await screen.findByRole('status')).toHaveTextContent("Your demo request has been sent! We'll be in touch soon.");
    expect(send).toHaveBeenCalledWith(
      'service_corridor',
      'template_demo',
      { ...values, year: String(new Date().getFullYear()) },
      { publicKey: 'public_key_123' },
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  });

  it('shows the failure message and keeps the values when EmailJS fails', async () => {
    stubEmailJs();
    vi.mocked(send).mockRejectedValue({ status: 400, text: 'The service ID is invalid' });
    const user = userEvent.setup();
    renderForm(values);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send. Please try again later.');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Mikkel');
    expect(screen.getByRole('combobox', { name: 'Number of employees' })).toHaveValue('100+');
  });

  it('validates before sending: nothing goes to EmailJS with a blank field', async () => {
    stubEmailJs();
    const user = userEvent.setup();
    renderForm({ ...values, phone: '   ' });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please complete all fields.');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('DemoRequestForm against the server (no EmailJS)', () => {
  withScreenBackend();

  it('shows a field the server refused on that field, with aria-invalid, and keeps every value', async () => {
    use(
      answer.json('post', '/demo-requests', { message: 'Must be at most 160 characters', errors: [{ path: 'company', message: 'Must be at most 160 characters' }] }, 400),
    );
    const user = userEvent.setup();
    renderForm(values);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the marked field.');
    const company = screen.getByRole('textbox', { name: 'Company' });
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription(/Must be at most 160 characters/);
    expect(company).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Mikkel');
  });

  it('keeps the server\'s sentence in the banner when it names no field of the form', async () => {
    use(answer.json('post', '/demo-requests', { message: 'Too many requests from this address' }, 400));
    const user = userEvent.setup();
    renderForm(values);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests from this address');
  });
});
