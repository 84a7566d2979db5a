/**
 * The stories of the three own-profile pages, written once (stories only, never imported by the
 * app): each `own-<kind>-profile.stories.tsx` names its kind and re-exports these.
 */
import type { StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ownProfilePath, partyPaths, type PartyKind } from '@/lib/party-kinds';
import { atRoute, mock } from '@/test/stories';

interface OwnProfileKind {
  kind: PartyKind;
  /** The demo account's profile id, and another party's of the same kind. */
  own: string;
  other: string;
  /** The demo profile's name (the page's heading) and the first field of the edit form. */
  name: string;
  firstField: RegExp;
  /** The call that reads the signed-in party's profile. */
  profileCall: string;
}

const kinds: Record<PartyKind, OwnProfileKind> = {
  foreign: {
    kind: 'foreign',
    own: 'fb_0001',
    other: 'fb_0002',
    name: 'Nordvik Payments AB',
    firstField: /^Company Name/,
    profileCall: '/foreign-dashboard/profile',
  },
  local: {
    kind: 'local',
    own: 'lp_0001',
    other: 'lp_0002',
    name: 'Al Noor Corporate Services',
    firstField: /^Company Name/,
    profileCall: '/partner-dashboard/profile',
  },
  investor: {
    kind: 'investor',
    own: 'inv_0001',
    other: 'inv_0002',
    name: 'Saqr Bay Family Office',
    firstField: /^Legal Name/,
    profileCall: '/investor-dashboard/profile',
  },
};

type Story = StoryObj;

/** The default export's fields and every story of one kind's own-profile page. */
export function ownProfileStories(kindName: PartyKind, Page: ComponentType) {
  const { kind, own, other, name, firstField, profileCall } = kinds[kindName];
  const component = atRoute(partyPaths[kind].ownProfilePattern, Page);
  const meta = {
    component,
    parameters: { layout: 'fullscreen', session: kind, router: { initialEntries: [ownProfilePath(kind, own)] } },
  };

  /** The demo account's profile in view mode. */
  const Filled: Story = {
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('heading', { level: 2, name })).toBeInTheDocument();
    },
  };

  /** Edit mode: the second reading of the lists, stored values outside them kept as "Current value". */
  const Editing: Story = {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
      await expect(await canvas.findByLabelText(firstField)).toBeInTheDocument();
    },
  };

  /** Save asks for confirmation. */
  const Confirming: Story = {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
      await expect(await within(document.body).findByRole('alertdialog', { name: 'Confirm Profile Update' })).toBeInTheDocument();
    },
  };

  /**
   * The whole update: Cancel on the confirmation closes it, keeps the edit and returns focus to
   * Save; Confirm saves, says so and shows the new name, with focus back on Edit Profile.
   */
  const SaveConfirm: Story = {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const body = within(canvasElement.ownerDocument.body);
      const renamed = `${name} Group`;
      await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
      const field = await canvas.findByLabelText(firstField);
      await userEvent.clear(field);
      await userEvent.type(field, renamed);
      const save = canvas.getByRole('button', { name: 'Save' });

      await userEvent.click(save);
      let dialog = await body.findByRole('alertdialog', { name: 'Confirm Profile Update' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(save).toHaveFocus();
      await expect(canvas.getByLabelText(firstField)).toHaveValue(renamed);

      await userEvent.click(save);
      dialog = await body.findByRole('alertdialog', { name: 'Confirm Profile Update' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await expect(await canvas.findByText('Profile updated successfully!', {}, { timeout: 5000 })).toBeInTheDocument();
      await expect(canvas.getByRole('heading', { level: 2, name: renamed })).toBeInTheDocument();
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit Profile' })).toHaveFocus());
    },
  };

  const Loading: Story = {
    parameters: { msw: { handlers: [mock.loading('get', profileCall)] } },
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText('Loading your profile…')).toBeInTheDocument();
    },
  };

  /** No profile registered yet. */
  const Empty: Story = {
    parameters: {
      msw: { handlers: [mock.error('get', profileCall, 404, 'Profile not found. Please complete your profile first.')] },
    },
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('heading', { name: 'No profile yet' })).toBeInTheDocument();
    },
  };

  const LoadError: Story = {
    parameters: { msw: { handlers: [mock.error('get', profileCall, 500, 'Server error')] } },
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('heading', { name: 'Error Loading Profile' })).toBeInTheDocument();
    },
  };

  /** The address names another profile than the signed-in user's. */
  const NotYours: Story = {
    parameters: { router: { initialEntries: [ownProfilePath(kind, other)] } },
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('link', { name: 'Open my profile' })).toBeInTheDocument();
    },
  };

  return { meta, stories: { Filled, Editing, Confirming, SaveConfirm, Loading, Empty, LoadError, NotYours } };
}
