/**
 * Household tasks people ask a cleaning to include ("does standard do windows?") or ask the price of ("how much for the
 * carpets?"): the service's list may or may not name them, but they are ours to answer, not another trade's.
 */
export const HOUSEHOLD_TASKS = String.raw`windows?|walls?|carpets?|rugs?|blinds|curtains|garages?|basements?|attics?|patios?|decks?|laundry|ironing|beds|sheets|linens|closets?|grout|mold|mould|ceiling fans?|light fixtures|baseboards|cabinets|drawers|floors|trash|bins`;
