import { describe, expect, it } from 'vitest';
import { ApiError } from '@platform/shared-api';
import { describeError } from './describe-error';

describe('describeError', () => {
  it("says a text's limit when the API refuses it as too long, and the spec's words for other bad input", () => {
    const tooLong = new ApiError(400, {
      code: 'invalid_input',
      message: 'Sorry, not all fields are filled out correctly.',
      field: 'name',
      max_length: 80,
    });
    expect(describeError(tooLong)).toEqual({ key: 'validation.tooLong', params: { max: 80 }, field: 'name' });
    const other = new ApiError(400, { code: 'invalid_input', message: 'Sorry, not all fields are filled out correctly.', field: 'name' });
    expect(describeError(other)).toEqual({ key: 'validation.notAllValid', params: {}, field: 'name' });
  });
});
