import { definePages } from '@/lib/pages';

/** Reports (/report), for every signed-in user; in the shell's menu. */
export const reportPages = definePages({
  base: '/report',
  title: 'Rapporter',
  pages: [{ path: '', screen: () => import('./report-page').then((m) => m.ReportPage) }],
  menu: [{ label: 'Rapporter' }],
});
