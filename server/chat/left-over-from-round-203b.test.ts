import { describe, expect, it } from 'vitest';
import { say } from '../../tests/chat-on-site.ts';

/**
 * Some of round 203's B notes, asked in other words than the set's: the website hard to use with one's hands or by
 * voice, who answers the chat asked in a learner's order, and which store for the phone one has.
 */

const ACCESSIBILITY = /We aim to meet the Web Content Accessibility Guidelines/;

describe('using the website', () => {
  it('buttons too small for shaky hands are the accessibility statement\'s', () => {
    expect(say('my fingers tremble and your website buttons are tricky to tap. can it be made easier to use?')).toMatch(ACCESSIBILITY);
  });

  it('voice control is named by the accessibility statement', () => {
    expect(say('does the site work with voice control? I talk to my computer instead of typing')).toMatch(ACCESSIBILITY);
  });
});

describe('who answers', () => {
  it('"you are person or robot?" is told it is the chat assistant, a program', () => {
    expect(say('you are person or robot? i want a human')).toMatch(/I'm the Nestwell chat assistant, a program, not a person/);
  });

  it('"you\'re a real company?" asks about us, not about the chat', () => {
    expect(say('how do I know you\'re a real company and not a scam?')).not.toMatch(/I'm the Nestwell chat assistant/);
  });
});

describe('which store', () => {
  it('a Samsung Galaxy is an Android: Google Play', () => {
    expect(say('my son said get the app. my phone is samsung galaxy. which app?')).toMatch(/Your phone is an Android, so get it on \[Google Play\]/);
  });

  it('an iPhone and an Android in one family get both stores', () => {
    const reply = say('which app do we get? I have an iphone and my wife has a samsung');
    expect(reply).toMatch(/App Store/);
    expect(reply).toMatch(/Google Play/);
  });
});
