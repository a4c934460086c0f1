import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/auth.ts';

export default {
  fields: {
    name: 'Sunan Kamfani',
    firstname: 'Suna',
    lastname: 'Sunan Uba',
    mobile: 'Lambar Waya',
    email: 'Adireshin Imel',
    password: 'Kalmar Sirri',
    confirm: 'Tabbatar da Kalmar Sirri',
  },
  formAlertTitle: 'Ba mu iya kammala wannan ba',
  logIn: 'Shiga',
  checkYourEmail: 'Duba imel ɗinka',
  linkDidNotWork: 'Wannan mahaɗin bai yi aiki ba',
  login: {
    pageTitle: 'Shiga',
    title: 'Shiga',
    description: 'Barka da dawowa. Shiga don yin ciniki, cika jakar kuɗinka ko duba amincewa.',
    formLabel: 'Shiga',
    forgotPassword: 'Ka manta kalmar sirrinka?',
    newHere: 'Sabon shigowa kasuwar? <anchor>Yi rajista</anchor>',
    newLinkSent: 'Mun aika sabon mahaɗi zuwa {{email}}. Bi shi cikin awa 24, sannan ka shiga.',
    sendNewLink: 'Aiko sabon mahaɗi',
    roleMissing: 'Ba mu iya tabbatar da irin asusunka ba. Da fatan a sake gwadawa nan ba da jimawa ba.',
    notice: {
      sessionEnded: 'Zamanka ya ƙare. Da fatan ka sake shiga.',
    },
  },
  twoFactor: {
    enrolTitle: 'Saita shiga mai matakai biyu',
    enrolDescription: 'Ƙarin mataki ɗaya kafin shigarka ta farko.',
    title: 'Shiga mai matakai biyu',
    description: 'Shigar da lambar daga manhajar tantancewarka don kammala shiga.',
    logInAgain: 'Sake shiga',
    recoveryCode: 'Lambar farfaɗowa',
    recoveryCodeHint:
      'Ɗaya daga cikin lambobin farfaɗowa da ka ajiye lokacin da ka saita shiga mai matakai biyu; kowacce tana aiki sau ɗaya',
    appCode: 'Lambar tantancewa',
    appCodeHint: 'Lambar mai lambobi 6 da manhajar tantancewarka ke nunawa yanzu',
    useApp: 'Yi amfani da manhajar tantancewarka',
    useRecoveryCode: 'Yi amfani da lambar farfaɗowa',
    verify: 'Tabbatar',
    backToLogIn: 'Koma wurin shiga',
    isOn: 'An kunna shiga mai matakai biyu. Daga yanzu za ka shiga da kalmar sirrinka da lamba daga manhajar.',
    continue: 'Ci gaba',
    operatorsIntro:
      'Masu gudanarwa suna shiga da mataki na biyu. Saita manhajar tantancewa sau ɗaya; bayan haka za ka shiga da kalmar sirrinka da lambar manhajar mai lambobi 6.',
    turnOn: 'Kunna ka shiga',
  },
  register: {
    title: 'Buɗe asusunka',
    alreadyRegistered: 'Ka riga ka yi rajista? <anchor>Shiga</anchor>',
    accountType: 'Irin asusu',
    supplier: 'Mai samarwa',
    offtaker: 'Mai saye',
    supplierPageTitle: 'Rajistar mai samarwa',
    offtakerPageTitle: 'Rajistar mai saye',
    supplierSubmit: 'Buɗe asusun mai samarwa',
    offtakerSubmit: 'Buɗe asusun mai saye',
    supplierIntro: 'Don masu samar da iskar gas da masu rarrabawa da ke sanya haja suna sayarwa a kasuwar.',
    offtakerIntro:
      'Don masana’antu, gidajen CNG da sauran masu saye da ke cika jakar kuɗi suna sayen iskar gas.',
    companyOptional: 'Ba dole ba: bar shi babu komai idan kana saye a matsayin mutum ɗaya',
  },
  success: {
    title: 'An kammala rajista',
    thanks:
      'Mun gode da rajistarka. Mun aiko maka da imel: da fatan ka bi mahaɗin da ke cikinsa don tabbatar da adireshin imel ɗinka.',
    review:
      'Bayan ka tabbatar da adireshinka, kasuwar za ta duba rajistarka. Za ka iya shiga ka yi ciniki da zarar an amince da asusunka.',
    noEmail: 'Babu imel? Duba akwatin spam, ko ka jira ’yan mintuna kafin ka sake yin rajista.',
    goToLogIn: 'Je wurin Shiga',
    backHome: 'Koma shafin farko',
  },
  verify: {
    title: 'Tabbatar da adireshin imel ɗinka',
    incompleteLink: 'Wannan mahaɗin bai cika ba. Sake buɗe mahaɗin daga imel ɗinka, ko nemi sabo a ƙasa.',
    confirmedTitle: 'An tabbatar da adireshin imel',
    confirmed:
      'Mun gode: an tabbatar da <strong>{{email}}</strong>. Yanzu kasuwar za ta duba rajistarka. Za ka iya shiga ka duba kafin nan; ciniki zai buɗe da zarar an amince da kai.',
    alreadyConfirmed: 'Idan ka riga ka tabbatar da adireshinka, za ka iya shiga.',
    stillWaiting: 'Har yanzu kana jiran tabbatarwa?',
    confirming: 'Ana tabbatar da adireshin imel ɗinka...',
    couldNotConfirm: 'Ba mu iya tabbatar da adireshinka ba',
    tryAgain: 'Sake gwadawa',
  },
  resend: {
    formLabel: 'Aiko sabon mahaɗi',
    sent: 'Idan {{email}} yana da rajistar da ke jiran tabbatarwa, sabon mahaɗi yana kan hanya. Yana aiki sau ɗaya, cikin awa 24.',
    submit: 'Aiko sabon mahaɗi',
  },
  forgot: {
    title: 'Ka manta kalmar sirrinka?',
    description:
      'Rubuta adireshin imel da kake shiga da shi. Za mu aiko maka da mahaɗi don zaɓar sabuwar kalmar sirri.',
    sent: 'Idan {{email}} yana da asusu a wurinmu, mahaɗin sake saita kalmar sirrinsa yana kan hanya. Yana aiki sau ɗaya, cikin mintuna {{minutes}}. Babu imel? Duba akwatin spam.',
    formLabel: 'Sake saita kalmar sirrinka',
    submit: 'Aiko min da mahaɗi',
    remembered: 'Ka tuna? <anchor>Shiga</anchor>',
  },
  reset: {
    title: 'Sake saita kalmar sirrinka',
    incompleteLink: 'Wannan mahaɗin bai cika ba. Sake buɗe mahaɗin daga imel ɗinka, ko nemi sabo.',
    askNewLink: 'Nemi sabon mahaɗi',
    changedTitle: 'An canza kalmar sirri',
    changed:
      'An canza kalmar sirrin <strong>{{email}}</strong>, kuma duk wani zama na asusun ya ƙare. Shiga da sabuwar kalmar sirrinka.',
    description:
      'Zaɓi sabuwar kalmar sirri don asusunka. Duk wani zama na asusun zai ƙare idan aka canza ta.',
    formLabel: 'Zaɓi sabuwar kalmar sirri',
    submit: 'Saita sabuwar kalmar sirri',
  },
  emailChange: {
    title: 'Canjin adireshin imel',
    incompleteLink: 'Wannan mahaɗin bai cika ba. Sake buɗe mahaɗin daga imel ɗinka.',
    cancelledTitle: 'An soke canjin',
    cancelled:
      'An soke canji zuwa <strong>{{email}}</strong>, kuma asusun zai ci gaba da adireshinsa. Idan ba kai ka nema ba, canza kalmar sirrinka: wani ya san ta.',
    waitingTitle: 'An tabbatar da adireshi',
    waiting:
      'Mun gode. Canji zuwa <strong>{{email}}</strong> zai faru da zarar ɗayan adireshin ma ya tabbatar, daga mahaɗin da muka aika can.',
    changedTitle: 'An canza adireshin imel',
    changed:
      'Adireshin imel na asusun yanzu shi ne <strong>{{email}}</strong>. Daga yanzu ka shiga da shi; duk wani zama na asusun ya ƙare.',
    description:
      'Wani ya nemi a canza adireshin imel na wani asusu, kuma wannan adireshin ya karɓi mahaɗin. Tabbatar da canjin idan kai ne; in ba haka ba ka soke shi.',
    confirm: 'Tabbatar da canjin',
    cancel: 'Soke canjin',
  },
} satisfies Catalogue<typeof en>;
