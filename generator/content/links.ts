import fs from 'node:fs';
import path from 'node:path';
import type { IssueList } from './issues.ts';

/**
 * Refuses every symbolic link under `content/` whose target is outside it (or missing), naming
 * the link. Content is published as it is, so a link to `/proc/self/environ`, `/etc/passwd` or a
 * folder elsewhere would put that file on the public site. Links that stay inside `content/` are
 * fine: what they point at is content already.
 */
export function refuseLinksOutOfContent(root: string, issues: IssueList): void {
  const content = path.join(root, 'content');
  let base: string;
  try {
    base = fs.realpathSync(content);
  } catch {
    return; // No content folder: the loaders name each missing file.
  }
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) {
        const file = path.relative(root, full).split(path.sep).join('/');
        const shown = fs.readlinkSync(full);
        let target: string;
        try {
          target = fs.realpathSync(full);
        } catch {
          issues.add({ file, message: `a symbolic link to ${shown}, which does not exist` });
          continue;
        }
        if (target !== base && !target.startsWith(base + path.sep)) {
          issues.add({ file, message: `a symbolic link to ${shown === target ? target : `${shown} (${target})`}, outside content/: the build publishes nothing from outside content/ (copy the file in instead)` });
        }
        // A link that stays inside is not followed here: its target is walked where it lives.
      } else if (entry.isDirectory()) {
        walk(full);
      }
    }
  };
  walk(content);
}
