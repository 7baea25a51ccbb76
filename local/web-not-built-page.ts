/** Shown at every web path while web/dist does not exist. No script, so the strict CSP is no obstacle. */
export function webNotBuiltPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>NagText: the web app is not built</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>The web app is not built yet</h1>
<p>There is no <code>web/dist</code> to serve. Build it with:</p>
<pre><code>npm run build:web</code></pre>
<p>then reload this page. (<code>npm start</code> builds it for you when <code>web/dist</code> is missing or older than <code>web/src</code>; if you see this page after <code>npm start</code>, the build failed: its errors are in the terminal.)</p>
<p>The API at <code>/api</code> and the <a href="/dev/phone">phone simulator</a> work without it.</p>
</body>
</html>
`;
}
