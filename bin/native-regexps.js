import { setFlagsFromString } from 'node:v8';

const FLAG = '--no-regexp-tier-up';

/**
 * Imported first by every process that answers chat questions (`site`, the chat bench and the chat
 * evaluations), so that V8 compiles each regular expression to machine code the first time it runs.
 *
 * By default V8 interprets a regular expression from bytecode on its first run and compiles it on
 * the next. Bytecode and machine code both count toward the regexp code a process has generated,
 * and past 1 MB of it (with over 16 MB of executable memory, which any process running the chat
 * has) V8 compiles every later expression without its optimisations: `TooMuchRegExpCode` in V8's
 * src/regexp/regexp.cc. The chat's crew vocabulary alone is 1.4 MB of bytecode, so after the
 * engine's warm-up most of its few thousand expressions ran unoptimised, some 30 times slower on a
 * long message. Machine code alone stays within the limit. An expression that has already run
 * interpreted stays interpreted once this is set, which is why it must come before any other import.
 */
// Node's documentation warns that flags changed after the VM has started can misbehave, so the commands that run the chat
// (npm start, the benches and evaluations in package.json) pass the flag on the command line; this call covers `npx site`.
if (!process.execArgv.includes(FLAG)) setFlagsFromString(FLAG);
