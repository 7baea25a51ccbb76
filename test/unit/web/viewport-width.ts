/** The width the page is shown at: matchMedia answers "(min-width: Npx)" queries by it (jsdom has no layout). */
export function viewportWidth(width: number): void {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}
