import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { languageFromPath } from "~/utils/language";
import { readForm } from "~/forms/form.server";
import { currentStaff, sameOrigin } from "~/ops/access.server";
import { isOpsPath, opsPath } from "~/ops/paths";
import { staffCopy } from "~/ops/staff/copy";
import { requestSignInLink, STAFF_EMAIL } from "~/charter/index.server";
import { useOpsCopy } from "~/ops/ui/copy";
import { InputField } from "~/ops/ui/field";
import { safeRedirectPath } from "~/utils/safe-redirect";

/**
 * /ops/login/: a member asks for a sign-in link (issue 18, item 1). The answer is the same whether
 * or not the address belongs to the team, so the page tells a stranger nothing.
 */
export const meta: MetaFunction = ({ location }) => [
  { title: staffCopy[languageFromPath(location.pathname)].login.title },
];

/** Where to go after signing in: a console page only. */
function nextPath(url: URL): string {
  const next = safeRedirectPath(url.searchParams.get("next"), "");
  return next && isOpsPath(next) ? next : opsPath(languageFromPath(url.pathname));
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (await currentStaff(request, context.services)) throw redirect(nextPath(url));
  return null;
}

type ActionResult = { state: "sent" | "rate_limited" | "invalid_email" | "foreign"; email: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const { services, clientAddress } = context;
  if (!sameOrigin(request, services.env.SITE_URL)) {
    return data<ActionResult>({ state: "foreign", email: "" }, { status: 403 });
  }
  const form = await readForm(request);
  const raw = form.get("email");
  const email = typeof raw === "string" ? raw.trim().slice(0, 254) : "";
  if (!STAFF_EMAIL.test(email)) return data<ActionResult>({ state: "invalid_email", email }, { status: 400 });
  const outcome = await requestSignInLink(services.db.db, {
    email,
    clientAddress,
    siteUrl: services.env.SITE_URL,
    now: new Date(),
    language: languageFromPath(new URL(request.url).pathname),
  });
  if (outcome === "rate_limited")
    return data<ActionResult>({ state: "rate_limited", email }, { status: 429 });
  services.outbox.kick();
  // "sent" and "ignored" read the same: nobody learns who is on the team.
  return data<ActionResult>({ state: "sent", email });
}

export default function OpsLogin() {
  useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const copy = useOpsCopy(staffCopy).login;
  const problem =
    result?.state === "invalid_email"
      ? copy.invalidEmail
      : result?.state === "rate_limited"
        ? copy.rateLimited
        : result?.state === "foreign"
          ? copy.foreign
          : null;
  return (
    <section className="ops-card ops-login" aria-labelledby="ops-login-title">
      <h1 id="ops-login-title">{copy.title}</h1>
      {result?.state === "sent" ? (
        <div className="ops-notice ops-notice--ok" role="status">
          <p>{copy.sent}</p>
        </div>
      ) : (
        <p>{copy.intro}</p>
      )}
      {problem && result?.state !== "invalid_email" ? (
        <div className="ops-notice ops-notice--error" role="alert">
          <p>{problem}</p>
        </div>
      ) : null}
      <Form method="post" className="ops-form" noValidate>
        <InputField
          id="ops-login-email"
          label={copy.email}
          error={result?.state === "invalid_email" ? copy.invalidEmail : undefined}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={result?.email ?? ""}
        />
        <button type="submit" className="ops-button">
          {copy.submit}
        </button>
      </Form>
    </section>
  );
}
