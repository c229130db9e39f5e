import type { RenderedPage } from './page-render-messages.ts';

// Vite's index.html: the app's entry script and the preloads of the chunks it imports at once.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html with the server's render of a page inside: its styles at the end of the head, its markup
 * in `#root` (marked `data-ssr`, so main.tsx hydrates it) and the data it was rendered with after it.
 *
 * The app's script starts only once the browser has painted that markup (`startAfterPaint`).
 */
export function renderedPageHtml(template: string, page: RenderedPage): string {
  const entry = ENTRY_SCRIPT.exec(template);
  let html = template;
  let boot = '';
  if (entry) {
    const chunks = [...template.matchAll(MODULE_PRELOAD)].map((preload) => preload[1]!);
    html = replaceFirst(html, entry[0], '').replace(MODULE_PRELOAD, '');
    boot = startAfterPaint([...chunks, entry[1]!]);
  }
  html = replaceFirst(html, '</head>', `${page.head}</head>`);
  return replaceFirst(
    html,
    '<div id="root"></div>',
    `<div id="root" data-ssr="">${page.html}</div>${page.data}${boot}`,
  );
}

/**
 * `text` with the first `marker` in it swapped for `replacement`, taken as it is. Not
 * `String.replace` with a string: it reads `$\``, `$'` and `$&` in the replacement as the text before
 * the marker, after it, and the marker, and the render holds what the address brought (a search
 * keyword of a thousand `$\`` made a page of hundreds of megabytes).
 */
function replaceFirst(text: string, marker: string, replacement: string): string {
  const at = text.indexOf(marker);
  return at === -1 ? text : text.slice(0, at) + replacement + text.slice(at + marker.length);
}

/**
 * The script that starts the app, from the end of the body. Left in the head, the app's script
 * downloads with the HTML and runs before the first paint, and the page would show no sooner than
 * without the server's render (Lighthouse's first and largest paint, issue 8). So, a frame after the
 * page has painted, it asks for every chunk at once (modulepreload), then runs them one by one in
 * their order, the entry last, each in a task of its own: run as one, they are one long task in which
 * the page answers nothing (Lighthouse's blocking time).
 */
function startAfterPaint(chunks: readonly string[]): string {
  const code =
    `const c=${JSON.stringify(chunks)};` +
    `requestAnimationFrame(()=>setTimeout(async()=>{` +
    `for(const u of c){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;document.head.append(l)}` +
    `for(const u of c){await import(u);await new Promise((r)=>setTimeout(r))}` +
    `}))`;
  return `<script type="module">${code}</script>`;
}
