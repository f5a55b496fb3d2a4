/** What the company search compares: lower case, no accents, words split at anything else. */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

interface Searchable {
  Code: string;
  CompanyName: string;
}

/**
 * The companies whose name (or operator code) matches what the customer typed, best first:
 * names that start with it, then names whose words start with every typed word, then the rest
 * that contain it. Within a rank the catalogue's own order stays. "bses raj", "tata" and "d2h"
 * all find what a person means; an empty search lists everything.
 */
export function filterCompanies<T extends Searchable>(companies: readonly T[], query: string): T[] {
  const q = normaliseSearch(query);
  if (!q) return [...companies];
  const tokens = q.split(' ');
  const compactQuery = tokens.join('');
  const ranked: { company: T; rank: number; index: number }[] = [];
  companies.forEach((company, index) => {
    const name = normaliseSearch(company.CompanyName);
    const words = name.split(' ');
    const compactName = words.join('');
    const code = company.Code.toLowerCase();
    // Inside a word only from three letters on: "p" finding "supply" would list everything.
    const matches = tokens.every(
      (t) =>
        words.some((w) => w.startsWith(t)) ||
        code.startsWith(t) ||
        (t.length >= 3 && (compactName.includes(t) || code.includes(t))),
    );
    if (!matches) return;
    const rank =
      name.startsWith(q) || compactName.startsWith(compactQuery) || code.startsWith(compactQuery)
        ? 0
        : tokens.every((t) => words.some((w) => w.startsWith(t)))
          ? 1
          : 2;
    ranked.push({ company, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((r) => r.company);
}
