import fs from 'node:fs';

/**
 * The fonts Kosh draws documents with (pdf-fonts/OFL.txt): Noto Sans subset to Latin and ₹ (the
 * PDF's built-in Helvetica has no ₹), and Noto Sans Devanagari whole, with the shaping tables its
 * conjuncts and vowel signs need. Read once; the build copies the folder beside the bundle.
 */
export interface FontFiles {
  regular: Buffer;
  bold: Buffer;
  devanagari: Buffer;
  devanagariBold: Buffer;
}

let files: FontFiles | undefined;
export function fontFiles(): FontFiles {
  const read = (name: string) => fs.readFileSync(new URL(`./pdf-fonts/${name}`, import.meta.url));
  files ??= {
    regular: read('NotoSans-Regular.ttf'),
    bold: read('NotoSans-Bold.ttf'),
    devanagari: read('NotoSansDevanagari-Regular.ttf'),
    devanagariBold: read('NotoSansDevanagari-Bold.ttf'),
  };
  return files;
}
