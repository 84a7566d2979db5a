import type { Meta } from '@storybook/react-vite';
import { ownProfileStories } from '../stories/own-profile-stories';
import { Component } from './own-local-profile';

const { meta: shared, stories } = ownProfileStories('local', Component);

const meta = { title: 'Screens/Profiles/Own profile (local)', ...shared } satisfies Meta;

export default meta;

const { Filled, Editing, Confirming, SaveConfirm, Loading, Empty, LoadError, NotYours } = stories;
export { Filled, Editing, Confirming, SaveConfirm, Loading, Empty, LoadError as Error, NotYours };
