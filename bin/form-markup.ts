import type { RenderForm } from '../kernel/forms/fields.ts';

/**
 * The form island's markup, for the server's answers to posts made without JavaScript. React is
 * loaded on the first such post, not when the server starts.
 */
export const renderFormLazily: RenderForm = async (props) => {
  const { renderFormMarkup } = await import('../islands/form/form-markup.ts');
  return renderFormMarkup(props);
};
