import { describe, expect, it } from 'vitest';
import { fromPidgin, writesPidgin } from './nigerian-pidgin.ts';

describe('writesPidgin', () => {
  it('reads a message with Pidgin\'s own words, or its shared words among English ones, as Pidgin', () => {
    expect(writesPidgin('abeg wetin be the code')).toBe(true);
    expect(writesPidgin('how much una dey charge?')).toBe(true);
    expect(writesPidgin('how many hours e go take for my house? i wan know')).toBe(true);
  });

  it('leaves Spanish, Portuguese, Italian and English alone', () => {
    expect(writesPidgin('¿cuánto cuesta una limpieza? no tengo tarjeta')).toBe(false);
    expect(writesPidgin('quanto custa a limpeza na casa e no escritório?')).toBe(false);
    expect(writesPidgin('how much is for the fridge inside e anche the microwave?')).toBe(false);
    expect(writesPidgin('I am retired and fit. Could I clean part-time for you? What is your e-mail?')).toBe(false);
  });
});

describe('fromPidgin', () => {
  it('puts a message in the English the engine reads', () => {
    expect(fromPidgin('how much una dey charge for 3 bedroom?')).toBe('how much you charge for 3 bedroom?');
    expect(fromPidgin('how we go book am since e no be house?')).toBe('how we will book it since it is not house?');
    expect(fromPidgin('wetin i go do if something miss?')).toBe('what i will do if something miss?');
    expect(fromPidgin("i no sure, abeg tell me o!")).toBe('i am not sure, please tell me!');
  });
});
