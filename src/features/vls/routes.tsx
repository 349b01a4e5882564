import { Navigate, type RouteObject } from 'react-router-dom';
import { guardedPage } from '@/components/guarded-route';
import { vlsAccess } from './access';

const toMyDocs = <Navigate to="/vls/mydocs" replace />;
const toFollowup = <Navigate to="/vls/followupReadingRecipt" replace />;

/** Document (VLS) routes (spec 1 §2). */
export const vlsRoutes: RouteObject[] = [
  {
    path: 'vls',
    ...guardedPage(vlsAccess.any, () => import('./components/vls-layout').then((m) => m.VlsLayout)),
    children: [
      { index: true, element: toMyDocs },
      { path: 'documentsToLoad', element: toMyDocs },
      {
        path: 'mydocs',
        ...guardedPage(vlsAccess.toRead, () =>
          import('./components/my-documents-page').then((m) => m.MyDocumentsPage),
        ),
      },
      {
        path: 'viewAllDocuments',
        ...guardedPage(vlsAccess.readAll, () =>
          import('./components/all-documents-page').then((m) => m.AllDocumentsPage),
        ),
      },
      {
        path: 'followupReadingRecipt',
        ...guardedPage(vlsAccess.followup, () =>
          import('./components/followup-page').then((m) => m.FollowupPage),
        ),
      },
      { path: 'review', element: toFollowup },
      { path: 'review/user', element: toFollowup },
      {
        path: 'review/user/:userid',
        ...guardedPage(vlsAccess.followup, () =>
          import('./components/review-user-page').then((m) => m.ReviewUserPage),
        ),
      },
      {
        path: 'files',
        ...guardedPage(vlsAccess.upload, () =>
          import('./components/files-page').then((m) => m.FilesPage),
        ),
      },
      {
        path: 'files/upload',
        ...guardedPage(vlsAccess.upload, () =>
          import('./components/upload-page').then((m) => m.UploadPage),
        ),
      },
    ],
  },
];
