import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Card, CheckboxField, cx, NumberField, SelectField, TextareaField, TextField } from '@/components/ui';
import { profiles as profilesText } from '@/i18n/profiles';
import { optionsFor, type FieldSpec, type FormMode, type ProfileFormValues, type SectionSpec } from '../schemas/profile-form';
import { CheckboxGroupField } from './checkbox-group-field';
import { LogoField } from './logo-field';
import styles from './profile-fields.module.css';

/** The other reading of an option list (the specification gives registration and edit their own). */
const labelInOtherReading = (field: FieldSpec, mode: FormMode, value: string) =>
  optionsFor(field, mode === 'edit' ? 'register' : 'edit').find((option) => String(option.value) === value)?.label;

export interface FormSectionProps {
  id?: string;
  title: string;
  description?: string | undefined;
  children: ReactNode;
}

/** A titled group of a long form: one column on a phone, two from a tablet up. */
export function FormSection({ id, title, description, children }: FormSectionProps) {
  return (
    <Card as="section" id={id} title={title} subtitle={description} headingLevel={2} className={styles.section}>
      <div className={styles.grid}>{children}</div>
    </Card>
  );
}

export interface ProfileFieldsProps {
  form: UseFormReturn<ProfileFormValues>;
  sections: readonly SectionSpec[];
  /** Registration forms use the first reading of each option list, edit forms the second. */
  mode: FormMode;
  /** Fields shown with the * marker. */
  required: readonly string[];
  disabled?: boolean;
  /** Alternative text of the stored logo. */
  logoAlt?: string;
  /** Prefix of the section ids (anchors). */
  idPrefix?: string;
}

/** Every field of a profile form, grouped in its sections, wired to react-hook-form. */
export function ProfileFields({ form, sections, mode, required, disabled, logoAlt, idPrefix = 'section' }: ProfileFieldsProps) {
  const requiredSet = new Set(required);
  return (
    <>
      {sections.map((section) => (
        <FormSection key={section.id} id={`${idPrefix}-${section.id}`} title={section.title} description={section.description}>
          {section.fields.map((field) => (
            <ProfileField
              key={field.name}
              form={form}
              field={field}
              mode={mode}
              required={requiredSet.has(field.name)}
              disabled={disabled}
              logoAlt={logoAlt}
            />
          ))}
        </FormSection>
      ))}
    </>
  );
}

interface ProfileFieldProps {
  form: UseFormReturn<ProfileFormValues>;
  field: FieldSpec;
  mode: FormMode;
  required: boolean;
  disabled?: boolean | undefined;
  logoAlt?: string | undefined;
}

function ProfileField({ form, field, mode, required, disabled, logoAlt }: ProfileFieldProps) {
  const { register, control, formState } = form;
  const error = formState.errors[field.name]?.message;
  const message = typeof error === 'string' ? error : undefined;
  const hint = (mode === 'edit' ? field.editHint : undefined) ?? field.hint;
  const className = cx(styles.cell, field.wide && styles.wide);
  const common = { label: field.label, hint, error: message, required, className, disabled };
  const stored = formState.defaultValues?.[field.name];

  switch (field.kind) {
    case 'text':
    case 'email':
    case 'tel':
      return (
        <TextField
          {...common}
          {...register(field.name)}
          type={field.kind}
          autoComplete={field.autoComplete ?? 'off'}
          inputMode={field.kind === 'tel' ? 'tel' : field.kind === 'email' ? 'email' : undefined}
          maxLength={field.maxLength}
        />
      );
    case 'number':
      return (
        <NumberField
          {...common}
          {...register(field.name)}
          unit={field.unit}
          min={field.number?.min}
          max={field.number?.max}
          step={field.number?.integer ? 1 : 'any'}
          inputMode={field.number?.integer ? 'numeric' : 'decimal'}
        />
      );
    case 'textarea':
      return <TextareaField {...common} {...register(field.name)} rows={4} maxLength={field.maxLength} />;
    case 'select':
      return (
        <SelectField
          {...common}
          {...register(field.name)}
          placeholder={profilesText.placeholders.select}
          options={optionsFor(field, mode).map((option) => ({ value: String(option.value), label: option.label }))}
          currentValue={typeof stored === 'string' ? stored : undefined}
          currentLabel={(value) => labelInOtherReading(field, mode, value)}
        />
      );
    case 'checkbox':
      return <CheckboxField label={field.label} hint={hint} error={message} className={className} disabled={disabled} {...register(field.name)} />;
    case 'multi':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: controlled }) => (
            <CheckboxGroupField
              {...common}
              name={controlled.name}
              options={optionsFor(field, mode)}
              value={Array.isArray(controlled.value) ? controlled.value : []}
              onChange={controlled.onChange}
              onBlur={controlled.onBlur}
              inputRef={controlled.ref}
              currentValues={Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : []}
              currentLabel={(value) => labelInOtherReading(field, mode, value)}
            />
          )}
        />
      );
    case 'logo':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: controlled }) => (
            <LogoField
              {...common}
              name={controlled.name}
              value={typeof controlled.value === 'string' ? controlled.value : ''}
              onChange={controlled.onChange}
              onBlur={controlled.onBlur}
              inputRef={controlled.ref}
              previewAlt={logoAlt}
            />
          )}
        />
      );
  }
}
