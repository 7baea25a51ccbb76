/**
 * Saves text as a file from the browser: a Blob behind a temporary object URL, followed by a temporary
 * <a download> (the browser's own download, no new tab). The URL is revoked once the click has started the
 * download, so the file's contents do not stay in memory for the page's life.
 */
export function saveFile(fileName: string, contents: string, type: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // On the next task: some browsers read the URL only after the click's own task has run.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
