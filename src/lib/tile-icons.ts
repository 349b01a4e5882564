/**
 * The front-page tiles' icons: Lucide's line icons (lucide-static, ISC), each its own small
 * hashed SVG file (`?no-inline`: a URL in the bundle, not the drawing, so the first bundle grows
 * by a few bytes per tile and the images are cached for a year). The tile draws the SVG as a CSS
 * mask in the text colour, so the icons follow the theme.
 */
export { default as infraIcon } from 'lucide-static/icons/train-track.svg?no-inline';
export { default as eventsIcon } from 'lucide-static/icons/triangle-alert.svg?no-inline';
export { default as ssoIcon } from 'lucide-static/icons/key-round.svg?no-inline';
export { default as trafficControlIcon } from 'lucide-static/icons/tower-control.svg?no-inline';
export { default as externalControlIcon } from 'lucide-static/icons/globe.svg?no-inline';
export { default as planningIcon } from 'lucide-static/icons/calendar-range.svg?no-inline';
export { default as documentsIcon } from 'lucide-static/icons/file-text.svg?no-inline';
export { default as staffIcon } from 'lucide-static/icons/users-round.svg?no-inline';
export { default as messagesIcon } from 'lucide-static/icons/megaphone.svg?no-inline';
export { default as lostAndFoundIcon } from 'lucide-static/icons/package-search.svg?no-inline';
export { default as yellowVestIcon } from 'lucide-static/icons/shirt.svg?no-inline';
export { default as commandoIcon } from 'lucide-static/icons/terminal.svg?no-inline';
export { default as tempoIcon } from 'lucide-static/icons/timer.svg?no-inline';
export { default as verifyIcon } from 'lucide-static/icons/clipboard-check.svg?no-inline';
export { default as workshopIcon } from 'lucide-static/icons/wrench.svg?no-inline';
export { default as multiviewIcon } from 'lucide-static/icons/layout-grid.svg?no-inline';
export { default as ecaseIcon } from 'lucide-static/icons/briefcase.svg?no-inline';
export { default as positionListIcon } from 'lucide-static/icons/list-ordered.svg?no-inline';
export { default as calendarIcon } from 'lucide-static/icons/calendar-days.svg?no-inline';
