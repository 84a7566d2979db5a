import { z } from 'zod';
import { format } from '@/i18n';
import { profiles as profilesText } from '@/i18n/profiles';
import { splitList, type Option } from '@/lib/options';

/**
 * One description of every profile field drives the registration form, the edit form, the
 * validation and the read-only view, so the three never disagree about a label, a list or a rule.
 */
export type FieldKind = 'text' | 'email' | 'tel' | 'number' | 'textarea' | 'select' | 'multi' | 'checkbox' | 'logo';

/** Which form a field is shown in: registration uses the first reading of a list, edit the second. */
export type FormMode = 'register' | 'edit';

export interface NumberRule {
  min: number;
  max: number;
  integer?: boolean;
  message: string;
}

export interface FieldSpec<N extends string = string> {
  name: N;
  label: string;
  kind: FieldKind;
  /** The option list of the registration form and of the edit form (specification §3). */
  options?: { register: readonly Option<string | number>[]; edit: readonly Option<string | number>[] };
  /** The select stores numbers (exitHorizonYears). */
  numeric?: boolean;
  hint?: string;
  /** A different hint in the edit form. */
  editHint?: string;
  /** Shown after a number (%, years, USD). */
  unit?: string;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  autoComplete?: string;
  /** The contract's maximum length of the stored text. */
  maxLength?: number;
  number?: NumberRule;
  /** How the view shows a value, and the extra format rule of a text. */
  format?: 'languages' | 'ticket' | 'percent' | 'years';
}

export interface SectionSpec<N extends string = string> {
  id: string;
  title: string;
  description?: string;
  fields: readonly FieldSpec<N>[];
}

type Words = typeof profilesText;
/** A field's label is the catalogue's `fields.<name>`. */
export type FieldName = keyof Words['fields'];

/** A field as the schema files write it: its words named by their catalogue keys, not copied. */
export type FieldInit<N extends FieldName> = Omit<FieldSpec<N>, 'label' | 'hint' | 'editHint' | 'unit' | 'number'> & {
  hint?: keyof Words['hints'];
  editHint?: keyof Words['hints'];
  unit?: keyof Words['units'];
  number?: Omit<NumberRule, 'message'> & { message: keyof Words['validation'] };
};

/** Defines `key` on `target` as read from the catalogue at each read, so a language switch relabels the form. */
function live(target: object, key: string, read: () => string): void {
  Object.defineProperty(target, key, { get: read, enumerable: true });
}

/**
 * A field spec whose label, hints, unit and rule message are read in the active language each time a
 * screen or the validation reads them (decision 029: a spec built once at module level would keep
 * the first language's words). Everything else is plain data.
 */
export function field<N extends FieldName>({ hint, editHint, unit, number, ...data }: FieldInit<N>): FieldSpec<N> {
  const spec = { ...data } as FieldSpec<N>;
  live(spec, 'label', () => profilesText.fields[data.name]);
  if (hint) live(spec, 'hint', () => profilesText.hints[hint]);
  if (editHint) live(spec, 'editHint', () => profilesText.hints[editHint]);
  if (unit) live(spec, 'unit', () => profilesText.units[unit]);
  if (number) {
    const { message, ...limits } = number;
    const rule = { ...limits } as NumberRule;
    live(rule, 'message', () => profilesText.validation[message]);
    spec.number = rule;
  }
  return spec;
}

/** A form section titled and described by the catalogue's `sections.<key>` and `sectionDescriptions.<key>`, read live. */
export function section<N extends string>(id: string, key: keyof Words['sections'] & keyof Words['sectionDescriptions'], fields: readonly FieldSpec<N>[]): SectionSpec<N> {
  const spec = { id, fields } as SectionSpec<N>;
  live(spec, 'title', () => profilesText.sections[key]);
  live(spec, 'description', () => profilesText.sectionDescriptions[key]);
  return spec;
}

