import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND, resolveBrand } from './brand';

describe('brand', () => {
  it('defaults to the fictional Acme Credit Union with no insurance claim', () => {
    expect(DEFAULT_BRAND).toMatchObject({
      name: 'Acme Credit Union',
      shortName: 'Acme',
      routingNumber: '21084429',
    });
    expect(DEFAULT_BRAND.footerDisclosure).toMatch(
      /demonstration bank.*not a real financial institution/,
    );
    expect(DEFAULT_BRAND.footerDisclosure).toMatch(/not insured/);
    expect(DEFAULT_BRAND.footerDisclosure).not.toMatch(
      /(?<!not )insured by|member (NCUA|FDIC)|federally insured/i,
    );
  });

  it('takes any part from one JSON override and validates it', () => {
    const brand = resolveBrand(
      JSON.parse(
        '{"name":"Banca Demo","shortName":"Demo","colors":{"primary":"#005f73","accent":"#ee9b00"}}',
      ),
    );
    expect(brand).toMatchObject({
      name: 'Banca Demo',
      shortName: 'Demo',
      phone: DEFAULT_BRAND.phone,
      colors: { primary: '#005f73' },
    });
    expect(() => resolveBrand({ routingNumber: 'abc' })).toThrow();
    expect(() => resolveBrand({ colors: { primary: 'red', accent: '#000000' } })).toThrow();
  });
});
