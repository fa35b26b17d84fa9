import { useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { readRedirectState } from '@/lib/navigation-state';

/** Shows a message passed in navigation state (e.g. a refused admin check) on any page but /login, which shows its own. */
export function FlashMessage() {
  const location = useLocation();
  const navigate = useNavigate();
  if (location.pathname === '/login') return null;
  const { message, tone } = readRedirectState(location.state);
  if (!message) return null;
  // Dismissing clears the history state too, so a reload does not bring the message back.
  const dismiss = () =>
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  return (
    <div className="flash">
      <Alert tone={tone ?? 'info'} onDismiss={dismiss}>
        {message}
      </Alert>
    </div>
  );
}
