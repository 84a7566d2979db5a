import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, TextField } from '@/components/ui';
import { insights } from '@/i18n/insights';
import { customRangeError, dayMs, PERIOD_CHOICES, todayUtc, type CustomError, type InsightsPeriod, type PeriodChoice } from '../lib/period';
import pills from '@/styles/pill-choice.module.css';
import styles from './period-picker.module.css';

const strings = insights.period;
const ENDS = ['from', 'to'] as const;
type End = (typeof ENDS)[number];

export interface PeriodPickerProps {
  value: InsightsPeriod;
  onChange: (period: InsightsPeriod) => void;
}

/**
 * The period of the page: a preset applies at once; "Custom" shows two date fields that apply on
 * "Show period", after the same checks the server makes. What the user typed stays while they fix it.
 */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  const name = useId();
  const [choice, setChoice] = useState<PeriodChoice>(value.period);
  const [days, setDays] = useState<Record<End, string>>(value.period === 'custom' ? { from: value.from, to: value.to } : { from: '', to: '' });
  const [error, setError] = useState<CustomError | null>(null);
  const fields = { from: useRef<HTMLInputElement>(null), to: useRef<HTMLInputElement>(null) };
  const today = todayUtc();

  const choose = (next: PeriodChoice) => {
    setChoice(next);
    setError(null);
    if (next !== 'custom') onChange({ period: next });
  };

  /** The field a problem is about: a missing day's own field, a day after today the end, else the start. */
  const fieldOf = (problem: CustomError): End => {
    if (problem === 'missing') return dayMs(days.from) === null ? 'from' : 'to';
    return problem === 'future' ? 'to' : 'from';
  };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = customRangeError(days.from, days.to, today);
    setError(problem);
    if (problem) fields[fieldOf(problem)].current?.focus();
    else onChange({ period: 'custom', ...days });
  };

  return (
    <div className={styles.picker}>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{strings.legend}</legend>
        {PERIOD_CHOICES.map((option) => (
          <label key={option} className={pills.choice}>
            <input type="radio" name={name} value={option} checked={choice === option} onChange={() => choose(option)} />
            <span>{strings.options[option]}</span>
          </label>
        ))}
      </fieldset>
      {choice === 'custom' ? (
        <form className={styles.custom} onSubmit={apply} noValidate>
          {ENDS.map((end) => (
            <TextField
              key={end}
              label={strings[end]}
              type="date"
              ref={fields[end]}
              value={days[end]}
              max={today}
              onChange={(event) => {
                const typed = event.target.value;
                setDays((current) => ({ ...current, [end]: typed }));
              }}
              error={error && fieldOf(error) === end ? strings.errors[error] : undefined}
              required
            />
          ))}
          <Button type="submit" variant="secondary" className={styles.apply}>
            {strings.apply}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
