import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { router } from './router';

// SPEC.md §6: a session the server refuses ends at /login.
const goToLogin = () => void router.navigate('/login');

export function App() {
  return (
    <AppProvider onSessionEnded={goToLogin}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
