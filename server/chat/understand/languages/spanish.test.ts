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
  it('reads an order changed in everyday words: a room or add-on refused, a room turned into another, a count corrected', () => {
    expect(toEnglish('el comedor no, solo la cocina')?.text).toBe('no dining room, only kitchen');
    expect(toEnglish('la cocina la limpiamos nosotros, quítala')?.text).toContain('we clean ourselves, skip it');
    expect(toEnglish('la segunda recámara ahora es un cuarto de juegos')?.text).toContain('the second bedroom now is a playroom');
    expect(toEnglish('uno es baño completo y la otra es nomás medio baño')?.text).toContain('the other is only a half bathroom');
    expect(toEnglish('el medio baño no hace falta')?.text).toContain('half bathroom is not needed');
    expect(toEnglish('me olvidé de un cuarto, son 4 recámaras')?.text).toContain("it's 4 bedrooms");
    expect(toEnglish('y cada quince días cuánto me sale al mes?')?.text).toContain('every two weeks how much is a month');
  });

  it('reads when the card is charged, a code that does not work, the waitlist, support hours and this chat', () => {
    expect(toEnglish('cuándo me cobran?')?.text).toContain('when is my card charged');
    expect(toEnglish('mi código no me funciona')?.text).toContain("doesn't work");
    expect(toEnglish('cómo me anoto en la lista de espera?')?.text).toContain('how do i join the waitlist');
    expect(toEnglish('cuál es el horario de atención del soporte?')?.text).toContain('what are the hours of support');
    expect(toEnglish('el chat guarda lo que escribo?')?.text).toContain('does this chat keep what i write');
  });

  it("reads a cleaner's own questions: supplies, a car, the background check, earnings, an application", () => {
    expect(toEnglish('tengo q llevar mis propios productos?')?.text).toBe('do i have to bring my own supplies?');
    expect(toEnglish('necesito carro para trabajar con ustedes?')?.text).toBe('do i need a car to work with you?');
    expect(toEnglish('cuánto tarda la verificación de antecedentes?')?.text).toBe('how long does the background check take?');
    expect(toEnglish('a quién le pregunto sobre mi solicitud?')?.text).toBe('where do i ask about my application?');
    expect(toEnglish('mi aplicación no abre, qué hago?')?.text).toContain("my app doesn't open");
  });

  it('reads a company checked, a fear of pets and hearing back after applying', () => {
    expect(toEnglish('esta empresa es confiable? no quiero que me roben mis datos')?.text).toBe("is this company legit? i don't want them to steal my information");
    expect(toEnglish('le tengo miedo a los gatos, puedo decir que no a una casa con gatos?')?.text).toBe("i'm afraid of cats, can i say no to a home with cats?");
    expect(toEnglish('cuándo me avisan si me aprobaron?')?.text).toBe('when do you tell me if i was accepted?');
  });
});
