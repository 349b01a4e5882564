import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireAccess } from '@/components/require-access';
import type { AccessRule } from '@/lib/auth/access';
import { vlsAccess } from './access';

type Page = () => React.JSX.Element;

/** A lazily loaded page behind its access rule. */
const loading = <p className="state state-loading" role="status" aria-busy="true" />;

const guarded = (
  rule: AccessRule,
  load: () => Promise<Page>,
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> => ({
  hydrateFallbackElement: loading,
  lazy: async () => {
    const Page = await load();
    return {
      element: (
        <RequireAccess rule={rule}>
          <Page />
        </RequireAccess>
      ),
    };
  },
});

const toMyDocs = <Navigate to="/vls/mydocs" replace />;
const toFollowup = <Navigate to="/vls/followupReadingRecipt" replace />;

/** Document (VLS) routes (spec 1 §2). */
export const vlsRoutes: RouteObject[] = [
  {
    path: 'vls',
    hydrateFallbackElement: loading,
    lazy: async () => {
      const { VlsLayout } = await import('./components/vls-layout');
      return {
        element: (
          <RequireAccess rule={vlsAccess.any}>
            <VlsLayout />
          </RequireAccess>
        ),
      };
    },
    children: [
      { index: true, element: toMyDocs },
      { path: 'documentsToLoad', element: toMyDocs },
      {
        path: 'mydocs',
        ...guarded(vlsAccess.toRead, () =>
          import('./components/my-documents-page').then((m) => m.MyDocumentsPage),
        ),
      },
      {
        path: 'viewAllDocuments',
        ...guarded(vlsAccess.readAll, () =>
          import('./components/all-documents-page').then((m) => m.AllDocumentsPage),
        ),
      },
      {
        path: 'followupReadingRecipt',
        ...guarded(vlsAccess.followup, () =>
          import('./components/followup-page').then((m) => m.FollowupPage),
        ),
      },
      { path: 'review', element: toFollowup },
      { path: 'review/user', element: toFollowup },
      {
        path: 'review/user/:userid',
        ...guarded(vlsAccess.followup, () =>
          import('./components/review-user-page').then((m) => m.ReviewUserPage),
        ),
      },
      {
        path: 'files',
        ...guarded(vlsAccess.upload, () =>
          import('./components/files-page').then((m) => m.FilesPage),
        ),
      },
      {
        path: 'files/upload',
        ...guarded(vlsAccess.upload, () =>
          import('./components/upload-page').then((m) => m.UploadPage),
        ),
      },
    ],
  },
];
