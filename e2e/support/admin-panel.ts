import type { Page } from 'playwright-core';
import { signInThroughApi } from './api';

/** The admin panel as a journey drives it: open it signed in, find a row, act on it, read a counter. */

export async function openPanel(page: Page) {
  await signInThroughApi(page, 'admin');
  await page.goto('/adminPanel');
  await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
  await page.getByRole('table').waitFor();
}

export const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

export async function find(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search by name or industry' }).fill(name);
  await rowOf(page, name).waitFor();
}

export async function act(page: Page, action: 'Accept' | 'Reject' | 'Delete', name: string) {
  await rowOf(page, name).getByRole('button', { name: `${action} ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Are you sure you want to ${action.toLowerCase()} this business?` });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

export const counter = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Registered businesses' }).getByRole('listitem').filter({ hasText: label });
