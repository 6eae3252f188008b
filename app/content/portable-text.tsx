import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { localizePath, type Language } from "~/utils/language";
import type { RichText } from "./portable-text-schema";

/**
 * Long texts written in the Studio's rich-text editor (docs/decisions/007-content-model.md,
 * `localeBlockContent`): paragraphs, h2/h3 headings, bullet and numbered lists, bold, italic and
 * `link` annotations. A query picks one language's array of blocks, `portableTextSchema`
 * (./portable-text-schema.ts) checks it at the content boundary, and `RichTextView` renders it.
 */

// A file on the site (/docs/terms.pdf) is not a page: the router must not try to render it.
const FILE_PATH = /\.[a-z0-9]+$/i;

function RichTextLink({
  href,
  language,
  children,
}: {
  href: string;
  language: Language;
  children: ReactNode;
}) {
  if (href.startsWith("/")) {
    const cut = href.search(/[?#]/);
    const path = cut === -1 ? href : href.slice(0, cut);
    const rest = cut === -1 ? "" : href.slice(cut);
    if (FILE_PATH.test(path)) return <a href={href}>{children}</a>;
    // Editors write site paths once, in Russian form (/contacts/); the English page links to /en/contacts/.
    return <Link to={`${localizePath(path, language)}${rest}`}>{children}</Link>;
  }
  if (href.startsWith("https:")) {
    return (
      <a href={href} rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <a href={href}>{children}</a>;
}

function components(language: Language): PortableTextComponents {
  return {
    block: {
      normal: ({ children }) => <p>{children}</p>,
      h2: ({ children }) => <h2>{children}</h2>,
      h3: ({ children }) => <h3>{children}</h3>,
    },
    list: {
      bullet: ({ children }) => <ul>{children}</ul>,
      number: ({ children }) => <ol>{children}</ol>,
    },
    listItem: {
      bullet: ({ children }) => <li>{children}</li>,
      number: ({ children }) => <li>{children}</li>,
    },
    marks: {
      strong: ({ children }) => <strong>{children}</strong>,
      em: ({ children }) => <em>{children}</em>,
      link: ({ value, children }) => {
        const href = (value as { href?: unknown } | undefined)?.href;
        return typeof href === "string" ? (
          <RichTextLink href={href} language={language}>
            {children}
          </RichTextLink>
        ) : (
          <>{children}</>
        );
      },
    },
  };
}

/**
 * Renders a parsed Portable Text value inside a `<div>` with the caller's class, which styles the
 * headings, paragraphs and lists. Site links are localised to the page's language.
 */
export function RichTextView({
  value,
  language,
  className,
}: {
  value: RichText;
  language: Language;
  className?: string;
}) {
  return (
    <div className={className}>
      <PortableText value={value} components={components(language)} onMissingComponent={false} />
    </div>
  );
}
