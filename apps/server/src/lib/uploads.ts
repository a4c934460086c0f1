import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import {
  detectReceiptType,
  inspectReceiptPdf,
  isImageTooLarge,
  type PdfInspection,
  PdfInspectionBusy,
  type ReceiptType,
} from './receipts.ts';

// Uploaded files, read and judged the same way wherever they come in (a deposit's receipt, a
// business certificate): the multipart form read once, and the file's real type judged by its
// content, never by its name or the type the browser claims.

/** The refusals of one kind of upload, in its own words ("The receipt...", "The document..."). */
export type UploadMessages = {
  empty: string;
  wrongType: string;
  imageTooLarge: string;
  busy: string;
  activePdf: string;
  uncheckablePdf: string;
};

/** Where a refused PDF is logged (the app's logger; tests may leave it out). */
export type UploadLog = { warn(details: object, message: string): void };

/**
 * A multipart form's text parts and its first file part named `fileField`, as sent (other file
 * parts are read and dropped). 415 for a body that is not multipart; the parser's own limits
 * (413) and refusals keep their status; anything else it throws (no boundary, a truncated or
 * malformed body) is the client's broken form (400 "Please send the {what} again"), not a 500.
 */
export async function readUploadForm(
  request: FastifyRequest,
  { fileField, what }: { fileField: string; what: string },
): Promise<{ fields: Record<string, string>; file: Buffer | undefined }> {
  if (!request.isMultipart())
    throw new AppError('unsupported_media_type', `Send the ${what} as multipart/form-data`);
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await (part as MultipartFile).toBuffer();
        if (part.fieldname === fileField && !file) file = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) throw error;
    throw new AppError('validation', `The form could not be read. Please send the ${what} again.`);
  }
  return { fields, file };
}

/**
 * An uploaded file's real type, judged by its content (lib/receipts.ts): a PDF without active
 * content, inspected off the request thread by the shared worker pool within its deadline and
 * memory limit (one it cannot read within them is refused too), or a PNG, JPEG or WebP image of
 * sane size. Refusals are 400 on `field` (503 while the pool is busy), in `messages`' words.
 */
export async function judgeUpload(
  bytes: Buffer,
  options: {
    field: string;
    messages: UploadMessages;
    log?: UploadLog | undefined;
    /** How a refused PDF's inspection is logged: under `key`, with `message`. */
    refusal: { key: string; message: string };
  },
): Promise<ReceiptType> {
  const { field, messages } = options;
  if (bytes.length === 0) throw new AppError('validation', messages.empty, field);
  const type = detectReceiptType(bytes);
  if (!type) throw new AppError('validation', messages.wrongType, field);
  if (type.extension !== 'pdf') {
    if (isImageTooLarge(bytes, type)) throw new AppError('validation', messages.imageTooLarge, field);
    return type;
  }
  let inspection: PdfInspection;
  try {
    inspection = await inspectReceiptPdf(bytes);
  } catch (error) {
    if (error instanceof PdfInspectionBusy) throw new AppError('unavailable', messages.busy, field);
    throw error;
  }
  if (inspection.verdict === 'plain') return type;
  options.log?.warn({ [options.refusal.key]: inspection }, options.refusal.message);
  const message = inspection.verdict === 'active' ? messages.activePdf : messages.uncheckablePdf;
  throw new AppError('validation', message, field);
}
