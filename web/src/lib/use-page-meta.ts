import { useEffect } from 'react';

const SITE_NAME = 'NagText';

function setMetaDescription(description: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = description;
}

/**
 * Sets the tab title ("<title> | NagText", or just "NagText" for an empty title) and the meta
 * description for the current route. Every page calls it once at its top.
 */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    setMetaDescription(description);
  }, [title, description]);
}
