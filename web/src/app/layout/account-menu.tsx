import { NavLink } from 'react-router-dom';
import { usePreferredName } from '@/lib/preferred-name';
import { useSessionStore } from '@/lib/session';
import { accountMenuItems, initialsOf } from './nav-items';
import { useDropdown } from './use-dropdown';

/** Desktop account menu (issue 16): the member's initials and name open Minha Conta, Configurações, Minhas compras, Sair. */
export function AccountMenu({ onLogout }: { onLogout: () => void }) {
  const name = useSessionStore((s) => s.user?.name ?? 'Minha conta');
  // What the member asked to be called (Minha Conta → "Nome preferido"); the account's name otherwise.
  const shown = usePreferredName() ?? name;
  const { open, box, toggle } = useDropdown();

  return (
    <div className="account-menu" ref={box}>
      {/* Its accessible name is the visible name only (issue 30); aria-expanded says it opens a list. */}
      <button
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={toggle}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          {initialsOf(shown)}
        </span>
        <span className="account-menu__name" data-testid="account-menu-name">
          {shown}
        </span>
        <span className="account-menu__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open ? (
        <ul id="account-menu" className="account-menu__list" data-testid="account-menu">
          {accountMenuItems().map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="account-menu__item">
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" className="account-menu__item account-menu__logout" onClick={onLogout}>
              Sair
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
