import type { MouseEvent } from "react";

/**
 * True for a plain click on a link that the page answers itself (a picture in a dialog). A click
 * with a modifier or another button keeps the link's own meaning: a new tab, a download.
 */
export function opensInPage(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
}
