import { createHash } from 'node:crypto';

/**
 * Runs in <head> before first paint: applies the stored colour mode (light unless the visitor
 * chose dark; the system scheme is deliberately ignored) and marks Global Privacy Control so CSS
 * can show the footer note. Inline, so the CSP names its hash.
 */
export const PREPAINT_SCRIPT =
  "try{var d=document.documentElement;d.dataset.theme=localStorage.getItem('chakra-ui-color-mode')==='dark'?'dark':'light'}catch(e){}" +
  "if(navigator.globalPrivacyControl===true)document.documentElement.dataset.gpc='on'";

export const PREPAINT_HASH = `'sha256-${createHash('sha256').update(PREPAINT_SCRIPT).digest('base64')}'`;
