const WORDS_PER_MINUTE = 200;

/** Counts the words of an article's HTML or Markdown, ignoring tags. */
export function countWords(content: string) {
  const text = content.replace(/<[^>]*>/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read: words / 200, rounded up, at least one minute. */
export function readingMinutes(content: string) {
  return Math.max(1, Math.ceil(countWords(content) / WORDS_PER_MINUTE));
}
