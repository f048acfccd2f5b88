/** The id of a section's heading, which the section (and its form) is labelled by. */
export function headingIdFor(sectionId: string): string {
  return `${sectionId}-heading`;
}
