// The countries and cities the product knows (customers, clients, branches, the fleet's routes).
export interface Country {
  name: string;
  code: string;
  cities: readonly string[];
}

export const COUNTRIES: readonly Country[] = [
  { name: 'United States', code: 'us', cities: ['New York', 'Chicago', 'Austin', 'Seattle'] },
  { name: 'United Kingdom', code: 'gb', cities: ['London', 'Leeds', 'Bristol'] },
  { name: 'Germany', code: 'de', cities: ['Berlin', 'Hamburg', 'Munich'] },
  { name: 'France', code: 'fr', cities: ['Paris', 'Lyon', 'Marseille'] },
  { name: 'Israel', code: 'il', cities: ['Tel Aviv', 'Haifa', 'Jerusalem'] },
  { name: 'Egypt', code: 'eg', cities: ['Cairo', 'Alexandria'] },
  { name: 'India', code: 'in', cities: ['Mumbai', 'Delhi', 'Bengaluru'] },
  { name: 'Brazil', code: 'br', cities: ['São Paulo', 'Rio de Janeiro'] },
  { name: 'Japan', code: 'jp', cities: ['Tokyo', 'Osaka'] },
  { name: 'Australia', code: 'au', cities: ['Sydney', 'Melbourne'] },
  { name: 'Canada', code: 'ca', cities: ['Toronto', 'Vancouver'] },
  { name: 'Spain', code: 'es', cities: ['Madrid', 'Barcelona'] },
];
