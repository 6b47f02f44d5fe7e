/**
 * What a successful login does (spec §4 "Successful login"): store token, user id, username and
 * role and set logged-in (the session store, which also emits login-success to its listeners);
 * refresh cached queries that depend on who is asking (likes, "my" data); with remember-me, fetch
 * and save the user info (avatar, email, phone). The caller closes the dialog.
 *
 * Membership and remaining voice counts are not fetched here: no membership API exists yet, and
 * those features subscribe to `onLoginSuccess` (lib/session.ts) so the dialog stays unaware of them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LoginData } from '@dali/shared/contracts/auth';
import { useSessionStore } from '../../../lib/session';
import { currentUserQuery } from '../api/get-current-user';

/** Returns `complete(data, rememberMe)`, to call with the data of a successful login. */
export function useCompleteLogin(): (data: LoginData, rememberMe: boolean) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (data: LoginData, rememberMe: boolean) => {
      useSessionStore.getState().logIn({ accessToken: data.accessToken, userId: data.userId, username: data.username, role: data.role });
      void queryClient.invalidateQueries();
      if (!rememberMe) return;
      queryClient
        .fetchQuery(currentUserQuery(data.userId))
        .then((user) => {
          // Only if the same user is still logged in by the time the answer arrives.
          if (useSessionStore.getState().session?.userId !== user.userId) return;
          useSessionStore.getState().setProfile({ avatar: user.avatar, email: user.email, phone: user.phone }, { persist: true });
        })
        .catch(() => {
          // Quiet: without the info the navbar shows the username, which every account has.
        });
    },
    [queryClient],
  );
}
