import { lazy, Suspense, type ComponentType } from 'react';
import { useTopDialog } from '@/components/open-dialogs';

/**
 * The shell's notices (./shell-notices.ts), loaded as it first renders: the header and the view
 * paint without waiting for them. Should the chunk fail to load (offline, a tab older than a
 * deploy), they stay away: never an error in place of the shell.
 */
const notices = () => import('./shell-notices');

function later<P extends object>(
  pick: (m: Awaited<ReturnType<typeof notices>>) => ComponentType<P>,
) {
  return lazy(() =>
    notices().then(
      (m) => ({ default: pick(m) }),
      () => ({ default: (() => null) as ComponentType<P> }),
    ),
  );
}

const ToastRegion = later((m) => m.Toasts);

/** The toasts go inside the topmost modal dialog while one is open (see toast-region.tsx). */
export function LaterToasts({ closeLabel }: { closeLabel: string }) {
  const dialog = useTopDialog();
  return (
    <Suspense fallback={null}>
      <ToastRegion closeLabel={closeLabel} dialog={dialog} />
    </Suspense>
  );
}
export const LaterSessionEnding = later((m) => m.SessionEnding);
