import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field, useFieldA11y } from './field';
import fieldStyles from './field.module.css';

/** Field wraps any custom control; the ready-made fields (TextField, SelectField, …) use it. */
function CustomColourField({ error, hint }: { error?: string; hint?: string }) {
  const a11y = useFieldA11y({ hint, error });
  return (
    <Field controlId={a11y.controlId} label="Brand colour" hint={hint} error={error} hintId={a11y.hintId} errorId={a11y.errorId} required>
      <input
        id={a11y.controlId}
        type="color"
        defaultValue="#0b2545"
        aria-describedby={a11y.describedBy}
        aria-invalid={a11y.invalid || undefined}
        className={fieldStyles.control}
        style={{ maxInlineSize: 120 }}
      />
    </Field>
  );
}

const meta = {
  title: 'Design system/Forms/Field',
  component: Field,
  tags: ['autodocs'],
  args: { controlId: 'x', label: 'Label', children: null },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CustomControl: Story = { render: () => <CustomColourField hint="Used on your profile card." /> };
export const CustomControlWithError: Story = { render: () => <CustomColourField error="Pick a colour" /> };
