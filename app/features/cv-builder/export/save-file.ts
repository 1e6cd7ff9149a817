/**
 * Hands a file made in the browser to the person as a download. The Blob URL is only ever used by a temporary
 * <a download>, never opened in a frame or window, and it is revoked straight after.
 */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the file after click() returns; give them a moment before revoking.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function textBlob(text: string, type: string): Blob {
  return new Blob([text], { type: `${type};charset=utf-8` });
}
