/**
 * Says the page's language on `<html lang>`, unless it already says it (the server's render does).
 * Writing the attribute, even with the value it holds, makes Chromium restyle every element of the
 * page: the language is part of each element's computed style (it picks the CJK fonts). On the
 * server-rendered `/` that was a 20 ms restyle of 1,150 elements while the page started, 80 ms on
 * Lighthouse's phone (issue 26).
 */
export function setDocumentLang(locale: string, root: HTMLElement = document.documentElement): void {
  if (root.lang !== locale) root.lang = locale;
}
