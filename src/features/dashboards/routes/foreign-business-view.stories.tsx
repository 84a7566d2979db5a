import type { Meta } from '@storybook/react-vite';
import { profileViewStories } from '../stories/profile-view-stories';
import { Component } from './foreign-business-view';

const { meta: shared, stories } = profileViewStories('foreign', Component);

/** The Foreign business profile page on the seeded mock, seen by the demo investor account. */
const meta = { title: 'Screens/Profile views/Foreign business', ...shared } satisfies Meta;

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
