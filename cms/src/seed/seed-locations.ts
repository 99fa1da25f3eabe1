/**
 * Address detail for generated demo listings: districts, mandals, localities and real-looking
 * PIN codes per city. Seed data only — the canonical city list (names, states, coordinates) is
 * CITIES in @gruha/shared; this table only adds what a realistic address needs.
 */

export interface SeedLocality {
  name: string
  pin: string
  mandal?: string
  /** Prime central neighbourhood: no plots or farm land are generated there. */
  premium?: boolean
}

export interface SeedCityDetail {
  district: string
  /** Mandal used when a locality does not name its own. */
  mandal: string
  localities: readonly SeedLocality[]
  /** Centre coordinates, used only when the shared city list lacks them. */
  lat: number
  lng: number
  state: string
}

const L = (name: string, pin: string, mandal?: string): SeedLocality => ({ name, pin, mandal })
const P = (name: string, pin: string, mandal?: string): SeedLocality => ({ name, pin, mandal, premium: true })

const AP = 'Andhra Pradesh'
const TS = 'Telangana'

export const SEED_CITY_DETAILS: Readonly<Record<string, SeedCityDetail>> = {
  // ---------- Telangana ----------
  Hyderabad: {
    state: TS,
    district: 'Rangareddy',
    mandal: 'Serilingampally',
    lat: 17.385,
    lng: 78.4867,
    localities: [
      L('Gachibowli', '500032'),
      L('Madhapur', '500081'),
      L('Kondapur', '500084'),
      L('Kokapet', '500075', 'Gandipet'),
      L('Manikonda', '500089', 'Gandipet'),
      L('Nallagandla', '500019'),
      L('Kukatpally', '500072', 'Kukatpally'),
      L('Miyapur', '500049'),
      P('Banjara Hills', '500034', 'Shaikpet'),
      P('Jubilee Hills', '500033', 'Shaikpet'),
      L('Begumpet', '500016', 'Ameerpet'),
      L('Uppal', '500039', 'Uppal'),
      L('LB Nagar', '500074', 'Saroornagar'),
      L('Kompally', '500014', 'Quthbullapur'),
      L('Chandanagar', '500050'),
    ],
  },
  Secunderabad: {
    state: TS,
    district: 'Hyderabad',
    mandal: 'Secunderabad',
    lat: 17.4399,
    lng: 78.4983,
    localities: [
      P('Marredpally', '500026'),
      L('Sainikpuri', '500094', 'Malkajgiri'),
      L('Trimulgherry', '500015'),
      L('Alwal', '500010', 'Alwal'),
      L('Bowenpally', '500011'),
    ],
  },
  Warangal: {
    state: TS,
    district: 'Hanumakonda',
    mandal: 'Hanumakonda',
    lat: 17.9689,
    lng: 79.5941,
    localities: [
      L('Hanamkonda', '506001'),
      L('Kazipet', '506003', 'Kazipet'),
      L('Subedari', '506001'),
      L('Nakkalagutta', '506001'),
      L('Hunter Road', '506001'),
    ],
  },
  Karimnagar: {
    state: TS,
    district: 'Karimnagar',
    mandal: 'Karimnagar',
    lat: 18.4386,
    lng: 79.1288,
    localities: [L('Mankammathota', '505001'), L('Jyothinagar', '505001'), L('Kothirampur', '505001'), L('Vavilalapally', '505001')],
  },
  Nizamabad: {
    state: TS,
    district: 'Nizamabad',
    mandal: 'Nizamabad Urban',
    lat: 18.6725,
    lng: 78.094,
    localities: [L('Vinayak Nagar', '503003'), L('Subhash Nagar', '503002'), L('Pragathi Nagar', '503001'), L('Khaleelwadi', '503001')],
  },
  Khammam: {
    state: TS,
    district: 'Khammam',
    mandal: 'Khammam Urban',
    lat: 17.2473,
    lng: 80.1514,
    localities: [L('Burhanpuram', '507002'), L('Gandhi Chowk', '507001'), L('Balaji Nagar', '507002'), L('Mamillagudem', '507001')],
  },
  Mahbubnagar: {
    state: TS,
    district: 'Mahabubnagar',
    mandal: 'Mahabubnagar',
    lat: 16.7488,
    lng: 78.0035,
    localities: [L('New Town', '509001'), L('Padmavathi Colony', '509001'), L('Boyapally', '509001'), L('Srinivasa Colony', '509001')],
  },
  Nalgonda: {
    state: TS,
    district: 'Nalgonda',
    mandal: 'Nalgonda',
    lat: 17.0575,
    lng: 79.2684,
    localities: [L('Ramagiri', '508001'), L('Panagal', '508001'), L('Prakasam Bazar', '508001'), L('Bhagath Singh Nagar', '508001')],
  },
  Adilabad: {
    state: TS,
    district: 'Adilabad',
    mandal: 'Adilabad Urban',
    lat: 19.6641,
    lng: 78.532,
    localities: [L('Vidya Nagar', '504001'), L('Shanthi Nagar', '504001'), L('Bhukthapur', '504001'), L('Mavala', '504001')],
  },
  Ramagundam: {
    state: TS,
    district: 'Peddapalli',
    mandal: 'Ramagundam',
    lat: 18.7557,
    lng: 79.474,
    localities: [L('Godavarikhani', '505209'), L('NTPC Township', '505215'), L('Yaitinklaine Colony', '505209'), L('Marriguda', '505208')],
  },
  Siddipet: {
    state: TS,
    district: 'Siddipet',
    mandal: 'Siddipet Urban',
    lat: 18.1018,
    lng: 78.852,
    localities: [L('Prashanth Nagar', '502103'), L('Bharat Nagar', '502103'), L('Gandhi Nagar', '502103'), L('Ponnala', '502103')],
  },
  Suryapet: {
    state: TS,
    district: 'Suryapet',
    mandal: 'Suryapet',
    lat: 17.1405,
    lng: 79.6236,
    localities: [L('Vidya Nagar', '508213'), L('Srinivasa Nagar', '508213'), L('Tallagadda', '508213'), L('Jammigadda', '508213')],
  },
  Mancherial: {
    state: TS,
    district: 'Mancherial',
    mandal: 'Mancherial',
    lat: 18.8714,
    lng: 79.4443,
    localities: [L('Hamali Wada', '504208'), L('Ram Nagar', '504208'), L('Srirampur', '504303', 'Naspur'), L('Garmilla', '504208')],
  },
  Sangareddy: {
    state: TS,
    district: 'Sangareddy',
    mandal: 'Sangareddy',
    lat: 17.6248,
    lng: 78.0865,
    localities: [L('Pothireddypally', '502001'), L('Kandi', '502285', 'Kandi'), L('Shanthi Nagar', '502001'), L('Fasalwadi', '502001')],
  },
  Medak: {
    state: TS,
    district: 'Medak',
    mandal: 'Medak',
    lat: 18.0457,
    lng: 78.2608,
    localities: [L('Gandhi Nagar', '502110'), L('Autonagar', '502110'), L('Pillikottal', '502110')],
  },
  Miryalaguda: {
    state: TS,
    district: 'Nalgonda',
    mandal: 'Miryalaguda',
    lat: 16.8722,
    lng: 79.5625,
    localities: [L('Hanuman Pet', '508207'), L('Shanthi Nagar', '508207'), L('Reddy Colony', '508207')],
  },
  Kothagudem: {
    state: TS,
    district: 'Bhadradri Kothagudem',
    mandal: 'Kothagudem',
    lat: 17.5511,
    lng: 80.6197,
    localities: [L('Ramavaram', '507101'), L('Rudrampur', '507119'), L('Gollagudem', '507101')],
  },
  // ---------- Andhra Pradesh ----------
  Visakhapatnam: {
    state: AP,
    district: 'Visakhapatnam',
    mandal: 'Visakhapatnam Rural',
    lat: 17.6868,
    lng: 83.2185,
    localities: [
      L('Madhurawada', '530048'),
      P('MVP Colony', '530017', 'Visakhapatnam Urban'),
      P('Seethammadhara', '530013', 'Seethammadhara'),
      L('Rushikonda', '530045'),
      L('Yendada', '530045'),
      L('PM Palem', '530041'),
      L('Dwaraka Nagar', '530016', 'Visakhapatnam Urban'),
      L('Gajuwaka', '530026', 'Gajuwaka'),
      L('Kommadi', '530048'),
      L('Akkayyapalem', '530016', 'Visakhapatnam Urban'),
      L('Pendurthi', '531173', 'Pendurthi'),
      L('Sagar Nagar', '530045'),
    ],
  },
  Vijayawada: {
    state: AP,
    district: 'NTR',
    mandal: 'Vijayawada Urban',
    lat: 16.5062,
    lng: 80.648,
    localities: [
      P('Benz Circle', '520010'),
      L('Patamata', '520010'),
      L('Gunadala', '520004'),
      P('Labbipet', '520010'),
      L('Bhavanipuram', '520012'),
      P('Governorpet', '520002'),
      L('Poranki', '521137', 'Penamaluru'),
      L('Kanuru', '520007', 'Penamaluru'),
      L('Gollapudi', '521225', 'Vijayawada Rural'),
    ],
  },
  Guntur: {
    state: AP,
    district: 'Guntur',
    mandal: 'Guntur East',
    lat: 16.3067,
    lng: 80.4365,
    localities: [
      L('Brodipet', '522002'),
      L('Arundelpet', '522002'),
      L('Lakshmipuram', '522007', 'Guntur West'),
      L('Gorantla', '522034', 'Guntur West'),
      L('Pattabhipuram', '522006', 'Guntur West'),
    ],
  },
  Amaravati: {
    state: AP,
    district: 'Guntur',
    mandal: 'Thullur',
    lat: 16.5131,
    lng: 80.5165,
    localities: [L('Thullur', '522237'), L('Rayapudi', '522237'), L('Mandadam', '522237'), L('Nelapadu', '522237')],
  },
  Nellore: {
    state: AP,
    district: 'Sri Potti Sriramulu Nellore',
    mandal: 'Nellore Urban',
    lat: 14.4426,
    lng: 79.9865,
    localities: [L('Magunta Layout', '524003'), L('Dargamitta', '524003'), L('Vedayapalem', '524004'), L('Balaji Nagar', '524002')],
  },
  Kurnool: {
    state: AP,
    district: 'Kurnool',
    mandal: 'Kurnool Urban',
    lat: 15.8281,
    lng: 78.0373,
    localities: [
      L('Budhawarpet', '518002'),
      L('Venkata Ramana Colony', '518003'),
      L('Gayatri Estates', '518002'),
      L('Kallur', '518003', 'Kallur'),
    ],
  },
  Tirupati: {
    state: AP,
    district: 'Tirupati',
    mandal: 'Tirupati Urban',
    lat: 13.6288,
    lng: 79.4192,
    localities: [
      L('Tiruchanoor', '517503', 'Tirupati Rural'),
      L('Bairagipatteda', '517501'),
      L('Korlagunta', '517501'),
      L('MR Palli', '517502'),
      L('Balaji Colony', '517502'),
    ],
  },
  Kakinada: {
    state: AP,
    district: 'Kakinada',
    mandal: 'Kakinada Urban',
    lat: 16.9891,
    lng: 82.2475,
    localities: [
      L('Sarpavaram', '533005', 'Kakinada Rural'),
      L('Ramanayyapeta', '533005'),
      L('Gandhi Nagar', '533004'),
      L('Jagannaickpur', '533002'),
    ],
  },
  Rajahmundry: {
    state: AP,
    district: 'East Godavari',
    mandal: 'Rajamahendravaram Urban',
    lat: 17.0005,
    lng: 81.804,
    localities: [
      L('Danavaipeta', '533103'),
      L('Morampudi', '533107', 'Rajamahendravaram Rural'),
      L('Prakash Nagar', '533103'),
      L('Lalacheruvu', '533106'),
    ],
  },
  Rajamahendravaram: {
    state: AP,
    district: 'East Godavari',
    mandal: 'Rajamahendravaram Urban',
    lat: 17.0005,
    lng: 81.804,
    localities: [
      L('Danavaipeta', '533103'),
      L('Morampudi', '533107', 'Rajamahendravaram Rural'),
      L('Prakash Nagar', '533103'),
      L('Lalacheruvu', '533106'),
    ],
  },
  Kadapa: {
    state: AP,
    district: 'YSR Kadapa',
    mandal: 'Kadapa',
    lat: 14.4673,
    lng: 78.8242,
    localities: [
      L('Nagarajupeta', '516001'),
      L('Co-operative Colony', '516001'),
      L('Yerramukkapalli', '516004'),
      L('Prakash Nagar', '516002'),
    ],
  },
  Anantapur: {
    state: AP,
    district: 'Anantapuramu',
    mandal: 'Anantapuramu',
    lat: 14.6819,
    lng: 77.6006,
    localities: [L('Ramnagar', '515001'), L('Sapthagiri Circle', '515001'), L('Kamalanagar', '515001'), L('Rudrampeta', '515004')],
  },
  Eluru: {
    state: AP,
    district: 'Eluru',
    mandal: 'Eluru',
    lat: 16.7107,
    lng: 81.0952,
    localities: [L('Ramachandra Rao Pet', '534002'), L('Powerpet', '534002'), L('Satrampadu', '534007'), L('Vatluru', '534007')],
  },
  Ongole: {
    state: AP,
    district: 'Prakasam',
    mandal: 'Ongole',
    lat: 15.5057,
    lng: 80.0499,
    localities: [L('Bhagya Nagar', '523002'), L('Santhapet', '523001'), L('Lawyerpet', '523002'), L('Ramnagar', '523002')],
  },
  Vizianagaram: {
    state: AP,
    district: 'Vizianagaram',
    mandal: 'Vizianagaram',
    lat: 18.1067,
    lng: 83.3956,
    localities: [L('Cantonment', '535003'), L('Fort Area', '535002'), L('Dharmapuri', '535002'), L('Ayyannapeta', '535002')],
  },
  Srikakulam: {
    state: AP,
    district: 'Srikakulam',
    mandal: 'Srikakulam',
    lat: 18.2949,
    lng: 83.8938,
    localities: [L('Arasavalli', '532001'), L('Balaga', '532001'), L('Gujarathipeta', '532005'), L('Peddapadu', '532001')],
  },
  Machilipatnam: {
    state: AP,
    district: 'Krishna',
    mandal: 'Machilipatnam',
    lat: 16.1875,
    lng: 81.1389,
    localities: [L('Chilakalapudi', '521001'), L('Robertsonpet', '521001'), L('Edepalli', '521001'), L('Ramanaidupeta', '521001')],
  },
  Chittoor: {
    state: AP,
    district: 'Chittoor',
    mandal: 'Chittoor',
    lat: 13.2172,
    lng: 79.1003,
    localities: [L('Greamspet', '517002'), L('Santhapet', '517001'), L('Kattamanchi', '517001'), L('Murakambattu', '517127')],
  },
  Bhimavaram: {
    state: AP,
    district: 'West Godavari',
    mandal: 'Bhimavaram',
    lat: 16.5449,
    lng: 81.5212,
    localities: [L('Gunupudi', '534201'), L('Mentey Vari Thota', '534202'), L('Rayalam', '534201'), L('Vissakoderu', '534202')],
  },
  Tenali: {
    state: AP,
    district: 'Guntur',
    mandal: 'Tenali',
    lat: 16.2379,
    lng: 80.6444,
    localities: [L('Bose Road', '522201'), L('Ithanagar', '522201'), L('Chenchupet', '522201'), L('Nazarpet', '522201')],
  },
  Nandyal: {
    state: AP,
    district: 'Nandyal',
    mandal: 'Nandyal',
    lat: 15.4786,
    lng: 78.4831,
    localities: [L('Bommalasatram', '518501'), L('NGO Colony', '518501'), L('Noonepalli', '518502'), L('Padmavathi Nagar', '518501')],
  },
  Proddatur: {
    state: AP,
    district: 'YSR Kadapa',
    mandal: 'Proddatur',
    lat: 14.7502,
    lng: 78.5481,
    localities: [L('Sivalayam Street', '516360'), L('Rameswaram', '516360'), L('YMR Colony', '516360')],
  },
  Hindupur: {
    state: AP,
    district: 'Sri Sathya Sai',
    mandal: 'Hindupur',
    lat: 13.8289,
    lng: 77.4914,
    localities: [L('Mukkidipeta', '515201'), L('RTC Colony', '515201'), L('Chowdeshwari Colony', '515201')],
  },
  // ---------- Metros ----------
  Bangalore: {
    state: 'Karnataka',
    district: 'Bengaluru Urban',
    mandal: 'Bengaluru East',
    lat: 12.9716,
    lng: 77.5946,
    localities: [
      L('Whitefield', '560066'),
      L('HSR Layout', '560102', 'Bengaluru South'),
      P('Koramangala', '560034', 'Bengaluru South'),
      P('Indiranagar', '560038'),
      L('Sarjapur Road', '560035', 'Anekal'),
      L('Hebbal', '560024', 'Bengaluru North'),
    ],
  },
  Chennai: {
    state: 'Tamil Nadu',
    district: 'Chennai',
    mandal: 'Mylapore',
    lat: 13.0827,
    lng: 80.2707,
    localities: [
      L('Anna Nagar', '600040', 'Aminjikarai'),
      L('Velachery', '600042', 'Velachery'),
      P('Adyar', '600020'),
      L('OMR Thoraipakkam', '600097', 'Sholinganallur'),
      P('T. Nagar', '600017', 'Mambalam'),
    ],
  },
  Mumbai: {
    state: 'Maharashtra',
    district: 'Mumbai Suburban',
    mandal: 'Andheri',
    lat: 19.076,
    lng: 72.8777,
    localities: [
      L('Andheri West', '400053'),
      P('Powai', '400076', 'Kurla'),
      P('Bandra West', '400050'),
      L('Goregaon East', '400063', 'Borivali'),
      L('Chembur', '400071', 'Kurla'),
    ],
  },
  Delhi: {
    state: 'Delhi',
    district: 'South Delhi',
    mandal: 'Hauz Khas',
    lat: 28.6139,
    lng: 77.209,
    localities: [
      P('Saket', '110017'),
      L('Dwarka Sector 10', '110075', 'Dwarka'),
      P('Vasant Kunj', '110070', 'Mehrauli'),
      L('Lajpat Nagar', '110024', 'Defence Colony'),
      L('Rohini Sector 9', '110085', 'Rohini'),
    ],
  },
  Pune: {
    state: 'Maharashtra',
    district: 'Pune',
    mandal: 'Haveli',
    lat: 18.5204,
    lng: 73.8567,
    localities: [
      L('Hinjewadi', '411057', 'Mulshi'),
      L('Kharadi', '411014'),
      L('Baner', '411045'),
      L('Wakad', '411057', 'Mulshi'),
      L('Viman Nagar', '411014'),
    ],
  },
  Kolkata: {
    state: 'West Bengal',
    district: 'Kolkata',
    mandal: 'Kolkata',
    lat: 22.5726,
    lng: 88.3639,
    localities: [
      L('Salt Lake Sector V', '700091', 'Bidhannagar'),
      L('New Town', '700156', 'Rajarhat'),
      P('Ballygunge', '700019'),
      L('Behala', '700034'),
      P('Park Street', '700016'),
    ],
  },
}

