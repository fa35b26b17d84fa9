import { describe, expect, it } from 'vitest';
import { durationOptions } from './duration-options';

describe('duration options', () => {
  it('name minutes, one hour and hours as the admin screens say them', () => {
    expect(durationOptions([15, 60, 240, 1440])).toEqual([
      { value: '15', label: 'Por 15 minutos' },
      { value: '60', label: 'Por 1 hora' },
      { value: '240', label: 'Por 4 horas' },
      { value: '1440', label: 'Por 24 horas' },
    ]);
  });
});
