import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { tabTitle } from './tab-titles';

export function useTabTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = tabTitle(pathname);
  }, [pathname]);
}
