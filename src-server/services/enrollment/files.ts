/**
 * Uploads (enrollment documents, check images): checked by content (magic bytes, via file-type), never by name or
 * declared type; at most 5 MB; stored under random names in a folder the server does not
 * serve (UPLOAD_DIR).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest, DomainError } from '../../domain/errors';
import { MAX_UPLOAD_BYTES } from '../../shared/enrollment';

const IMAGES = new Set(['png', 'jpg', 'gif']);
const IMAGES_OR_PDF = new Set(['png', 'jpg', 'gif', 'pdf']);

/** What each upload field accepts (by content). */
export const ACCEPTED = { passport: IMAGES, idDocument: IMAGES_OR_PDF } as const;

/** An upload whose content passed: its form field, the extension its content shows, the bytes. */
export interface CheckedFile {
  field: string;
  ext: string;
  bytes: Uint8Array;
}

/**
 * Checks one uploaded file against the types its content may have (file-type's extension
 * names: `png`, `jpg`, `gif`, `pdf`), never its name or declared type.
 * @param field the form field, named in the messages
 * @param label the document in words ("Passport")
 * @param accepted the extensions allowed; `list` says them for a person ("PNG or JPG")
 * @throws PAYLOAD_TOO_LARGE (413) over 5 MB; BAD_REQUEST (400) when missing, empty, or its
 *   content is not an accepted type
 */
export async function checkFileContent(
  field: string,
  label: string,
  file: File | null,
  accepted: ReadonlySet<string>,
  list: string,
): Promise<CheckedFile> {
  if (!file || file.size === 0) throw badRequest(`${field}: ${label} file is required`);
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new DomainError('TOO_LARGE', `${field}: ${label} is larger than 5 MB`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  // A truncated file (a PNG signature with no chunk after it) makes the parser run out of
  // bytes and throw: that is a file of no accepted type, not a server error.
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (!type || !accepted.has(type.ext)) {
    throw badRequest(`${field}: ${label} must be a ${list} file (its content is not)`);
  }
  return { field, ext: type.ext, bytes };
}

/**
 * Checks one enrollment upload.
 * @throws PAYLOAD_TOO_LARGE (413) over 5 MB; BAD_REQUEST (400) when missing, empty, or its
 *   content is not an accepted type
 */
export function checkUpload(field: keyof typeof ACCEPTED, file: File | null): Promise<CheckedFile> {
  return field === 'passport'
    ? checkFileContent(field, 'Passport', file, ACCEPTED.passport, 'PNG, JPG or GIF')
    : checkFileContent(field, 'ID document', file, ACCEPTED.idDocument, 'PNG, JPG, GIF or PDF');
}

/** Writes checked files under random names; returns their paths (relative to `dir`). */
export function storeUploads(dir: string, files: CheckedFile[]): string[] {
  mkdirSync(dir, { recursive: true });
  return files.map((f) => {
    const name = `${randomUUID()}.${f.ext}`;
    writeFileSync(join(dir, name), f.bytes, { flag: 'wx', mode: 0o600 });
    return name;
  });
}

/** Removes stored uploads again (when the database step fails). */
export function removeUploads(dir: string, names: string[]): void {
  for (const name of names) rmSync(join(dir, name), { force: true });
}
