import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { investorEditSchema, investorSections } from '../schemas/investor-profile';
import { emptyFormValues, toFormValues, type FormMode, type ProfileFormValues } from '../schemas/profile-form';
import { ProfileFields } from './profile-fields';

function Harness({ mode, values, required = [] }: { mode: FormMode; values?: ProfileFormValues; required?: string[] }) {
  const form = useForm<ProfileFormValues>({ defaultValues: values ?? emptyFormValues(investorSections), resolver: zodResolver(investorEditSchema) });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => {})(event)}>
      <ProfileFields form={form} sections={investorSections} mode={mode} required={required} />
      <button type="submit">Check</button>
    </form>
  );
}

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
});
