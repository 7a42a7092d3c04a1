import { Outlet, useLocation } from 'react-router-dom';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { Footer } from './Footer';
import { FloatingBar } from './FloatingBar';
import { isGamePage } from './nav';
import { useGameCommands } from '../gameNav';
import styles from './Layout.module.css';

export function Layout() {
  const { pathname } = useLocation();
  const withSideMenu = !isGamePage(pathname);
  useGameCommands();
  return (
    <div className={styles.frame}>
      <Header />
      <div className={styles.body}>
        {withSideMenu && <SideMenu />}
        <main className={styles.main} id="main">
          <Outlet />
        </main>
      </div>
      <Footer />
      <FloatingBar />
    </div>
  );
}
