import { zodResolver } from '@hookform/resolvers/zod';
import { serverFieldErrors } from '@/api/errors';
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { AppLayout } from '@/components/layout/app-layout';
import { PublicLayout } from '@/components/layout/public-layout';
import { Banner, Button, PageContainer } from '@/components/ui';
import { profiles as profilesText } from '@/i18n/profiles';
import { notifySessionChange, useSession } from '@/lib/session';
import { getStoredUser, setStoredUser } from '@/lib/storage';
import { timings } from '@/lib/timings';
import { clearDraft, initialDraft, useFormDraft } from '../hooks/use-form-draft';
import {
  emptyFormValues,
  fieldsOf,
  hasMissingRequired,
  toPayload,
  type FieldPayload,
  type ProfileFormValues,
  type SectionSpec,
} from '../schemas/profile-form';
import { FormActionBar } from './form-action-bar';
import { ProfileFields } from './profile-fields';
import styles from './registration-screen.module.css';
import { useSingleFlight } from '@/lib/hooks/use-single-flight';
import { useRevalidateOnLanguage } from '@/lib/hooks/use-revalidate-on-language';

const registrationText = profilesText.registration;

export interface RegistrationResult {
  /** The server's success text ('' when it sent none). */
  message: string;
  /** The new profile's _id, when the server tells it. */
  profileId?: string | undefined;
}

export interface RegistrationScreenProps {
  /** Names the saved draft. */
  formId: string;
  /** The h1 (and document title). */
  title: string;
  intro: string;
  sections: readonly SectionSpec[];
  schema: z.ZodType<ProfileFormValues, ProfileFormValues>;
  required: readonly string[];
  submitLabel: string;
  /** The banner when required fields are empty (specification §5). */
  requiredMessage: string;
  /** How long server answers stay on screen (3 s for the business profile, 2 s for registrations). */
  messageMs: number;
  /** How long before the redirect after a success. */
  redirectMs: number;
  /** The dashboard of this kind of profile (an admin returns to /adminPanel instead). */
  dashboard: string;
  /** Sends the profile for the stored user; rejects with the error to describe. */
  submit: (fields: FieldPayload, ownerId: string) => Promise<RegistrationResult>;
  pending: boolean;
  /** The user-facing sentence for a failed submit (specification §8). */
  errorMessage: (error: unknown) => string;
}

interface Message {
  tone: 'success' | 'error';
  text: string;
  detail?: string;
  ms: number;
  key: number;
}

/**
 * A profile-completion page (specification §2): the grouped form, a draft that survives a reload, the
 * validation of specification §5, and the submit flow of specification §4 — spinner, server messages, form reset
 * and the redirect after 2 s to the dashboard (or the admin panel for an admin).
 */
