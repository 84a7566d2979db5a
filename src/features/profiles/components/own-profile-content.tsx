import { zodResolver } from '@hookform/resolvers/zod';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useEffect, useId, useReducer, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Avatar, Badge, Banner, Button, Card, ConfirmDialog, type BadgeTone } from '@/components/ui';
import { format } from '@/i18n';
import { profiles as profilesText } from '@/i18n/profiles';
import { useSingleFlight } from '@/lib/hooks/use-single-flight';
import type { PartyKind } from '@/lib/party-kinds';
import type { Session } from '@/lib/session';
import { readDraft, writeDraft } from '@/lib/storage';
import { timings } from '@/lib/timings';
import { updateError } from '../lib/messages';
import { initialOwnProfileState, ownProfileReducer } from '../lib/own-profile-state';
import {
  draftOf,
  fieldsOf,
  hasMissingRequired,
  mergeDraft,
  toFormValues,
  toPayload,
  type FieldPayload,
  type ProfileFormSchema,
  type ProfileFormValues,
  type SectionSpec,
} from '../schemas/profile-form';
import { FormActionBar } from './form-action-bar';
import { ProfileDetails } from './profile-details';
import { ProfileFields } from './profile-fields';
import styles from './own-profile-screen.module.css';
import { useRevalidateOnLanguage } from '@/lib/hooks/use-revalidate-on-language';

const own = profilesText.own;

export interface StoredProfile {
  _id: string;
  ID: string;
  businessLogo?: string;
}

export interface ProfileBadge {
  label: string;
  tone: BadgeTone;
}

export interface OwnProfileScreenProps<P extends StoredProfile> {
  kind: PartyKind;
  /** The h1 and document title of the route. */
  title: string;
  session: Session;
  /** The `{id}` of the URL: the profile's _id. */
  id: string;
  /** The dashboard profile call of this kind; not run when the session is of another category. */
  query: UseQueryResult<P, Error>;
  enabled: boolean;
  sections: readonly SectionSpec[];
  schema: ProfileFormSchema;
  required: readonly string[];
  name: (profile: P) => string;
  /** Short facts under the name (industry, region, ticket range …). */
  summary: (profile: P) => readonly (string | null | undefined)[];
  badge: (profile: P) => ProfileBadge;
  /** A note under the header (e.g. pending verification). */
  note?: (profile: P) => ReactNode;
  /** Sends the update; resolves with the server's message. */
  update: (id: string, updateData: FieldPayload) => Promise<{ message?: string }>;
  updating: boolean;
}

/** The form values of an edit left unsaved (the stored profile under the kept changes), or null. */
function restoredEdit(sections: readonly SectionSpec[], profile: object, draft: unknown): ProfileFormValues | null {
  if (!draft) return null;
  const { values: kept, restored } = mergeDraft(sections, draft);
  if (!restored) return null;
  const merged = toFormValues(sections, profile);
  for (const field of fieldsOf(sections)) if (field.kind !== 'logo') merged[field.name] = kept[field.name]!;
  return merged;
}

