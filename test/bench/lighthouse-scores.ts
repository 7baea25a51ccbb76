import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface PageScores {
  path: string;
  /** 0-100, or null when Lighthouse could not score the category. */
  scores: Record<LighthouseCategory, number | null>;
  /** Titles of the audits that scored below 0.9 in any category, so a low score can be acted on. */
  failing: string[];
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Lighthouse with its default (mobile, simulated throttling) profile on each path, one Chromium for all. */
export async function runLighthouse(baseUrl: string, paths: string[]): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const results: PageScores[] = [];
    for (const path of paths) {
      const run = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...LIGHTHOUSE_CATEGORIES],
      });
      if (!run) throw new Error(`Lighthouse returned no result for ${path}`);
      const { categories, audits } = run.lhr;
      const scores = Object.fromEntries(
        LIGHTHOUSE_CATEGORIES.map((id) => {
          const score = categories[id]?.score;
          return [id, typeof score === 'number' ? Math.round(score * 100) : null];
        }),
      ) as PageScores['scores'];
      const failing = LIGHTHOUSE_CATEGORIES.flatMap((id) =>
        (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => audits[ref.id])
          .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 0.9)
          .map((audit) => `${id}: ${audit!.title}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`),
      );
      results.push({ path, scores, failing });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
