import { describe, expect, it } from 'vitest';
import { toEnglish } from '../languages.ts';

describe('Portuguese', () => {
  it('reads a flat counted as Portugal does ("um T1", "T3") as its bedrooms', () => {
    expect(toEnglish('Quanto custa a limpeza de um T1 com uma casa de banho?')?.text).toBe('how much is cleaning 1 bedroom with one bathroom?');
    expect(toEnglish('Qto fica a limpeza standard de um T3 com 2 casas de banho?')?.text).toBe('how much is cleaning standard 3 bedrooms with 2 bathrooms?');
  });

  it('reads chat shorthand ("vcs", "tb", "qto") and a task named in a bathroom', () => {
    expect(toEnglish('vcs limpam o forno tb? qto custa')?.text).toBe('do you clean oven too? how much is');
    expect(toEnglish('a limpeza standard limpa o chuveiro e os espelhos?')?.text).toBe('cleaning standard clean shower and mirrors?');
  });

  it('reads the site and the app asked about: a dark mode, a screen reader, the app to download', () => {
    expect(toEnglish('O site tem modo escuro?')?.language).toBe('Portuguese');
    expect(toEnglish('O site tem modo escuro?')?.text).toContain('dark mode');
    expect(toEnglish('onde baixo o aplicativo? acho que baixei o errado')?.text).toBe('where do i download the app? i think i downloaded the wrong one');
  });

  it('reads a charge asked about after a cancellation, and a day moved', () => {
    expect(toEnglish('vou ser cobrado alguma coisa se cancelar?')?.text).toBe('will i be charged anything if cancel?');
    expect(toEnglish('posso mudar a limpeza de quarta pra segunda?')?.text).toBe('can i change cleaning wednesday to monday?');
    // "a segunda limpeza" is the second cleaning, not Monday's.
    expect(toEnglish('a segunda limpeza tem desconto?')?.text).toBe('the second cleaning is there a discount?');
  });

  it('reads a short follow-up in a conversation held in Portuguese', () => {
    // A room named in Portuguese ("a cozinha", "a sala") says the language alone; "tirar a louça" needs the conversation.
    expect(toEnglish('e tirando a louça?')).toBeNull();
    expect(toEnglish('e tirando a louça?', 'Portuguese')?.text).toBe('and remove dishes wash?');
    expect(toEnglish('e se tirar a cozinha?', 'Portuguese')?.text).toBe('and if remove kitchen?');
  });

  it('leaves Haitian Creole and Italian, which share "sou" and "e se" with it, to themselves', () => {
    expect(toEnglish('Kisa ki sou lis la? E se pou tout kay la?')?.language).not.toBe('Portuguese');
    expect(toEnglish('E se togliamo la cucina, quanto costa?', 'Italian')?.language).not.toBe('Portuguese');
  });

  it('reads an order changed in a later turn: a room kept, a room now an office, a bathroom only a half bathroom, an add-on swapped', () => {
    const pt = (m: string) => toEnglish(m, 'Portuguese')?.text;
    expect(pt('a cozinha a gente mesmo limpa, pode tirar')).toBe('kitchen we clean ourselves, remove it');
    expect(pt('o quarto das crianças agora é um escritório')).toContain('is now an office');
    expect(pt('um dos banheiros é só um lavabo')).toBe('one of the bathrooms is only a half bathroom');
    expect(pt('troca o micro-ondas pela lava-louças')).toBe('swap microwave for the dishwasher');
    expect(pt('faz a pesada em vez da padrão')).toBe('do deep instead of standard');
    expect(pt('quanto dá por mês se for de 15 em 15 dias?')).toBe('how much is per month if every two weeks?');
  });

  it('reads a "limpeza pesada" as Deep Cleaning, and "mudar para" a day as a change, not a tier', () => {
    expect(toEnglish('Quanto custa uma limpeza pesada de 3 quartos?')?.text).toBe('how much is one deep cleaning 3 bedrooms?');
    expect(toEnglish('posso mudar para outro dia?', 'Portuguese')?.text).not.toContain('change to');
  });

  it('reads a family\'s plans: in-laws coming, a flight delayed (not a cleaner late), a fee asked', () => {
    expect(toEnglish('minha sogra vem de Portugal semana que vem, faço limpeza padrão ou pesada?')?.text).toBe('my mother-in-law coming from Portugal next week, should i do standard cleaning or deep?');
    expect(toEnglish('meu voo atrasou, posso remarcar a limpeza? tem taxa?')?.text).toBe('my flight is delayed, can i reschedule cleaning? is there a fee?');
    expect(toEnglish('e se a faxineira atrasar?', 'Portuguese')?.text).toBe('and if cleaner is late?');
  });

  it('reads applying to clean ("trabalhar de diarista", "como faz?"), card details kept and a friend referred', () => {
    expect(toEnglish('meu irmão quer trabalhar de diarista com vcs, como faz?')?.text).toBe('my brother wants to work as a cleaner with you, how do i do it?');
    expect(toEnglish('vocês guardam os dados de pagamento nesse site?')?.text).toBe('do you save card details on this website?');
    expect(toEnglish('tem programa de indicação? quero indicar minhas amigas')?.text).toBe('do you have referral program? i need refer my friends');
  });

  it('reads a town "do lado de" another in a follow-up, and a request asked for in the notes', () => {
    expect(toEnglish('e Kearny, do lado de Harrison?', 'Portuguese')?.text).toBe('and Kearny, next to Harrison?');
    expect(toEnglish('posso pedir isso nas notas então?')?.text).toBe('can i ask for that in the notes then?');
  });
});
