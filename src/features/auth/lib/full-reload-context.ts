import { createContext, useContext } from 'react';
import { reloadTo } from './full-reload';

/**
 * Replaces the full page load in Storybook, where reloading would take the preview away from the
 * story. The app never provides it.
 */
export const FullReloadContext = createContext<((path: string) => void) | null>(null);

export function useFullReload(): (path: string) => void {
  return useContext(FullReloadContext) ?? reloadTo;
}
