import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { NativeFormProps, RenderForm } from '../../kernel/forms/fields.ts';
import NativeForm from './NativeForm.tsx';

/**
 * The form island's HTML for given props, as the build renders it: what the server shows a
 * browser without JavaScript when its post needs correcting. Never bundled for the browser.
 */
export const renderFormMarkup: RenderForm = async (props: NativeFormProps) => renderToStaticMarkup(createElement(NativeForm, props));
