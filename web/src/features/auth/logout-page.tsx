import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { signOut } from '@/lib/sign-out';

const LOGOUT_DELAY_MS = 600;

/** /sair and /logout: 'Saindo...', end the session, go to /. */
export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => {
      // Leave first so the login guard around /sair does not redirect to /login.
      navigate('/', { replace: true });
      void signOut();
    }, LOGOUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <LoadingScreen message="Saindo..." />;
}
