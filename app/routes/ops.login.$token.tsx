import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { languageFromPath } from "~/utils/language";
import { homeOf, sameOrigin, sessionCookie } from "~/ops/access.server";
import { opsPath } from "~/ops/paths";
import { peekSignInLink, redeemSignInLink } from "~/charter/index.server";
import { staffCopy } from "~/ops/staff/copy";
import { fill, useOpsCopy, useOpsLanguage } from "~/ops/ui/copy";

/**
 * /ops/login/<token>/: the e-mailed link. Opening it signs nobody in: mail scanners open links
 * too, and would spend a single-use link. The member presses the button, and that POST uses it.
 */
export const meta: MetaFunction = ({ location }) => [
  { title: staffCopy[languageFromPath(location.pathname)].link.title },
];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const member = await peekSignInLink(context.services.db.db, params.token ?? "", new Date());
  return { name: member?.name ?? null };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { services, clientAddress } = context;
  if (!sameOrigin(request, services.env.SITE_URL))
    return data({ failed: "invalid" as const }, { status: 403 });
  const outcome = await redeemSignInLink(services.db.db, {
    token: params.token ?? "",
    clientAddress,
    userAgent: request.headers.get("User-Agent"),
    now: new Date(),
  });
  if (!outcome.ok)
    return data({ failed: outcome.reason }, { status: outcome.reason === "rate_limited" ? 429 : 410 });
  const language = languageFromPath(new URL(request.url).pathname);
  return redirect(opsPath(language, homeOf(outcome.signedIn.staff)), {
    headers: { "Set-Cookie": sessionCookie(services.env, outcome.signedIn.sessionId) },
  });
}

export default function OpsLoginLink() {
  const { name } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const language = useOpsLanguage();
  const copy = useOpsCopy(staffCopy).link;
  const invalid = !name || result?.failed === "invalid";
  return (
    <section className="ops-card ops-login" aria-labelledby="ops-link-title">
      <h1 id="ops-link-title">{copy.title}</h1>
      {result?.failed === "rate_limited" ? (
        <div className="ops-notice ops-notice--error" role="alert">
          <p>{copy.rateLimited}</p>
        </div>
      ) : invalid ? (
        <>
          <div className="ops-notice ops-notice--error" role="alert">
            <p>{copy.invalid}</p>
          </div>
          <Link className="ops-button" to={opsPath(language, "login/")}>
            {copy.again}
          </Link>
        </>
      ) : (
        <Form method="post">
          <p>{copy.explain}</p>
          <button type="submit" className="ops-button">
            {fill(copy.confirm, { name })}
          </button>
        </Form>
      )}
    </section>
  );
}
