import { useEffect } from 'react';

/**
 * Marks the document `<html data-app-started>` once the app has rendered or hydrated its first page.
 * A page the server rendered shows before its buttons answer; browser tests wait for the mark before
 * they click (e2e/test.ts). Renders nothing, and its effect runs in the browser alone; the server
 * renders it too, beside the app as the browser does: React numbers its `useId`s by where a component
 * sits in the tree, and a sibling only the browser had gave every id of the page another number than
 * the server's HTML held (labels, tooltips and menus pointing at ids that were not there).
 */
export function StartedMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-started', '');
  }, []);
  return null;
}
