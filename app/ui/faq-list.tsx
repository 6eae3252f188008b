import { Paragraphs } from "./paragraphs";

/**
 * The landing page's questions (spec §2: six FAQ messages) as a disclosure list: <details> and
 * <summary> open and close without JavaScript, by keyboard and by screen readers, and every answer
 * stays in the HTML for search engines (the same text is the page's FAQPage JSON-LD).
 */
export function FaqList({ items }: { items: { question: string; answer: string }[] }) {
  return (
    <div className="landing-faq__list">
      {items.map((item) => (
        <details key={item.question} className="landing-faq__item">
          <summary className="landing-faq__question">{item.question}</summary>
          <div className="landing-faq__answer">
            <Paragraphs text={item.answer} />
          </div>
        </details>
      ))}
    </div>
  );
}
