import { useToast } from "@sanity/ui";
import { useState } from "react";
import {
  useClient,
  type DocumentActionComponent,
  type DocumentActionsContext,
  type SanityClient,
  type SanityDocument,
} from "sanity";
import { redirectKey } from "../../schemas/redirect-rules";

/**
 * Issue 17, item 2: publishing a landing page whose address changed offers the redirect from the
 * old address to the new one, so links, bookmarks and search results that point at the old one keep
 * working. The page is published either way; the redirect is a published `redirect` document the
 * server answers with a 301 once the webhook has purged its cache.
 */
export function withRedirectOffer(
  actions: DocumentActionComponent[],
  context: DocumentActionsContext,
): DocumentActionComponent[] {
  if (context.schemaType !== "landingPage") return actions;
  return actions.map((action) => (action.action === "publish" ? offeringRedirect(action) : action));
}

/** The app's default SANITY_API_VERSION, as the Vision tool uses (../sanity.config.ts). */
const API_VERSION = "2025-02-19";

function slugOf(document: SanityDocument | null): string | null {
  const slug = document?.slug as { current?: unknown } | undefined;
  return typeof slug?.current === "string" && slug.current !== "" ? slug.current : null;
}

/**
 * The redirect from `from` to `to`, in one transaction: an existing redirect from the old address
 * (there should be none: it was a live page) is pointed at the new one rather than doubled, and a
 * redirect from the new address (left by an earlier rename the other way) is deleted, or it would
 * hide the page just published and, with the new one, make a loop.
 */
async function saveRedirect(
  client: SanityClient,
  change: { from: string; to: string; title: string | null },
): Promise<void> {
  const { from, to } = change;
  const existing = await client.fetch<{ _id: string; from: string }[]>(
    `*[_type == "redirect" && from in $addresses]{_id, from}`,
    { addresses: [from, to, from.slice(0, -1), to.slice(0, -1)] },
  );
  const transaction = client.transaction();
  const sameFrom = existing.filter((document) => redirectKey(document.from) === from);
  for (const document of sameFrom) transaction.patch(document._id, { set: { to, permanent: true } });
  if (sameFrom.length === 0) {
    const day = new Date().toISOString().slice(0, 10);
    transaction.create({
      _type: "redirect",
      from,
      to,
      permanent: true,
      note: `Создана ${day} при смене адреса посадочной страницы${change.title ? ` «${change.title}»` : ""}: старые ссылки и место в поиске переходят на новый адрес.`,
    });
  }
  for (const document of existing) {
    if (redirectKey(document.from) === to) transaction.delete(document._id);
  }
  await transaction.commit();
}

function offeringRedirect(publish: DocumentActionComponent): DocumentActionComponent {
  const PublishWithRedirectOffer: DocumentActionComponent = (props) => {
    // The wrapped action is a hook collection member too: it is called on every render, first.
    const original = publish(props);
    const client = useClient({ apiVersion: API_VERSION });
    const toast = useToast();
    const [asking, setAsking] = useState(false);
    if (!original) return null;

    const oldSlug = slugOf(props.published);
    const newSlug = slugOf(props.draft);
    if (!oldSlug || !newSlug || oldSlug === newSlug) return original;
    const from = `/${oldSlug}/`;
    const to = `/${newSlug}/`;
    const header = typeof props.draft?.header === "string" ? props.draft.header : null;

    const publishNow = () => {
      setAsking(false);
      original.onHandle?.();
    };
    const publishWithRedirect = () => {
      saveRedirect(client, { from, to, title: header }).then(
        () => toast.push({ status: "success", title: `Переадресация ${from} → ${to} создана` }),
        (error: unknown) =>
          toast.push({
            status: "error",
            title: "Переадресацию создать не удалось",
            description: `Страница опубликована. Добавьте переадресацию ${from} → ${to} вручную в разделе «Переадресации». ${error instanceof Error ? error.message : ""}`,
            duration: 15_000,
          }),
      );
      publishNow();
    };

    return {
      ...original,
      onHandle: () => setAsking(true),
      dialog: asking
        ? {
            type: "confirm",
            tone: "primary",
            message: `Адрес страницы изменился: ${from} → ${to}. Создать переадресацию, чтобы старые ссылки не сломались?`,
            confirmButtonText: "Создать и опубликовать",
            cancelButtonText: "Опубликовать без переадресации",
            onConfirm: publishWithRedirect,
            onCancel: publishNow,
          }
        : original.dialog,
    };
  };
  PublishWithRedirectOffer.action = publish.action;
  PublishWithRedirectOffer.displayName = "PublishWithRedirectOffer";
  return PublishWithRedirectOffer;
}
