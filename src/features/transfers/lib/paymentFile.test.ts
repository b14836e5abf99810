// @vitest-environment jsdom
/**
 * The Upload payments screen's reading of a pain.001 file: the sample it offers reads back
 * payment by payment, and a file with a namespace prefix reads the same.
 */
import { describe, expect, it } from 'vitest';
import { filePayments, samplePaymentFile } from './paymentFile';

describe('pain.001 files on the Upload payments screen', () => {
  it('reads back the sample it writes, one payment per other account', () => {
    const xml = samplePaymentFile(
      { accountNumber: '4820193746', name: 'Checking' },
      [
        { accountNumber: '4820551208', name: 'Alex Morgan' },
        { accountNumber: 'GB29NWBK60161331926819', name: 'Jane & Co' },
      ],
      'Alex Morgan',
      new Date('2026-11-26T09:30:00Z'),
    );
    expect(xml).toContain('<MsgId>SAMPLE-20261126093000</MsgId>');
    expect(xml).toContain('<CtrlSum>3.00</CtrlSum>');
    expect(filePayments(xml)).toEqual([
      {
        endToEndId: 'SAMPLE-1',
        creditorName: 'Alex Morgan',
        creditorAccount: '4820551208',
        amount: '1.00',
      },
      {
        endToEndId: 'SAMPLE-2',
        creditorName: 'Jane & Co',
        creditorAccount: 'GB29NWBK60161331926819',
        amount: '2.00',
      },
    ]);
  });

  it('reads a file whose elements carry a namespace prefix, and nothing from one that is not XML', () => {
    const xml = `<?xml version="1.0"?>
<p:Document xmlns:p="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><p:CstmrCdtTrfInitn><p:PmtInf>
<p:CdtTrfTxInf><p:PmtId><p:EndToEndId>E-1</p:EndToEndId></p:PmtId>
<p:Amt><p:InstdAmt Ccy="USD">12.50</p:InstdAmt></p:Amt><p:Cdtr><p:Nm>Supplier</p:Nm></p:Cdtr>
<p:CdtrAcct><p:Id><p:Othr><p:Id>4820551208</p:Id></p:Othr></p:Id></p:CdtrAcct></p:CdtTrfTxInf>
</p:PmtInf></p:CstmrCdtTrfInitn></p:Document>`;
    expect(filePayments(xml)).toEqual([
      {
        endToEndId: 'E-1',
        creditorName: 'Supplier',
        creditorAccount: '4820551208',
        amount: '12.50',
      },
    ]);
    expect(filePayments('<Document><broken></Document>')).toEqual([]);
  });
});
