/**
 * The English-based creoles visitors write, Jamaican Patois and Nigerian Pidgin: each is read as the English it is made of
 * (toQuestion), never as another language (toEnglish), whatever other language some of its words belong to. Adding one is
 * its module and one more entry here.
 */
import { fromPidgin, writesPidgin } from './nigerian-pidgin.ts';
import { fromPatois, writesPatois } from './patois.ts';

const CREOLES = [
  { writes: writesPatois, read: fromPatois },
  { writes: writesPidgin, read: fromPidgin },
];

/** Whether a message is written in one of them. */
export const writesACreole = (message: string): boolean => CREOLES.some(({ writes }) => writes(message));

/** A lower-cased message in English: read from the creole it is written in, or as it is. */
export const creoleInEnglish = (lowered: string): string => CREOLES.find(({ writes }) => writes(lowered))?.read(lowered) ?? lowered;
