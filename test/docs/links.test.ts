// Every relative link of the README and docs/ leads somewhere: the file exists, and a `#fragment` into a Markdown
// file names one of its headings (GitHub's anchor rule: lower case, punctuation dropped, spaces to dashes).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { documentationFiles, projectRoot } from './examples.js';

const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(join(projectRoot, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!)));
}

/** `[text](target)` links outside code, without URLs with a scheme or mail links. */
function relativeLinks(file: string): string[] {
  const text = readFileSync(join(projectRoot, file), 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z]+:/i.test(target));
}

test.each(documentationFiles())('every relative link in %s resolves', (file) => {
  const broken = relativeLinks(file).filter((target) => {
    const [path, fragment] = target.split('#') as [string, string | undefined];
    const resolved = path === '' ? file : normalize(join(dirname(file), path));
    if (!existsSync(join(projectRoot, resolved))) return true;
    return fragment !== undefined && resolved.endsWith('.md') && !anchorsOf(resolved).has(fragment);
  });
  expect(broken).toEqual([]);
});
