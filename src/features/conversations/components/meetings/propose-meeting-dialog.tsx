import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { components } from '@/api/schema';
import { Banner, Button, Modal, SelectField, TextareaField, TextField } from '@/components/ui';
import { meetings as meetingsText } from '@/i18n/meetings';
import { useRevalidateOnLanguage } from '@/lib/hooks/use-revalidate-on-language';
import { fill, formatNumber } from '@/lib/format';
import { browserTimeZone, cityOfTimeZone, formatZoneOffset, preferredTimeZone, rememberTimeZone, timeZoneChoices, wallClockOf } from '@/lib/zoned-time';
import { useProposeMeeting } from '../../api/propose-meeting';
import {
  CHANNELS,
  DURATIONS,
  emptySlot,
  initialMeetingValues,
  MAX_SLOTS,
  meetingFormSchema,
  meetingServerErrors,
  NOTE_MAX,
  proposeBody,
  type MeetingFormValues,
} from '../../lib/meeting-form';
import { durationText, meetingHeld, otherSide } from '../../lib/meeting-times';
import pills from '@/styles/pill-choice.module.css';
import styles from './propose-meeting-dialog.module.css';

type Conversation = components['schemas']['Conversation'];
type Meeting = components['schemas']['Meeting'];

const copy = meetingsText.propose;
/** The labels are getters, read at each render, so a language switch relabels the durations (decision 029). */
const durationOptions = DURATIONS.map((minutes) => ({
  value: minutes,
  get label() {
    return durationText(Number(minutes));
  },
}));

export interface ProposeMeetingDialogProps {
  conversation: Conversation;
  /** The conversation's current meeting: its channel is offered again, and an open one is replaced. */
  earlier: Meeting | null;
  onClose: () => void;
  onProposed: (meeting: Meeting) => void;
}

/**
 * Propose an intro meeting: 1–3 slots (date, start, 15–60 minutes) read in a time zone the proposer
 * can change (the browser's by default, remembered once changed), a channel with its link, number or
 * address, and a note. The server's refusals land on the slot or field they name; nothing typed is lost.
 */