/** The values a profile form holds: text for inputs and selects, a list for multi-selects, a flag for checkboxes. */
export type FormValue = string | string[] | boolean;
export type ProfileFormValues = Record<string, FormValue>;

const validation = profilesText.validation;

/** The per-field message of a missing required value (the banner message is the form's), in the active language. */
const requiredMessage = () => validation.fieldRequired;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[\d\s().-]+$/;

export const fieldsOf = <N extends string>(sections: readonly SectionSpec<N>[]): FieldSpec<N>[] =>
  sections.flatMap((section) => [...section.fields]);

/** "English ,Arabic,, Swedish" → "English, Arabic, Swedish"; the Arabic comma "،" separates too. */
export function normaliseList(value: string): string {
  return value
    .split(/[,،]/)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join(', ');
}

function textRule(field: FieldSpec, required: boolean) {
  return z.string().superRefine((raw, ctx) => {
    const value = raw.trim();
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (!value) {
      if (required) fail(requiredMessage());
      return;
    }
    if (field.maxLength !== undefined && value.length > field.maxLength) {
      fail(format(validation.tooLong, { max: field.maxLength }));
      return;
    }
    if (field.kind === 'number' && field.number) {
      const rule = field.number;
      const number = Number(value);
      const ok = Number.isFinite(number) && number >= rule.min && number <= rule.max && (!rule.integer || Number.isInteger(number));
      if (!ok) fail(rule.message);
    }
    if (field.kind === 'email' && !EMAIL.test(value)) fail(validation.email);
    if (field.kind === 'tel') {
      const digits = value.replace(/\D/g, '').length;
      if (!PHONE.test(value) || digits < 7 || digits > 15) fail(validation.phone);
    }
    if (field.format === 'languages' && (/[;؛|/\n\\]/.test(value) || normaliseList(value) === '')) fail(validation.languages);
  });
}

function fieldRule(field: FieldSpec, required: boolean): z.ZodType<FormValue, FormValue> {
  switch (field.kind) {
    case 'multi':
      return required ? z.array(z.string()).min(1, { error: requiredMessage }) : z.array(z.string());
    case 'checkbox':
      return z.boolean();
    case 'logo':
      return required ? z.string().min(1, { error: requiredMessage }) : z.string();
    default:
      return textRule(field, required);
  }
}

export interface SchemaOptions {
  /** Names of the fields that must have a value. */
  required: readonly string[];
  /** Rules across fields (e.g. ticket minimum not above maximum). */
  refine?: (values: ProfileFormValues, ctx: z.RefinementCtx) => void;
}

/** The zod schema of a profile form: a rule per field, carrying the specification's messages. */
export type ProfileFormSchema = z.ZodType<ProfileFormValues, ProfileFormValues>;

export function buildFormSchema(sections: readonly SectionSpec[], { required, refine }: SchemaOptions): ProfileFormSchema {
  const requiredSet = new Set(required);
  const shape: Record<string, z.ZodType<FormValue, FormValue>> = {};
  for (const field of fieldsOf(sections)) shape[field.name] = fieldRule(field, requiredSet.has(field.name));
  const object = z.object(shape);
  return refine ? object.superRefine((values, ctx) => refine(values, ctx)) : object;
}

/** A blank form. */
export function emptyFormValues(sections: readonly SectionSpec[]): ProfileFormValues {
  const values: ProfileFormValues = {};
  for (const field of fieldsOf(sections)) {
    values[field.name] = field.kind === 'multi' ? [] : field.kind === 'checkbox' ? false : '';
  }
  return values;
}

/** A stored profile as form values (numbers become text, lists become arrays). */
export function toFormValues(sections: readonly SectionSpec[], record: object | null | undefined): ProfileFormValues {
  const source = (record ?? {}) as Record<string, unknown>;
  const values = emptyFormValues(sections);
  for (const field of fieldsOf(sections)) {
    const stored = source[field.name];
    if (stored === undefined || stored === null) continue;
    if (field.kind === 'multi') values[field.name] = splitList(stored);
    else if (field.kind === 'checkbox') values[field.name] = stored === true || stored === 'true';
    else values[field.name] = String(stored);
  }
  return values;
}

