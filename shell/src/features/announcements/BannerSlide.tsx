import { useNavigate } from '@portal/kernel';
import type { Banner } from '@portal/shared/contracts';
import { BannerPicture } from './BannerPicture';
import styles from './BannerCarousel.module.css';
import { useShellTranslation } from '../../i18n';

const VIDEO_FILE = /\.(mp4|webm|ogg)(\?|$)/i;

/** A video file plays in place with the banner artwork as its poster; anything else is an embed link. */
function BannerVideo({ banner, title }: { banner: Banner; title: string }) {
  if (VIDEO_FILE.test(banner.linkage)) {
    return <video className={styles.video} src={banner.linkage} poster={banner.url} title={title} controls muted playsInline preload="none" />;
  }
  return <iframe className={styles.video} src={banner.linkage} title={title} allow="autoplay; encrypted-media" loading="lazy" />;
}

/** One banner of spec §2: its picture (a button to its link) or its video. The first is fetched first. */
export function BannerSlide({ banner, index }: { banner: Banner; index: number }) {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  if (banner.linkageType === 'video') return <BannerVideo banner={banner} title={t('home.bannerVideo', { index: index + 1 })} />;
  const follow = () => {
    if (banner.linkageType === 'internal') navigate(banner.linkage);
    if (banner.linkageType === 'external') window.open(banner.linkage, '_blank', 'noopener');
  };
  return (
    <button type="button" className={styles.slide} onClick={follow} disabled={banner.linkageType === 'none'}>
      <BannerPicture banner={banner} eager={index === 0} />
    </button>
  );
}
