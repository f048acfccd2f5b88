/** The forms the editor's server derives from the zod schemas (form-spec.ts), as JSON the browser reads. */
export type FieldBase = { label: string; help: string; optional: boolean; defaultValue?: unknown };

export type FieldSpec = FieldBase &
  (
    | { kind: 'text' | 'longtext' | 'number' | 'boolean' | 'link' | 'asset' | 'icon' | 'json' }
    | { kind: 'choice'; options: (string | number)[] }
    | { kind: 'literal'; value: string | number | boolean }
    | { kind: 'object' | 'image'; object: ObjectSpec }
    | { kind: 'list'; item: FieldSpec }
    | { kind: 'union'; tag: string | undefined; options: { name: string; help: string; object: ObjectSpec }[] }
  );

export type ObjectSpec = { key: string; field: FieldSpec }[];

export type SectionForm = { type: string; help: string; object: ObjectSpec; example: unknown };

export type FormSpecs = { page: ObjectSpec; site: ObjectSpec; collection: ObjectSpec; sections: SectionForm[] };

/** One problem the validator found, as the editor's server sends it. */
export type EditorIssue = { file: string; line: number | undefined; path: string; message: string };

export type ContentFileSummary = { file: string; kind: 'site' | 'page' | 'collection'; path?: string; title?: string; layout?: string; anchors?: string[] };
