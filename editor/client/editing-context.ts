import { createContext } from 'react';
import type { EditorIssue, SectionForm, UsageIndex, UsagePlace } from './form-types';

export type EditorContext = {
  routes: string[];
  images: string[];
  icons: { name: string; svg: string }[];
  issues: EditorIssue[];
  sections: SectionForm[];
  /** Where everything is used (usage.ts), as saved; undefined until loaded. */
  usage?: UsageIndex;
  /** The open page's path, when a page is open. */
  pagePath?: string;
  /** Opens a place's file and selects its section (or field). */
  goTo: (place: UsagePlace) => void;
  setImages: (images: string[]) => void;
  /** The open file, and the editor's live region (the status line). */
  file?: string;
  announce: (message: string) => void;
};

export const Editing = createContext<EditorContext>({
  routes: [],
  images: [],
  icons: [],
  issues: [],
  sections: [],
  goTo: () => {},
  setImages: () => {},
  announce: () => {},
});
