import { describe, expect, it } from 'vitest';
import { zipsNamed } from './municipalities.ts';

describe('the ZIPs a municipality row\'s notes name', () => {
  it('reads a range as every ZIP in it', () => {
    expect(zipsNamed('multi-ZIP city (08102-08105); downtown/City Hall ZIP chosen')).toEqual(['08102', '08103', '08104', '08105']);
  });

  it('reads a list as its ZIPs', () => {
    expect(zipsNamed('multi-ZIP township (08002/08003/08034); municipal building ZIP chosen')).toEqual(['08002', '08003', '08034']);
  });

  it('takes no wide span for a range', () => {
    expect(zipsNamed('between 07001-08999')).toEqual(['07001']);
  });
});
