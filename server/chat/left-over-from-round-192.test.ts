import { describe, expect, it } from 'vitest';
import { bath, half, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 192's wrong answers, asked in other words than the sets': an applicant writing Vietnamese read as a client, the
 * office someone manages counted as a room of it, an empty unit's service lost in the follow-up that prices it, and a
 * message offering work in our name.
 */

describe('an applicant writing Vietnamese', () => {
  it('"tôi tải app Nestwell mà không thấy chỗ nào để apply làm cleaner" is the crew app, not the client app\'s booking steps', () => {
    const reply = say('tôi tải app Nestwell rồi nhưng không thấy chỗ nào để apply làm cleaner');
    expect(reply).toContain('Nestwell Crew');
    expect(reply).not.toContain('Describe your space and needs');
  });

  it('"app cho cleaner tên gì?" names the crew app', () => {
    expect(say('app cho cleaner tên gì vậy?')).toContain('Nestwell Crew is the app for cleaners');
  });

  it('"làm cho Nestwell là nhân viên W-2 hay 1099?" is what the site doesn\'t say of cleaners, for crew support', () => {
    const reply = say('làm cho Nestwell là nhân viên W-2 hay 1099 contractor vậy?');
    expect(reply).toMatch(/doesn't say whether cleaners are employees or contractors/);
    expect(reply).toContain('[Crew support]');
  });

  it('a person to ask about jobs is crew support, not client support', () => {
    const reply = say('tôi muốn nói chuyện với người thật để hỏi về việc làm');
    expect(reply).toContain('[Crew support]');
    expect(reply).not.toContain('choose Clients');
  });
});

describe('an office priced', () => {
  it('"I run a small law office: ..." counts the rooms listed, not the office as one more', () => {
    const reply = say('I run a small law office. The space is a reception area, a conference room and a restroom with just a toilet and sink. Standard price per visit?');
    expect(reply).toContain(total(2 * other.standard + half.standard));
  });
});

describe('a service carried to the price asked next', () => {
  it('"between tenants, unit empty: which service?" then "price for a 2 bed 1 bath?" is Move In/Out\'s, which the app prices', () => {
    const reply = say('Between tenants, the apartment sits empty. Which service?', 'Price for that on a 2 bed 1 bath?');
    expect(reply).toMatch(/^Move In\/Out Cleaning has no published price/);
    expect(reply).not.toContain(total(bath.standard));
  });
});

describe('work offered in our name', () => {
  it('"a woman texted me she hires cleaners for Nestwell at $25 an hour and needs my SSN: is that real?" is no price list', () => {
    const reply = say('a woman texted me saying she hires cleaners for Nestwell at $25 an hour and needs my SSN first. is that real?');
    expect(reply).toMatch(/^That isn't how Nestwell works/);
    expect(reply).not.toContain('Cleanings are priced by the room');
  });
});
