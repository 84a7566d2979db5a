import type { Meta } from '@storybook/react-vite';
import { ownProfileStories } from '../stories/own-profile-stories';
import { Component } from './own-foreign-profile';

const { meta: shared, stories } = ownProfileStories('foreign', Component);

const meta = { title: 'Profiles/Own profile (foreign)', ...shared } satisfies Meta;

export default meta;

export const Filled = stories.Filled;
export const Editing = stories.Editing;
export const Confirming = stories.Confirming;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const NotYours = stories.NotYours;
export const LoadError = { ...stories.LoadError, name: 'Error' };
