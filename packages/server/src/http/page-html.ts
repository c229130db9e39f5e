import type { RenderedPage } from './page-render-messages.ts';

// Vite's index.html: the app's entry script and the preloads of the chunks it imports at once.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * index.html with the server's render of a page inside: its styles at the end of the head, its markup
 * in `#root` (marked `data-ssr`, so main.tsx hydrates it) and the data it was rendered with after it.
 *
 * The app's script starts only once the browser has painted that markup. Left in the head, it
 * downloads with the HTML and runs before the first paint; the page would show no sooner than
 * without the server's render (Lighthouse's first and largest paint, issue 8).
 */
export function renderedPageHtml(template: string, page: RenderedPage): string {
  const entry = ENTRY_SCRIPT.exec(template);
  let html = template;
  let boot = '';
  if (entry) {
    html = html.replace(entry[0], '').replace(MODULE_PRELOADS, '');
    boot = `<script type="module">requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(entry[1])})))</script>`;
  }
  return html
    .replace('</head>', `${page.head}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-ssr="">${page.html}</div>${page.data}${boot}`);
}
