import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/landing.ts';

export default {
  hero: {
    eyebrow: 'Kasuwar CNG da LNG · Arewacin Najeriya',
    title: 'Iskar gas, ana cinikinta a fili kuma ana isar da ita zuwa arewa',
    text: 'Masu samarwa suna jera iskar gas ɗinsu. Masana’antu, gidajen CNG da masu rarrabawa suna saya a farashin rana da aka wallafa. Manyan motocinmu da cibiyoyinmu suna kai ta inda bututu bai kai ba tukuna.',
    getStarted: 'Fara Yanzu',
    marketData: 'Duba bayanan kasuwa',
    buyingGas: 'Kana sayen iskar gas?',
    registerOfftaker: 'Yi rajista a matsayin mai saye',
    facts: {
      logisticsHubs: {
        big: '6',
        small: 'cibiyoyin sufuri',
      },
      onlineRate: {
        big: 'Kullum',
        small: 'farashin rana a intanet',
      },
      wallets: {
        big: '₦ da $',
        small: 'jakunkunan kuɗi',
      },
      andFutures: {
        big: 'Nan take',
        small: 'da kwangilar gaba',
      },
    },
  },
  problems: {
    eyebrow: 'Matsalar',
    title: 'Dalilin da ya sa iskar gas ba ta isa Arewacin Najeriya',
    intro:
      'Najeriya ce ke da mafi yawan iskar gas a Afirka, amma yawancin arewa har yanzu suna amfani da dizal, man fetur mai kauri da itace. Buɗe rukuni don karanta cikakken bayani.',
    byRoad: 'Har sai an kammala bututun AKK, iskar gas tana isa arewa ta hanyar mota kawai.',
    groups: {
      supply: {
        title: 'Samarwa da ababen more rayuwa',
        summary: 'Iskar gas tana kudu; buƙata tana arewa.',
        items: {
          pipelineGaps: {
            title: 'Gibin bututu',
            text: 'Ana ci gaba da gina bututun Ajaokuta-Kaduna-Kano (AKK). Masana’antu a arewacin Kogin Neja da Binuwai suna aiki da dizal da man fetur mai kauri yayin da iskar gas take zaune a Delta.',
          },
          gasFlaredInstead: {
            title: 'Ana ƙona iskar gas maimakon a sayar',
            text: 'Har yanzu ana ƙona iskar gas a rijiyoyin mai saboda babu mai saye a shirye kuma babu hanyar ɗaukarta: asarar makamashi da kuɗi, da gurɓacewar iska a banza.',
          },
          longDistancesFew: {
            title: 'Nisa mai yawa, ɗakunan ajiya kaɗan',
            text: 'Kano da Maiduguri suna da nisan kusan kilomita dubu ta hanya daga filayen iskar gas, kusan babu wurin ajiya a hanya.',
          },
        },
      },
      pricing: {
        title: 'Farashi da ciniki',
        summary: 'Kowace yarjejeniya a ɓoye take, don haka babu wanda ya san farashi na gaskiya.',
        items: {
          priceOpacity: {
            title: 'Ɓoyayyen farashi',
            text: 'Babu farashin tunani na jama’a. Ana tattauna kowane farashi a ɓoye, kuma mai saye ba zai iya sanin ko daidai ne ba.',
          },
          fragmentedBuyers: {
            title: 'Masu saye a warwatse',
            text: 'Gidajen CNG, gidajen burodi, masana’antun saƙa da na abinci kowanne yana saya kaɗan da ba zai iya tattaunawa da mai samarwa shi kaɗai ba.',
          },
          layersOfMiddlemen: {
            title: 'Dillalai da yawa a tsakani',
            text: 'Dillalai da yawa na gargajiya suna iya tsayawa tsakanin mai samarwa da mai amfani, kowanne yana ƙara riba, jinkiri da haɗari.',
          },
        },
      },
      logistics: {
        title: 'Sufuri da kuɗi',
        summary: 'Ɗaukar iskar gas da biyan kuɗinta shi ne inda yarjejeniyoyi suke wargajewa.',
        items: {
          tooFewTrucks: {
            title: 'Manyan motoci da tankuna kaɗan',
            text: 'Tirelolin bututun CNG, tankunan LNG da na’urorin rage matsi ba su da yawa, don haka isarwa tana jinkiri kuma tana da tsada inda babu bututu.',
          },
          paymentRiskOn: {
            title: 'Haɗarin biya a ɓangarorin biyu',
            text: 'Masu samarwa suna son kuɗi kafin lodi; masu saye suna tsoron biyan iskar gas da za ta zo a makare, ba ta cika ba ko ba za ta zo ba.',
          },
          financingGaps: {
            title: 'Gibin samun kuɗi',
            text: 'Ba tare da tarihin ciniki ba, ƙananan masu amfani da iskar gas suna fama da samun kuɗin canza injuna, ajiya ko jarin aiki.',
          },
        },
      },
    },
  },
  solutions: {
    eyebrow: 'Maganinmu',
    title: 'Kasuwar da ke haɗa samarwa da buƙata',
    intro: 'Dandali ɗaya don jera, farashi, biya da ɗaukar iskar gas.',
    items: {
      aggregationPlatform: {
        title: 'Dandalin haɗa buƙata',
        text: 'Kasuwa ɗaya inda masu samarwa da aka amince da su ke jera iskar gas ɗinsu kuma masu saye suna haɗa buƙatarsu, don ƙananan masu saye su sami farashin masu samarwa.',
      },
      transparentDailyRate: {
        title: 'Farashin rana a bayyane',
        text: 'Ana wallafa farashi a intanet kullum bisa yanki, kwangila da wurin isarwa: kowa zai iya duba su a Bayanan Kasuwa.',
      },
      spotAndFutures: {
        title: 'Kwangilar nan take da ta gaba',
        text: 'Saya don isarwa da wuri, ko ka ƙayyade farashi yau don iskar gas da za a isar a watanni masu zuwa kuma ka tsara samarwa da tabbaci.',
      },
      logisticsNetwork: {
        title: 'Hanyar sufuri',
        text: 'Manyan motocin CNG da cibiyoyi shida, farawa daga Ajaokuta, suna kai iskar gas zuwa masana’antu da gidajen da babu bututun da ya kai su.',
      },
      escrowLikeSettlement: {
        title: 'Kammala biya mai kama da amana',
        text: 'Masu saye suna saka kuɗi a jakar kuɗi ta naira ko dala. Ana riƙe kuɗin saye a jakar har sai mai samarwa ya amince da cinikin.',
      },
      verifiedMembers: {
        title: 'Membobi da aka tantance',
        text: 'Kasuwar tana karɓa da amincewa da kowane mai samarwa da mai saye kafin ciniki, kuma ana duba kowace ajiyar kuɗi.',
      },
    },
  },
  process: {
    eyebrow: 'Yadda yake aiki',
    title: 'Tsarin kasuwanci',
    intro: 'Zaɓi wani ɓangare na tsarin don ganin yadda yake gudana.',
    parts: 'Sassan tsarin kasuwanci',
    steps: {
      aggregation: {
        label: 'Dandalin haɗa buƙata',
        title: 'Masu sayarwa da yawa, masu saye da yawa, kasuwa ɗaya',
        text: 'Masu samarwa suna jera abin da za su iya isarwa; masu saye suna ganin kowane tayi a wuri ɗaya kuma suna sayen yawan da suke buƙata, ko kaɗan ne.',
        steps: {
          step1: 'Masu samarwa suna yin rajista, a amince da su, kuma su jera haja bisa samfur.',
          step2: 'Suna ƙara haja kuma suna saita farashi a naira ko dala.',
          step3: 'Masu saye suna yin rajista, a amince da su, kuma su saka kuɗi a jakar kuɗinsu.',
          step4: 'Ana haɗa buƙatar ƙananan masu saye da yawa da babbar samarwa.',
        },
      },
      trading: {
        label: 'Ciniki nan take da na gaba',
        title: 'Farashin rana a intanet, na yanzu da na gaba',
        text: 'Kasuwar tana wallafa farashi kowace rana. Kwangilar nan take tana isarwa da wuri; kwangilar gaba tana ƙayyade farashin yau don iskar gas da za a isar a watanni masu zuwa.',
        steps: {
          step1: 'Zaɓi samfur, yawa da kwangila: nan take ko wata mai zuwa.',
          step2: 'Duba farashi da jimilla kafin ka tabbatar.',
          step3: 'Ana riƙe adadin kuɗin daga ragowar kuɗin jakarka.',
          step4: 'Mai samarwa yana amincewa da cinikin kuma a tsara isarwa.',
        },
      },
      logistics: {
        label: 'Taimakon sufuri',
        title: 'Bututun gani-da-ido zuwa arewa',
        text: 'Inda bututu bai kai ba, iskar gas da aka matsa tana tafiya ta babbar mota daga cibiyoyinmu, farawa da Ajaokuta a hanyar AKK.',
        steps: {
          step1: 'Ana matsa ko narkar da iskar gas a cibiyar da ta fi kusa da mai samarwa.',
          step2: 'Tirelolin bututun CNG da tankunan LNG suna ɗaukarta ta hanya.',
          step3: 'Kowane layin kasuwa yana nuna wurin isarwarsa da kwanakin isarwa.',
          step4: 'Ana sa ran rabin yawan da aka yi ciniki zai buƙaci isarwa ta zahiri.',
        },
      },
      sustainability: {
        label: 'Dorewa',
        title: 'Ƙarancin ƙona gas, masana’antu masu tsafta',
        text: 'Kowane mita mai kubik da aka sayar maimakon a ƙona yana rage asara; kowace masana’anta da ta koma daga dizal ko man fetur mai kauri zuwa iskar gas tana rage kuɗi da gurɓacewar iska.',
        steps: {
          step1: 'Ba iskar gas ta rijiyoyin mai mai saye, don a sayar da ita maimakon a ƙona.',
          step2: 'Maye gurbin janareto na dizal da man fetur mai kauri a masana’antun arewa.',
          step3: 'Kawo CNG ga bas-bas, manyan motoci da babura masu ƙafa uku.',
          step4: 'Bayar da rahoton yawa don membobi su nuna ragin gurɓacewar iska.',
        },
      },
    },
  },
  logistics: {
    eyebrow: 'Sufuri',
    title: 'Cibiyoyi shida, farawa da Ajaokuta',
    intro:
      'Cibiyarmu ta farko tana kan hanyar bututun AKK a Jihar Kogi. Wasu biyar za su biyo, daga filayen iskar gas na Port-Harcourt zuwa kasuwannin Kano da Maiduguri.',
    stateName: 'Jihar {{state}}',
    operational: 'Tana aiki',
    planned: 'An tsara',
    region: 'Yanki',
    state: 'Jiha',
    delivery: 'Isarwa',
    days_one: 'Kwana {{count}}',
    days_other: 'Kwanaki {{count}}',
    corridor: 'Hanyar AKK',
  },
  hubDescriptions: {
    AJK: 'Cibiyarmu ta farko, a kan hanyar bututun Ajaokuta-Kaduna-Kano (AKK): matsa CNG da ajiyar LNG don Kogi, Abuja da hanyar arewa.',
    PHC: 'Kusa da filayen iskar gas da masana’antun sarrafa ta na Neja Delta: babbar hanyar samarwa ga cibiyoyin.',
    LOS: 'Tana hidimta wa rukunin masana’antu na Legas da Ogun kuma tana haɗa tashoshin LNG na bakin teku.',
    KAD: 'Ɗakin ajiya don masana’antu da gidajen CNG a Kaduna da Zariya, ana ciyar da shi ta hanyar AKK.',
    MIU: 'Tana kawo iskar gas zuwa Arewa maso Gabas ta bututun gani-da-ido: manyan motocin CNG da tankunan LNG.',
    KAN: 'Babbar kasuwar arewa: masana’antun saƙa, abinci da ƙarfe, da CNG don sufuri.',
  },
  revenue: {
    eyebrow: 'Tsarin kasuwanci',
    title: 'Hanyoyin samun kuɗi shida',
    intro: 'Yadda kasuwar take biyan kanta. Duba <anchor>hasashen kuɗi</anchor> don shirin shekaru biyar.',
    sources: {
      transactionFees: {
        title: 'Kuɗin ma’amala',
        figure: '1% na ƙimar ciniki',
        text: 'Ana caji a kowane cikakken ciniki, bisa $2.50 a kowace MMBtu.',
      },
      membershipFees: {
        title: 'Kuɗin zama memba',
        figure: '$5,000 – $10,000 a shekara',
        text: 'Membobi na yau da kullum suna biyan $5,000 a shekara, membobi na musamman $10,000, don shiga, bayanai da tallafi.',
      },
      dataServices: {
        title: 'Ayyukan bayanai',
        figure: 'Farashi da yawa',
        text: 'Bayanan kasuwa, tarihin farashi da rahotanni ga membobi, masu ba da lamuni, masu zuba jari da masu nazari.',
      },
      logisticsFees: {
        title: 'Kuɗin sufuri',
        figure: '$0.50 a kowace MMBtu',
        text: 'A kan iskar gas da kasuwar take isarwa; kusan rabin yawan da aka yi ciniki yana buƙatar isarwa ta zahiri.',
      },
      listingFees: {
        title: 'Kuɗin jerawa',
        figure: 'A kowane jeri',
        text: 'Masu samarwa suna biya don jera haja da kwangiloli a gaban kowane mai saye a kasuwar.',
      },
      ancillaryServices: {
        title: 'Ƙarin ayyuka',
        figure: 'Idan an nema',
        text: 'Gwajin inganci, ajiya a cibiyoyi, inshora da haɗawa da masu ba da kuɗin kasuwanci.',
      },
    },
  },
  join: {
    title: 'Shiga kasuwar',
    text: 'Masu samarwa suna jera haja, ƙara haja da saita farashi. Masu saye suna saka kuɗi a jakar kuɗi kuma suna saya a farashin rana. Rajista kyauta ce; kasuwar tana amincewa da kowane memba kafin ciniki.',
    registerSupplier: 'Yi rajista a matsayin mai samarwa',
    registerOfftaker: 'Yi rajista a matsayin mai saye',
  },
} satisfies Catalogue<typeof en>;
