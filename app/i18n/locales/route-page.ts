/** Interface copy of the route pages (issue 17, item 3); filled by the route-page work. */
export const routePageRu = {};
export const routePageEn = {};
