/** Compressed bytes a visitor downloads for a page's first load, images aside. */
export const BUDGET = { firstLoad: 50 * 1024, script: 15 * 1024 };

export interface PageWeight {
  path: string;
  /** The page, its inline styles included. */
  html: number;
  /** The scripts it loads before any interaction (PageScripts.scripts). */
  js: number;
  total: number;
}

export function budgetProblems(weight: PageWeight): string[] {
  const problems: string[] = [];
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  if (weight.total > BUDGET.firstLoad) problems.push(`${weight.path}: first load ${kb(weight.total)} compressed, over the ${kb(BUDGET.firstLoad)} budget`);
  if (weight.js > BUDGET.script) problems.push(`${weight.path}: ${kb(weight.js)} of JavaScript compressed, over the ${kb(BUDGET.script)} budget`);
  return problems;
}
