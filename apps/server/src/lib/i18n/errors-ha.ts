// Hausa for the API's error messages (issue 23). The server words every message in English (the
// spec's language, byte for byte); when a request asks for Hausa (Accept-Language), the error
// handler says it again from this catalogue just before sending (errors-translate.ts). A message
// found nowhere here stays English. error-catalogue.unit.test.ts reads the source for every
// message the server can answer and fails on one without Hausa.
//
// The words follow the web app's glossary (docs/i18n.md) and its catalogues: the validation
// patterns, fixed messages and field names below are those of apps/web/src/i18n/locales/ha/
// validation.ts (copied: the web translates the same English when it shows a form's errors).

import { emailNotVerifiedMessage, emailNotVerifiedMessageHa } from '@gas/shared';

export { patternsHa } from './errors-ha-patterns.ts';
export { fieldsHa, wordsHa } from './errors-ha-terms.ts';

/** Messages said the same way every time: the English exactly, and the Hausa. */
export const fixedHa: Readonly<Record<string, string>> = {
  // The request validation messages the web translates too (apps/web/src/i18n/locales/ha/validation.ts).
  'Password and Confirm Password do not match': 'Kalmar sirri da Tabbatar da Kalmar Sirri ba su yi daidai ba',
  'The start date must be on or before the end date': 'Ranar farawa dole ta kasance a ko kafin ranar ƙarshe',
  'Quantity must be a whole number of litres': 'Yawa dole ya zama cikakkun lita',
  'Amount must be in minor units (kobo or cents)': 'Adadin kuɗi dole ya zama a ƙananan raka’a (kobo ko sent)',
  'Account number must be 10 digits': 'Lambar asusu dole ta zama lambobi 10',
  'This is not a valid account number at the bank chosen: please check it':
    'Wannan ba lambar asusu mai inganci ba ce a bankin da aka zaɓa: da fatan a duba ta',
  'The password is not correct': 'Kalmar sirri ba daidai ba ce',
  'Incorrect password': 'Kalmar sirri ba daidai ba ce',
  'Enter the 6-digit code from your authenticator app, or a recovery code':
    'Shigar da lambar lambobi 6 daga manhajar tantancewarka, ko lambar farfaɗowa',
  'Enter the 6-digit code from your authenticator app':
    'Shigar da lambar lambobi 6 daga manhajar tantancewarka',
  'That code is not right. Check your authenticator app and try again.':
    'Wannan lambar ba daidai ba ce. Duba manhajar tantancewarka ka sake gwadawa.',
  'The slot must end after it starts': 'Lokacin lodi dole ya ƙare bayan ya fara',
  'Choose a status': 'Zaɓi matsayi',
  'Please choose a logistics hub': 'Da fatan a zaɓi cibiyar sufuri',
  'Choose collection at the hub or delivery to one of your sites':
    'Zaɓi ɗauka a cibiya ko isarwa zuwa ɗaya daga cikin wuraren isarwarka',
  'Choose an outcome': 'Zaɓi sakamako',
  'Contract must be Spot or a delivery month': 'Kwangila dole ta zama Nan take ko watan isarwa',
  'Currency must be NGN or USD': 'Kuɗi dole ya zama NGN ko USD',
  'Enter a real date': 'Shigar da kwanan wata na gaske',
  'Enter a date as YYYY-MM-DD': 'Shigar da kwanan wata kamar YYYY-MM-DD',
  'Give both latitude and longitude, or neither': 'Ba da latitud da longitud duka, ko kar a ba da ko ɗaya',
  'Choose a contract or a hub': 'Zaɓi kwangila ko cibiya',
  'Give a contract or a hub, not both': 'Ba da kwangila ko cibiya, ba duka biyu ba',
  'The link is incomplete': 'Mahaɗin bai cika ba',
  'Quantity is too large': 'Yawa ya yi yawa',
  'Choose which document this is: CAC certificate or NMDPRA licence':
    'Zaɓi irin wannan takarda: takardar shaidar CAC ko lasisin NMDPRA',
  'The document must be a PDF, PNG, JPEG or WebP file':
    'Takardar dole ta zama fayil na PDF, PNG, JPEG ko WebP',
  'The receipt must be a PDF, PNG, JPEG or WebP file': 'Rasit dole ya zama fayil na PDF, PNG, JPEG ko WebP',
  'Please enter the licence expiry date': 'Da fatan a shigar da ranar ƙarewar lasisi',
  'Something went wrong on our side. Please try again.':
    'An samu matsala a ɓangarenmu. Da fatan a sake gwadawa.',
  // The error handler's own words (plugins/errors.ts) and the rate limit.
  'The request is not valid': 'Buƙatar ba ta da inganci',
  'Please log in to continue': 'Da fatan a shiga don ci gaba',
  'You are not allowed to do this': 'Ba a ba ka izinin yin wannan ba',
  'The requested resource was not found': 'Ba a sami abin da aka nema ba',
  'This method is not allowed here': 'Ba a yarda da wannan hanyar buƙata a nan ba',
  'The request conflicts with the current state': 'Buƙatar ta saɓa da halin da ake ciki yanzu',
  'The request is too large': 'Buƙatar ta yi girma da yawa',
  'This content type is not supported': 'Ba a karɓar irin wannan abun ciki',
  'Too many requests. Please wait a moment and try again.':
    'Buƙatu sun yi yawa. Da fatan a ɗan jira, sannan a sake gwadawa.',
  'The request body is not valid JSON': 'Abin da buƙatar ta ƙunsa ba JSON mai inganci ba ne',
  'The request body is empty; JSON was expected': 'Buƙatar ba ta ƙunshi komai ba; ana sa ran JSON',
  'The file is too large': 'Fayil ɗin ya yi girma da yawa',
  'Invalid value': 'Ƙima ba ta da inganci',
  'Invalid UUID': 'UUID ba shi da inganci',
  'Invalid email address': 'Adireshin imel ba shi da inganci',
  'Invalid ISO date': 'Kwanan wata na ISO ba shi da inganci',
  'Invalid ISO datetime': 'Kwanan wata da lokaci na ISO ba su da inganci',
  'The address of this request is not valid': 'Adireshin wannan buƙata ba shi da inganci',
  'Cross-site requests are not allowed': 'Ba a yarda da buƙatu daga wani shafin ba',
  'A valid metrics token is required': 'Ana buƙatar ingantacciyar alamar metrics',
  'The database is not answering': 'Rumbun bayanai ba ya amsawa',
  'This Idempotency-Key was already used for a different request':
    'An riga an yi amfani da wannan Idempotency-Key don wata buƙata daban',

  // Signing in, sessions, links, passwords, two-factor.
  'Incorrect email address or password': 'Adireshin imel ko kalmar sirri ba daidai ba ne',
  'Your session has ended. Please log in again': 'Zaman shigarka ya ƙare. Da fatan a sake shiga',
  'Your sign-in has expired. Please log in again.': 'Lokacin shigarka ya ƙare. Da fatan a sake shiga.',
  'The current password is not correct': 'Kalmar sirri ta yanzu ba daidai ba ce',
  'This password is too common. Please choose another one':
    'Wannan kalmar sirri ta zama ruwan dare. Da fatan a zaɓi wata daban',
  'This is already your email address': 'Wannan ne adireshin imel ɗinka a yanzu',
  'This link is not valid or has already been used':
    'Wannan mahaɗi ba shi da inganci ko an riga an yi amfani da shi',
  'This link has expired. Ask for a new one': 'Wannan mahaɗi ya ƙare. Nemi sabo',
  'This link has expired. Ask for a new one below': 'Wannan mahaɗi ya ƙare. Nemi sabo a ƙasa',
  'This link has expired. Ask for a new change from your profile page':
    'Wannan mahaɗi ya ƙare. Nemi sabon canji daga shafin bayanan martabarka',
  'This email address is no longer available. Ask for another change':
    'Wannan adireshin imel ba ya samuwa yanzu. Nemi wani canji',
  'This email address already has an account': 'Tuni wannan adireshin imel yana da asusu',
  // The log-in page knows this refusal by its text, in either language: one Hausa, in the contract.
  [emailNotVerifiedMessage]: emailNotVerifiedMessageHa,
  'Your registration was not approved. Please contact the platform operators.':
    'Ba a amince da rajistarka ba. Da fatan a tuntuɓi masu gudanarwa.',
  'Your account is suspended. Please contact the platform operators.':
    'An dakatar da asusunka. Da fatan a tuntuɓi masu gudanarwa.',
  'Your account is awaiting approval by the platform operators. Trading opens once it is approved.':
    'Asusunka yana jiran amincewar masu gudanarwa. Ciniki zai buɗe da zarar an amince da shi.',
  'Your account is not active': 'Asusunka ba ya aiki',
  'Operators must keep two-factor sign-in on.': 'Dole masu gudanarwa su bar shiga mai matakai biyu a kunne.',
  'Two-factor sign-in is already on.': 'Tuni shiga mai matakai biyu yana kunne.',
  'Two-factor sign-in is not on.': 'Shiga mai matakai biyu ba ya kunne.',
  'Start the set-up again: scan the new QR code first.': 'Sake fara saitin: fara da duba sabuwar lambar QR.',

  // Who may do what.
  'Only the platform operators can do this': 'Masu gudanarwa kaɗai ke iya yin wannan',
  'Only the platform operators and drivers see deliveries':
    'Masu gudanarwa da direbobi kaɗai ke ganin isarwa',
  'Only offtakers and suppliers have a wallet': 'Masu saye da masu samarwa kaɗai ke da jakar kuɗi',
  'Only suppliers and offtakers have a wallet': 'Masu samarwa da masu saye kaɗai ke da jakar kuɗi',
  'Only operators can approve or reject deposits': 'Masu gudanarwa kaɗai ke iya amincewa ko ƙin ajiyar kuɗi',
  'Only suppliers and offtakers have payout accounts':
    'Masu samarwa da masu saye kaɗai ke da asusun karɓar biyan kuɗi',
  'Only operators can keep the platform’s bank accounts':
    'Masu gudanarwa kaɗai ke iya kula da asusun banki na dandalin',
  'Only operators can handle payouts': 'Masu gudanarwa kaɗai ke iya kula da biyan kuɗi',
  'Only operators can filter by party': 'Masu gudanarwa kaɗai ke iya tacewa da kamfani',
  'Only operators choose these notifications': 'Masu gudanarwa kaɗai ke zaɓar waɗannan sanarwoyi',
  'Only suppliers and offtakers have a business profile':
    'Masu samarwa da masu saye kaɗai ke da bayanan kasuwanci',
  'You have no dashboard': 'Ba ka da allon bayani',
  'Only the platform operators can suspend a party': 'Masu gudanarwa kaɗai ke iya dakatar da kamfani',
  'Only the buyer can cancel a purchase': 'Mai saye kaɗai ke iya soke saye',
  'Only the supplier can approve or reject a sale': 'Mai samarwa kaɗai ke iya amincewa ko ƙin ciniki',
  'Only operators can change the catalogue': 'Masu gudanarwa kaɗai ke iya canza jerin samfura',
  'Only operators can change the logistics fees': 'Masu gudanarwa kaɗai ke iya canza kuɗin sufuri',
  'Only suppliers have a settlement statement': 'Masu samarwa kaɗai ke da bayanin kammala biya',
  'Only offtakers have a wallet statement': 'Masu saye kaɗai ke da bayanin asusun jakar kuɗi',
  'Only suppliers can do this': 'Masu samarwa kaɗai ke iya yin wannan',
  'Only the platform operators cancel a sale in fulfilment':
    'Masu gudanarwa kaɗai ke soke cinikin da ake aiwatarwa',
  'Only the platform operators refund an undelivered sale':
    'Masu gudanarwa kaɗai ke mayar da kuɗin cinikin da ba a isar ba',
  'You are not allowed to see invoices': 'Ba a ba ka izinin ganin takardun kuɗi ba',
  'You are not allowed to see sales': 'Ba a ba ka izinin ganin cinikai ba',
  'Only suppliers and offtakers have a profile':
    'Masu samarwa da masu saye kaɗai ke da bayanan martaba na kamfani',
  'Only offtakers can do this': 'Masu saye kaɗai ke iya yin wannan',
  'Only offtakers have delivery sites': 'Masu saye kaɗai ke da wuraren isarwa',
  'Only offtakers make deposits': 'Masu saye kaɗai ke yin ajiyar kuɗi',
  'Only offtakers post bids; suppliers see open bids':
    'Masu saye kaɗai ke sanya tayin saye; masu samarwa suna ganin tayin saye da ke buɗe',
  'Only the buyer can see the delivery code': 'Mai saye kaɗai ke iya ganin lambar isarwa',
  'Only the platform operators handle losses': 'Masu gudanarwa kaɗai ke kula da asara',
  'A second operator must mark this payout paid: you approved it, and it is above the dual-control threshold':
    'Dole wani mai gudanarwa na biyu ya tabbatar an biya wannan biyan kuɗi: kai ka amince da shi, kuma ya wuce iyakar da ke buƙatar mutum biyu',
  'Only suppliers, offtakers and operators have payouts':
    'Masu samarwa, masu saye da masu gudanarwa kaɗai ke da biyan kuɗi',
  'Only offtakers and operators have deposits': 'Masu saye da masu gudanarwa kaɗai ke da ajiyar kuɗi',
  'Only offtakers and operators can see payments':
    'Masu saye da masu gudanarwa kaɗai ke iya ganin biyan kuɗi',
  'Only suppliers upload an NMDPRA licence': 'Masu samarwa kaɗai ke loda lasisin NMDPRA',
  'Only suppliers give an NMDPRA licence': 'Masu samarwa kaɗai ke ba da lasisin NMDPRA',

  // Trading, bids, wallet, payouts.
  'The price has changed. Please review the new offers':
    'Farashi ya canza. Da fatan a duba sababbin tayin sayarwa',
  'The logistics fee has changed. Please review the new fee':
    'Kuɗin sufuri ya canza. Da fatan a duba sabon kuɗin',
  'The logistics fee must be a whole number': 'Kuɗin sufuri dole ya zama cikakken lamba',
  'This offer is no longer available. Please choose another contract':
    'Wannan tayin sayarwa ba ya samuwa yanzu. Da fatan a zaɓi wata kwangila',
  'Choose one of your delivery sites': 'Zaɓi ɗaya daga cikin wuraren isarwarka',
  'This delivery site is archived. Choose another': 'An adana wannan wurin isarwa a tarihi. Zaɓi wani',
  'Delivery from this hub to that state is not offered yet in this currency. Choose collection or another site':
    'Ba a ba da isarwa daga wannan cibiya zuwa wannan jiha da wannan kuɗi ba tukuna. Zaɓi ɗauka a cibiya ko wani wuri',
  'Insufficient funds in the wallet': 'Babu isasshen kuɗi a jakar kuɗi',
  'Purchases are settled by their supplier, not by an operator':
    'Mai samarwa ne ke kammala biyan saye, ba mai gudanarwa ba',
  'This bid is still valid': 'Wannan tayin saye yana aiki har yanzu',
  'This bid has expired': 'Wannan tayin saye ya ƙare',
  'This bid can no longer be filled: a party is not active':
    'Ba za a iya cika wannan tayin saye ba yanzu: wani kamfani ba ya aiki',
  'This product is no longer on sale': 'Ba a sayar da wannan samfur yanzu',
  'This purchase is too large: lower the quantity': 'Wannan saye ya yi girma da yawa: rage yawa',
  'This bid is too large: lower the quantity or the price':
    'Wannan tayin saye ya yi girma da yawa: rage yawa ko farashi',
  'Choose Spot or one of the open delivery months':
    'Zaɓi Nan take ko ɗaya daga cikin watannin isarwa da ke buɗe',
  'Valid until must be in the future': 'Yana aiki har zuwa dole ya kasance a nan gaba',
  'A bid for a delivery month cannot stay open after the month ends':
    'Tayin saye na watan isarwa ba zai iya zama a buɗe ba bayan watan ya ƙare',
  'Choose a product that is on sale': 'Zaɓi samfur da ake sayarwa',
  'Choose one of the hubs': 'Zaɓi ɗaya daga cikin cibiyoyi',
  'This bank account is already on your profile': 'Tuni wannan asusun banki yana cikin bayanan martabarka',
  'This account is already listed': 'Tuni wannan asusu yana cikin jeri',
  'This party is suspended: its payouts are frozen until it is reinstated':
    'An dakatar da wannan kamfani: an daskarar da biyan kuɗinsa har sai an maido da shi',
  'A payout to this account has been approved and may already be on its way: change the account once it is paid, or ask the operators to reject it':
    'An amince da biyan kuɗi zuwa wannan asusu kuma watakila yana kan hanya: canza asusun bayan an biya shi, ko ka nemi masu gudanarwa su ƙi shi',
  'Your driver account is inactive. Please contact the platform operators.':
    'Asusun direbanka ba ya aiki. Da fatan a tuntuɓi masu gudanarwa.',
  'This purchase has expired and can no longer be approved':
    'Wannan saye ya ƙare kuma ba za a iya amincewa da shi ba yanzu',
  'This payout was changed meanwhile. Please reload it.':
    'An canza wannan biyan kuɗi a halin yanzu. Da fatan a sake buɗe shi.',
  'The settlement statement has no status filter': 'Bayanin kammala biya ba shi da tacewa ta matsayi',
  'Party is required': 'Dole a cika Kamfani',
  'This month is not over yet: its statement is issued after it ends':
    'Wannan watan bai ƙare ba tukuna: ana fitar da bayanin asusunsa bayan ya ƙare',

  // Catalogue, inventory, logistics, fulfilment.
  'A product with this name already exists': 'Tuni akwai samfur mai wannan suna',
  'Please choose an active product': 'Da fatan a zaɓi samfur mai aiki',
  'Sale stock lines are settled by their purchase and cannot be approved or rejected by hand':
    'Sayen ne ke kammala layukan hajar ciniki; ba za a iya amincewa ko ƙin su da hannu ba',
  'This slot is full: choose another slot': 'Wannan lokacin lodi ya cika: zaɓi wani lokacin lodi',
  'This truck is already booked in this slot': 'An riga an ɗauki wannan babbar mota a wannan lokacin lodi',
  'This driver is already booked in this slot': 'An riga an ɗauki wannan direba a wannan lokacin lodi',
  'This truck is booked in another slot at that time':
    'An riga an ɗauki wannan babbar mota a wani lokacin lodi mai haɗuwa da wannan lokaci',
  'This driver is booked in another slot at that time':
    'An riga an ɗauki wannan direba a wani lokacin lodi mai haɗuwa da wannan lokaci',
  'This sale was booked meanwhile. Please reload the board':
    'An riga an tsara wannan ciniki a halin yanzu. Da fatan a sake buɗe allon',
  'A scheduled delivery is moved to another slot, not unbooked: schedule it again':
    'Ana mayar da isarwar da aka tsara zuwa wani lokacin lodi, ba a soke ta ba: sake tsara ta',
  'This collection has no slot booked': 'Wannan ɗauka a cibiya ba ta da lokacin lodi',
  'A truck with this registration already exists': 'Tuni akwai babbar mota mai wannan lambar mota',
  'A slot cannot be opened in the past': 'Ba za a iya buɗe lokacin lodi a baya ba',
  'This hub already has a slot starting then on that day':
    'Tuni wannan cibiya tana da lokacin lodi da ke farawa a wannan lokaci a wannan rana',
  'More loadings are booked in this slot than that: cancel or move some first':
    'An tsara lodi fiye da haka a wannan lokacin lodi: fara soke ko mayar da wasu',
  'Please choose a slot': 'Da fatan a zaɓi lokacin lodi',
  'This slot is in the past': 'Wannan lokacin lodi ya wuce',
  'Please choose a truck': 'Da fatan a zaɓi babbar mota',
  'Please choose a driver': 'Da fatan a zaɓi direba',
  'This driver is inactive': 'Wannan direba ba ya aiki',
  'A collection comes with the buyer’s own truck: give no truck or driver':
    'Ɗauka a cibiya na zuwa da babbar motar mai saye: kar a ba da babbar mota ko direba',
  'A collection’s code is given at the hub gate, when it is loaded':
    'Ana ba da lambar ɗauka a ƙofar cibiya, lokacin da ake lodi',
  'Delivery Code is required: the buyer gives it at the gate':
    'Dole a cika Lambar Isarwa: mai saye ne ke ba da ita a ƙofa',
  'The form could not be read. Please send the loading again.':
    'Ba a iya karanta fom ɗin ba. Da fatan a sake aiko da bayanin lodi.',
  'This sale has not been approved yet: its fulfilment has not started':
    'Ba a amince da wannan ciniki ba tukuna: ba a fara aiwatar da shi ba',
  'The quantity cannot be more than the quantity before it (ordered, loaded, delivered)':
    'Yawa ba zai iya wuce yawan da ke gabansa ba (wanda aka saya, aka yi lodi, aka isar)',
  'This loss was already resolved': 'An riga an warware wannan asara',
  'The fulfilment of this sale has already started': 'An riga an fara aiwatar da wannan ciniki',
  'This delivery is locked after five wrong codes. The platform operators must issue a new code to the buyer.':
    'An kulle wannan isarwa bayan lambobi biyar da ba daidai ba. Dole masu gudanarwa su ba mai saye sabuwar lamba.',
  'This code is not right. Ask the buyer for the code on their sale page.':
    'Wannan lambar ba daidai ba ce. Tambayi mai saye lambar da ke shafin cinikinsa.',
  'The meter ticket photo is empty': 'Hoton tikitin mita ba shi da komai',
  'The meter ticket must be a PNG, JPEG or WebP photo': 'Tikitin mita dole ya zama hoto na PNG, JPEG ko WebP',
  'The meter ticket photo is too large: at most 20,000 pixels a side and 50 megapixels. Please take a smaller photo.':
    'Hoton tikitin mita ya yi girma da yawa: pixels 20,000 a kowane gefe da megapixels 50 a mafi yawa. Da fatan a ɗauki ƙaramin hoto.',
  'The item was not found': 'Ba a sami abin ba',

  // Business verification and uploads.
  'The document cannot be more than 10 MB': 'Takardar ba za ta iya wuce MB 10 ba',
  'The document file is empty': 'Fayil ɗin takardar babu komai a ciki',
  'The receipt file is empty': 'Fayil ɗin rasit ɗin babu komai a ciki',
  'Receipt cannot be more than 10 MB': 'Rasit ba zai iya wuce MB 10 ba',
  'The document PDF contains scripts, actions or attached files. Please upload a plain PDF or an image.':
    'PDF ɗin takardar yana ƙunshe da rubutun umarni, ayyuka ko fayilolin da aka haɗa. Da fatan a loda PDF mai sauƙi ko hoto.',
  'The receipt PDF contains scripts, actions or attached files. Please upload a plain PDF or an image.':
    'PDF ɗin rasit yana ƙunshe da rubutun umarni, ayyuka ko fayilolin da aka haɗa. Da fatan a loda PDF mai sauƙi ko hoto.',
  'The document PDF could not be checked: it is encrypted, damaged, or too large or complex to read. Please upload a plain PDF or an image.':
    'Ba a iya duba PDF ɗin takardar ba: an ɓoye shi, ya lalace, ko ya yi girma ko sarƙaƙiya da yawa don karantawa. Da fatan a loda PDF mai sauƙi ko hoto.',
  'The receipt PDF could not be checked: it is encrypted, damaged, or too large or complex to read. Please upload a plain PDF or an image.':
    'Ba a iya duba PDF ɗin rasit ba: an ɓoye shi, ya lalace, ko ya yi girma ko sarƙaƙiya da yawa don karantawa. Da fatan a loda PDF mai sauƙi ko hoto.',
  'Documents are being checked for other uploads. Please try again in a minute.':
    'Ana duba takardun wasu lodi yanzu. Da fatan a sake gwadawa nan da minti ɗaya.',
  'Receipts are being checked for other deposits. Please try again in a minute.':
    'Ana duba rasit na wasu ajiyar kuɗi yanzu. Da fatan a sake gwadawa nan da minti ɗaya.',
  'The document image is too large: at most 20,000 pixels a side and 50 megapixels. Please upload a smaller image or a PDF.':
    'Hoton takardar ya yi girma da yawa: pixels 20,000 a kowane gefe da megapixels 50 a mafi yawa. Da fatan a loda ƙaramin hoto ko PDF.',
  'Your business is verified: only a renewed NMDPRA licence can be uploaded now. For other changes, contact the operators.':
    'An tabbatar da kasuwancinka: sabunta lasisin NMDPRA kaɗai za a iya lodawa yanzu. Don wasu canje-canje, tuntuɓi masu gudanarwa.',
  'Please enter a valid CAC RC number: digits, optionally after RC, BN or IT (e.g. RC 1234567)':
    'Da fatan a shigar da Lambar RC ta CAC mai inganci: lambobi, da RC, BN ko IT a gabansu idan akwai (misali RC 1234567)',
  'Please enter a valid TIN: 8 digits, a hyphen and 4 digits (12345678-0001), or the 10-digit JTB TIN':
    'Da fatan a shigar da TIN mai inganci: lambobi 8, alamar (-) da lambobi 4 (12345678-0001), ko TIN na JTB mai lambobi 10',
  'Please enter a valid NMDPRA licence number: letters, digits, spaces, / . and -':
    'Da fatan a shigar da Lambar lasisin NMDPRA mai inganci: haruffa, lambobi, sarari, / . da -',
  'The licence expiry date has passed: give the renewed licence and its new expiry date':
    'Ranar ƙarewar lasisin ta wuce: ba da sabunta lasisin da sabuwar ranar ƙarewarsa',
  'Your business is verified: the RC number and TIN can no longer be changed here. For other changes, contact the operators.':
    'An tabbatar da kasuwancinka: ba za a iya canza lambar RC da TIN a nan ba yanzu. Don wasu canje-canje, tuntuɓi masu gudanarwa.',

  // Other request validation of the shared schemas.
  'Choose an action': 'Zaɓi aiki',
  'Choose an entity': 'Zaɓi abu',
  'The id is not valid': 'Lambar gane (id) ba ta da inganci',
  'The party id is not valid': 'Lambar gane (id) ta kamfani ba ta da inganci',
  'Contact phone must be a phone number, e.g. +234 803 123 4567':
    'Wayar mai karɓa dole ta zama lambar waya, misali +234 803 123 4567',
  'Fee per unit must be a whole number of minor units':
    'Kuɗin sufuri na kowace lita dole ya zama cikakken adadi a ƙananan raka’a',
  'Delivery month must be a month written YYYY-MM':
    'Watan isarwa dole ya zama wata da aka rubuta kamar YYYY-MM',
  'Approve must be "true" or "false"': 'Amincewa dole ta zama "true" ko "false"',
  'The rate must be a number of percent': 'Kaso dole ya zama adadin kashi cikin ɗari',
  'The rate cannot be negative': 'Kaso ba zai iya zama ƙasa da sifili ba',
  'The rate cannot be above 100%': 'Kaso ba zai iya wuce 100% ba',
  'The rate has at most two decimals': 'Kaso yana da lambobi biyu bayan digo a mafi yawa',
  'Choose CNG cascade or LNG ISO tank': 'Zaɓi jerin silindan CNG ko tankin ISO na LNG',
  'Choose scm or litres': 'Zaɓi scm ko lita',
  'Choose on or off': 'Zaɓi kunna ko kashewa',
  'Enter at least one detail for this contact': 'Shigar da aƙalla bayani ɗaya na wanda za a tuntuɓa',
  'Choose English (en) or Hausa (ha)': 'Zaɓi Turanci (en) ko Hausa (ha)',
  'Choose Spot or a month as YYYY-MM': 'Zaɓi Nan take ko wata kamar YYYY-MM',
  'Choose a hub': 'Zaɓi cibiya',
  'Choose a product': 'Zaɓi samfur',
  'Choose NGN or USD': 'Zaɓi NGN ko USD',
  'The page must be a whole number': 'Shafi dole ya zama cikakken lamba',
  'The page must be at most 100000': 'Shafi ba zai iya wuce 100000 ba',
  'Choose 10, 25, 50 or 100 rows': 'Zaɓi layuka 10, 25, 50 ko 100',
  'Choose 10, 15, 20, 25 or 30 rows': 'Zaɓi layuka 10, 15, 20, 25 ko 30',
  'Choose a sale status': 'Zaɓi matsayin ciniki',
  'Choose a party': 'Zaɓi kamfani',
  'Choose a deposit status': 'Zaɓi matsayin ajiyar kuɗi',
  'Month must be written YYYY-MM': 'Dole a rubuta wata kamar YYYY-MM',
  'Amount cannot be less than 0.01': 'Adadin kuɗi ba zai iya gaza 0.01 ba',
};
