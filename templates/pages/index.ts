import { AppError } from './AppError.tsx';
import { Blog } from './Blog.tsx';
import { BlogArticle } from './BlogArticle.tsx';
import { DocumentPage } from './DocumentPage.tsx';
import { Home } from './Home.tsx';
import { NotFound } from './NotFound.tsx';

/** Every page template by name; a route names one and gives it its props. */
export const TEMPLATES = {
  home: Home,
  notFound: NotFound,
  appError: AppError,
  document: DocumentPage,
  blog: Blog,
  blogArticle: BlogArticle,
};

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateProps<K extends TemplateName> = Parameters<(typeof TEMPLATES)[K]>[0];
