import { createHash } from 'node:crypto';

/**
 * Runs in <head> before first paint: applies the stored colour mode (light unless the visitor
 * chose dark; the system scheme is deliberately ignored), marks Global Privacy Control so CSS
 * can show the footer note, and marks a stored cookie choice, so the cookie banner, which is in the
 * HTML from the first paint, is hidden before it ever shows. Inline, so the CSP names its hash.
 */
export const PREPAINT_SCRIPT =
  "try{var d=document.documentElement;d.dataset.theme=localStorage.getItem('chakra-ui-color-mode')==='dark'?'dark':'light';" +
  "var c=localStorage.getItem('cookieConsent');if(c==='accepted'||c==='dismissed')d.dataset.consent=c}catch(e){}" +
  "if(navigator.globalPrivacyControl===true)document.documentElement.dataset.gpc='on'";

export const PREPAINT_HASH = `'sha256-${createHash('sha256').update(PREPAINT_SCRIPT).digest('base64')}'`;
