import type { z } from 'zod';
import { type SectionSchemas, sectionDefinitions } from './section';

type Examples = { [T in keyof SectionSchemas]: z.input<SectionSchemas[T]> };

/** One valid example per section type, from its definition: used by the registry-wide render test and the content guide. */
export const sectionExamples = Object.fromEntries(sectionDefinitions.map((definition) => [definition.type, definition.example])) as Examples; // Cast: built from the same list the type maps.
