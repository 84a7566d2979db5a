import { createRoot } from 'react-dom/client';
import { MockToolbar } from './mock-toolbar';

/** Renders the mock toolbar into its own root, outside the app's tree. */
export function mountToolbar(options: { notice: string | null }): void {
  const host = document.createElement('div');
  host.id = 'corridor-mock-toolbar';
  document.body.append(host);
  // Room below the page so the toolbar never covers its last line on a phone.
  document.body.style.paddingBlockEnd = '64px';
  createRoot(host).render(<MockToolbar notice={options.notice} />);
}
