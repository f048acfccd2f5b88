export type ShareTarget = { network: 'Facebook' | 'Twitter' | 'LinkedIn' | 'WhatsApp'; href: string };

/** Share links for a page address, with its title where the service takes one (LinkedIn reads it from the page). */
export function shareTargets(address: string, title: string): ShareTarget[] {
  const url = encodeURIComponent(address);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: 'Twitter', href: `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(title)}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${address}`)}` },
  ];
}
