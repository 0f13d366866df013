import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { helpSlug } from '../generator/content/help.ts';

/**
 * The changes an editor makes to `content/` in a working week, applied to a copy of the site
 * (`root` holds `content/`). Each edit picks what it changes from the content as it is, never by
 * today's names, so the content-change check keeps working when the content moves on. Each
 * returns one line saying what it did, for the test's messages.
 */

const blogDir = (root: string) => path.join(root, 'content', 'blog');
const helpDir = (root: string) => path.join(root, 'content', 'help');
const csvFile = (root: string) => path.join(root, 'content', 'locations', 'nj-municipalities.csv');
const aliasFile = (root: string) => path.join(root, 'content', 'locations', 'nj-place-aliases.csv');
const placesFile = (root: string, county: string) => path.join(root, 'content', 'locations', 'new-jersey', 'places', `${county}.json`);
const countiesFile = (root: string) => path.join(root, 'content', 'locations', 'new-jersey', 'counties.json');
const pricingFile = (root: string) => path.join(root, 'content', 'pricing.json');

const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, JSON.stringify(value, null, 2) + '\n');

/** Every text file under content/, joined: what "is it linked from anywhere?" searches. */
function contentText(root: string, except: string[] = []): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(md|json)$/.test(entry.name) && !except.some((e) => file.startsWith(e))) texts.push(fs.readFileSync(file, 'utf8'));
    }
  };
  walk(path.join(root, 'content'));
  return texts.join('\n');
}

/** Adds a post with the next free id, its own hero image, and the newest post as its related one. */
export function addPost(root: string): string {
  // YAML reads a date as a Date: its ISO text sorts as the day does.
  const posts = fs.readdirSync(blogDir(root)).filter((f) => f.endsWith('.md'))
    .map((f) => matter.read(path.join(blogDir(root), f)).data as { id: number; date: Date; heroImage: string });
  const id = Math.max(...posts.map((p) => p.id)) + 1;
  const newest = posts.sort((a, b) => b.date.toISOString().localeCompare(a.date.toISOString()))[0]!;
  const title = 'Spring Cleaning Without the Weekend Marathon';
  const slug = 'spring-cleaning-without-the-weekend-marathon';
  const images = path.join(root, 'content', 'images', 'blog');
  fs.copyFileSync(path.join(root, 'content', newest.heroImage), path.join(images, `${slug}.svg`));
  fs.writeFileSync(path.join(blogDir(root), `${slug}.md`), [
    '---',
    `id: ${id}`,
    `title: "${title}"`,
    'description: "Split the spring clean into short sessions across a month, room by room, and keep your Saturdays for something better."',
    'date: 2026-03-02',
    `heroImage: /images/blog/${slug}.svg`,
    'heroAlt: "A calendar with four short cleaning sessions ticked off"',
    `related: [${newest.id}]`,
    '---',
    'A spring clean does not have to eat a whole weekend. Spread over a month, it fits into the evenings you already have.',
    '',
    '## One room a week',
    '',
    'Pick the room that bothers you most and give it one evening. Next week, the next room. By the end of the month the house is done and no Saturday was lost.',
    '',
    '## Keep a short list',
    '',
    'Write down the jobs that only come round once a year: windows, the oven, behind the fridge. Tick them off as you go, and hand the ones you dread to a professional.',
    '',
    '## Conclusion',
    '',
    'Small sessions, a list, and help where it counts: that is a spring clean that leaves you the weekend.',
    '',
  ].join('\n'));
  return `added content/blog/${slug}.md (id ${id})`;
}

/** The cents of a "17.25" price times `factor`, written back the same way. */
const scaled = (price: string, factor: number) => (Math.round(Number(price) * 100 * factor) / 100).toFixed(2);

interface Pricing {
  rooms: { item: string; standard: string; deep: string }[];
  addOns: { item: string; price: string }[];
  priceRange: Record<string, string>;
}

/** Changes the standard price of the first room (the bedroom today) to `price`. */
export function changeRoomPrice(root: string, price: string): string {
  const pricing = readJson<Pricing>(pricingFile(root));
  const room = pricing.rooms[0]!;
  room.standard = price;
  writeJson(pricingFile(root), pricing);
  return `set the standard ${room.item} price to ${price}`;
}

/** Raises every price in pricing.json by 7% (rooms, add-ons and the "from" ranges). */
export function changeEveryPrice(root: string): string {
  const pricing = readJson<Pricing>(pricingFile(root));
  for (const room of pricing.rooms) Object.assign(room, { standard: scaled(room.standard, 1.07), deep: scaled(room.deep, 1.07) });
  for (const addOn of pricing.addOns) addOn.price = scaled(addOn.price, 1.07);
  for (const [key, range] of Object.entries(pricing.priceRange)) {
    pricing.priceRange[key] = range.replace(/\d+(\.\d+)?/, (n) => (n.includes('.') ? scaled(n, 1.07) : String(Math.round(Number(n) * 1.07))));
  }
  writeJson(pricingFile(root), pricing);
  return 'raised every price in content/pricing.json by 7%';
}

interface CountyPlaces {
  about: string;
  places: Record<string, { about: string; description: string; neighbors: string[] }>;
}

/** The county of the municipalities file's last row: one without written pages, so its towns come from data. */
function dataCounty(root: string): string {
  const rows = fs.readFileSync(csvFile(root), 'utf8').trim().split('\n');
  return rows.at(-1)!.split(',')[0]!;
}

