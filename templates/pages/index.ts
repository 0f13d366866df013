import { AppError } from './AppError.tsx';
import { ChoicePage } from './ChoicePage.tsx';
import { CreatorOverviewPage } from './CreatorOverviewPage.tsx';
import { Blog } from './Blog.tsx';
import { BlogArticle } from './BlogArticle.tsx';
import { CountyPage } from './CountyPage.tsx';
import { DataPlace } from './DataPlace.tsx';
import { DocumentPage } from './DocumentPage.tsx';
import { FormPage } from './FormPage.tsx';
import { FormThanks } from './FormThanks.tsx';
import { GoogleReviewPage } from './GoogleReviewPage.tsx';
import { HelpArticlePage, HelpCategoryPage, HelpCenter } from './Help.tsx';
import { Home } from './Home.tsx';
import { NewJersey } from './NewJersey.tsx';
import { NotFound } from './NotFound.tsx';
import { SocialsPage } from './SocialsPage.tsx';
import { StateGrid } from './StateGrid.tsx';
import { TownIndex } from './TownIndex.tsx';
import { WrittenPlace } from './WrittenPlace.tsx';

/** Every page template by name; a route names one and gives it its props. */
export const TEMPLATES = {
  home: Home,
  helpCenter: HelpCenter,
  helpCategory: HelpCategoryPage,
  helpArticle: HelpArticlePage,
  notFound: NotFound,
  appError: AppError,
  choice: ChoicePage,
  document: DocumentPage,
  form: FormPage,
  formThanks: FormThanks,
  socials: SocialsPage,
  googleReview: GoogleReviewPage,
  creatorOverview: CreatorOverviewPage,
  blog: Blog,
  blogArticle: BlogArticle,
  stateGrid: StateGrid,
  newJersey: NewJersey,
  townIndex: TownIndex,
  countyPage: CountyPage,
  writtenPlace: WrittenPlace,
  dataPlace: DataPlace,
};

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateProps<K extends TemplateName> = Parameters<(typeof TEMPLATES)[K]>[0];
