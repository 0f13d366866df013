import { useEffect, useRef, useState } from 'react';

/** Spec section 9: start loading 50 px before the viewport, once a tenth of the box would show. */
export const LAZY_MARGIN = '50px';
export const LAZY_THRESHOLD = 0.1;

export interface LazyImageProps {
  src: string;
  className?: string;
}

/**
 * A decorative card image in a box whose size is reserved by CSS: a placeholder until the box
 * nears the viewport, then the image, faded in once loaded. Without JavaScript the <noscript>
 * copy loads instead.
 */
export function LazyImage({ src, className }: LazyImageProps) {
  const box = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (!('IntersectionObserver' in window)) return setNear(true);
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      setNear(true);
    }, { rootMargin: LAZY_MARGIN, threshold: LAZY_THRESHOLD });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <span ref={box} className={`lazy-image${loaded ? ' is-loaded' : ''}${className ? ` ${className}` : ''}`}>
      {near && <img className="lazy-fade" src={src} alt="" width="1200" height="630" decoding="async" onLoad={() => setLoaded(true)} />}
      {/* Parsed as text while scripting is on, so this copy is never fetched when the island runs. */}
      <noscript dangerouslySetInnerHTML={{ __html: `<img src="${src.replace(/[&"<]/g, (c) => `&#${c.charCodeAt(0)};`)}" alt="" width="1200" height="630" loading="lazy">` }} />
    </span>
  );
}
