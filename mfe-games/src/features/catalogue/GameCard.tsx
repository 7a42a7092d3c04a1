import { Fragment, useId } from 'react';
import { useSession } from '@portal/kernel';
import { type GameItem, Skeleton, useVendorName } from '@portal/shared';
import { useGamesTranslation } from '../../i18n';
import { FavouriteButton } from '../favourites';
import { useLaunch, type LaunchOutcome } from '../launch';
import { LazyImage } from './LazyImage';
import styles from './Catalogue.module.css';

export const gameName = (game: GameItem) => game.displayName || game.gameName || game.nodeName;

export interface GameCardProps {
  game: GameItem;
  /** After the launch rules ran (the game popup closes itself unless a dialog stays open). */
  onLaunched?: (outcome: LaunchOutcome) => void;
}

/**
 * A game: artwork, name, vendor and its badges. The card is one button that launches (through the
 * launch rules); a member also gets the favourite heart beside it.
 */
export function GameCard({ game, onLaunched }: GameCardProps) {
  const { t } = useGamesTranslation();
  const session = useSession();
  const launch = useLaunch();
  const vendorName = useVendorName();
  const id = useId();
  const name = gameName(game);
  const badges = [
    game.isHot === 1 && { key: 'hot', label: t('catalogue.badge.hot') },
    game.isNew === 1 && { key: 'new', label: t('catalogue.badge.new') },
    game.demo && { key: 'demo', label: t('catalogue.badge.demo') },
    game.maintenance && { key: 'maintenance', label: t('catalogue.badge.maintenance') },
  ].filter((badge): badge is { key: string; label: string } => Boolean(badge));

  return (
    <article className={[styles.card, game.maintenance ? styles.inMaintenance : ''].filter(Boolean).join(' ')} data-node-id={game.nodeId} data-testid="game-card">
      {/*
        The button is named by its own visible text, in reading order: name, vendor, badges (WCAG 2.5.3
        label in name: a speech user says what they see). The picture is decorative here (alt=""): the
        name is beside it. The spaces keep the words apart in the accessible name; the card is a flex
        column and the badges are positioned over the picture, so neither shows on screen.
      */}
      <button
        type="button"
        className={styles.cardButton}
        onClick={() => {
          const outcome = launch({ game });
          onLaunched?.(outcome);
        }}
      >
        <LazyImage src={game.iconUrl} alt="" />{' '}
        <span id={`${id}-name`} className={styles.name}>
          {name}
        </span>{' '}
        <span className={styles.vendor} data-testid="game-vendor">
          {vendorName(game)}
        </span>
        {badges.length > 0 && (
          <>
            {' '}
            <span className={styles.badges}>
              {badges.map((badge, index) => (
                <Fragment key={badge.key}>
                  {index > 0 && ' '}
                  <span className={`${styles.badge} ${styles[`badge_${badge.key}`] ?? ''}`} data-badge={badge.key}>
                    {badge.label}
                  </span>
                </Fragment>
              ))}
            </span>
          </>
        )}
      </button>
      {session.isLogin && !session.isTrial && <FavouriteButton game={game} describedBy={`${id}-name`} className={styles.heart} />}
    </article>
  );
}

/**
 * The shape of a card while its page loads: the same boxes as a card (the button's frame, a square
 * picture, a line of name and one of vendor at their own line heights), so nothing moves when the
 * games arrive.
 */
export function GameCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-testid="game-card-skeleton">
      <div className={`${styles.cardButton} ${styles.cardSkeleton}`}>
        <Skeleton className={styles.picture} height="auto" radius="var(--radius)" />
        <span className={styles.name}>
          <Skeleton width="80%" height="1.5em" />
        </span>
        <span className={styles.vendor}>
          <Skeleton width="50%" height="1.5em" />
        </span>
      </div>
    </div>
  );
}
