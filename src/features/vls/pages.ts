import { definePages } from '@/lib/pages';
import { vlsAccess } from './access';
import type { vlsStrings } from './strings';
import { documentsIcon } from '@/lib/tile-icons';

/** The tabs of the tab bar, by the key of their label in the feature's strings. */
export type VlsTab = keyof (typeof vlsStrings)['sv']['tabs'];

/** Document distribution (spec 1 §2): its pages, tab bar, tab title and tile, declared once. */
export const vlsPages = definePages<VlsTab>({
  base: '/vls',
  access: vlsAccess.any,
  title: 'Dokument',
  layout: () => import('./components/vls-layout').then((m) => m.VlsLayout),
  redirects: {
    '': 'mydocs',
    documentsToLoad: 'mydocs',
    review: 'followupReadingRecipt',
    'review/user': 'followupReadingRecipt',
  },
  pages: [
    {
      path: 'mydocs',
      access: vlsAccess.toRead,
      tab: 'mine',
      screen: () => import('./components/my-documents-page').then((m) => m.MyDocumentsPage),
    },
    {
      path: 'viewAllDocuments',
      access: vlsAccess.readAll,
      tab: 'all',
      screen: () => import('./components/all-documents-page').then((m) => m.AllDocumentsPage),
    },
    {
      path: 'followupReadingRecipt',
      access: vlsAccess.followup,
      tab: 'followup',
      screen: () => import('./components/followup-page').then((m) => m.FollowupPage),
    },
    {
      path: 'review/user/:userid',
      access: vlsAccess.followup,
      screen: () => import('./components/review-user-page').then((m) => m.ReviewUserPage),
    },
    {
      path: 'files',
      access: vlsAccess.upload,
      tab: 'upload',
      screen: () => import('./components/files-page').then((m) => m.FilesPage),
    },
    {
      path: 'files/upload',
      access: vlsAccess.upload,
      screen: () => import('./components/upload-page').then((m) => m.UploadPage),
    },
  ],
  tiles: [{ label: 'Dokument', icon: documentsIcon }],
});
