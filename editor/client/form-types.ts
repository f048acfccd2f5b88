/** The forms the editor's server derives from the zod schemas (form-spec.ts), as JSON the browser reads. */
type FieldBase = { label: string; help: string; optional: boolean; defaultValue?: unknown };

export type FieldSpec = FieldBase &
  (
    | { kind: 'text' | 'longtext' | 'number' | 'boolean' | 'link' | 'asset' | 'icon' | 'json' }
    /** A string of a format: an input of that type, checked as it is typed (formatted-fields.tsx). */
    | { kind: 'url' | 'email' | 'date' }
    | { kind: 'choice'; options: (string | number)[] }
    | { kind: 'literal'; value: string | number | boolean }
    | { kind: 'object' | 'image' | 'reference'; object: ObjectSpec }
    | { kind: 'list'; item: FieldSpec }
    | { kind: 'union'; tag: string | undefined; options: { name: string; help: string; object: ObjectSpec }[] }
  );

export type ObjectSpec = { key: string; field: FieldSpec }[];

/** `oncePerPage`: why a page may have one section of this type at most (the validator's rule), when it may. */
export type SectionForm = { type: string; help: string; object: ObjectSpec; example: unknown; oncePerPage?: string };

export type FormSpecs = { page: ObjectSpec; site: ObjectSpec; collection: ObjectSpec; sections: SectionForm[] };

/** One problem the validator found, as the editor's server sends it. */
export type EditorIssue = { file: string; line: number | undefined; path: string; message: string };

export type ContentFileSummary = { file: string; kind: 'site' | 'page' | 'collection'; path?: string; title?: string; layout?: string; anchors?: string[] };

/** Where something is used: a file, the JSON path of the use, and, on a page, its path and section. */
export type UsagePlace = { file: string; path: string; pagePath?: string; section?: number; sectionId?: string; sectionType?: string; via?: string };

export type CollectionSummary = {
  name: string;
  file: string;
  description: string | undefined;
  entries: { index: number; title: string; group: string | undefined; link: string | undefined; usedBy: UsagePlace[] }[];
  /** The sections whose "from" names this collection. */
  usedBy: UsagePlace[];
};

/** The where-used index (usage.ts): images by "/img/…" path, page paths, "path#anchor"s, collections. */
export type UsageIndex = {
  images: Record<string, UsagePlace[]>;
  links: Record<string, UsagePlace[]>;
  anchors: Record<string, UsagePlace[]>;
  collections: CollectionSummary[];
};

export type BrokenUse = { what: string; usedBy: UsagePlace[] };
