import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { PublicLayout } from '@/components/layout/public-layout';
import { PageContainer } from '@/components/ui';
import { format, t } from '@/i18n';
import { legal as legalText } from '@/i18n/legal';
import { contactEmail } from '../config';
import { Icon } from './icons';
import styles from './legal-page.module.css';
import { formatDate, formatNumber, localDay } from '@/lib/format';

export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalPageProps {
  /** The h1 (and document title). */
  title: string;
  /** Opening sentence; `{date}` becomes today's date. */
  intro: string;
  sections: readonly LegalSection[];
  /** Contact sentence; `{email}` becomes a mailto link. */
  contact: string;
  email: string;
  /** The "last updated" date. Default: today (the specification shows today's date). */
  date?: Date;
}

const legal = legalText;
/** "21 November 2026": the reader's calendar day. */
export function formatLegalDate(date: Date): string {
  return formatDate(localDay(date), { style: 'long' });
}

declare const __BUILD_DAY__: string;

const noSubscription = () => () => {};

/**
 * Today's calendar day in the visitor's browser. A prerendered page carries the day it was built
 * (`__BUILD_DAY__`); React hydrates that markup, then shows today's date, so the two always match.
 */
function useToday(): Date {
  const day = useSyncExternalStore(noSubscription, () => localDay(new Date()), () => __BUILD_DAY__);
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date);
}

/** A section's anchor from its title, in any script ("Information we collect" → information-we-collect, an Arabic title keeps its letters). */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/** Fills a `{placeholder}` of a catalogue sentence with an element (a link, a <time>). */
function fill(sentence: string, placeholder: string, node: ReactNode) {
  const parts = sentence.split(`{${placeholder}}`);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? node : null}
    </Fragment>
  ));
}

/**
 * A static legal page (Privacy Policy, Terms & Conditions): title, today's "last updated" date,
 * a table of contents, numbered sections and the contact e-mail.
 */
export function LegalPage({ title, intro, sections, contact, email, date }: LegalPageProps) {
  const browserDay = useToday();
  const today = date ?? browserDay;
  const shownDate = formatLegalDate(today);
  const parts = [...sections.map((section) => ({ ...section, id: slug(section.title) })), { title: legal.contactTitle, id: 'contact' }];
  return (
    <PublicLayout title={title}>
      <div className={styles.hero}>
        <PageContainer className={styles.heroInner}>
          <h1 id="legal-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.updated}>
            <Icon name="check" className={styles.updatedIcon} />
            <span>{fill(legal.lastUpdated, 'date', <time dateTime={localDay(today)}>{shownDate}</time>)}</span>
          </p>
        </PageContainer>
      </div>
      <PageContainer className={styles.layout}>
        <nav aria-label={legal.tocLabel} className={styles.toc}>
          <p className={styles.tocTitle} aria-hidden="true">
            {legal.tocLabel}
          </p>
          <ol role="list" className={styles.tocList}>
            {parts.map((part, index) => (
              <li key={part.id}>
                <a href={`#${part.id}`} className={styles.tocLink}>
                  <span className={styles.tocNumber} aria-hidden="true">
                    {formatNumber(index + 1)}.
                  </span>
                  {part.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article aria-labelledby="legal-title" className={styles.article}>
          <p className={styles.intro}>{format(intro, { date: shownDate })}</p>
          {parts.slice(0, -1).map((section, index) => {
            const body = sections[index];
            return (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
                <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
                  <span className={styles.sectionNumber} aria-hidden="true">
                    {formatNumber(index + 1)}.
                  </span>
                  {section.title}
                </h2>
                {body?.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {body?.list ? (
                  <ul className={styles.list}>
                    {body.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            );
          })}
          <section id="contact" aria-labelledby="contact-title" className={styles.contact}>
            <span className={styles.contactIcon}>
              <Icon name="mail" />
            </span>
            <div>
              <h2 id="contact-title" className={styles.sectionTitle}>
                <span className={styles.sectionNumber} aria-hidden="true">
                  {formatNumber(parts.length)}.
                </span>
                {legal.contactTitle}
              </h2>
              <p>{fill(contact, 'email', <a href={`mailto:${email}`} dir="ltr">
                  {email}
                </a>)}</p>
            </div>
          </section>
        </article>
      </PageContainer>
    </PublicLayout>
  );
}

/** Each legal page's title key and text: read at render, so a language switch changes both (decision 029). */
const legalRoutes = {
  privacy: { title: 'privacyPolicy', copy: legalText.privacy },
  terms: { title: 'terms', copy: legalText.terms },
} as const;

/** A legal route: its title, text and contact e-mail (VITE_CONTACT_EMAIL, else the page's own). */
export function LegalRoute({ page }: { page: keyof typeof legalRoutes }) {
  const { title, copy } = legalRoutes[page];
  return <LegalPage title={t.routes[title]} intro={copy.intro} sections={copy.sections} contact={copy.contact} email={contactEmail(page)} />;
}
