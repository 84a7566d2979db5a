import type { Meta } from '@storybook/react-vite';
import { profileViewStories } from '../stories/profile-view-stories';
import { Component } from './investor-view';

const { meta: shared, stories } = profileViewStories('investor', Component);

/** The Investor profile page on the seeded mock, seen by the demo foreign account. */
const meta = { title: 'Screens/Profile views/Investor', ...shared } satisfies Meta;

export default meta;

export const Filled = stories.Filled;
export const Sending = stories.Sending;
export const Sent = stories.Sent;
export const SendFailed = stories.SendFailed;
export const Connected = stories.Connected;
export const AsAdmin = stories.AsAdmin;
export const Loading = stories.Loading;
export const NotFound = stories.NotFound;
export const Error = { ...stories.LoadError, name: 'Error' };
export const ErrorWithoutMessage = stories.ErrorWithoutMessage;
