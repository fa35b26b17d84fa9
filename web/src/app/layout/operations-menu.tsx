import { NavLink, useLocation } from 'react-router-dom';
import { operationsMenuItems } from './nav-items';
import { useDropdown } from './use-dropdown';

/** Desktop "Operação" dropdown (admins): every operator page from the route table. */
export function OperationsMenu() {
  const { open, box, toggle } = useDropdown();
  const { pathname } = useLocation();
  const items = operationsMenuItems();
  const here = items.some((i) => pathname === i.to || pathname.startsWith(`${i.to}/`));
  return (
    <div className="ops-menu" ref={box}>
      <button
        type="button"
        className={here ? 'nav-link nav-link--active ops-menu__toggle' : 'nav-link ops-menu__toggle'}
        aria-expanded={open}
        aria-controls="ops-menu"
        aria-haspopup="true"
        onClick={toggle}
      >
        Operação
      </button>
      {open ? (
        <ul id="ops-menu" className="account-menu__list ops-menu__list" data-testid="ops-menu">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="account-menu__item">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
