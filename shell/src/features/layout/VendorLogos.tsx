import { useGameVendors, useInView, useVendorName, type VendorCard } from '@portal/shared';
import { useOpenVendor } from '../gameNav';
import styles from './VendorLogos.module.css';
import { useShellTranslation } from '../../i18n';

/** Every vendor once, in lane order. */
function uniqueVendors(cards: VendorCard[]): VendorCard[] {
  const seen = new Set<string>();
  return cards.filter((card) => !seen.has(card.vassalage) && seen.add(card.vassalage));
}

/**
 * The footer's vendor logo carousel (spec §2): a strip that scrolls by itself, pauses on hover or
 * focus and while off screen (each frame of it costs: mfe-games README, "Idle pages"), and stands
 * still for people who ask for reduced motion. The logos are drawn twice so the loop
 * has no seam; the copy is hidden from assistive technology.
 */
export function VendorLogos() {
  const { t } = useShellTranslation();
  const { data: lanes } = useGameVendors();
  const openVendor = useOpenVendor();
  const vendorName = useVendorName();
  const [ref, onScreen] = useInView<HTMLElement>();
  if (!lanes) return null;
  const vendors = uniqueVendors(lanes.flatMap((lane) => lane.cards));
  if (vendors.length === 0) return null;
  const strip = (copy: boolean) => (
    <ul className={styles.strip} aria-hidden={copy || undefined}>
      {vendors.map((card) => (
        <li key={card.vassalage}>
          <button type="button" tabIndex={copy ? -1 : undefined} onClick={() => openVendor(card)} title={vendorName(card)}>
            <img src={card.logoUrl} alt={copy ? '' : vendorName(card)} width={56} height={56} loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <section ref={ref} className={onScreen ? styles.carousel : `${styles.carousel} ${styles.offScreen}`} aria-label={t('gameNav.vendorLogos')} data-testid="vendor-logos">
      <div className={styles.track} style={{ animationDuration: `${vendors.length * 2}s` }}>
        {strip(false)}
        {strip(true)}
      </div>
    </section>
  );
}
