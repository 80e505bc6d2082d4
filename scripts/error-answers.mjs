// The refusals the static servers and the shell's API proxy make themselves, in the API's format
// ({ code, message }) with codes of the one error catalogue (shared/domain/src/errors), so a front
// end reads a refusal the same whichever server made it. Front ends translate the code; the message
// is the catalogue's English text. These servers run under plain node, without a TypeScript loader,
// so the few codes they use are written here; serve-static.test.mjs keeps them equal to the
// catalogue's.

/** code -> [status, the catalogue's English message]. */
export const PROXY_ERRORS = {
  VALIDATION_FAILED: [400, 'Some fields are invalid. Please review and try again.'],
  NOT_FOUND: [404, 'We could not find what you are looking for.'],
  REQUEST_TOO_LARGE: [413, 'The data sent is too large.'],
  FILE_TOO_LARGE: [413, 'The file is larger than the 5 MB limit.'],
  HEADERS_TOO_LARGE: [431, 'The request headers are too large. Clear your cookies and try again.'],
  INTERNAL_ERROR: [500, 'There is an unexpected error. Please try again.'],
  SERVICE_UNAVAILABLE: [503, 'The service is unavailable right now. Please try again shortly.'],
};

const JSON_TYPE = 'application/json; charset=utf-8';

export const errorBody = (code) => JSON.stringify({ code, message: PROXY_ERRORS[code][1] });

/** Answers `reply` with the refusal `code`. */
export const sendError = (reply, code) => reply.code(PROXY_ERRORS[code][0]).type(JSON_TYPE).send(errorBody(code));

// The API's rule (api/src/plugins/app/error-handler.ts): an upload's body past the limit is a file too large.
const UPLOAD = /^(application\/octet-stream|multipart\/)/i;
export const tooLargeCode = (contentType) => (UPLOAD.test(contentType ?? '') ? 'FILE_TOO_LARGE' : 'REQUEST_TOO_LARGE');

/** A framework error (a malformed address, a path reply-from refuses...) as the catalogue's refusal. */
export function codeOfError(error, request) {
  // An address whose escapes do not decode.
  if (error instanceof URIError) return 'VALIDATION_FAILED';
  const status = error.statusCode ?? 500;
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return tooLargeCode(request.headers['content-type']);
  if (status === 431) return 'HEADERS_TOO_LARGE';
  if (status >= 400 && status < 500) return 'VALIDATION_FAILED';
  return 'INTERNAL_ERROR';
}

/**
 * Node's parser refuses a request it cannot read (headers past maxHeaderSize, a broken request
 * line) before Fastify exists for it: answered in the catalogue's format anyway, as the API does.
 */
export function clientErrorHandler(error, socket) {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const code = error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'VALIDATION_FAILED';
  const body = errorBody(code);
  const status = code === 'HEADERS_TOO_LARGE' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: ${JSON_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
