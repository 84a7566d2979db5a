import type { Meta } from '@storybook/react-vite';
import { ownProfileStories } from '../stories/own-profile-stories';
import { Component } from './own-foreign-profile';

const { meta: shared, stories } = ownProfileStories('foreign', Component);

// `parameters` written out as a literal: Storybook's docs plugin replaces parameters it cannot see (.storybook/meta-parameters.test.tsx).
const meta = { title: 'Screens/Profiles/Own profile (foreign)', ...shared, parameters: { ...shared.parameters } } satisfies Meta;

export default meta;

const { Filled, Editing, Confirming, SaveConfirm, Loading, Empty, LoadError, NotYours } = stories;
export { Filled, Editing, Confirming, SaveConfirm, Loading, Empty, LoadError as Error, NotYours };
