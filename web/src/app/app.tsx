import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { createAppRouter, preloadPage } from './router';

preloadPage(window.location.pathname);
const router = createAppRouter();

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
