import { AppError } from './AppError.tsx';
import { CountyPage } from './CountyPage.tsx';
import { DataPlace } from './DataPlace.tsx';
import { DocumentPage } from './DocumentPage.tsx';
import { Home } from './Home.tsx';
import { NewJersey } from './NewJersey.tsx';
import { NotFound } from './NotFound.tsx';
import { StateGrid } from './StateGrid.tsx';
import { WrittenPlace } from './WrittenPlace.tsx';

/** Every page template by name; a route names one and gives it its props. */
export const TEMPLATES = {
  home: Home,
  notFound: NotFound,
  appError: AppError,
  document: DocumentPage,
  stateGrid: StateGrid,
  newJersey: NewJersey,
  countyPage: CountyPage,
  writtenPlace: WrittenPlace,
  dataPlace: DataPlace,
};

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateProps<K extends TemplateName> = Parameters<(typeof TEMPLATES)[K]>[0];
