import { useId, useState } from 'react';
import { userMessage } from '@/api/errors';
import { Banner, Button } from '@/components/ui';
import { meetings as meetingsText } from '@/i18n/meetings';
import { fill } from '@/lib/format';
import { useAcceptMeeting } from '../../api/accept-meeting';
import { slotStarted, slotText } from '../../lib/meeting-times';
import { Details, type BodyProps } from './meeting-details';
import styles from './meeting-panel.module.css';

const copy = meetingsText.panel;

/** A proposal to the viewer: the times as a radio group, Accept, Decline and "Propose other times". */
export function ChooseSlot({ conversation, meeting, zones, onPropose, onDecline, onNotice, intro }: BodyProps & { intro: string }) {
  const name = useId();
  const accept = useAcceptMeeting(conversation.contractId);
  const now = new Date();
  const open = meeting.slots.map((slot, index) => ({ slot, index })).filter(({ slot }) => !slotStarted(slot, now));
  const [chosen, setChosen] = useState<number | null>(open[0]?.index ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (chosen === null) {
      setProblem(copy.pickSlot);
      return;
    }
    setProblem(null);
    accept.mutate(
      { meetingId: meeting.id, slot: chosen },
      {
        onSuccess: () => onNotice(copy.acceptedDone),
        onError: (error) => setProblem(userMessage(error, copy.acceptFailed)),
      },
    );
  };
  return (
    <div className={styles.body}>
      {open.length === 0 ? (
        <>
          <p>{intro}</p>
          <p className={styles.muted}>{copy.noFutureSlot}</p>
        </>
      ) : (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>
            <span className={styles.intro}>{intro}</span> {copy.chooseTime}
          </legend>
          {meeting.slots.map((slot, index) => {
            const passed = slotStarted(slot, now);
            return (
              <label key={slot.start} className={styles.choice} data-disabled={passed || undefined}>
                <input
                  type="radio"
                  name={name}
                  value={index}
                  checked={chosen === index}
                  disabled={passed || accept.isPending}
                  onChange={() => {
                    setChosen(index);
                    setProblem(null);
                  }}
                />
                <span>{passed ? fill(copy.slotPassed, { time: slotText(slot, zones) }) : slotText(slot, zones)}</span>
              </label>
            );
          })}
        </fieldset>
      )}
      <Details meeting={meeting} />
      {problem ? (
        <Banner tone="error" title={copy.acceptFailed}>
          {problem}
        </Banner>
      ) : null}
      <div className={styles.actions}>
        {open.length > 0 ? (
          <Button size="sm" onClick={submit} loading={accept.isPending} loadingText={copy.accepting}>
            {copy.accept}
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onClick={onDecline} disabled={accept.isPending}>
          {copy.decline}
        </Button>
        <Button size="sm" variant="ghost" onClick={onPropose} disabled={accept.isPending}>
          {copy.proposeOther}
        </Button>
      </div>
    </div>
  );
}
