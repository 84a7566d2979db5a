import type { Meta } from '@storybook/react-vite';
import { ownProfileStories } from '../stories/own-profile-stories';
import { Component } from './own-local-profile';

const { meta: shared, stories } = ownProfileStories('local', Component);

const meta = { title: 'Profiles/Own profile (local)', ...shared } satisfies Meta;

export default meta;

export const Filled = stories.Filled;
export const Editing = stories.Editing;
export const Confirming = stories.Confirming;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const NotYours = stories.NotYours;
export const LoadError = { ...stories.LoadError, name: 'Error' };
