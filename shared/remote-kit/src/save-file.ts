/**
 * Hands a file the API answered (fetched with the caller's credentials, so a plain link would not
 * do) to the browser as a download named `fileName`. The object URL lives a little while after the
 * click: revoking it at once cancels the download in some browsers.
 */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
