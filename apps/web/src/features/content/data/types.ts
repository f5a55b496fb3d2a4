/** One block of a policy page: a paragraph, or a bulleted list. */
export type DocBlock = string | { list: readonly string[] };

export interface DocSection {
  /** The anchor (#id) the table of contents links to; the same in every language. */
  id: string;
  heading: string;
  blocks: readonly DocBlock[];
}

/** A policy page's text in one language. The Hindi version mirrors the English section by section. */
export interface LegalDocument {
  updated: string;
  intro: readonly string[];
  sections: readonly DocSection[];
}

export interface Faq {
  id: string;
  question: string;
  answer: readonly DocBlock[];
}

/** A policy with its key numbers up front (Return & Refund). */
export interface PolicyWithHighlights extends LegalDocument {
  highlights: readonly { value: string; label: string }[];
}
