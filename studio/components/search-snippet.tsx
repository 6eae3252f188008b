import { Badge, Card, Flex, Stack, Text } from "@sanity/ui";
import type { SiteLanguage } from "../../schemas/site-paths";
import {
  countLength,
  DESCRIPTION_LIMITS,
  snippetAddress,
  snippetText,
  TITLE_LIMITS,
  type LengthCount,
} from "../../schemas/search-snippet";

/** The Studio's names of the site's languages, as the desk writes them. */
export const LANGUAGE_NAMES: Readonly<Record<SiteLanguage, string>> = {
  ru: "Русская версия",
  en: "Английская версия",
};

export interface SnippetEntry {
  language: SiteLanguage;
  /** The page's absolute address, or null while the field it comes from is empty. */
  url: string | null;
  /** The origin the address is on, shown alone while `url` is null. */
  origin: string;
  title: string | null | undefined;
  description: string | null | undefined;
}

// The result page's own look (Google's and Yandex's are alike): a light card whatever the Studio's
// colour scheme, the address line, a link-blue title and a grey text.
const FONT = "arial, sans-serif";
const addressStyle = { font: `12px/1.4 ${FONT}`, color: "#202124", overflowWrap: "anywhere" } as const;
const titleStyle = { font: `18px/1.3 ${FONT}`, color: "#1a0dab", margin: "4px 0" } as const;
const descriptionStyle = { font: `14px/1.55 ${FONT}`, color: "#4d5156" } as const;
const emptyStyle = { fontStyle: "italic", color: "#70757a" } as const;

function Counter({ name, count }: { name: string; count: LengthCount }) {
  return (
    <Badge tone={count.tone} padding={2} title={count.hint ?? undefined}>
      {name}: {count.label}
    </Badge>
  );
}

function Snippet({ entry }: { entry: SnippetEntry }) {
  const title = countLength(entry.title, TITLE_LIMITS);
  const description = countLength(entry.description, DESCRIPTION_LIMITS);
  const hints = [
    title.hint && title.length > 0 ? `Заголовок — ${title.hint.toLowerCase()}` : null,
    description.hint && description.length > 0 ? `Описание — ${description.hint.toLowerCase()}` : null,
  ].filter((hint): hint is string => hint !== null);

  return (
    <Card padding={3} radius={2} border>
      <Stack space={3}>
        <Flex align="center" justify="space-between" gap={2} wrap="wrap">
          <Text size={1} weight="semibold">
            {LANGUAGE_NAMES[entry.language]} в поиске
          </Text>
          <Flex gap={2} wrap="wrap">
            <Counter name="Заголовок" count={title} />
            <Counter name="Описание" count={description} />
          </Flex>
        </Flex>
        <Card scheme="light" padding={3} radius={2} shadow={1}>
          <div style={addressStyle}>
            {entry.url ? snippetAddress(entry.url) : `${snippetAddress(entry.origin)} › …`}
          </div>
          <div style={titleStyle}>
            {title.length > 0 ? (
              snippetText(entry.title, TITLE_LIMITS.max)
            ) : (
              <span style={emptyStyle}>Заголовок не заполнен</span>
            )}
          </div>
          <div style={descriptionStyle}>
            {description.length > 0 ? (
              snippetText(entry.description, DESCRIPTION_LIMITS.max)
            ) : (
              <span style={emptyStyle}>Описание не заполнено</span>
            )}
          </div>
        </Card>
        {entry.url ? null : (
          <Text size={1} muted>
            Адрес появится, когда будет заполнен адрес страницы.
          </Text>
        )}
        {hints.map((hint) => (
          <Text key={hint} size={1} muted>
            {hint}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * The page's result in a search engine, per language, with live length counters (issue 17, item 5).
 * Counters and cuts come from ../../schemas/search-snippet.ts, the same limits the fields warn at.
 */
export function SearchSnippets({ entries }: { entries: SnippetEntry[] }) {
  return (
    <Stack space={3}>
      <Text size={1} weight="medium">
        Примерно так страница выглядит в выдаче Яндекса и Google
      </Text>
      {entries.map((entry) => (
        <Snippet key={entry.language} entry={entry} />
      ))}
    </Stack>
  );
}
