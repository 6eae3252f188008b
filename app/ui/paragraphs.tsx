/**
 * A CMS text field as paragraphs: an editor's line breaks in a Studio text field start a new
 * paragraph, so a long answer reads as written.
 */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text
        .split(/\n+/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line, index) => (
          <p key={index} className={className}>
            {line}
          </p>
        ))}
    </>
  );
}
