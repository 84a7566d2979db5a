/**
 * The stories of the three public profile pages, written once (stories only, never imported by the
 * app): each `<kind>-view.stories.tsx` names its kind and re-exports these.
 */
import type { StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { DemoAccount } from '@/test/screen-harness';
import { partyPaths, publicProfilePath, type PartyKind } from '@/lib/party-kinds';
import { atRoute, mock } from '@/test/stories';

interface ProfileViewKind {
  /** Who looks at the page, and the profile they open (a match without a request). */
  viewer: DemoAccount;
  shown: string;
  /** A profile the viewer already has a request with. */
  connected: string;
  action: string;
  /** The call that sends the request, and the one that reads the profile. */
  applyCall: string;
  profileCall: string;
}

const kinds: Record<PartyKind, ProfileViewKind> = {
  foreign: {
    viewer: 'investor',
    shown: 'fb_0010',
    connected: 'fb_0001',
    action: 'Apply for Partnership',
    applyCall: '/foreign/applyForPartnership',
    profileCall: '/partner/applyForCheckProfileofForeign',
  },
  local: {
    viewer: 'foreign',
    shown: 'lp_0028',
    connected: 'lp_0001',
    action: 'Connect with Partner',
    applyCall: '/partner/applyForPartnership',
    profileCall: '/foreign/applyForCheckProfileofPartner',
  },
  investor: {
    viewer: 'foreign',
    shown: 'inv_0006',
    connected: 'inv_0001',
    action: 'Connect with Investor',
    applyCall: '/investor/applyForPartnership',
    profileCall: '/investor/applyForCheckProfileofInvestor',
  },
};

type Story = StoryObj;

/** The default export's fields and every story of one kind's public profile page. */
export function profileViewStories(kind: PartyKind, Page: ComponentType) {
  const { viewer, shown, connected, action, applyCall, profileCall } = kinds[kind];
  const at = (id: string) => ({ router: { initialEntries: [publicProfilePath(kind, id)] } });
  const meta = {
    component: atRoute(partyPaths[kind].publicProfilePattern, Page),
    parameters: { layout: 'fullscreen', session: viewer, ...at(shown) },
  };

  /** Clicks the action and confirms in the dialog. */
  const sendRequest = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: action }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('button', { name: 'Send request' }));
  };

  const Filled: Story = {};

  /** The request never answers: the applying overlay stays. */
  const Sending: Story = {
    play: async (context) => {
      await sendRequest(context);
      await expect(await within(context.canvasElement.ownerDocument.body).findByText('Sending your request…')).toBeInTheDocument();
    },
    parameters: { msw: { handlers: [mock.loading('post', applyCall)] } },
  };

  const Sent: Story = {
    play: async (context) => {
      await sendRequest(context);
      await expect(await within(context.canvasElement).findByText('Request sent — awaiting response')).toBeInTheDocument();
    },
  };

  const SendFailed: Story = {
    play: async (context) => {
      await sendRequest(context);
      await expect(await within(context.canvasElement).findByRole('alert')).toBeInTheDocument();
    },
    parameters: { msw: { handlers: [mock.error('post', applyCall, 409, 'A request between you and this party is already open.')] } },
  };

  const Connected: Story = { parameters: at(connected) };
  const AsAdmin: Story = { parameters: { session: 'admin' } };
  const Loading: Story = { parameters: { msw: { handlers: [mock.loading('post', profileCall)] } } };
  /** The empty state of a profile page: no such profile (404). */
  const NotFound: Story = { parameters: at('missing_0001') };
  const LoadError: Story = { parameters: { msw: { handlers: [mock.error('post', profileCall, 500, 'Server error')] } } };
  const ErrorWithoutMessage: Story = { parameters: { msw: { handlers: [mock.json('post', profileCall, {}, 503)] } } };

  return { meta, stories: { Filled, Sending, Sent, SendFailed, Connected, AsAdmin, Loading, NotFound, LoadError, ErrorWithoutMessage } };
}
