import type { Meta } from '@storybook/react-vite';
import { profileViewStories } from '../stories/profile-view-stories';
import { Component } from './investor-view';

const { meta: shared, stories } = profileViewStories('investor', Component);

/** The Investor profile page on the seeded mock, seen by the demo foreign account. */
// `parameters` written out as a literal: Storybook's docs plugin replaces parameters it cannot see (.storybook/meta-parameters.test.tsx).
const meta = { title: 'Screens/Profile views/Investor', ...shared, parameters: { ...shared.parameters } } satisfies Meta;

export default meta;

const { Filled, Sending, Sent, SendFailed, Connected, AsAdmin, Loading, NotFound, LoadError, ErrorWithoutMessage } = stories;
export { Filled, Sending, Sent, SendFailed, Connected, AsAdmin, Loading, NotFound, LoadError as Error, ErrorWithoutMessage };
