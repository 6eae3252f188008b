/**
 * The site's mark in the Studio's navbar and workspace menu (issue 17, item 5): the same navy tile
 * with the gold aircraft as public/favicon.svg, the browser-tab icon of every page of the site, so editors see
 * the brand of the site they edit.
 */
export function BrandIcon() {
  return (
    <svg viewBox="0 0 32 32" width="1em" height="1em" aria-hidden focusable={false}>
      <rect width="32" height="32" rx="7" fill="#0b1f3a" />
      <path
        fill="#d4b26a"
        d="M24.9 6.3c.9-.3 1.7.5 1.4 1.4l-1.6 3.6-4.8 3.9 1.6 8.4-1.7 1.7-3.7-6.9-3.6 2.9.3 3-1.3 1.3-1.9-3.6-3.6-1.9 1.3-1.3 3 .3 2.9-3.6-6.9-3.7 1.7-1.7 8.4 1.6 3.9-4.8Z"
      />
    </svg>
  );
}
