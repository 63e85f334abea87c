/** "an admin", "a member", "an object": the indefinite article a word takes (by its first letter, enough for the suite's words). */
export const withArticle = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