export function ProfileContent<P extends StoredProfile>({
  profile,
  sections,
  schema,
  required,
  name,
  summary,
  badge,
  note,
  update,
  updating,
}: OwnProfileScreenProps<P> & { profile: P }) {
  const draftId = `profiles:edit:${profile._id}`;
  // An edit survives a reload: the changes are kept while editing, and an edit left unsaved opens
  // again in edit mode (the logo excepted: it may be too large to keep). Signed-in pages are not
  // prerendered, so the draft is read while the first render is made.
  const [restored] = useState(() => restoredEdit(sections, profile, readDraft<unknown>(draftId)));
  const [state, dispatch] = useReducer(ownProfileReducer, restored ? profilesText.own.draftRestored : null, initialOwnProfileState);
  const editing = state.mode !== 'view';
  const editButton = useRef<HTMLButtonElement>(null);
  // A second click on Confirm before it re-renders as busy must not send twice.
  const singleFlight = useSingleFlight();
  const formHeadingId = useId();
  const form = useForm<ProfileFormValues>({
    defaultValues: restored ?? toFormValues(sections, profile),
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useRevalidateOnLanguage(form);
  const firstField = fieldsOf(sections)[0]?.name;

  useEffect(() => {
    if (!editing) return undefined;
    return form.subscribe({
      formState: { values: true },
      callback: ({ values: changed }) => writeDraft(draftId, draftOf(sections, changed as Partial<ProfileFormValues>)),
    });
  }, [editing, form, draftId, sections]);

  // Move the focus where the user continues: the first field when editing starts, Edit Profile after.
  useEffect(() => {
    if (!state.focus) return;
    if (state.focus === 'form' && firstField) form.setFocus(firstField);
    if (state.focus === 'edit-button') editButton.current?.focus();
    dispatch({ type: 'focused' });
  }, [state.focus, firstField, form]);

  const startEditing = () => {
    form.reset(toFormValues(sections, profile));
    dispatch({ type: 'edit' });
  };

  const cancelEditing = () => {
    // Cancel restores the data as it was before editing started, then forgets the kept changes
    // (after the reset, which the draft's subscription still hears).
    form.reset(toFormValues(sections, profile));
    writeDraft(draftId, null);
    dispatch({ type: 'cancel' });
  };

  const onInvalid = (errors: FieldErrors<ProfileFormValues>) => {
    const missing = hasMissingRequired(errors as Record<string, { message?: unknown }>);
    dispatch({ type: 'refused', text: missing ? profilesText.messages.completeRequired : profilesText.messages.correctFields });
  };

  const confirm = () =>
    singleFlight(async () => {
      if (!state.values) return;
      const data = toPayload(sections, state.values);
      // The logo is sent only when a new one was chosen (it can be up to 1 MB).
      for (const field of fieldsOf(sections)) {
        if (field.kind === 'logo' && data[field.name] === (profile as Record<string, unknown>)[field.name]) delete data[field.name];
      }
      try {
        const result = await update(profile._id, data);
        writeDraft(draftId, null);
        dispatch({ type: 'saved', text: result.message || profilesText.messages.updated });
      } catch (error) {
        dispatch({ type: 'refused', text: updateError(error) });
      }
    });

  const status = badge(profile);
  const facts = summary(profile).filter((fact): fact is string => Boolean(fact));
  const { notice } = state;
  const noticeBanner = notice ? (
    <Banner
      key={notice.key}
      tone={notice.tone}
      onClose={() => dispatch({ type: 'dismiss' })}
      autoDismissMs={notice.tone === 'error' && editing ? timings.validationMessageClear : undefined}
    >
      {notice.text}
    </Banner>
  ) : null;

  return (
    <div className={styles.content}>
      <Card className={styles.header}>
        <div className={styles.identity}>
          <Avatar name={name(profile)} src={profile.businessLogo} size="xl" alt={format(profilesText.logo.currentAlt, { name: name(profile) })} className={styles.avatar} />
          <div className={styles.identityText}>
            <h2 className={styles.name}>
              <span dir="auto">{name(profile)}</span>
            </h2>
            {facts.length ? (
              <p className={styles.facts}>
                {/* Each fact in its own direction: an English region inside an Arabic line stays whole. */}
                {facts.map((fact, index) => (
                  <Fragment key={index}>
                    {index > 0 ? ' · ' : null}
                    <span dir="auto">{fact}</span>
                  </Fragment>
                ))}
              </p>
            ) : null}
            <Badge tone={status.tone}>{status.label}</Badge>
          </div>
          {editing ? (
            <p className={styles.editing} id={formHeadingId}>
              {own.editing}
            </p>
          ) : (
            <Button ref={editButton} onClick={startEditing} className={styles.editButton} iconStart={<PencilIcon />}>
              {own.editProfile}
            </Button>
          )}
        </div>
        {note?.(profile)}
      </Card>

      {!editing ? (
        <>
          {noticeBanner}
          <ProfileDetails sections={sections} profile={profile} />
        </>
      ) : (
        <form
          noValidate
          aria-labelledby={formHeadingId}
          className={styles.form}
          onSubmit={(event) =>
            void form.handleSubmit((valid) => dispatch({ type: 'review', values: valid }), onInvalid)(event)
          }
        >
          <ProfileFields
            form={form}
            sections={sections}
            mode="edit"
            required={required}
            idPrefix="edit"
          />
          <FormActionBar note={profilesText.registration.requiredNote} message={noticeBanner}>
            <Button variant="secondary" onClick={cancelEditing} disabled={updating}>
              {own.cancel}
            </Button>
            <Button type="submit" loading={updating} loadingText={own.saving}>
              {own.save}
            </Button>
          </FormActionBar>
        </form>
      )}

      <ConfirmDialog
        open={state.mode === 'confirm'}
        title={own.confirmTitle}
        message={own.confirmMessage}
        confirmLabel={own.confirm}
        cancelLabel={own.cancel}
        busy={updating}
        busyLabel={own.saving}
        onConfirm={() => void confirm()}
        onCancel={() => dispatch({ type: 'back' })}
      />
    </div>
  );
}

function PencilIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false">
      <path d="M13.5 3.5l3 3L7 16H4v-3l9.5-9.5Z" strokeLinejoin="round" />
    </svg>
  );
}
