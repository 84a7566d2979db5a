import type { components } from '@/api/schema';
import { cx } from '@/components/ui';
import { meetings as meetingsText } from '@/i18n/meetings';
import { isVideoUrl } from '../../lib/meeting-form';
import styles from './meeting-panel.module.css';

type MeetingChannel = components['schemas']['MeetingChannel'];

const copy = meetingsText.panel;

/** The number a tel: link dials: digits and a leading +. */
const dialled = (number: string) => number.replace(/(?!^\+)[^\d]/g, '');

/**
 * How the parties meet: a video link opens in a new tab (only an https one is a link), a phone
 * number dials, an address is text with its line breaks.
 */
export function MeetingChannelText({ channel, className }: { channel: MeetingChannel; className?: string }) {
  const label = copy.channel[channel.kind];
  if (channel.kind === 'video' && isVideoUrl(channel.detail)) {
    return (
      <span className={className}>
        {label}:{' '}
        <a href={channel.detail} target="_blank" rel="noopener noreferrer" dir="ltr">
          {channel.detail}
        </a>
      </span>
    );
  }
  if (channel.kind === 'phone' && dialled(channel.detail).replace('+', '').length > 0) {
    return (
      <span className={className}>
        {label}:{' '}
        <a href={`tel:${dialled(channel.detail)}`} dir="ltr">
          {channel.detail}
        </a>
      </span>
    );
  }
  return (
    <span className={cx(styles.address, className)}>
      {label}: <bdi>{channel.detail}</bdi>
    </span>
  );
}
