import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@/api/errors';
import { Button, cx } from '@/components/ui';
import { t } from '@/i18n';
import { auth as authText } from '@/i18n/auth';
import { completeProfilePath, notifySessionChange } from '@/lib/session';
import { getStoredUser, setStoredUser, storageKeys, updateGoogleLanding } from '@/lib/storage';
import { timings } from '@/lib/timings';
import { useChangeCategory } from '../api/change-category';
import { AuthPage } from '../components/auth-page';
import { FormMessage } from '../components/form-message';
import { useFlash } from '@/lib/hooks/use-flash';
import { useSingleFlight } from '@/lib/hooks/use-single-flight';
import { useTimer } from '@/lib/hooks/use-timer';
import { categorySchema, type CategoryInput, type CategoryValues } from '../schemas/category';
import styles from './auth-routes.module.css';
import categoryStyles from './check-category.module.css';

const strings = authText.category;

/** The stored user id: the stored user's, else the one a Google landing stored. */
function storedUserId(): string {
  const user = getStoredUser();
  if (user) return user.id;
  try {
    return localStorage.getItem(storageKeys.userId) ?? '';
  } catch {
    return '';
  }
}

/**
 * /check-Category (reached as //check-Category): a new Google account picks foreign, local or
 * investor; 202 stores the returned user and goes to its profile-completion page after 3 s.
 */
export function Component() {
  const navigate = useNavigate();
  const changeCategory = useChangeCategory();
  const singleFlight = useSingleFlight();
  const redirect = useTimer();
  const { flash, show, clear } = useFlash(timings.validationMessageClear);
  const [saved, setSaved] = useState(false);
  const messageId = useId();
  const legendId = useId();
  const { register, handleSubmit, control } = useForm<CategoryInput, unknown, CategoryValues>({
    resolver: zodResolver(categorySchema),
    defaultValues: { selectedCategory: null },
  });
  const selected = useWatch({ control, name: 'selectedCategory' });

  const onInvalid = (_errors: FieldErrors<CategoryInput>) => {
    // The specification "alerts"; the same words show inline for screen readers and later reading.
    show({ tone: 'error', text: strings.required });
    window.alert(strings.required);
  };

  const onValid = ({ selectedCategory }: CategoryValues) =>
    singleFlight(async () => {
      clear();
      try {
        const data = await changeCategory.mutateAsync({ selectedCategory, token: storedUserId() });
        setStoredUser(data.user);
        updateGoogleLanding(data.user.category, data.user.hasCompletedProfile);
        notifySessionChange();
        setSaved(true);
        show({ tone: 'success', text: strings.success }, { persist: true });
        redirect.schedule(() => navigate(completeProfilePath(data.user.category), { replace: true }), timings.categoryRedirect);
      } catch (error) {
        // The specification only logs other results; a visible message is added (decision 008).
        console.warn('Category change failed', error instanceof ApiError ? error.status : 'network error');
        show({ tone: 'error', text: strings.failed });
      }
    });

  const invalid = flash?.tone === 'error' && flash.text === strings.required;

  return (
    <AuthPage title={t.routes.checkCategory} intro={strings.intro}>
      <form method="post" noValidate className={styles.form} onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}>
        <fieldset className={styles.fieldset} aria-labelledby={legendId} disabled={saved}>
          <legend id={legendId} className="visually-hidden">
            {strings.legend}
          </legend>
          {strings.options.map((option) => (
            <label key={option.value} className={cx(categoryStyles.option, selected === option.value && categoryStyles.selected)}>
              <input
                type="radio"
                value={option.value}
                className={categoryStyles.radio}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? messageId : undefined}
                {...register('selectedCategory')}
              />
              <span className={categoryStyles.text}>
                <span className={categoryStyles.label}>{option.label}</span>
                <span className={categoryStyles.description}>{option.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <FormMessage id={messageId} flash={flash} />
        <Button type="submit" size="lg" fullWidth loading={changeCategory.isPending} loadingText={strings.confirming} disabled={saved}>
          {strings.confirm}
        </Button>
      </form>
    </AuthPage>
  );
}
