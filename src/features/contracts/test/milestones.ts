/** The contract page's milestones as the screen tests find them. */
import { screen, within } from '@testing-library/react';
import type { PartyKind } from '@/lib/party-kinds';
import { renderRoute, signInAs } from '@/test/screen-harness';

export const milestonesRegion = () => screen.getByRole('region', { name: 'Project Milestones' });
export const milestone = (title: string) => screen.getByRole('article', { name: title });
export const progressOf = (title: string) => within(milestone(title)).getByRole('progressbar', { name: 'Progress' });

export async function openContract(account: PartyKind | 'admin', id = 'ctr_0001') {
  await signInAs(account);
  const view = renderRoute(`/contract/${id}`);
  await screen.findByRole('heading', { name: 'Project Milestones' });
  await within(milestonesRegion()).findAllByRole('article');
  return view;
}
