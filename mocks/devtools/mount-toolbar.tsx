import { createRoot } from 'react-dom/client';
import { MockToolbar } from './mock-toolbar';

/** Renders the mock toolbar into its own root, outside the app's tree. */
export function mountToolbar(options: { notice: string | null }): void {
  const host = document.createElement('div');
  host.id = 'corridor-mock-toolbar';
  document.body.append(host);
  createRoot(host).render(<MockToolbar notice={options.notice} />);
}
