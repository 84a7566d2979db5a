import type { Rng } from './prng';

/**
 * People's names by background. UAE partners are staffed by Emiratis, Arab expatriates, South Asian
 * and European professionals; foreign businesses are run by people from their home country.
 */

export interface NamePool {
  first: readonly string[];
  last: readonly string[];
}

export const EMIRATI: NamePool = {
  first: [
    'Ahmed', 'Mohammed', 'Khalid', 'Omar', 'Saeed', 'Hamad', 'Rashid', 'Sultan', 'Yousef', 'Faisal', 'Nasser',
    'Salem', 'Fatima', 'Mariam', 'Aisha', 'Noura', 'Hessa', 'Latifa', 'Shamma', 'Reem', 'Hind', 'Amna', 'Maitha',
  ],
  last: [
    'Al Suwaidi', 'Al Mazrouei', 'Al Ketbi', 'Al Shamsi', 'Al Nuaimi', 'Al Hammadi', 'Al Marri', 'Al Falasi',
    'Al Zaabi', 'Al Kaabi', 'Al Dhaheri', 'Al Mheiri', 'Al Blooshi', 'Al Ameri',
  ],
};

export const LEVANTINE: NamePool = {
  first: ['Rami', 'Karim', 'Ziad', 'Tarek', 'Nadim', 'Layla', 'Rana', 'Dina', 'Yasmine', 'Lina', 'Hala', 'Joumana'],
  last: ['Haddad', 'Khoury', 'Nasr', 'Mansour', 'Saleh', 'Darwish', 'Aziz', 'Farouk', 'Sabbagh', 'Hamdan', 'Issa'],
};

export const SOUTH_ASIAN: NamePool = {
  first: ['Priya', 'Rohan', 'Anil', 'Sneha', 'Vikram', 'Farhan', 'Ayesha', 'Imran', 'Deepa', 'Arjun', 'Sana', 'Rahul', 'Meera'],
  last: ['Nair', 'Mehta', 'Kumar', 'Iyer', 'Shah', 'Qureshi', 'Siddiqui', 'Sheikh', 'Menon', 'Pillai', 'Malik', 'Kapoor'],
};

export const EXPAT: NamePool = {
  first: ['James', 'Claire', 'Daniel', 'Emma', 'Thomas', 'Helen', 'Sarah', 'Michael', 'Laura', 'David', 'Rebecca'],
  last: ['Whitfield', 'Clarke', 'Brennan', 'Hughes', 'Morgan', 'Fletcher', 'Reid', 'Sutton', 'Gallagher', 'Ward'],
};

export const BRITISH: NamePool = {
  first: ['Oliver', 'Charlotte', 'Henry', 'Amelia', 'George', 'Isabel', 'Edward', 'Harriet'],
  last: ['Ashworth', 'Pemberton', 'Caldwell', 'Hartley', 'Ellison', 'Whitmore', 'Fairbairn'],
};

export type CountryKey =
  | 'se' | 'no' | 'dk' | 'fi' | 'is' | 'ee' | 'lv' | 'lt' | 'de' | 'at' | 'nl' | 'be' | 'fr' | 'ie' | 'pl' | 'es'
  | 'pt' | 'it';

export interface Country {
  name: string;
  /** "Swedish": how the country reads before a noun. */
  adjective: string;
  /** operatingRegion as a foreign business writes it, e.g. "Sweden, Nordics". */
  region: string;
  /** The usual legal form, appended to generated company names. */
  legalForm: string;
  people: NamePool;
}

