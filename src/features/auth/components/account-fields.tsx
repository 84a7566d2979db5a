import { TextField, type TextFieldProps } from '@/components/ui';
import { auth as authText } from '@/i18n/auth';
import { limits } from '@/lib/limits';

type PresetProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'maxLength' | 'label'> & { label?: string };

/** The account e-mail field: required, as long as the server accepts, filled by the browser's e-mail. */
export function EmailField({ label = authText.fields.email, ...props }: PresetProps) {
  return <TextField label={label} type="email" autoComplete="email" required maxLength={limits.email} {...props} />;
}

/**
 * A password field with the show/hide toggle: `current` for signing in, `new` (the default) for
 * choosing one, so password managers offer to fill or to save.
 */
export function PasswordField({ label = authText.fields.password, purpose = 'new', ...props }: PresetProps & { purpose?: 'current' | 'new' }) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      required
      maxLength={limits.password}
      {...props}
    />
  );
}
