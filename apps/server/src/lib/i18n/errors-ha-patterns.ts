// The API's error messages with values in them, in Hausa (issue 23); errors-ha.ts has the
// fixed ones and says how the catalogue is used.

/**
 * Messages with values in them: {{field}} a field name (fieldsHa), {{what}} and {{status}}, {{method}},
 * {{who}}, {{verb}} words (wordsHa; a status, method, who or verb not there is kept), {{n}} a number,
 * and any other {{name}} a value kept as it is (a reference, a name, an amount, a date, a list).
 */
export const patternsHa: readonly { en: string; ha: string }[] = [
  // The shared schemas' patterns (packages/shared/src/messages.ts), as the web says them.
  { en: '{{field}} is required', ha: 'Dole a cika {{field}}' },
  { en: 'Please enter a valid {{field}}', ha: 'Da fatan a shigar da {{field}} mai inganci' },
  { en: '{{field}} cannot be less than {{n}}', ha: '{{field}} ba zai iya gaza {{n}} ba' },
  { en: '{{field}} cannot be more than {{n}}', ha: '{{field}} ba zai iya wuce {{n}} ba' },
  { en: '{{field}} cannot be less than {{n}} characters', ha: '{{field}} ba zai iya gaza haruffa {{n}} ba' },
  { en: '{{field}} cannot be more than {{n}} characters', ha: '{{field}} ba zai iya wuce haruffa {{n}} ba' },
  { en: '{{field}} cannot be negative', ha: '{{field}} ba zai iya zama ƙasa da sifili ba' },
  {
    en: 'The {{field}} cannot be longer than {{n}} characters',
    ha: '{{field}} ba zai iya wuce haruffa {{n}} ba',
  },
  { en: 'Choose at most {{n}} days', ha: 'Zaɓi kwanaki {{n}} a mafi yawa' },
  { en: '{{field}} must be a whole number of litres', ha: '{{field}} dole ya zama cikakkun lita' },
  { en: '{{field}} must be a whole number', ha: '{{field}} dole ya zama cikakken lamba' },
  { en: '{{field}} must be a number', ha: '{{field}} dole ya zama lamba' },
  {
    en: '{{field}} must be between -{{n}} and {{max}}',
    ha: '{{field}} dole ya kasance tsakanin -{{n}} da {{max}}',
  },
  { en: '{{field}} cannot be more than {{n}} MB', ha: '{{field}} ba zai iya wuce MB {{n}} ba' },
  { en: 'Enter {{field}} as HH:MM', ha: 'Shigar da {{field}} a tsarin HH:MM' },
  {
    en: '{{field}} must be a number above 0 and at most {{n}}, with at most 9 decimal places',
    ha: '{{field}} dole ya zama lamba sama da 0 kuma bai wuce {{n}} ba, da lambobi 9 a mafi yawa bayan digo',
  },
  { en: 'Enter a date from {{from}} to {{to}}', ha: 'Shigar da kwanan wata daga {{from}} zuwa {{to}}' },
  {
    en: 'The count must be a whole number from 1 to {{n}}',
    ha: 'Adadi dole ya zama cikakken lamba daga 1 zuwa {{n}}',
  },
  {
    en: 'The limit must be a whole number from 1 to {{n}}',
    ha: 'Iyaka dole ta zama cikakken lamba daga 1 zuwa {{n}}',
  },
  {
    en: 'The receipt index must be a whole number from 0 to {{n}}',
    ha: 'Lambar rasit dole ta zama cikakken lamba daga 0 zuwa {{n}}',
  },

  // zod's own English, for a schema without a message of its own (a client other than the web).
  { en: 'Invalid input', ha: 'Shigarwa ba ta da inganci' },
  {
    en: 'Invalid input: expected {{a}}, received {{b}}',
    ha: 'Shigarwa ba ta da inganci: ana sa ran {{a}}, an samu {{b}}',
  },
  { en: 'Invalid input: expected {{a}}', ha: 'Shigarwa ba ta da inganci: ana sa ran {{a}}' },
  {
    en: 'Invalid option: expected one of {{a}}',
    ha: 'Zaɓi ba shi da inganci: ana sa ran ɗaya daga cikin {{a}}',
  },
  {
    en: 'Too big: expected {{a}} to have {{b}}',
    ha: 'Ya yi girma da yawa: ana sa ran {{a}} ya kasance da {{b}}',
  },
  { en: 'Too big: expected {{a}} to be {{b}}', ha: 'Ya yi girma da yawa: ana sa ran {{a}} ya zama {{b}}' },
  {
    en: 'Too small: expected {{a}} to have {{b}}',
    ha: 'Ya yi ƙanƙanta: ana sa ran {{a}} ya kasance da {{b}}',
  },
  { en: 'Too small: expected {{a}} to be {{b}}', ha: 'Ya yi ƙanƙanta: ana sa ran {{a}} ya zama {{b}}' },
  {
    en: 'Invalid string: must match pattern {{a}}',
    ha: 'Rubutu ba shi da inganci: dole ya dace da tsarin {{a}}',
  },
  { en: 'Unrecognized key: {{a}}', ha: 'Maɓalli da ba a sani ba: {{a}}' },
  { en: 'Unrecognized keys: {{a}}', ha: 'Maɓallai da ba a sani ba: {{a}}' },

  // Not found, and the error handler's route texts.
  { en: '{{what}} was not found', ha: 'Ba a sami {{what}} ba' },
  { en: 'No API route matches {{method}} {{path}}', ha: 'Babu hanyar API da ta dace da {{method}} {{path}}' },
  { en: 'Method {{method}} is not allowed on {{path}}', ha: 'Ba a yarda da {{method}} a kan {{path}} ba' },
  {
    en: 'Something went wrong on our side. Please try again later (reference {{reference}}).',
    ha: 'An samu matsala a ɓangarenmu. Da fatan a sake gwadawa daga baya (lamba {{reference}}).',
  },

  // Signing in, uploads.
  {
    en: 'Too many wrong passwords for this account. Please try again in {{n}} minute.',
    ha: 'Kalmomin sirri da ba daidai ba sun yi yawa a wannan asusu. Da fatan a sake gwadawa bayan minti {{n}}.',
  },
  {
    en: 'Too many wrong passwords for this account. Please try again in {{n}} minutes.',
    ha: 'Kalmomin sirri da ba daidai ba sun yi yawa a wannan asusu. Da fatan a sake gwadawa bayan minti {{n}}.',
  },
  {
    en: 'Too many failed log-ins for this account. Please try again in {{n}} minute.',
    ha: 'Ƙoƙarin shiga da bai yi nasara ba sun yi yawa a wannan asusu. Da fatan a sake gwadawa bayan minti {{n}}.',
  },
  {
    en: 'Too many failed log-ins for this account. Please try again in {{n}} minutes.',
    ha: 'Ƙoƙarin shiga da bai yi nasara ba sun yi yawa a wannan asusu. Da fatan a sake gwadawa bayan minti {{n}}.',
  },
  {
    en: 'Too many failed log-ins from your network. Please try again in {{n}} minute.',
    ha: 'Ƙoƙarin shiga da bai yi nasara ba sun yi yawa daga hanyar sadarwarka. Da fatan a sake gwadawa bayan minti {{n}}.',
  },
  {
    en: 'Too many failed log-ins from your network. Please try again in {{n}} minutes.',
    ha: 'Ƙoƙarin shiga da bai yi nasara ba sun yi yawa daga hanyar sadarwarka. Da fatan a sake gwadawa bayan minti {{n}}.',
  },
  {
    en: 'Too many wrong codes for this account. Please try again in {{n}} minute.',
    ha: 'Lambobin da ba daidai ba sun yi yawa a wannan asusu. Da fatan a sake gwadawa bayan minti {{n}}.',
  },
  {
    en: 'Too many wrong codes for this account. Please try again in {{n}} minutes.',
    ha: 'Lambobin da ba daidai ba sun yi yawa a wannan asusu. Da fatan a sake gwadawa bayan minti {{n}}.',
  },
  {
    en: 'Send the {{upload}} as multipart/form-data',
    ha: 'Aiko da {{upload}} a matsayin multipart/form-data',
  },
  {
    en: 'The form could not be read. Please send the {{upload}} again.',
    ha: 'Ba a iya karanta fom ɗin ba. Da fatan a sake aiko da {{upload}}.',
  },
  { en: 'The document cannot be more than {{n}} MB', ha: 'Takardar ba za ta iya wuce MB {{n}} ba' },
  {
    en: 'The receipt image is too large: at most {{side}} pixels a side and {{n}} megapixels. Please upload a smaller image or a PDF.',
    ha: 'Hoton rasit ya yi girma da yawa: pixels {{side}} a kowane gefe da megapixels {{n}} a mafi yawa. Da fatan a loda ƙaramin hoto ko PDF.',
  },
  {
    en: 'Live market updates are unavailable just now; prices refresh every {{n}} seconds instead',
    ha: 'Sabbin bayanan kasuwa kai tsaye ba sa samuwa yanzu; farashi zai sabunta duk bayan daƙiƙa {{n}} maimakon haka',
  },

  // Parties and verification.
  {
    en: 'Only an active party can be suspended; this one is {{status}}',
    ha: 'Kamfani mai aiki kaɗai za a iya dakatarwa; matsayin wannan: {{status}}',
  },
  {
    en: 'Only a suspended party can be reinstated; this one is {{status}}',
    ha: 'Kamfanin da aka dakatar kaɗai za a iya maidowa; matsayin wannan: {{status}}',
  },
  {
    en: 'Only a pending registration can be decided; this one is {{status}}',
    ha: 'Rajistar da ke jira kaɗai za a iya yanke hukunci a kanta; matsayin wannan: {{status}}',
  },
  {
    en: 'This registration cannot be approved yet: its business profile lacks {{list}}.',
    ha: 'Ba za a iya amincewa da wannan rajista ba tukuna: bayanan kasuwancinta ba su da {{list}}.',
  },
  {
    en: 'Your NMDPRA licence expired on {{date}}. Renew it on your business profile (new licence number, expiry date and certificate) to publish new prices.',
    ha: 'Lasisin NMDPRA ɗinka ya ƙare a ranar {{date}}. Sabunta shi a bayanan kasuwancinka (sabuwar lambar lasisi, ranar ƙarewa da takardar shaida) don wallafa sababbin farashi.',
  },
  {
    en: 'Your NMDPRA licence expired on {{date}}. Renew it on your business profile (new licence number, expiry date and certificate) to sell into bids.',
    ha: 'Lasisin NMDPRA ɗinka ya ƙare a ranar {{date}}. Sabunta shi a bayanan kasuwancinka (sabuwar lambar lasisi, ranar ƙarewa da takardar shaida) don sayar wa masu neman saye.',
  },

  // Trading, bids, wallet, payouts.
  { en: 'This sale is already {{status}}', ha: 'Matsayin wannan ciniki ya riga ya zama: {{status}}' },
  { en: 'This deposit is already {{status}}', ha: 'Matsayin wannan ajiyar kuɗi ya riga ya zama: {{status}}' },
  { en: 'This bid is already {{status}}', ha: 'Matsayin wannan tayin saye ya riga ya zama: {{status}}' },
  { en: 'This payout is already {{status}}', ha: 'Matsayin wannan biyan kuɗi ya riga ya zama: {{status}}' },
  {
    en: 'This stock line is already {{status}}',
    ha: 'Matsayin wannan layin haja ya riga ya zama: {{status}}',
  },
  {
    en: 'Not enough stock: only {{n}} litres are available',
    ha: 'Babu isasshiyar haja: lita {{n}} kaɗai ke akwai',
  },
  {
    en: 'Not enough stock: only {{n}} litres are available at this hub',
    ha: 'Babu isasshiyar haja: lita {{n}} kaɗai ke akwai a wannan cibiya',
  },
  { en: 'Only {{n}} litres of this bid remain', ha: 'Lita {{n}} kaɗai ta rage a wannan tayin saye' },
  {
    en: 'Valid until cannot be more than {{n}} days ahead',
    ha: 'Yana aiki har zuwa ba zai iya wuce kwanaki {{n}} gaba ba',
  },
  {
    en: 'Insufficient funds: this bid holds {{amount}}, more than your available {{currency}} balance',
    ha: 'Babu isasshen kuɗi: wannan tayin saye yana riƙe {{amount}}, fiye da ragowar kuɗinka na {{currency}} da ke akwai',
  },
  {
    en: 'The amount is more than your available {{currency}} balance',
    ha: 'Adadin kuɗi ya fi ragowar kuɗinka na {{currency}} da ke akwai',
  },
  {
    en: 'This bank account receives {{currency}} only',
    ha: 'Wannan asusun banki yana karɓar {{currency}} kaɗai',
  },
  {
    en: 'You can keep at most {{n}} bank accounts: remove one first',
    ha: 'Asusun banki {{n}} kaɗai za ka iya riƙewa: fara cire ɗaya',
  },
  {
    en: 'This bank account can receive payouts from {{date}} (a new or changed account waits before its first payout)',
    ha: 'Wannan asusun banki zai iya karɓar biyan kuɗi daga {{date}} (sabon asusu ko wanda aka canza yana jira kafin biyan kuɗinsa na farko)',
  },
  {
    en: 'This payout is {{status}}: its advice is issued once it is paid',
    ha: 'Matsayin wannan biyan kuɗi: {{status}}; ana fitar da sanarwarsa da zarar an biya',
  },
  {
    en: 'This purchase is for delivery in {{month}}, which has ended: it can no longer be approved',
    ha: 'Wannan saye na isarwa ne a {{month}}, wanda ya ƙare: ba za a iya amincewa da shi yanzu ba',
  },
  {
    en: 'The {{contract}} contract is closed: the open delivery months are {{months}}',
    ha: 'Kwangilar {{contract}} ta rufe: watannin isarwa da ke buɗe su ne {{months}}',
  },
  {
    en: 'Purchase {{reference}} is on its way to {{site}}: only the receiving contact and phone can change until it is settled',
    ha: 'Saye {{reference}} yana kan hanyar zuwa {{site}}: mai karɓa da wayarsa kaɗai za a iya canzawa har sai an kammala biya',
  },
  {
    en: 'Bid {{reference}} is open for delivery to {{site}}: cancel it before you move or remove the site',
    ha: 'Tayin saye {{reference}} a buɗe yake don isarwa zuwa {{site}}: soke shi kafin ka canza wurin ko ka cire shi',
  },

  // Catalogue, inventory, logistics fees.
  {
    en: '{{name}} is held in supplier inventories and cannot be deleted. Make it Inactive instead.',
    ha: '{{name}} yana cikin hajar masu samarwa kuma ba za a iya goge shi ba. Mai da shi Ba ya aiki maimakon haka.',
  },
  {
    en: "{{name}} is named in buyers' bids and cannot be deleted. Make it Inactive instead.",
    ha: '{{name}} yana cikin tayin saye na masu saye kuma ba za a iya goge shi ba. Mai da shi Ba ya aiki maimakon haka.',
  },
  { en: 'You already hold {{product}} at {{hub}}', ha: 'Tuni kana da {{product}} a {{hub}}' },
  {
    en: 'There is already a {{currency}} fee from {{hub}} to {{state}}. Edit that one instead.',
    ha: 'Tuni akwai kuɗin sufuri na {{currency}} daga {{hub}} zuwa {{state}}. Gyara wancan maimakon haka.',
  },

  // Logistics and fulfilment.
  {
    en: 'A slot can be opened at most {{n}} days ahead',
    ha: 'Za a iya buɗe lokacin lodi kwanaki {{n}} gaba a mafi yawa',
  },
  {
    en: 'Choose a slot at {{hub}}, where the gas is',
    ha: 'Zaɓi lokacin lodi a {{hub}}, inda iskar gas take',
  },
  { en: 'This truck is {{status}}', ha: 'Matsayin wannan babbar mota: {{status}}' },
  { en: 'Choose a truck of the {{hub}} depot', ha: 'Zaɓi babbar mota ta ma’ajiyar {{hub}}' },
  {
    en: 'This sale is for delivery in {{month}}: choose a slot in that month',
    ha: 'Wannan ciniki na isarwa ne a {{month}}: zaɓi lokacin lodi a wannan watan',
  },
  {
    en: 'This sale is for delivery in {{month}}: it cannot be loaded before then',
    ha: 'Wannan ciniki na isarwa ne a {{month}}: ba za a iya yin lodinsa kafin lokacin ba',
  },
  {
    en: 'This collection is {{status}}: its booking cannot be cancelled now',
    ha: 'Matsayin wannan ɗauka a cibiya: {{status}}; ba za a iya soke lokacin lodinta yanzu ba',
  },
  {
    en: 'Quantity Delivered cannot be more than the quantity loaded ({{n}})',
    ha: 'Yawan da aka Isar ba zai iya wuce yawan da aka yi lodi ba ({{n}})',
  },
  {
    en: 'Quantity Loaded cannot be more than the quantity ordered ({{n}})',
    ha: 'Yawan da aka Loda ba zai iya wuce yawan da aka saya ba ({{n}})',
  },
  {
    en: 'This code is not right. Ask the buyer for the code on their sale page. {{n}} try left before the delivery locks.',
    ha: 'Wannan lambar ba daidai ba ce. Tambayi mai saye lambar da ke shafin cinikinsa. Gwaji {{n}} ya rage kafin a kulle isarwar.',
  },
  {
    en: 'This code is not right. Ask the buyer for the code on their sale page. {{n}} tries left before the delivery locks.',
    ha: 'Wannan lambar ba daidai ba ce. Tambayi mai saye lambar da ke shafin cinikinsa. Gwaji {{n}} sun rage kafin a kulle isarwar.',
  },
  {
    en: 'This code is not right. Ask the buyer for the code on their sale page. This delivery is locked after five wrong codes. The platform operators must issue a new code to the buyer.',
    ha: 'Wannan lambar ba daidai ba ce. Tambayi mai saye lambar da ke shafin cinikinsa. An kulle wannan isarwa bayan lambobi biyar da ba daidai ba. Dole masu gudanarwa su ba mai saye sabuwar lamba.',
  },
  {
    en: 'This sale is {{status}}: it has no fulfilment',
    ha: 'Matsayin wannan ciniki: {{status}}; ba shi da aiwatarwa',
  },
  {
    en: 'This {{method}} is now {{status}}. Please reload the sale',
    ha: 'Matsayin wannan {{method}} yanzu: {{status}}. Da fatan a sake buɗe cinikin',
  },
  {
    en: 'This {{method}} changed meanwhile. Please reload the sale',
    ha: 'Wannan {{method}} ta canza a halin yanzu. Da fatan a sake buɗe cinikin',
  },
  {
    en: '{{what}} is Disputed: it cannot be cancelled now. Resolve the dispute instead (refund all releases everything)',
    ha: '{{what}} tana da ƙorafi: ba za a iya soke ta yanzu ba. Warware ƙorafin maimakon haka (mayar da duka yana sakin komai)',
  },
  {
    en: 'The supplier has until {{time}} (Lagos time) to load this sale: you can cancel it if it is not loaded by then',
    ha: 'Mai samarwa yana da har zuwa {{time}} (lokacin Legas) don yin lodin wannan ciniki: za ka iya soke shi idan ba a yi lodi ba kafin lokacin',
  },
  {
    en: 'The time to dispute this {{method}} ended at {{time}} (Lagos time): it is accepted',
    ha: 'Lokacin yin ƙorafi kan wannan {{method}} ya ƙare a {{time}} (lokacin Legas): an karɓe ta',
  },
  {
    en: 'The quantity cannot be more than the {{n}} litres delivered',
    ha: 'Yawa ba zai iya wuce lita {{n}} da aka isar ba',
  },
  {
    en: 'Only {{who}} can do this: a {{method}} is {{verb}} by {{who2}}',
    ha: '{{who}} kaɗai ke iya yin wannan: {{who2}} ne ke {{verb}} {{method}}',
  },
  {
    en: '{{what}} is {{status}}: it cannot be {{verb}} now',
    ha: '{{what}} tana matsayin {{status}}: ba za a iya {{verb}} ta yanzu ba',
  },
];
