/**
 * What the shell shows only now and then: the toasts' region and the warning before the session
 * ends. One chunk, loaded as the shell first renders, not in the start bundle (./shell-later.tsx).
 */
export { Toasts } from '@/components/toast-region';
export { SessionEnding } from './session-ending';
