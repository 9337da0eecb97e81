/** A blob part's fields that its text form reads. */
export interface BlobLike {
  readonly name: string;
  readonly mimeType: string;
  readonly data: string;
}

/** A blob as plain text, for providers (or mime types) that take no attachment of that kind. */
export function blobAsText(part: BlobLike): string {
  const textual = /^text\/|json|xml|csv|yaml|javascript/i.test(part.mimeType);
  return textual
    ? `[attached file ${part.name} (${part.mimeType})]\n${part.data}`
    : `[attached file ${part.name} (${part.mimeType}, ${part.data.length.toLocaleString('en-US')} characters) not readable as text]`;
}
