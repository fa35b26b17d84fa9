import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { useIsAdmin, useIsLoggedIn } from '@/lib/session';
import { SIGNED_OUT, signOut } from '@/lib/sign-out';
import { useBackendStatus } from './backend-status';
import { AccountMenu } from './account-menu';
import { OperationsMenu } from './operations-menu';
import { desktopNavItems, mobileNavSections } from './nav-items';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'nav-link nav-link--active' : 'nav-link';

export function NavBar() {
  const loggedIn = useIsLoggedIn();
  const admin = useIsAdmin();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onDashboard = pathname === '/dashboard';
  const backend = useBackendStatus(onDashboard);
  // The menu belongs to the page it was opened on: navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = loggedIn && openOn === pathname;

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpenOn(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const logout = () => {
    setOpenOn(null);
    navigate('/login', { replace: true, state: SIGNED_OUT.device });
    void signOut();
  };

  const items = desktopNavItems(loggedIn, admin);

  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label="Navegação principal">
        <Link to={loggedIn ? '/dashboard' : '/'} className="navbar__brand" aria-label="Sinais Cripto: início">
          <Logo backend={onDashboard ? backend : undefined} />
        </Link>

        {loggedIn ? (
          <>
            <ul className="navbar__links" data-testid="desktop-nav">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={linkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
              {admin ? (
                <li>
                  <OperationsMenu />
                </li>
              ) : null}
              <li>
                <button type="button" className="nav-link nav-link--logout" onClick={logout}>
                  Sair
                </button>
              </li>
            </ul>
            <AccountMenu onLogout={logout} />
            <button
              type="button"
              className={menuOpen ? 'navbar__toggle navbar__toggle--open' : 'navbar__toggle'}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
              onClick={() => setOpenOn(menuOpen ? null : pathname)}
            >
              <span />
              <span />
              <span />
            </button>
          </>
        ) : (
          <Link to="/login" className="btn btn--primary btn--sm navbar__login">
            Login
          </Link>
        )}
      </nav>

      {menuOpen ? (
        <>
          <div className="mobile-menu__backdrop" onClick={() => setOpenOn(null)} aria-hidden="true" />
          <div id="mobile-menu" className="mobile-menu" data-testid="mobile-menu">
            {mobileNavSections(admin).map((section) => (
              <section
                key={section.id}
                className="mobile-menu__section"
                aria-labelledby={`menu-${section.id}`}
              >
                <h2 id={`menu-${section.id}`} className="mobile-menu__title">
                  {section.title}
                </h2>
                <ul>
                  {section.items.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} className={linkClass}>
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <button type="button" className="mobile-menu__logout" onClick={logout}>
              Sair
            </button>
          </div>
        </>
      ) : null}
    </header>
  );
}
