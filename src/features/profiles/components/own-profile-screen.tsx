import { zodResolver } from '@hookform/resolvers/zod';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ApiError, NetworkError } from '@/api/errors';
import { AppLayout } from '@/components/layout/app-layout';
import {
  Avatar,
  Badge,
  Banner,
  Button,
  ButtonLink,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  PageContainer,
  Skeleton,
  type BadgeTone,
} from '@/components/ui';
import { format, t } from '@/i18n';
import { profiles as profilesText } from '@/i18n/en/profiles';
import { completeProfilePath, dashboardPath, type Session } from '@/lib/session';
import { readDraft, writeDraft } from '@/lib/storage';
import { timings } from '@/lib/timings';
import { serverText, updateError } from '../lib/messages';
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
import { useSingleFlight } from '@/lib/hooks/use-single-flight';
import { ownProfilePath, type PartyKind } from '@/lib/party-kinds';

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

/**
 * An own-profile page (section 2): the profile loaded by the dashboard profile call of its kind,
 * shown read-only with Edit Profile; the edit form (second reading of the option lists); Save asks
 * 'Confirm Profile Update'; Confirm sends the update; Cancel restores the data as it was.
 */
export function OwnProfileScreen<P extends StoredProfile>(props: OwnProfileScreenProps<P>) {
  const { kind, title, query, enabled, id } = props;
  let body: ReactNode;
  if (!enabled) {
    body = <NotYours kind={kind} ownPath={null} />;
  } else if (query.isPending) {
    body = <LoadingProfile />;
  } else if (query.isError) {
    const error = query.error;
    body =
      error instanceof ApiError && error.status === 404 ? (
        <EmptyState
          headingLevel={2}
          title={own.noProfileTitle}
          description={serverText(error) ?? own.noProfileBody}
          action={<ButtonLink to={completeProfilePath(kind)}>{own.completeProfile}</ButtonLink>}
        />
      ) : (
        <ErrorState
          title={own.errorTitle}
          message={loadErrorMessage(kind, error)}
          onRetry={() => void query.refetch()}
          retryLabel={t.ui.tryAgain}
          retrying={query.isFetching}
        />
      );
  } else if (query.data._id !== id) {
    body = <NotYours kind={kind} ownPath={ownProfilePath(kind, query.data._id)} />;
  } else {
    body = <ProfileContent key={query.data._id} {...props} profile={query.data} />;
  }

  return (
    <AppLayout title={title}>
      <PageContainer padded className={styles.page}>
        <div className={styles.top}>
          <Link to={dashboardPath(props.session.user.category)} className={styles.back}>
            <span aria-hidden="true">←</span> {own.backToDashboard}
          </Link>
          <h1 className={styles.title}>{title}</h1>
        </div>
        {body}
      </PageContainer>
    </AppLayout>
  );
}

function loadErrorMessage(kind: PartyKind, error: unknown): string {
  if (error instanceof NetworkError) return own.loadFailed[kind];
  const detail = serverText(error);
  return detail ? `${own.fetchFailed[kind]}. ${detail}` : own.fetchFailed[kind];
}

function LoadingProfile() {
  return (
    <div className={styles.loading} aria-busy="true">
      <p role="status" className="visually-hidden">
        {own.loading}
      </p>
      <Card>
        <div className={styles.identity}>
          <Skeleton variant="circle" height={96} />
          <div className={styles.identityText}>
            <Skeleton width="50%" height={28} />
            <Skeleton width="70%" />
          </div>
        </div>
      </Card>
      <Card>
        <Skeleton lines={6} />
      </Card>
    </div>
  );
}

function NotYours({ kind, ownPath }: { kind: PartyKind; ownPath: string | null }) {
  return (
    <EmptyState
      headingLevel={2}
      title={own.notFound[kind]}
      description={own.notFoundBody}
      action={ownPath ? <ButtonLink to={ownPath}>{own.openOwnProfile}</ButtonLink> : undefined}
    />
  );
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

interface Notice {
  tone: 'success' | 'error';
  text: string;
  key: number;
}

function ProfileContent<P extends StoredProfile>({
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
  const [editing, setEditing] = useState(restored !== null);
  const [confirming, setConfirming] = useState(false);
  const [values, setValues] = useState<ProfileFormValues | null>(null);
  const [notice, setNotice] = useState<Notice | null>(restored ? { tone: 'success', text: profilesText.own.draftRestored, key: 1 } : null);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'edit' | 'view' | null>(null);
  // A second click on Confirm before it re-renders as busy must not send twice.
  const singleFlight = useSingleFlight();
  const formHeadingId = useId();
  const form = useForm<ProfileFormValues>({
    defaultValues: restored ?? toFormValues(sections, profile),
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
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
    if (focusAfter.current === 'edit' && editing && firstField) form.setFocus(firstField);
    if (focusAfter.current === 'view' && !editing) editButton.current?.focus();
    focusAfter.current = null;
  }, [editing, firstField, form]);

  const show = (tone: Notice['tone'], text: string) => setNotice((previous) => ({ tone, text, key: (previous?.key ?? 0) + 1 }));

  const startEditing = () => {
    form.reset(toFormValues(sections, profile));
    setNotice(null);
    focusAfter.current = 'edit';
    setEditing(true);
  };

  const cancelEditing = () => {
    // Cancel restores the data as it was before editing started, then forgets the kept changes
    // (after the reset, which the draft's subscription still hears).
    form.reset(toFormValues(sections, profile));
    writeDraft(draftId, null);
    setNotice(null);
    focusAfter.current = 'view';
    setEditing(false);
  };

  const onInvalid = (errors: FieldErrors<ProfileFormValues>) => {
    const missing = hasMissingRequired(errors as Record<string, { message?: unknown }>);
    show('error', missing ? profilesText.messages.completeRequired : profilesText.messages.correctFields);
  };

  const confirm = () =>
    singleFlight(async () => {
      if (!values) return;
      const data = toPayload(sections, values);
      // The logo is sent only when a new one was chosen (it can be up to 1 MB).
      for (const field of fieldsOf(sections)) {
        if (field.kind === 'logo' && data[field.name] === (profile as Record<string, unknown>)[field.name]) delete data[field.name];
      }
      try {
        const result = await update(profile._id, data);
        writeDraft(draftId, null);
        setConfirming(false);
        focusAfter.current = 'view';
        setEditing(false);
        show('success', result.message || profilesText.messages.updated);
      } catch (error) {
        setConfirming(false);
        show('error', updateError(error));
      }
    });

  const status = badge(profile);
  const facts = summary(profile).filter((fact): fact is string => Boolean(fact));
  const noticeBanner = notice ? (
    <Banner
      key={notice.key}
      tone={notice.tone}
      onClose={() => setNotice(null)}
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
            <h2 className={styles.name}>{name(profile)}</h2>
            {facts.length ? <p className={styles.facts}>{facts.join(' · ')}</p> : null}
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
            void form.handleSubmit((valid) => {
              setValues(valid);
              setNotice(null);
              setConfirming(true);
            }, onInvalid)(event)
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
        open={confirming}
        title={own.confirmTitle}
        message={own.confirmMessage}
        confirmLabel={own.confirm}
        cancelLabel={own.cancel}
        busy={updating}
        busyLabel={own.saving}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
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
