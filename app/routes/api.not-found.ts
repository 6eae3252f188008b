import { apiError } from "~/utils/api-error.server";

/** Any other /api/* address: the API's own 404, in its error shape rather than the HTML page. */
export function loader() {
  return apiError("not_found", "No such endpoint.");
}

export function action() {
  return apiError("not_found", "No such endpoint.");
}
