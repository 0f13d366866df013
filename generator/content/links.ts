import fs from 'node:fs';
import path from 'node:path';
import type { IssueList } from './issues.ts';

/** Why a link cannot be followed: a loop is not a missing file. */
const unfollowable = (error: unknown, shown: string) =>
  (error as NodeJS.ErrnoException).code === 'ELOOP' ? `a symbolic link to ${shown}, which leads back to itself (a loop of links)` : `a symbolic link to ${shown}, which does not exist`;

/**
 * Refuses every symbolic link under `content/` whose target is outside it (or missing, or a loop),
 * naming the link, and `content/` itself when it is a link out of the project. Content is
 * published as it is, so a link to `/proc/self/environ`, `/etc/passwd` or a folder elsewhere
 * would put that file on the public site. Links that stay inside `content/` are fine: what they
 * point at is content already.
 */
export function refuseLinksOutOfContent(root: string, issues: IssueList): void {
  const content = path.join(root, 'content');
  let base: string;
  try {
    base = fs.realpathSync(content);
  } catch (error) {
    // No content folder: the loaders name each missing file.
    if (fs.lstatSync(content, { throwIfNoEntry: false })?.isSymbolicLink()) issues.add({ file: 'content', message: unfollowable(error, fs.readlinkSync(content)) });
    return;
  }
  const project = fs.realpathSync(root);
  if (!base.startsWith(project + path.sep)) {
    issues.add({ file: 'content', message: `a symbolic link to ${base}, outside the project: the build publishes nothing from outside it (move the folder in instead)` });
    return;
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
        } catch (error) {
          issues.add({ file, message: unfollowable(error, shown) });
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
