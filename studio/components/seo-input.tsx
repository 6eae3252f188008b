import { Stack } from "@sanity/ui";
import {
  ALL_FIELDS_GROUP,
  isObjectInputProps,
  useFormValue,
  type InputProps,
  type ObjectInputProps,
  type SchemaType,
} from "sanity";
import { sitePaths, siteUrl, type SiteLanguage } from "../../schemas/site-paths";
import { siteOrigin } from "../env";
import { SearchSnippets, type SnippetEntry } from "./search-snippet";

/**
 * Documents whose SEO title and description are fields of their own rather than a `seo` object:
 * the landing page keeps spec §3's flat names, Russian only (schemas/documents/landing-page.ts).
 */
const FLAT_SEO_TYPES: ReadonlySet<string> = new Set(["landingPage"]);

/** The `seo` object type (schemas/objects/seo.ts), also under a field that names it as its type. */
function isSeoObject(schemaType: SchemaType): boolean {
  for (let type: SchemaType | undefined = schemaType; type; type = type.type) {
    if (type.name === "seo") return true;
  }
  return false;
}

type Document = Readonly<Record<string, unknown>>;

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function localized(value: unknown, language: SiteLanguage): string | undefined {
  return typeof value === "object" && value !== null ? text((value as Document)[language]) : undefined;
}

/** The page's address in `language`, from the document as it is being edited. */
function urlIn(document: Document | undefined, language: SiteLanguage): string | null {
  const path = sitePaths(document).find((entry) => entry.language === language)?.path;
  return path ? siteUrl(siteOrigin, path) : null;
}

/** The `seo` object's default fields, then its snippet in both languages. */
function SeoObjectInput(props: ObjectInputProps) {
  const document = useFormValue([]) as Document | undefined;
  const value = props.value as Document | undefined;
  const entries = (["ru", "en"] as const).map((language): SnippetEntry => ({
    language,
    url: urlIn(document, language),
    origin: siteOrigin,
    title: localized(value?.title, language),
    description: localized(value?.description, language),
  }));
  return (
    <Stack space={5}>
      {props.renderDefault(props)}
      <SearchSnippets entries={entries} />
    </Stack>
  );
}

/**
 * A document with flat SEO fields: its Russian snippet above the fields, on the SEO tab and on "All
 * fields" (where the title and description come first), not on the content tabs.
 */
function FlatSeoDocumentInput(props: ObjectInputProps) {
  const seoShown = props.groups.some(
    (group) => group.selected && (group.name === "seo" || group.name === ALL_FIELDS_GROUP.name),
  );
  if (!seoShown) return props.renderDefault(props);
  const document = props.value as Document | undefined;
  const entry: SnippetEntry = {
    language: "ru",
    url: urlIn(document, "ru"),
    origin: siteOrigin,
    title: text(document?.title),
    description: text(document?.description),
  };
  return (
    <Stack space={5}>
      <SearchSnippets entries={[entry]} />
      {props.renderDefault(props)}
    </Stack>
  );
}

/**
 * `form.components.input` of the Studio (issue 17, item 5): puts a search-snippet preview with live
 * length counters beside every SEO field group, and leaves every other input as it is. Wired here,
 * not in ../schemas, because the schemas are shared with the app and import no React.
 */
export function SiteFormInput(props: InputProps) {
  if (isObjectInputProps(props)) {
    if (isSeoObject(props.schemaType)) return <SeoObjectInput {...props} />;
    if (props.path.length === 0 && FLAT_SEO_TYPES.has(props.schemaType.name)) {
      return <FlatSeoDocumentInput {...props} />;
    }
  }
  return props.renderDefault(props);
}