export function ProposeMeetingDialog({ conversation, earlier, onClose, onProposed }: ProposeMeetingDialogProps) {
  const formId = useId();
  const zoneId = useId();
  const channelName = useId();
  const propose = useProposeMeeting(conversation.contractId);
  const counterpart = conversation.viewer === 'admin' ? null : conversation.parties[otherSide(conversation.viewer)];
  const schema = useMemo(() => meetingFormSchema(), []);
  const form = useForm<MeetingFormValues>({ resolver: zodResolver(schema), defaultValues: initialMeetingValues(preferredTimeZone(), earlier) });
  // An error on show is worded again when the reader switches language; what was typed stays.
  useRevalidateOnLanguage(form);
  const slots = useFieldArray({ control: form.control, name: 'slots' });
  const { errors, isSubmitting } = form.formState;
  const [zoneOpen, setZoneOpen] = useState(false);
  const zone = useWatch({ control: form.control, name: 'timeZone' });
  const channel = useWatch({ control: form.control, name: 'channel' });
  const noteLength = useWatch({ control: form.control, name: 'note' }).length;
  const today = wallClockOf(new Date(), zone).day;
  const replaces = earlier !== null && (earlier.status === 'proposed' || (earlier.status === 'accepted' && !meetingHeld(earlier)));

  // The zones are listed once; their labels at each render, so a language switch rewords them.
  const theirs = counterpart?.timeZone;
  const yours = browserTimeZone();
  const zones = useMemo(() => timeZoneChoices([theirs, yours]), [theirs, yours]);
  const zoneOptions = zones.map((value) => ({
    value,
    label:
      value === theirs && counterpart
        ? fill(copy.zoneOptionTheirs, { zone: value, company: counterpart.company })
        : value === yours
          ? fill(copy.zoneOptionYours, { zone: value })
          : value,
  }));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const meeting = await propose.mutateAsync(proposeBody(values));
      rememberTimeZone(values.timeZone);
      onProposed(meeting);
    } catch (error) {
      const refused = meetingServerErrors(error, values.channel);
      refused.fields.forEach(({ field, message }, index) => {
        if (field === 'timeZone') setZoneOpen(true);
        form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      if (refused.message) form.setError('root', { type: 'server', message: refused.message });
    }
  });

  const slotsError = errors.slots?.root?.message ?? errors.slots?.message;

  return (
    <Modal
      open
      size="lg"
      title={earlier ? copy.titleNew : copy.title}
      description={
        <>
          {fill(copy.intro, { company: counterpart?.company ?? '' })}
          {replaces ? ` ${copy.replaces}` : null}
        </>
      }
      onClose={onClose}
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {copy.cancel}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting} loadingText={copy.submitting}>
            {copy.submit}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {errors.root?.message ? (
          <Banner tone="error" title={copy.failed}>
            {errors.root.message}
          </Banner>
        ) : null}

        <div className={styles.zone}>
          <p className={styles.zoneText}>{fill(copy.zone, { zone: cityOfTimeZone(zone), offset: formatZoneOffset(new Date(), zone) })}</p>
          <Button size="sm" variant="ghost" aria-expanded={zoneOpen} aria-controls={zoneId} onClick={() => setZoneOpen((open) => !open)}>
            {copy.changeZone}
          </Button>
        </div>
        <div id={zoneId} hidden={!zoneOpen}>
          <SelectField label={copy.zoneLabel} hint={copy.zoneHint} options={zoneOptions} error={errors.timeZone?.message} {...form.register('timeZone')} />
        </div>

        <fieldset className={styles.slots}>
          <legend className={styles.legend}>{copy.slotsLegend}</legend>
          {slotsError ? (
            <p className={styles.slotsError} role="alert">
              {slotsError}
            </p>
          ) : null}
          {slots.fields.map((field, index) => {
            const slotErrors = errors.slots?.[index];
            return (
              <fieldset key={field.id} className={styles.slot}>
                <legend className={styles.slotLegend}>{fill(copy.slotLegend, { number: formatNumber(index + 1) })}</legend>
                <div className={styles.slotFields}>
                  <TextField label={copy.date} type="date" min={today} required error={slotErrors?.date?.message} {...form.register(`slots.${index}.date`)} />
                  <TextField label={copy.start} type="time" required error={slotErrors?.time?.message} {...form.register(`slots.${index}.time`)} />
                  <SelectField label={copy.duration} options={durationOptions} error={slotErrors?.minutes?.message} {...form.register(`slots.${index}.minutes`)} />
                </div>
                {slots.fields.length > 1 ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    className={styles.remove}
                    aria-label={fill(copy.removeSlotLabel, { number: formatNumber(index + 1) })}
                    onClick={() => slots.remove(index)}
                  >
                    {copy.removeSlot}
                  </Button>
                ) : null}
              </fieldset>
            );
          })}
          {slots.fields.length < MAX_SLOTS ? (
            <Button size="sm" variant="secondary" className={styles.add} onClick={() => slots.append(emptySlot())}>
              {copy.addSlot}
            </Button>
          ) : null}
        </fieldset>

        <fieldset className={styles.channels}>
          <legend className={styles.legend}>{copy.channelLegend}</legend>
          <div className={styles.choices}>
            {CHANNELS.map((kind) => (
              <label key={kind} className={pills.choice}>
                <input
                  type="radio"
                  name={channelName}
                  value={kind}
                  checked={channel === kind}
                  onChange={() => form.setValue('channel', kind, { shouldValidate: form.formState.isSubmitted })}
                />
                <span>{copy.channel[kind]}</span>
              </label>
            ))}
          </div>
          {channel === 'video' ? (
            <TextField
              label={copy.videoUrl}
              hint={copy.videoUrlHint}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              dir="ltr"
              required
              error={errors.videoUrl?.message}
              {...form.register('videoUrl')}
            />
          ) : channel === 'phone' ? (
            <TextField label={copy.phone} hint={copy.phoneHint} type="tel" autoComplete="tel" dir="ltr" required error={errors.phone?.message} {...form.register('phone')} />
          ) : (
            <TextareaField label={copy.address} rows={2} dir="auto" required error={errors.address?.message} {...form.register('address')} />
          )}
        </fieldset>

        <TextareaField
          label={copy.note}
          rows={3}
          dir="auto"
          hint={`${copy.noteHint} ${fill(copy.counter, { count: noteLength, max: NOTE_MAX })}`}
          error={errors.note?.message}
          {...form.register('note')}
        />
      </form>
    </Modal>
  );
}
