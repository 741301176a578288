import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';

// On its own react-admin would create a hash router. The specifications' addresses are real
// paths (e-mails link to /set-password?token=...), and the server answers index.html for
// them, so the app runs in a browser (data) router; react-admin uses it when it finds one.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
