/**
 * Sharing a plan (spec §2 share route, §4 only once generated with a plan id, §8 "share failed"):
 * `share()` makes the plan public, copies `${origin}/share/${planId}` to the clipboard and says so
 * in a toast (or asks to copy the link shown when the clipboard is not available); `unshare()`
 * makes it private again; `setSearchable(on)` lets search engines list a shared plan or not. The
 * plan's cached copy and the history list are refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/toast';
import { planQueryKey } from '../api/get-plan';
import { USER_PLANS_KEY } from '../api/list-user-plans';
import { setPlanShared, shareUrl } from '../api/share-plan';

/** Copy `text` to the clipboard; false when the browser does not allow it. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Share and unshare controls for `planId` (null: nothing to share yet). */
export function useSharePlan(planId: string | null) {
  const { t } = useTranslation('planner');
  const queryClient = useQueryClient();
  const settle = () => {
    if (planId) void queryClient.invalidateQueries({ queryKey: planQueryKey(planId) });
    void queryClient.invalidateQueries({ queryKey: USER_PLANS_KEY });
  };

  const share = useMutation({
    mutationFn: async () => {
      if (!planId) throw new Error('no plan to share');
      await setPlanShared(planId, true);
      const url = shareUrl(planId);
      return { url, copied: await copyText(url) };
    },
    onSuccess: ({ copied }) => {
      if (copied) toast.success(t('share.copied'));
      else toast.info(t('share.copyManually'));
      settle();
    },
    onError: () => toast.error(t('share.failed')),
  });

  const unshare = useMutation({
    mutationFn: async () => {
      if (!planId) throw new Error('no plan to unshare');
      await setPlanShared(planId, false);
    },
    onSuccess: () => {
      toast.success(t('share.stopped'));
      settle();
    },
    onError: () => toast.error(t('share.unshareFailed')),
  });

  const setSearchable = useMutation({
    mutationFn: async (searchable: boolean) => {
      if (!planId) throw new Error('no plan to list');
      return setPlanShared(planId, true, searchable);
    },
    onSuccess: (sharing) => {
      toast.success(t(sharing.searchable ? 'share.searchableOn' : 'share.searchableOff'));
      settle();
    },
    onError: () => toast.error(t('share.searchableFailed')),
  });

  return { share, unshare, setSearchable, link: planId ? shareUrl(planId) : null };
}
