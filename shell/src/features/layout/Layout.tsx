import { Outlet, useLocation } from '@portal/kernel';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { Footer } from './Footer';
import { FloatingBar } from './FloatingBar';
import { isGamePage } from './nav';
import { useMenuDrawer } from './useMenuDrawer';
import { WhenIdle } from './WhenIdle';
import { useGameCommands } from '../gameNav';
import styles from './Layout.module.css';

export function Layout() {
  const { pathname } = useLocation();
  const menu = useMenuDrawer();
  useGameCommands();
  return (
    <div className={styles.frame}>
      <Header menuOpen={menu.open} onMenu={menu.toggle} menuButtonRef={menu.buttonRef} />
      <div className={styles.body}>
        <SideMenu open={menu.open} onClose={menu.close} drawerRef={menu.drawerRef} columnHidden={isGamePage(pathname)} />
        <main className={styles.main} id="main">
          <Outlet />
        </main>
      </div>
      <WhenIdle>
        <Footer />
      </WhenIdle>
      <FloatingBar />
    </div>
  );
}
