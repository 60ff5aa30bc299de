/**
 * The gift pictures: small hand-drawn SVGs served inline as data URIs, so no external host is
 * needed and they look the same without emoji fonts. Keyed by the catalogue row's `art`.
 */
const ART: Record<string, string> = {
  heart: `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff6b81"/><stop offset="1" stop-color="#c52428"/></linearGradient></defs>
<path d="M32 55C12 41 6 30 6 21c0-8 6-14 14-14 5 0 9 3 12 7 3-4 7-7 12-7 8 0 14 6 14 14 0 9-6 20-26 34z" fill="url(#g)"/>
<path d="M17 15c-4 1-6 5-6 9" stroke="#fff" stroke-width="3" stroke-linecap="round" fill="none" opacity=".55"/>`,
  rose: `<defs><radialGradient id="g" cx=".45" cy=".4" r=".6"><stop offset="0" stop-color="#ff8aa0"/><stop offset="1" stop-color="#b3123a"/></radialGradient></defs>
<path d="M32 34v24" stroke="#2f8f4e" stroke-width="3.5" stroke-linecap="round"/>
<path d="M32 47c-7-1-12-5-13-11 7 0 12 4 13 11zM32 52c6-1 10-5 11-10-6 0-10 4-11 10z" fill="#3aa860"/>
<path d="M32 36c-10 0-16-7-16-15 0-6 3-11 7-13 2 4 6 6 9 6s7-2 9-6c4 2 7 7 7 13 0 8-6 15-16 15z" fill="url(#g)"/>
<path d="M25 20c3 3 11 3 14 0M27 26c3 2 7 2 10 0" stroke="#8c0d2c" stroke-width="1.8" fill="none" stroke-linecap="round" opacity=".7"/>`,
  coffee: `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3e4d3"/><stop offset="1" stop-color="#d8bfa4"/></linearGradient></defs>
<path d="M24 8c-3 4 3 6 0 10M32 6c-3 4 3 6 0 10M40 8c-3 4 3 6 0 10" stroke="#a98f78" stroke-width="2.4" fill="none" stroke-linecap="round"/>
<path d="M12 24h38l-4 26c-1 5-5 8-10 8H26c-5 0-9-3-10-8z" fill="url(#g)"/>
<path d="M50 29h3c4 0 6 3 6 7s-3 8-8 8h-3" stroke="#d8bfa4" stroke-width="4" fill="none"/>
<ellipse cx="31" cy="24" rx="19" ry="4" fill="#6b3f22"/>
<path d="M27 36c2-3 6-3 8 0-2 3-6 3-8 0z" fill="#c49a77"/>`,
  star: `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe27a"/><stop offset="1" stop-color="#f5a300"/></linearGradient></defs>
<path d="M32 5l8 17 18 2-13 13 4 19-17-9-17 9 4-19L6 24l18-2z" fill="url(#g)" stroke="#e08e00" stroke-width="2" stroke-linejoin="round"/>
<circle cx="26" cy="30" r="2.4" fill="#7a4b00"/><circle cx="38" cy="30" r="2.4" fill="#7a4b00"/>
<path d="M27 37c3 3 7 3 10 0" stroke="#7a4b00" stroke-width="2.2" fill="none" stroke-linecap="round"/>`,
  cake: `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd1dc"/><stop offset="1" stop-color="#f59ab2"/></linearGradient></defs>
<path d="M32 6c3 3 3 6 0 8-3-2-3-5 0-8z" fill="#ffb000"/><rect x="30.5" y="14" width="3" height="9" rx="1.5" fill="#7c9cff"/>
<rect x="12" y="23" width="40" height="14" rx="5" fill="url(#g)"/>
<path d="M12 31c4 4 8 4 10 0 3 4 7 4 10 0 3 4 7 4 10 0 2 4 7 4 10 0" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>
<rect x="8" y="37" width="48" height="17" rx="5" fill="#a0522d"/>
<rect x="8" y="43" width="48" height="4" fill="#f4d7b5"/><rect x="4" y="53" width="56" height="5" rx="2.5" fill="#cfd8e3"/>`,
  trophy: `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe07d"/><stop offset="1" stop-color="#d99400"/></linearGradient></defs>
<path d="M18 12c-8 0-11 4-10 9 1 6 6 10 13 11M46 12c8 0 11 4 10 9-1 6-6 10-13 11" stroke="#d99400" stroke-width="4" fill="none"/>
<path d="M17 8h30v12c0 10-6 17-15 17S17 30 17 20z" fill="url(#g)"/>
<rect x="28" y="37" width="8" height="9" fill="#d99400"/><rect x="20" y="46" width="24" height="6" rx="2" fill="#b07600"/>
<rect x="16" y="52" width="32" height="6" rx="2" fill="#6b4a1f"/>
<path d="M32 14l2.5 5 5.5.8-4 3.9 1 5.5-5-2.6-5 2.6 1-5.5-4-3.9 5.5-.8z" fill="#fff6d1"/>`,
  diamond: `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b8f3ff"/><stop offset="1" stop-color="#3a8dde"/></linearGradient></defs>
<path d="M18 10h28l12 14-26 32L6 24z" fill="url(#g)" stroke="#2a6fb8" stroke-width="2" stroke-linejoin="round"/>
<path d="M6 24h52M18 10l6 14 8 32M46 10l-6 14-8 32M24 24l8-14 8 14" stroke="#2a6fb8" stroke-width="1.6" fill="none" stroke-linejoin="round" opacity=".8"/>
<path d="M14 22l5-8" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity=".8"/>`,
  rocket: `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f4f6fb"/><stop offset="1" stop-color="#c7cfdd"/></linearGradient></defs>
<path d="M26 46c-4 4-5 9-4 14 5 1 10 0 14-4z" fill="#ff9d2e"/><path d="M28 46c-2 3-3 6-2 9 3 0 6-1 8-3z" fill="#ffd84d"/>
<path d="M22 40l-9-1 7-10 8-1zM34 52l1 9 10-7 1-8z" fill="#c52428"/>
<path d="M24 44c4-14 14-30 34-38-6 20-22 30-36 34z" fill="url(#g)" stroke="#8a94a8" stroke-width="1.5" stroke-linejoin="round"/>
<circle cx="41" cy="23" r="5" fill="#3a8dde" stroke="#fff" stroke-width="2"/>`,
};

/** The picture of a gift as an `image/svg+xml` data URI (the heart for unknown art). */
export function giftPicture(art: string): string {
  const body = ART[art] ?? ART.heart;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${body.replace(/\n/g, '')}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const GIFT_ART_NAMES = Object.keys(ART);
