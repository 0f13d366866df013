import type { Page } from 'playwright-core';

export interface LayoutCheckOptions {
  /** Selector of the page's main call to action, if it has one. */
  cta?: string;
  /** The call to action must sit wholly inside the first screen. */
  ctaFirstScreen?: boolean;
  /** Elements that clip or overflow on purpose (a ticker), with their content. */
  allow: string[];
}

/**
 * What a visitor would notice is wrong with the layout at the current size, one line each:
 * sideways scrolling, sibling blocks drawn over each other, text cut off by its box or sticking
 * out of it, and a fixed element (cookie banner, chat button) covering the main call to action.
 * Runs in the page; self-contained, so it can be passed to `page.evaluate`.
 */
function inPageProblems(options: LayoutCheckOptions): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  const viewWidth = root.clientWidth;
  const allowed = (el: Element) => options.allow.some((sel) => el.closest(sel));
  const label = (el: Element) => {
    const cls = [...el.classList].slice(0, 2).map((c) => `.${c}`).join('');
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}>${text ? ` "${text}"` : ''}`;
  };
  // Visible to the eye: not in a closed <details>, not clipped away for screen readers only.
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true })
      && getComputedStyle(el).clip !== 'rect(0px, 0px, 0px, 0px)' && !el.closest('.visually-hidden');
  };
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

  if (root.scrollWidth > viewWidth) problems.push(`the page scrolls sideways: ${root.scrollWidth}px of content in ${viewWidth}px`);

  // The boxes a container lays out itself: `display: contents` wrappers (islands) are see-through.
  const flowChildren = (el: Element): Element[] =>
    [...el.children].flatMap((child) => {
      const style = getComputedStyle(child);
      if (style.display === 'contents') return flowChildren(child);
      if (style.display === 'none' || style.display.startsWith('inline') && style.display !== 'inline-block' && style.display !== 'inline-flex' && style.display !== 'inline-grid') return [];
      if (style.position === 'absolute' || style.position === 'fixed') return [];
      return shown(child) ? [child] : [];
    });

  // Whether an element sits inside a box that clips or scrolls (whose own check covers it).
  const clipped = new Map<Element, boolean>();
  const insideClip = (el: Element | null): boolean => {
    if (!el || el === document.body) return false;
    let known = clipped.get(el);
    if (known === undefined) {
      known = getComputedStyle(el).overflowX !== 'visible' || insideClip(el.parentElement);
      clipped.set(el, known);
    }
    return known;
  };
  const boxParent = (el: Element) => {
    let parent = el.parentElement;
    while (parent && getComputedStyle(parent).display === 'contents') parent = parent.parentElement;
    return parent;
  };
  const elements = [...document.body.querySelectorAll('*')].filter((el) => !['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'BR'].includes(el.tagName));
  for (const el of elements) {
    if (allowed(el) || !shown(el)) continue;
    const style = getComputedStyle(el);
    if (style.display === 'contents') continue;

    const kids = flowChildren(el);
    kids.forEach((a, i) => kids.slice(i + 1).forEach((b) => {
      if (overlap(a.getBoundingClientRect(), b.getBoundingClientRect())) problems.push(`${label(a)} and ${label(b)} overlap`);
    }));

    if ((style.overflowX === 'hidden' || style.overflowX === 'clip') && (el.textContent ?? '').trim() && el.scrollWidth > el.clientWidth + 1) {
      problems.push(`${label(el)} cuts off its text (${el.scrollWidth}px in ${el.clientWidth}px)`);
    }

    // Boxes that stick out of their parent or the screen (a scroll container's content may).
    if (style.position === 'fixed' || style.position === 'absolute') continue;
    if (insideClip(el.parentElement)) continue;
    const r = el.getBoundingClientRect();
    if (r.right > viewWidth + 1 || r.left < -1) {
      problems.push(`${label(el)} runs off the screen (${Math.round(r.left)}px to ${Math.round(r.right)}px)`);
      continue;
    }
    const parent = boxParent(el);
    if (parent && parent !== document.body && !style.display.startsWith('inline')) {
      const p = parent.getBoundingClientRect();
      if (r.right > p.right + 1 || r.left < p.left - 1) problems.push(`${label(el)} sticks out of ${label(parent)}`);
    }
  }

  problems.push(...smallTargets());

  if (options.cta) {
    const ctas = [...document.querySelectorAll(options.cta)].filter(shown);
    const firstScreen = ctas.filter((el) => el.getBoundingClientRect().top < innerHeight);
    if (!ctas.length) problems.push(`no call to action (${options.cta})`);
    else if (options.ctaFirstScreen && !ctas.some((el) => el.getBoundingClientRect().bottom <= innerHeight)) {
      const first = ctas[0]!;
      problems.push(`the call to action ${label(first)} is not in the first screen (top at ${Math.round(first.getBoundingClientRect().top)}px of ${innerHeight}px)`);
    }
    const fixed = elements.filter((el) => {
      const position = getComputedStyle(el).position;
      return (position === 'fixed' || position === 'sticky') && shown(el);
    });
    for (const cta of firstScreen) {
      for (const cover of fixed) {
        if (cover.contains(cta) || cta.contains(cover)) continue;
        if (overlap(cta.getBoundingClientRect(), cover.getBoundingClientRect())) problems.push(`${label(cover)} covers the call to action ${label(cta)}`);
      }
    }
  }
  return [...new Set(problems)];

  /**
   * WCAG 2.2 target size (2.5.8): a target under 24×24 px passes only if a 24 px circle on its
   * centre meets no other target (nor another small target's circle), or if it is a link inside
   * a line of text.
   */
  function smallTargets(): string[] {
    const targets = [...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]')]
      .filter((el) => shown(el) && !allowed(el) && !el.closest('[inert], dialog:not([open])'));
    const boxes = targets.map((el) => el.getBoundingClientRect());
    // A fixed banner floats over the page: its buttons are not crowding the links it happens to cover.
    const floating = targets.map((el) => {
      for (let a: Element | null = el; a; a = a.parentElement) if (getComputedStyle(a).position === 'fixed') return true;
      return false;
    });
    const small = (r: DOMRect) => r.width < 23.5 || r.height < 23.5;
    const inText = (el: Element) => {
      if (getComputedStyle(el).display !== 'inline') return false;
      const block = boxParent(el);
      return !!block && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
    };
    const found: string[] = [];
    targets.forEach((el, i) => {
      const r = boxes[i]!;
      if (!small(r) || inText(el)) return;
      const cx = (r.left + r.right) / 2;
      const cy = (r.top + r.bottom) / 2;
      const crowded = boxes.some((o, j) => {
        const other = targets[j]!;
        if (j === i || floating[j] !== floating[i] || other.contains(el) || el.contains(other)) return false;
        if (small(o)) return Math.hypot((o.left + o.right) / 2 - cx, (o.top + o.bottom) / 2 - cy) < 24;
        const dx = Math.max(o.left - cx, 0, cx - o.right);
        const dy = Math.max(o.top - cy, 0, cy - o.bottom);
        return Math.hypot(dx, dy) < 12;
      });
      if (crowded) found.push(`${label(el)} is a ${Math.round(r.width)}×${Math.round(r.height)}px tap target too close to another`);
    });
    return found;
  }
}

/** Runs the in-page layout checks; see `inPageProblems`. */
export function layoutProblems(page: Page, options: LayoutCheckOptions): Promise<string[]> {
  return page.evaluate(inPageProblems, options);
}

/** Every box on the page, as one string: equal strings mean an identical layout. */
export function boxSignature(): string {
  return [...document.body.querySelectorAll('*')].map((el) => {
    const r = el.getBoundingClientRect();
    return `${r.x},${r.y},${r.width},${r.height}`;
  }).join(';');
}
