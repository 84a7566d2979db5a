export { MeetingPanel } from './meeting-panel';
export { MeetingEventLine } from './meeting-event-line';
