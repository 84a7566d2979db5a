import { createRoot } from 'react-dom/client';
import { MockToolbar } from './mock-toolbar';

/** Renders the mock toolbar into its own root, outside the app's tree. */
export function mountToolbar(options: { setAside: string | null }): void {
  const host = document.createElement('div');
  host.id = 'corridor-mock-toolbar';
  document.body.append(host);
  createRoot(host).render(<MockToolbar setAside={options.setAside} />);
  // Exactly the docked bar's height below the page, so the footer's last line is never under it
  // and no empty strip is left (the bar grows while its panel is open).
  let watched: Element | null = null;
  const fit = () => {
    const bar = host.firstElementChild;
    if (bar && bar !== watched) {
      if (watched) sizes.unobserve(watched);
      sizes.observe(bar);
      watched = bar;
    }
    const size = bar ? `${bar.getBoundingClientRect().height}px` : '';
    document.body.style.paddingBlockEnd = size;
    // Sticky bars at the bottom of the page (form actions) stand on the docked bar, not under it.
    document.documentElement.style.setProperty('--bottom-dock-size', size || '0px');
  };
  const sizes = new ResizeObserver(fit);
  new MutationObserver(fit).observe(host, { childList: true });
}
