/**
 * A multi-line text field of the Studio (`localeText`) as paragraphs: a blank line starts a new
 * one, and a single line break stays a line break (the `company-lines` class keeps it), which is
 * how an editor writes an address or the lines of the company's details.
 */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={className ? `company-lines ${className}` : "company-lines"}>
          {paragraph}
        </p>
      ))}
    </>
  );
}
