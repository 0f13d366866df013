import { z } from 'zod';
import { readJson } from './files.ts';
import type { IssueList } from './issues.ts';
import type { ContentDir } from './file-cache.ts';

const Text = z.string().min(1);

export const HomeSchema = z.strictObject({
  hero: z.strictObject({ heading: Text, text: Text, imageAlt: Text }),
  features: z.array(Text).length(8),
  steps: z.strictObject({ heading: Text, items: z.array(z.strictObject({ title: Text, text: Text })).length(3) }),
  promo: z.strictObject({ heading: Text, text: Text, promise: Text }),
  services: z.strictObject({ heading: Text }),
  business: z.strictObject({ heading: Text, text: Text }),
  method: z.strictObject({ heading: Text, text: Text }),
  pricing: z.strictObject({ heading: Text, intro: Text }),
});

export type Home = z.output<typeof HomeSchema>;

export function loadHome(dir: ContentDir, issues: IssueList): Home | undefined {
  return readJson(dir, 'content/home.json', HomeSchema, issues);
}