/**
 * Restores a saved draft over blank values: only known fields of the right type are taken, so a
 * stale or tampered draft cannot break the form.
 */
export function mergeDraft(sections: readonly SectionSpec[], draft: unknown): { values: ProfileFormValues; restored: boolean } {
  const values = emptyFormValues(sections);
  if (!draft || typeof draft !== 'object') return { values, restored: false };
  const source = draft as Record<string, unknown>;
  let restored = false;
  for (const field of fieldsOf(sections)) {
    if (field.kind === 'logo') continue;
    const saved = source[field.name];
    if (field.kind === 'multi' && Array.isArray(saved)) {
      values[field.name] = saved.filter((item): item is string => typeof item === 'string');
      restored ||= (values[field.name] as string[]).length > 0;
    } else if (field.kind === 'checkbox' && typeof saved === 'boolean') {
      values[field.name] = saved;
      restored ||= saved;
    } else if (typeof saved === 'string' && field.kind !== 'multi' && field.kind !== 'checkbox') {
      values[field.name] = saved;
      restored ||= saved.trim() !== '';
    }
  }
  return { values, restored };
}

/** The values a draft keeps: everything but the logo (too large for local storage). */
export function draftOf(sections: readonly SectionSpec[], values: Partial<ProfileFormValues>): ProfileFormValues {
  const draft: ProfileFormValues = {};
  for (const field of fieldsOf(sections)) {
    const value = values[field.name];
    if (field.kind === 'logo' || value === undefined) continue;
    draft[field.name] = value;
  }
  return draft;
}

export type FieldPayload = Record<string, string | number | boolean>;

/**
 * Form values as the contract's fields: numbers as numbers, multi-selects as comma-separated
 * text, languages normalised. Empty numbers are left out (the contract has no "no number");
 * an empty logo is left out (nothing chosen).
 */
export function toPayload(sections: readonly SectionSpec[], values: ProfileFormValues): FieldPayload {
  const payload: FieldPayload = {};
  for (const field of fieldsOf(sections)) {
    const value = values[field.name];
    if (field.kind === 'multi') payload[field.name] = (Array.isArray(value) ? value : []).join(', ');
    else if (field.kind === 'checkbox') payload[field.name] = value === true;
    else {
      const text = typeof value === 'string' ? value.trim() : '';
      if (field.kind === 'logo') {
        if (text) payload[field.name] = text;
      } else if (field.kind === 'number' || field.numeric) {
        if (text !== '' && Number.isFinite(Number(text))) payload[field.name] = Number(text);
      } else {
        payload[field.name] = field.format === 'languages' ? normaliseList(text) : text;
      }
    }
  }
  return payload;
}

/** The option list of a field in a form. */
export function optionsFor(field: FieldSpec, mode: FormMode): readonly Option<string | number>[] {
  return field.options ? field.options[mode] : [];
}

/** Is any of these form errors a missing required value? */
export function hasMissingRequired(errors: Record<string, { message?: unknown } | undefined>): boolean {
  return Object.values(errors).some((error) => error?.message === requiredMessage());
}

/** The primary-contact section, the same on the local partner and the investor forms. */
export const primaryContactSection = section('primary-contact', 'primaryContact', [
  field({ name: 'primaryContactName', kind: 'text', autoComplete: 'name', maxLength: 120 }),
  field({ name: 'designation', kind: 'text', autoComplete: 'organization-title', maxLength: 120 }),
  field({ name: 'contactEmail', kind: 'email', autoComplete: 'email', hint: 'contactEmail', maxLength: 254 }),
  field({ name: 'contactPhone', kind: 'tel', autoComplete: 'tel', hint: 'contactPhone', maxLength: 40 }),
]);