export function RegistrationScreen({
  formId,
  title,
  intro,
  sections,
  schema,
  required,
  submitLabel,
  requiredMessage,
  messageMs,
  redirectMs,
  dashboard,
  submit,
  pending,
  errorMessage,
}: RegistrationScreenProps) {
  const session = useSession();
  const navigate = useNavigate();
  const headingId = useId();
  const [initial] = useState(() => initialDraft(formId, sections));
  const [restored, setRestored] = useState(initial.restored);
  const [message, setMessage] = useState<Message | null>(null);
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  // A second click before the button re-renders as disabled must not send twice.
  const singleFlight = useSingleFlight();
  const hasLogo = fieldsOf(sections).some((field) => field.kind === 'logo');

  const form = useForm<ProfileFormValues>({
    defaultValues: initial.values,
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useFormDraft(form, formId, sections);
  useRevalidateOnLanguage(form);

  useEffect(() => {
    if (!redirectTo) return undefined;
    const timer = window.setTimeout(() => navigate(redirectTo), redirectMs);
    return () => window.clearTimeout(timer);
  }, [navigate, redirectMs, redirectTo]);

  const show = (tone: Message['tone'], text: string, ms: number, detail?: string) =>
    setMessage((previous) => ({ tone, text, detail, ms, key: (previous?.key ?? 0) + 1 }));

  const onInvalid = (errors: FieldErrors<ProfileFormValues>) => {
    const missing = hasMissingRequired(errors as Record<string, { message?: unknown }>);
    show('error', missing ? requiredMessage : profilesText.messages.correctFields, timings.validationMessageClear);
  };

  const onValid = async (values: ProfileFormValues) => {
    const user = getStoredUser();
    if (!user) {
      show('error', profilesText.messages.userNotFound, messageMs);
      return;
    }
    await singleFlight(async () => {
      try {
        const result = await submit(toPayload(sections, values), user.id);
        const isAdmin = user.category === 'admin';
        form.reset(emptyFormValues(sections));
        clearDraft(formId);
        setRestored(false);
        if (!isAdmin) {
          setStoredUser({ ...user, hasCompletedProfile: true, ...(result.profileId ? { profileId: result.profileId } : {}) });
          notifySessionChange();
        }
        show('success', result.message || registrationText.saved, messageMs, isAdmin ? registrationText.redirectingAdmin : registrationText.redirecting);
        setRedirectTo(isAdmin ? '/adminPanel' : dashboard);
      } catch (error) {
        // a field the server refused shows its reason on the field, and gets the focus
        const refused = serverFieldErrors(error, fieldsOf(sections).map((field) => field.name));
        refused.forEach(({ path, message }, index) => form.setError(path, { type: 'server', message }, { shouldFocus: index === 0 }));
        show('error', errorMessage(error), messageMs);
      }
    });
  };

  const discardDraft = () => {
    clearDraft(formId);
    form.reset(emptyFormValues(sections));
    clearDraft(formId);
    setRestored(false);
  };

  const Layout = session ? AppLayout : PublicLayout;
  const isAdmin = session?.user.category === 'admin';

  return (
    <Layout title={title}>
      <PageContainer padded className={styles.page}>
        <header className={styles.header}>
          <h1 id={headingId} className={styles.title}>
            {title}
          </h1>
          <p className={styles.intro}>{intro}</p>
          <p className={styles.requiredNote}>{registrationText.requiredNote}</p>
        </header>
        <div className={styles.layout}>
          <nav className={styles.nav} aria-label={registrationText.sectionsNav}>
            <ol className={styles.navList}>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#section-${section.id}`} className={styles.navLink}>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className={styles.main}>
            {isAdmin ? <Banner tone="info">{registrationText.adminNote}</Banner> : null}
            {restored ? (
              <Banner
                tone="info"
                action={
                  <Button variant="secondary" size="sm" onClick={discardDraft}>
                    {registrationText.discardDraft}
                  </Button>
                }
              >
                {hasLogo ? registrationText.draftRestoredLogo : registrationText.draftRestored}
              </Banner>
            ) : null}
            <form
              noValidate
              aria-labelledby={headingId}
              className={styles.form}
              onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
            >
              <ProfileFields form={form} sections={sections} mode="register" required={required} />
              <FormActionBar
                note={registrationText.requiredNote}
                message={
                  message ? (
                    <Banner
                      key={message.key}
                      tone={message.tone}
                      title={message.detail ? message.text : undefined}
                      onClose={() => setMessage(null)}
                      autoDismissMs={message.ms}
                      action={
                        message.text === profilesText.messages.userNotFound ? <Link to="/login">{registrationText.signInLink}</Link> : undefined
                      }
                    >
                      {message.detail ?? message.text}
                    </Banner>
                  ) : null
                }
              >
                <Button type="submit" size="lg" loading={pending} loadingText={registrationText.submitting} disabled={redirectTo !== null}>
                  {submitLabel}
                </Button>
              </FormActionBar>
            </form>
          </div>
        </div>
      </PageContainer>
    </Layout>
  );
}
