/**
 * Household tasks people ask a cleaning to include ("does standard do windows?") or ask the price of ("how much for the
 * carpets?"): the service's list may or may not name them, but they are ours to answer, not another trade's.
 */
export const HOUSEHOLD_TASKS = String.raw`windows?|walls?|carpets?|rugs?|blinds|curtains|garages?|basements?|attics?|patios?|decks?|laundry|ironing|beds|sheets|linens|closets?|grout|mold|mould|ceiling fans?|light fixtures|baseboards|cabinets|drawers|floors|trash|bins`;

/**
 * An appliance or item the add-on list doesn't name, asked to be cleaned ("the inside of my washing machine", "the range
 * hood is greasy"): the Other add-on's, so "+ that" in the next turn adds Other. Not a washer a home has ("we have a washer
 * and dryer on site"), one to put the towels in, a window washer or dryer sheets.
 */
export const UNLISTED_ITEM = String.raw`washing machines?|(?<!window )washers?(?! and dryers? (?:hook|in unit))|(?:clothes |tumble )?dryers?(?! (?:sheets?|balls?))|range hoods?|air fryers?|coffee (?:makers?|machines?)|keurigs?|espresso (?:makers?|machines?)|toaster ovens?`;
export const UNLISTED_ITEM_CLEANED = new RegExp(String.raw`(?:inside|interior|clean(?!ers?\b)\w*|wip\w*|scrub\w*|degreas\w*)\b[^.?!]{0,40}\b(?:${UNLISTED_ITEM})\b|\b(?:${UNLISTED_ITEM})\b[^.?!]{0,40}\b(?:clean\w*|inside|interior|smell\w*|stinks?|gross|disgusting|nasty|greasy|grease|mou?ld\w*|dirty|filthy)`);

/** One piece treated for a stain or smell ("cat pee smell out of a rug"): a single item the Other add-on is for. */
export const SPOT_TREATED = /\b(rugs?|couch|sofa|mattress|armchair)\b[^.?!]{0,40}\b(stains?|smell\w*|odou?rs?|pee|urine|vomit)\b|\b(stains?|smell\w*|odou?rs?|pee|urine|vomit)\b[^.?!]{0,40}\b(rugs?|couch|sofa|mattress|armchair)\b/;

/** A pet's litter box scooped or cleaned: a single task the Other add-on is for, as the reply about it says. */
export const LITTER_BOX_DONE = /\b(scoop\w*|clean\w*|empty\w*|chang\w*|do)\b[^.?!]{0,20}\blitter ?box(es)?\b/;

/** The insides of storage no add-on names ("with the cabinets and the fridge inside"), not their fronts. */
export const INSIDES_NOT_LISTED = /\b(?:inside|insides|interior|in the|wash|this|these)\b[^.?!]{0,25}\b(cabinets?|cupboards?|drawers?)\b(?! (?:fronts?|doors?))/;

/**
 * Tasks a message names that no add-on does, by the words said: "wash the windows, ... run a load of laundry". Unlike
 * HOUSEHOLD_TASKS, not what a visit's own list covers (floors, cabinets, baseboards): these are named as not on a list.
 */
const TASK_NAMED = /\b(windows|laundry|sheets|linens|bedding|towels|beds|ironing|walls|carpets?|rugs|blinds|curtains|garage|patio|decks?|balcon(?:y|ies)|porch|closets|yard|pool|attic|grill|trash|garbage|recycling|toys|litter ?box(?:es)?|organi[sz]ing|decluttering|silver(?:ware)?|brass)\b/g;

/** The tasks named, each once, in the message's order: several asked at once are answered by name. */
export const tasksNamed = (text: string): string[] => [...new Set([...text.matchAll(TASK_NAMED)].map((m) => m[1]!))];
