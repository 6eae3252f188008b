import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/ops/access.server";

// Placeholder until its area lands (issue 18); the route table already names it.
export async function loader(args: LoaderFunctionArgs) {
  await requireStaff(args);
  throw new Response("Not built yet", { status: 404 });
}
