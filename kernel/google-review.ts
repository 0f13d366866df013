/**
 * How to find our Google business profile and review it, for when content/site.json gives no review link: the review page
 * lists these steps and the chat says them. Each step alternates plain text and the words shown in bold.
 */
export const googleReviewSteps = (brand: string): string[][] => [
  ['Search Google or Google Maps for ', brand, '.'],
  ['Open our business profile in the results.'],
  ['Choose ', 'Reviews', ', then ', 'Write a review', ', and pick a star rating.'],
];

export const GOOGLE_SIGN_IN = 'You need to be signed in to a Google account to post a review.';
