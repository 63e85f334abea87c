import { describe, expect, it } from 'vitest';
import { withArticle } from '../../engine/article.js';

describe('withArticle', () => {
  it('writes "an admin", "an object", "a member", "a manager"', () => {
    expect(['admin', 'object', 'observer', 'member', 'manager', 'string'].map(withArticle)).toEqual([
      'an admin',
      'an object',
      'an observer',
      'a member',
      'a manager',
      'a string',
    ]);
  });
});
