import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/ops/access.server";

/** An unknown console address: 404 inside the console for staff, the sign-in page for anyone else. */
export async function loader(args: LoaderFunctionArgs) {
  await requireStaff(args, "member");
  throw new Response("Not found", { status: 404 });
}

export default function OpsNotFound() {
  return null;
}
