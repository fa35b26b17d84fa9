import { createContext, useContext, type ReactNode } from 'react';

/** A link to a page, as the app shell's route table names it. */
export interface PageLink {
  label: string;
  to: string;
}

/** Where a feature shows links to other pages; the app shell fills each from its route table. */
export interface PageLinks {
  dashboard: readonly PageLink[];
}

const NO_LINKS: PageLinks = { dashboard: [] };

const PageLinksContext = createContext<PageLinks>(NO_LINKS);

/**
 * Features never import the app shell (the route table imports the features), so the shell hands them the links
 * they show through this context instead.
 */
export function PageLinksProvider({ links, children }: { links: PageLinks; children: ReactNode }) {
  return <PageLinksContext.Provider value={links}>{children}</PageLinksContext.Provider>;
}

export function usePageLinks(): PageLinks {
  return useContext(PageLinksContext);
}
