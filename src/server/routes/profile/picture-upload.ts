/** Reading an uploaded picture from a multipart request without ever holding more than 10 MB. */

export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
/** Room for the multipart boundaries and part headers around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export type UploadFailure = {
  ok: false;
  status: 400 | 413;
  code: 'invalid_input' | 'invalid_image' | 'payload_too_large';
  message: string;
};
export type UploadRead = { ok: true; bytes: Buffer } | UploadFailure;

const TOO_LARGE: UploadFailure = {
  ok: false,
  status: 413,
  code: 'payload_too_large',
  message: 'The picture is larger than 10 MB. Choose a smaller one.',
};

class BodyTooLarge extends Error {}

/**
 * The bytes of the multipart field `file`. The body is counted while it streams in (a declared
 * Content-Length is not trusted, and chunked bodies have none) and reading stops as soon as it
 * passes the limit; only a capped stream reaches the form parser.
 */
export async function readPictureUpload(request: Request): Promise<UploadRead> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(contentType) || !request.body) {
    return {
      ok: false,
      status: 400,
      code: 'invalid_input',
      message: 'Send the picture as multipart/form-data in a field named "file".',
    };
  }
  const bodyLimit = MAX_PICTURE_BYTES + MULTIPART_OVERHEAD_BYTES;
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > bodyLimit) return TOO_LARGE;

  let received = 0;
  const capped = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > bodyLimit) controller.error(new BodyTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );

  let form: FormData;
  try {
    form = await new Request('http://upload.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: capped,
      duplex: 'half',
    } as RequestInit).formData();
  } catch {
    if (received > bodyLimit) return TOO_LARGE;
    return {
      ok: false,
      status: 400,
      code: 'invalid_input',
      message: 'The upload could not be read. Please try again.',
    };
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') {
    return {
      ok: false,
      status: 400,
      code: 'invalid_input',
      message: 'Choose a picture to upload (form field "file").',
    };
  }
  if (file.size > MAX_PICTURE_BYTES) return TOO_LARGE;
  if (file.size === 0) {
    return { ok: false, status: 400, code: 'invalid_image', message: 'The picture is empty.' };
  }
  return { ok: true, bytes: Buffer.from(await file.arrayBuffer()) };
}
