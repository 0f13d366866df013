import type { Choice } from '../../kernel/choice-pages.ts';

/**
 * One choice as a link, the same markup in the store and support dialogs and on their no-JavaScript
 * pages (templates/pages/ChoicePage.tsx).
 */
export function ChoiceLink({ choice, onClick }: { choice: Choice; onClick?: () => void }) {
  return (
    <a className="choice" href={choice.href} onClick={onClick}>
      <span className="choice-title">{choice.title}</span>
      <span className="choice-text">{choice.text}</span>
    </a>
  );
}
