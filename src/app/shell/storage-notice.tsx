import { useSyncExternalStore } from 'react';
import { defineStrings, useStrings } from '@/lib/i18n';
import { storageFull, subscribeStorageFull } from '@/lib/storage/safe-storage';

const strings = defineStrings({
  sv: {
    storageFull:
      'Webbläsarens lagring är full. Portalen fungerar, men utkast och val sparas inte på den här datorn, och inloggningen gäller bara den här fliken.',
  },
  en: {
    storageFull:
      'The browser’s storage is full. The portal works, but drafts and choices are not kept on this computer, and the sign-in holds for this tab only.',
  },
  pl: {
    storageFull:
      'Pamięć przeglądarki jest pełna. Portal działa, ale szkice i wybory nie są zapisywane na tym komputerze, a logowanie obowiązuje tylko w tej karcie.',
  },
});

/** A quiet notice (not an alert) once a write was given up for want of space in storage. */
export function StorageNotice() {
  const t = useStrings(strings);
  const full = useSyncExternalStore(subscribeStorageFull, storageFull, () => false);
  if (!full) return null;
  return (
    <p className="page-note storage-notice" role="status">
      {t.storageFull}
    </p>
  );
}
