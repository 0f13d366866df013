import { z } from 'zod';
import { readJson } from './files.ts';
import type { IssueList } from './issues.ts';
import type { ContentDir } from './file-cache.ts';

export const ServiceSchema = z.strictObject({ name: z.string().min(1), summary: z.string().min(1) });
export const ServicesSchema = z.array(ServiceSchema).length(5, 'the spec offers exactly five services');

export type Service = z.output<typeof ServiceSchema>;

export function loadServices(dir: ContentDir, issues: IssueList): Service[] | undefined {
  return readJson(dir, 'content/services.json', ServicesSchema, issues);
}
