import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, useLanguage } from '@/i18n';
import { useRevalidateOnLanguage } from '@/lib/hooks/use-revalidate-on-language';
import { investorEditSchema, investorSections } from '../schemas/investor-profile';
import { emptyFormValues, toFormValues, type FormMode, type ProfileFormValues } from '../schemas/profile-form';
import { ProfileFields } from './profile-fields';

function Harness({ mode, values, required = [] }: { mode: FormMode; values?: ProfileFormValues; required?: string[] }) {
  const form = useForm<ProfileFormValues>({ defaultValues: values ?? emptyFormValues(investorSections), resolver: zodResolver(investorEditSchema) });
  // As the registration and own-profile screens do.
  useRevalidateOnLanguage(form);
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => {})(event)}>
      <ProfileFields form={form} sections={investorSections} mode={mode} required={required} />
      <button type="submit">Check</button>
    </form>
  );
}

/** As the app's root: a language switch re-renders everything under it. */
function Root(props: Parameters<typeof Harness>[0]) {
  useLanguage();
  return <Harness {...props} />;
}

afterEach(async () => {
  await setLanguage('en', 'latn');
});

describe('ProfileFields', () => {
  it('groups the fields in titled sections', () => {
    render(<Harness mode="register" />);
    for (const name of ['Investor Details', 'Primary Contact', 'Investment Focus', 'Engagement']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(within(screen.getByRole('region', { name: 'Primary Contact' })).getByLabelText('Contact Email')).toHaveAttribute('type', 'email');
  });

  it('uses the first reading in registration and the second in edit', () => {
    const { unmount } = render(<Harness mode="register" />);
    expect(within(screen.getByLabelText('Investor Type')).queryByRole('option', { name: 'Syndicate' })).not.toBeInTheDocument();
    unmount();
    render(<Harness mode="edit" />);
    expect(within(screen.getByLabelText('Investor Type')).getByRole('option', { name: 'Syndicate' })).toBeInTheDocument();
  });

  it('keeps a stored value outside the list selectable', () => {
    render(<Harness mode="edit" values={toFormValues(investorSections, { investorType: 'Venture Capital (VC)', exitHorizonYears: 4 })} />);
    expect(screen.getByLabelText('Investor Type')).toHaveValue('Venture Capital (VC)');
    expect(within(screen.getByLabelText('Investor Type')).getByRole('option', { name: 'Venture Capital (VC) (Current value)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Exit Horizon')).toHaveValue('4');
  });

  it('marks required fields and shows their errors', async () => {
    render(<Harness mode="edit" required={['legalName', 'targetStages']} />);
    expect(screen.getByLabelText(/^Legal Name/)).toHaveAttribute('aria-required', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Legal Name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('switches to Arabic with what was typed kept: labels, options and the shown errors reworded, addresses left to right', async () => {
    const user = userEvent.setup();
    render(<Root mode="edit" required={['legalName', 'targetStages']} />);
    await user.type(screen.getByLabelText('Contact Email'), 'astrid@nordvik');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const missing = (await screen.findAllByText('This field is required')).length;
    expect(missing).toBeGreaterThan(1);
    expect(screen.getByText('Enter a valid e-mail address, e.g. name@company.com.')).toBeInTheDocument();

    await act(() => setLanguage('ar'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('region', { name: 'تفاصيل المستثمر' })).toBeInTheDocument();
    const email = screen.getByLabelText('البريد الإلكتروني للتواصل');
    expect(email).toHaveValue('astrid@nordvik');
    expect(email).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('هاتف التواصل')).toHaveAttribute('dir', 'ltr');
    await waitFor(() => expect(screen.getAllByText('هذا الحقل مطلوب')).toHaveLength(missing));
    expect(screen.getByText('أدخل عنوان بريد إلكتروني صالحًا، مثل name@company.com.')).toBeInTheDocument();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('نوع المستثمر')).getByRole('option', { name: 'مستثمر ملائكي' })).toHaveValue('Angel Investor');
    expect(within(screen.getByRole('group', { name: /^المراحل المستهدفة/ })).getByLabelText('البذرة')).toHaveAttribute('value', 'Seed');
  });
});
