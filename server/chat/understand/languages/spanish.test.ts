import { describe, expect, it } from 'vitest';
import { toEnglish } from '../languages.ts';

describe('Spanish', () => {
  it('reads short questions marked by their own words ("oficinas", "soporte", "limpiezas")', () => {
    expect(toEnglish('ustedes limpian oficinas grandes?')?.language).toBe('Spanish');
    expect(toEnglish('cómo me comunico con soporte?')?.text).toContain('how do i contact support');
    expect(toEnglish('la app de Nestwell Crew sirve para clientes?')?.text).toContain('the Nestwell Crew app');
  });

  it('reads places out of state and the towns served', () => {
    expect(toEnglish('trabajan en Pensilvania también?')?.text).toContain('do you clean in Pennsylvania');
    expect(toEnglish('en qué ciudades de Jersey trabajan?')?.text).toContain('what towns');
  });

  it('reads trust, keys and being away', () => {
    expect(toEnglish('cómo sé si la persona que mandan es segura?')?.text).toBe('how do i know if the cleaner who comes is safe?');
    expect(toEnglish('el sábado no voy a estar en casa')?.text).toContain("i won't be home");
  });

  it('reads a charge made twice, a broken glass and the privacy policy', () => {
    expect(toEnglish('creo que me cobraron dos veces')?.text).toContain('i was charged twice');
    expect(toEnglish('la limpiadora rompió dos vasos')?.text).toContain('broke');
    expect(toEnglish('dónde está la política de privacidad de ustedes?')?.text).toContain('privacy policy');
  });

  it('reads the site with a screen reader, the blog, and off-topic asks', () => {
    expect(toEnglish('el sitio funciona con un lector de pantalla?')?.text).toContain('screen reader');
    expect(toEnglish('por qué los trucos de limpieza de internet no funcionan')?.text).toContain('cleaning hacks');
    expect(toEnglish('cuéntame un chiste por favor')?.text).toContain('tell me a joke');
    expect(toEnglish('qué tal el clima en Newark?')?.text).toContain('weather');
  });

  it('keeps a program a program, not a booking', () => {
    expect(toEnglish('cómo entro al programa de creadores?')?.text).toContain('creator program');
  });
});