export const COUNTRIES: Record<CountryKey, Country> = {
  se: {
    name: 'Sweden', adjective: 'Swedish', region: 'Sweden, Nordics', legalForm: 'AB',
    people: {
      first: ['Astrid', 'Erik', 'Karin', 'Johan', 'Elin', 'Oskar', 'Maja', 'Gustav', 'Linnea'],
      last: ['Lindqvist', 'Sandberg', 'Holm', 'Berglund', 'Ström', 'Nyström', 'Ekholm', 'Wikander'],
    },
  },
  no: {
    name: 'Norway', adjective: 'Norwegian', region: 'Norway, Nordics', legalForm: 'AS',
    people: {
      first: ['Ingrid', 'Magnus', 'Sigrid', 'Henrik', 'Nora', 'Eirik', 'Solveig'],
      last: ['Solberg', 'Haugen', 'Bakke', 'Dahl', 'Lunde', 'Strand', 'Vik'],
    },
  },
  dk: {
    name: 'Denmark', adjective: 'Danish', region: 'Denmark, Nordics', legalForm: 'ApS',
    people: {
      first: ['Mette', 'Rasmus', 'Freja', 'Mads', 'Ida', 'Anders', 'Signe'],
      last: ['Kjær', 'Lund', 'Møller', 'Holst', 'Bech', 'Vestergaard', 'Thygesen'],
    },
  },
  fi: {
    name: 'Finland', adjective: 'Finnish', region: 'Finland, Nordics', legalForm: 'Oy',
    people: {
      first: ['Aino', 'Mikko', 'Liisa', 'Juha', 'Sanna', 'Ville', 'Kaisa'],
      last: ['Virtanen', 'Laine', 'Heikkinen', 'Koskinen', 'Mäkelä', 'Salonen', 'Rautio'],
    },
  },
  is: {
    name: 'Iceland', adjective: 'Icelandic', region: 'Iceland, Nordics', legalForm: 'ehf.',
    people: {
      first: ['Sigrún', 'Gunnar', 'Katrín', 'Einar', 'Hildur', 'Bjarki'],
      last: ['Jónsdóttir', 'Þórsson', 'Magnúsdóttir', 'Sigurðsson', 'Einarsdóttir', 'Helgason'],
    },
  },
  ee: {
    name: 'Estonia', adjective: 'Estonian', region: 'Estonia, Baltics', legalForm: 'OÜ',
    people: { first: ['Kristjan', 'Liis', 'Mart', 'Kadri', 'Rasmus', 'Triin'], last: ['Tamm', 'Kask', 'Saar', 'Mägi', 'Rebane', 'Ilves'] },
  },
  lv: {
    name: 'Latvia', adjective: 'Latvian', region: 'Latvia, Baltics', legalForm: 'SIA',
    people: { first: ['Jānis', 'Ilze', 'Kristaps', 'Anna'], last: ['Bērziņš', 'Ozola', 'Kalniņš', 'Liepa'] },
  },
  lt: {
    name: 'Lithuania', adjective: 'Lithuanian', region: 'Lithuania, Baltics', legalForm: 'UAB',
    people: { first: ['Mantas', 'Rūta', 'Tomas', 'Eglė'], last: ['Kazlauskas', 'Jankauskaitė', 'Petrauskas', 'Vaitkutė'] },
  },
  de: {
    name: 'Germany', adjective: 'German', region: 'Germany, DACH', legalForm: 'GmbH',
    people: {
      first: ['Lukas', 'Anna', 'Jonas', 'Lena', 'Felix', 'Katharina', 'Maximilian'],
      last: ['Schneider', 'Weber', 'Hoffmann', 'Krüger', 'Brandt', 'Vogel', 'Hartmann'],
    },
  },
  at: {
    name: 'Austria', adjective: 'Austrian', region: 'Austria, DACH', legalForm: 'GmbH',
    people: { first: ['Florian', 'Theresa', 'Stefan', 'Verena'], last: ['Gruber', 'Huber', 'Pichler', 'Moser'] },
  },
  nl: {
    name: 'Netherlands', adjective: 'Dutch', region: 'Netherlands, Benelux', legalForm: 'B.V.',
    people: { first: ['Daan', 'Sanne', 'Joost', 'Fleur', 'Bram', 'Eva'], last: ['de Vries', 'Bakker', 'Visser', 'van Dijk', 'Mulder', 'de Groot'] },
  },
  be: {
    name: 'Belgium', adjective: 'Belgian', region: 'Belgium, Benelux', legalForm: 'BV',
    people: { first: ['Wout', 'Elise', 'Pieter', 'Margaux'], last: ['Peeters', 'Janssens', 'Claes', 'Maes'] },
  },
  fr: {
    name: 'France', adjective: 'French', region: 'France, EU', legalForm: 'SAS',
    people: { first: ['Camille', 'Hugo', 'Chloé', 'Julien', 'Manon', 'Antoine'], last: ['Laurent', 'Moreau', 'Girard', 'Lefèvre', 'Fontaine', 'Rousseau'] },
  },
  ie: {
    name: 'Ireland', adjective: 'Irish', region: 'Ireland, EU', legalForm: 'Ltd',
    people: { first: ['Aoife', 'Ciarán', 'Niamh', 'Seán', 'Orla', 'Cian'], last: ['Byrne', 'Walsh', 'Ó Briain', 'Kavanagh', 'Doyle', 'Gallagher'] },
  },
  pl: {
    name: 'Poland', adjective: 'Polish', region: 'Poland, Central Europe', legalForm: 'sp. z o.o.',
    people: { first: ['Katarzyna', 'Piotr', 'Agnieszka', 'Tomasz', 'Magdalena', 'Paweł'], last: ['Nowak', 'Wiśniewski', 'Kowalczyk', 'Zielińska', 'Lewandowski', 'Wójcik'] },
  },
  es: {
    name: 'Spain', adjective: 'Spanish', region: 'Spain, Southern Europe', legalForm: 'S.L.',
    people: { first: ['Lucía', 'Javier', 'Carmen', 'Álvaro', 'Marta', 'Pablo'], last: ['Fernández', 'Romero', 'Navarro', 'Ortega', 'Castillo', 'Serrano'] },
  },
  pt: {
    name: 'Portugal', adjective: 'Portuguese', region: 'Portugal, Southern Europe', legalForm: 'Lda.',
    people: { first: ['Inês', 'João', 'Beatriz', 'Tiago'], last: ['Silva', 'Carvalho', 'Sousa', 'Ferreira'] },
  },
  it: {
    name: 'Italy', adjective: 'Italian', region: 'Italy, Southern Europe', legalForm: 'S.r.l.',
    people: { first: ['Giulia', 'Matteo', 'Chiara', 'Lorenzo'], last: ['Bianchi', 'Ricci', 'Colombo', 'Marino'] },
  },
};

export const COUNTRY_KEYS = Object.keys(COUNTRIES) as CountryKey[];

export function personName(rng: Rng, pool: NamePool): string {
  return `${rng.pick(pool.first)} ${rng.pick(pool.last)}`;
}

/** A UAE team member: mostly Emirati and Arab names, with South Asian and European professionals. */
export function uaeStaffName(rng: Rng): string {
  const roll = rng.next();
  if (roll < 0.4) return personName(rng, EMIRATI);
  if (roll < 0.62) return personName(rng, LEVANTINE);
  if (roll < 0.85) return personName(rng, SOUTH_ASIAN);
  return personName(rng, EXPAT);
}

export const LOCAL_DESIGNATIONS = [
  'Managing Partner', 'Founder & CEO', 'Head of Business Development', 'General Manager', 'Senior Associate',
  'Client Relationship Director', 'Director, Corporate Services', 'Country Manager', 'Partner',
] as const;

export const INVESTOR_DESIGNATIONS = [
  'Investment Director', 'Managing Partner', 'Principal', 'Chief Investment Officer', 'Partner', 'Head of Ventures',
  'Senior Investment Manager', 'Founder',
] as const;