/** Adds a municipality to the CSV and its words to its county's places file. */
export function addTown(root: string): string {
  const county = dataCounty(root);
  const places = readJson<CountyPlaces>(placesFile(root, county));
  const [neighbor] = Object.keys(places.places);
  const rows = fs.readFileSync(csvFile(root), 'utf8').trimEnd().split('\n');
  const sample = rows.find((r) => r.startsWith(`${county},`))!.split(',');
  const slug = 'juniper-hollow-borough';
  rows.push([county, sample[1], 'Juniper Hollow Borough', 'borough', slug, sample[5], 'no', 'high', ''].join(','));
  fs.writeFileSync(csvFile(root), rows.join('\n') + '\n');
  places.places[slug] = {
    about: 'Juniper Hollow grew around a grist mill on a creek that still runs under the main street bridge. Its older blocks keep clapboard houses with deep porches, while a ring of newer streets added split-levels and a few garden apartments in the 1970s, and a rail trail along the old freight line links the borough to its neighbours.',
    description: 'Juniper Hollow Borough sits along Mill Creek, with a rail trail on the old freight line and the county road running through its small downtown.',
    neighbors: [neighbor!],
  };
  writeJson(placesFile(root, county), places);
  return `added ${county}/${slug} to the CSV and its places file`;
}

/** Removes a municipality that is not its county's seat, with its words, aliases and neighbour links. */
export function removeTown(root: string): string {
  const county = dataCounty(root);
  const places = readJson<CountyPlaces>(placesFile(root, county));
  const seat = readJson<Record<string, { seat: string }>>(countiesFile(root))[county]?.seat;
  const aliases = fs.readFileSync(aliasFile(root), 'utf8').split('\n');
  // A town whose removal leaves every other town at least one neighbour, and no alias pointing at nothing.
  const slug = Object.keys(places.places).find((s) => s !== seat
    && !aliases.some((row) => row.split(',')[2] === county && row.split(',')[3]!.split(';').includes(s))
    && Object.values(places.places).every((p) => p.neighbors.length > 1 || p.neighbors[0] !== s))!;
  delete places.places[slug];
  for (const place of Object.values(places.places)) place.neighbors = place.neighbors.filter((n) => n !== slug);
  writeJson(placesFile(root, county), places);
  const rows = fs.readFileSync(csvFile(root), 'utf8').split('\n');
  fs.writeFileSync(csvFile(root), rows.filter((r) => !r.startsWith(`${county},`) || r.split(',')[4] !== slug).join('\n'));
  return `removed ${county}/${slug}`;
}

/** The help categories, each with its folder, address segment and article files. */
function helpCategories(root: string) {
  return fs.readdirSync(helpDir(root)).sort().map((folder) => {
    const dir = path.join(helpDir(root), folder);
    const title = String(matter.read(path.join(dir, '_category.md')).data.title);
    const articles = fs.readdirSync(dir).filter((f) => f.endsWith('.md') && f !== '_category.md').sort();
    return { dir, title, slug: helpSlug(title), articles };
  });
}

/** Removes a help article that nothing else in content/ links to, from a category that keeps others. */
export function removeHelpArticle(root: string): string {
  for (const category of helpCategories(root).filter((c) => c.articles.length > 1).reverse()) {
    for (const article of [...category.articles].reverse()) {
      const file = path.join(category.dir, article);
      const address = `/support/${category.slug}/${helpSlug(String(matter.read(file).data.title))}`;
      if (contentText(root, [file]).includes(address)) continue;
      fs.rmSync(file);
      return `removed ${path.relative(root, file)}`;
    }
  }
  throw new Error('every help article is linked from somewhere: no article to remove');
}

/** Renames a help category that nothing in content/ links to, and redirects its old address to the new one. */
export function renameHelpCategory(root: string): string {
  const text = contentText(root);
  const category = helpCategories(root).find((c) => !text.includes(`/support/${c.slug}`));
  if (!category) throw new Error('every help category is linked from somewhere: no category to rename');
  const file = path.join(category.dir, '_category.md');
  const newTitle = `${category.title} Questions`;
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^title: .*$/m, `title: "${newTitle}"`));
  return `renamed the help category "${category.title}" to "${newTitle}"`;
}

/** Adds a permanent redirect from a campaign address to the blog. */
export function addRedirect(root: string): string {
  const file = path.join(root, 'content', 'redirects.json');
  const redirects = readJson<unknown[]>(file);
  redirects.push({ from: '/spring', to: '/blog', status: 301 });
  writeJson(file, redirects);
  return 'added a 301 from /spring to /blog';
}

/**
 * The editor patch of issue #19 (a post, a new bedroom price, a town), which made 20 tests fail
 * when it was filed: `node --import tsx -e "import('./tests/content-edits.ts').then((m) => m.editorPatch('.'))"`
 * applies it to a copy of the project, to count what fails.
 */
export function editorPatch(root: string): string[] {
  return [addPost(root), changeRoomPrice(root, '18.75'), addTown(root)];
}

/** Every edit of the content-change check, in the order an editor might make them. */
export function editorWeek(root: string): string[] {
  return [addPost(root), changeEveryPrice(root), addTown(root), removeTown(root), removeHelpArticle(root), renameHelpCategory(root), addRedirect(root)];
}