const ALIASES: Readonly<Record<string, string>> = {
  bengaluru: 'Bangalore',
  'new delhi': 'Delhi',
  vizag: 'Visakhapatnam',
  vishakapatnam: 'Visakhapatnam',
  visakhapatanam: 'Visakhapatnam',
  rajamundry: 'Rajahmundry',
  hanamkonda: 'Warangal',
  hanumakonda: 'Warangal',
  mahabubnagar: 'Mahbubnagar',
  cuddapah: 'Kadapa',
  anantapuramu: 'Anantapur',
  anantapuram: 'Anantapur',
  kothagudem: 'Kothagudem',
  'bhadradri kothagudem': 'Kothagudem',
  nellore: 'Nellore',
  calcutta: 'Kolkata',
  bombay: 'Mumbai',
  madras: 'Chennai',
}

/** The address detail for a city name (case-insensitive, common alternate spellings accepted). */
export function cityDetail(name: string): SeedCityDetail | undefined {
  const direct = SEED_CITY_DETAILS[name]
  if (direct) return direct
  const lower = name.trim().toLowerCase()
  const key = Object.keys(SEED_CITY_DETAILS).find((k) => k.toLowerCase() === lower) ?? ALIASES[lower]
  return key ? SEED_CITY_DETAILS[key] : undefined
}

/** Generic detail for a city the table does not know: still a plausible address. */
export function fallbackCityDetail(name: string, state: string, lat: number, lng: number, pinBase: string): SeedCityDetail {
  return {
    state,
    district: name,
    mandal: name,
    lat,
    lng,
    localities: ['Gandhi Nagar', 'Main Road', 'Srinivasa Nagar', 'Ramalingeswara Nagar', 'Housing Board Colony'].map((n) => L(n, pinBase)),
  }
}
