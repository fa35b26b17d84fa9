import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { AppRoutes, preloadPage } from './router';

preloadPage(window.location.pathname);

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
