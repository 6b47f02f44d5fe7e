/**
 * The web app root: providers around the router.
 */
import { RouterProvider } from 'react-router';
import { useState } from 'react';
import { Providers, createQueryClient } from './providers';
import { createAppRouter } from './router';

/** App root: one query client and one router for the app's lifetime, inside {@link Providers}. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
