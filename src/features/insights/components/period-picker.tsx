import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, TextField } from '@/components/ui';
import { insights } from '@/i18n/insights';
import { customRangeError, dayMs, PERIOD_CHOICES, todayUtc, type CustomError, type InsightsPeriod, type PeriodChoice } from '../lib/period';
import styles from './period-picker.module.css';

const strings = insights.period;

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
  const [from, setFrom] = useState(value.period === 'custom' ? value.from : '');
  const [to, setTo] = useState(value.period === 'custom' ? value.to : '');
  const [error, setError] = useState<CustomError | null>(null);
  const today = todayUtc();

  const choose = (next: PeriodChoice) => {
    setChoice(next);
    setError(null);
    if (next !== 'custom') onChange({ period: next });
  };

  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  /** The field a problem is about: a missing day's own field, a day after today the end, else the start. */
  const fieldOf = (problem: CustomError): 'from' | 'to' => {
    if (problem === 'missing') return dayMs(from) === null ? 'from' : 'to';
    return problem === 'future' ? 'to' : 'from';
  };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = customRangeError(from, to, today);
    setError(problem);
    if (problem) (fieldOf(problem) === 'from' ? fromRef : toRef).current?.focus();
    else onChange({ period: 'custom', from, to });
  };

  const errorOf = (field: 'from' | 'to') => (error && fieldOf(error) === field ? strings.errors[error] : undefined);
  return (
    <div className={styles.picker}>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{strings.legend}</legend>
        {PERIOD_CHOICES.map((option) => (
          <label key={option} className={styles.choice}>
            <input type="radio" name={name} value={option} checked={choice === option} onChange={() => choose(option)} />
            <span>{strings.options[option]}</span>
          </label>
        ))}
      </fieldset>
      {choice === 'custom' ? (
        <form className={styles.custom} onSubmit={apply} noValidate>
          <TextField
            label={strings.from}
            type="date"
            ref={fromRef}
            value={from}
            max={today}
            onChange={(event) => setFrom(event.target.value)}
            error={errorOf('from')}
            required
          />
          <TextField
            label={strings.to}
            type="date"
            ref={toRef}
            value={to}
            max={today}
            onChange={(event) => setTo(event.target.value)}
            error={errorOf('to')}
            required
          />
          <Button type="submit" variant="secondary" className={styles.apply}>
            {strings.apply}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
