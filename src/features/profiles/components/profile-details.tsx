import { Card, cx } from '@/components/ui';
import { profiles as profilesText } from '@/i18n/profiles';
import { displayValue } from '../lib/display';
import type { SectionSpec } from '../schemas/profile-form';
import styles from './profile-details.module.css';

export interface ProfileDetailsProps {
  sections: readonly SectionSpec[];
  /** The stored profile. */
  profile: object;
}

/** The read-only view of a profile, in the same sections as its forms. The logo is shown by the page header. */
export function ProfileDetails({ sections, profile }: ProfileDetailsProps) {
  const record = profile as Record<string, unknown>;
  return (
    <>
      {sections.map((section) => {
        const fields = section.fields.filter((field) => field.kind !== 'logo');
        if (fields.length === 0) return null;
        return (
          <Card key={section.id} as="section" title={section.title} headingLevel={2}>
            <dl className={styles.list}>
              {fields.map((field) => {
                const shown = displayValue(field, record[field.name]);
                return (
                  <div key={field.name} className={cx(styles.item, (field.wide || field.kind === 'textarea') && styles.wide)}>
                    <dt className={styles.term}>{field.label}</dt>
                    <dd className={cx(styles.value, field.kind === 'textarea' && styles.long, shown === null && styles.missing)}>
                      {shown ?? profilesText.own.notProvided}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </Card>
        );
      })}
    </>
  );
}
