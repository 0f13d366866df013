import { describe, expect, it } from 'vitest';
import { toEnglish } from '../languages.ts';

describe('Italian', () => {
  it('reads a price question with its rooms counted, the kitchen and living room among them', () => {
    const read = toEnglish('Buongiorno! Quanto costa pulire la mia casa? Ho due camere da letto, un bagno, la cucina, il salotto e la sala da pranzo.');
    expect(read?.language).toBe('Italian');
    expect(read?.text).toBe('hello! how much to clean my home? i have two bedrooms, a bathroom, kitchen, living room and dining room.');
    expect(toEnglish('Quanto costa la pulizia profonda per 2 camere e 1 bagnetto?')?.text).toBe('how much is deep cleaning for 2 bedrooms and 1 half bathroom?');
  });

  it('reads an appliance named inside as its add-on ("il forno dentro", "dentro il forno")', () => {
    expect(toEnglish('Quanto costa la standard per 3 camere, 2 bagni e il salotto? E se aggiungo il forno dentro?')?.text).toBe(
      'how much is standard cleaning for 3 bedrooms, 2 bathrooms and living room? and if add inside the oven?',
    );
    // French writes "il" and "frigo", Portuguese "forno" and "dentro": the words together are Italian.
    expect(toEnglish('Aggiungi il frigo dentro e il forno dentro.')?.language).toBe('Italian');
  });

  it('reads a cancellation, with a fee asked about, though Spanish writes "pago" and "una"', () => {
    const read = toEnglish('Se sto male e devo annullare il giorno prima, pago una penale?');
    expect(read?.language).toBe('Italian');
    expect(read?.text).toContain('cancel the day before');
    expect(read?.text).toContain('fee');
  });

  it('reads "do you clean in" a town, and the town stays as written', () => {
    expect(toEnglish('Pulite anche a Nutley? Abito vicino a Franklin Avenue.')).toEqual({
      language: 'Italian', text: 'do you clean also in Nutley? i live near Franklin Avenue.', unread: [],
    });
  });

  it('drops an article cut before a vowel ("l\'app", "dell\'estate") and reads the word after it', () => {
    expect(toEnglish("Non ho l'app, posso prenotare per telefono?")?.text).toBe("i don't have the app, can i book by phone?");
    expect(toEnglish("E se voglio fermare tutto per l'estate?")?.text).toBe('and if i want stop all the cleanings for the summer?');
  });

  it('reads a short follow-up in a conversation held in Italian', () => {
    expect(toEnglish('E la seconda volta quanto pago?')).toBeNull();
    expect(toEnglish('E la seconda volta quanto pago?', 'Italian')?.text).toBe('and the second time how much is?');
  });

  it('leaves English alone: a town with "Ho" in it, a few Italian words in an English message', () => {
    expect(toEnglish("My sister's in Glen Rock and my neighbor's moving to Ho-Ho-Kus. Same service there?")).toBeNull();
    expect(toEnglish('hello, I am nonna Rosa, my english no so good. How much is for the fridge inside e anche the microwave inside? Grazie')).toBeNull();
    expect(toEnglish('how much for 2 bedrooms in Nutley')).toBeNull();
  });

  it('does not read Spanish, Portuguese or French as Italian, though they share words with it', () => {
    expect(toEnglish('¿Cuánto cuesta una limpieza profunda para una casa con dos baños?')?.language).toBe('Spanish');
    expect(toEnglish('Quanto custa uma faxina com dois quartos e um banheiro?')?.language).toBe('Portuguese');
    expect(toEnglish('Combien coûte le ménage pour deux chambres? Il faut nettoyer le frigo.')?.language).toBe('French');
  });
});
