import { Link } from 'react-router-dom';
import { usePageLinks } from '@/lib/page-links';

/** Links to the member pages the spec's bar does not hold (issue 16 §5), from the route table. */
export function DashboardShortcuts() {
  const { dashboard } = usePageLinks();
  return (
    <nav className="dash-shortcuts" aria-label="Atalhos do painel" data-testid="dashboard-shortcuts">
      {dashboard.map((item) => (
        <Link key={item.to} to={item.to} className="dash-shortcuts__link">
          {item.label} <span aria-hidden="true">→</span>
        </Link>
      ))}
    </nav>
  );
}
