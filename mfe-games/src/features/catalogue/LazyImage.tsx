import { useState } from 'react';
import { LAZY_IMAGE_THRESHOLD, Skeleton, useInView } from '@portal/shared';
import styles from './Catalogue.module.css';

/**
 * A picture that is requested only once LAZY_IMAGE_THRESHOLD of its frame is on screen. Until then its
 * frame is a still placeholder (the surface colour); the shimmer shows only while it downloads. A
 * shimmer under every card below the fold repainted the page each frame for as long as it stayed open:
 * an idle games page kept headless Chromium at about 75 % of a core (mfe-games README, "Idle pages").
 */
export function LazyImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [ref, inView] = useInView<HTMLSpanElement>({ threshold: LAZY_IMAGE_THRESHOLD, once: true });
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <span ref={ref} className={[styles.picture, className ?? ''].filter(Boolean).join(' ')}>
      {inView && !failed && (
        <img
          src={src}
          alt={alt}
          decoding="async"
          className={loaded ? styles.loaded : styles.loading}
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
        />
      )}
      {inView && !loaded && !failed && <Skeleton className={styles.pictureSkeleton} height="100%" radius={0} />}
      {failed &&
        (alt ? (
          <span className={styles.pictureFallback} role="img" aria-label={alt}>
            {alt.slice(0, 1)}
          </span>
        ) : (
          // A decorative picture (its name is text beside it): the stand-in is decorative too.
          <span className={styles.pictureFallback} aria-hidden="true" />
        ))}
    </span>
  );
}
