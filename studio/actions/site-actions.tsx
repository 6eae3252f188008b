import { EyeOpenIcon, LaunchIcon } from "@sanity/icons";
import { Button, Stack } from "@sanity/ui";
import { useState } from "react";
import type {
  DocumentActionComponent,
  DocumentActionDescription,
  DocumentActionProps,
  DocumentActionsContext,
  SanityDocument,
} from "sanity";
import { previewUrl, SITE_PATH_TYPES, sitePaths, siteUrl } from "../../schemas/site-paths";
import { LANGUAGE_NAMES } from "../components/search-snippet";
import { previewSecret, siteOrigin } from "../env";

/**
 * Issue 17, items 1 and 5: "Предпросмотр" (the draft on the site, through its /api/preview) and
 * "Открыть на сайте" (the published page) on every document that has an address on the site
 * (../../schemas/site-paths.ts). The site and the preview secret come from the Studio's variables
 * (../env.ts, README.md).
 */
export function withSiteActions(
  actions: DocumentActionComponent[],
  context: DocumentActionsContext,
): DocumentActionComponent[] {
  if (!SITE_PATH_TYPES.has(context.schemaType)) return actions;
  return [...actions, PreviewAction, OpenOnSiteAction];
}

interface SiteLink {
  label: string;
  path: string;
  url: string;
}

function linksOf(document: SanityDocument | null, url: (path: string) => string): SiteLink[] {
  return sitePaths(document).map(({ language, path }) => ({
    label: LANGUAGE_NAMES[language],
    path,
    url: url(path),
  }));
}

function openInNewTab(url: string): void {
  window.open(url, "_blank", "noopener");
}

/** A page in one language opens at once; a page in both asks which, in a popover of links. */
function useOpenLinks(links: SiteLink[]): Pick<DocumentActionDescription, "onHandle" | "dialog"> {
  const [choosing, setChoosing] = useState(false);
  const [only] = links;
  if (links.length === 1 && only) return { onHandle: () => openInNewTab(only.url) };
  const close = () => setChoosing(false);
  return {
    onHandle: () => setChoosing(true),
    dialog: choosing && {
      type: "popover",
      onClose: close,
      content: (
        <Stack space={1}>
          {links.map((link) => (
            <Button
              key={link.url}
              as="a"
              href={link.url}
              target="_blank"
              rel="noopener"
              mode="bleed"
              icon={LaunchIcon}
              text={`${link.label}: ${link.path}`}
              onClick={close}
            />
          ))}
        </Stack>
      ),
    },
  };
}

/** The published page, in a new tab; disabled, with the reason, while there is none. */
const OpenOnSiteAction: DocumentActionComponent = (props: DocumentActionProps) => {
  const links = linksOf(props.published, (path) => siteUrl(siteOrigin, path));
  const open = useOpenLinks(links);
  const base = { label: "Открыть на сайте", icon: LaunchIcon };
  if (!props.published) {
    return {
      ...base,
      disabled: true,
      title: "Страница ещё не опубликована, на сайте её нет. Черновик можно открыть «Предпросмотром».",
    };
  }
  if (links.length === 0) {
    return {
      ...base,
      disabled: true,
      title: "У опубликованной версии нет адреса: заполните адрес страницы и опубликуйте.",
    };
  }
  return { ...base, title: "Опубликованная страница в новой вкладке", ...open };
};
OpenOnSiteAction.displayName = "OpenOnSiteAction";

/**
 * The draft as the site would show it once published: the site checks the secret, sets its preview
 * cookie and redirects to the page (issue 17, item 1). The draft is what the site's preview reads;
 * with no draft the published version is shown, the same page.
 */
const PreviewAction: DocumentActionComponent = (props: DocumentActionProps) => {
  const document = props.draft ?? props.published;
  const secret = previewSecret;
  const links = secret ? linksOf(document, (path) => previewUrl(siteOrigin, secret, path)) : [];
  const open = useOpenLinks(links);
  const base = { label: "Предпросмотр", icon: EyeOpenIcon };
  if (!secret) {
    return {
      ...base,
      disabled: true,
      title:
        "Предпросмотр выключен: задайте SANITY_STUDIO_PREVIEW_SECRET, равный SANITY_PREVIEW_SECRET сайта (studio/README.md).",
    };
  }
  if (!document) return { ...base, disabled: true, title: "Документ ещё пуст: сначала заполните его." };
  if (links.length === 0) {
    return { ...base, disabled: true, title: "Заполните адрес страницы: без него на сайте нечего открыть." };
  }
  return { ...base, title: "Черновик на сайте, как он будет выглядеть после публикации", ...open };
};
PreviewAction.displayName = "PreviewAction";
