/**
 * Other names people type for a city, keyed by the city's slug in data/cities.json: the
 * pre-rename names (Bombay, Madras, Gurgaon…), the new official names where the data still
 * carries the old one, and common short or English forms. A slug that is not in the data is
 * ignored, so editors may drop a city without touching this table.
 */
export const cityAliases: Readonly<Record<string, readonly string[]>> = {
  // text-check: not a diner's text (a city's other name, matched against what people type)
  agra: ['Agra Cantonment'],
  ahmednagar: ['Ahilyanagar'],
  alappuzha: ['Alleppey'],
  allahabad: ['Allahabad'],
  // text-check: not a diner's text (a city's other name, matched against what people type)
  aurangabad: ['Chhatrapati Sambhajinagar', 'Sambhajinagar'],
  ballari: ['Bellary'],
  bangalore: ['Bangalore', 'Bengalooru', 'Bangaluru'],
  belgaum: ['Belagavi'],
  berhampur: ['Brahmapur'],
  bhubaneswar: ['Bhubaneshwar'],
  bijapur: ['Vijayapura'],
  chikmagalur: ['Chikkamagaluru'],
  cuddalore: ['Kadalur'],
  // text-check: not a diner's text (a city's other name, matched against what people type)
  dehradun: ['Dehra Dun'],
  // text-check: not a diner's text (a city's other name, matched against what people type)
  delhi: ['New Delhi', 'Dilli'],
  faizabad: ['Ayodhya'],
  gurgaon: ['Gurgaon'],
  guwahati: ['Gauhati'],
  hubli: ['Hubballi', 'Hubli-Dharwad'],
  jabalpur: ['Jubbulpore'],
  kadapa: ['Cuddapah'],
  kalaburagi: ['Gulbarga'],
  kanpur: ['Cawnpore'],
  kochi: ['Cochin', 'Ernakulam'],
  kolkata: ['Calcutta'],
  kollam: ['Quilon'],
  kozhikode: ['Calicut'],
  mangaluru: ['Mangalore'],
  // text-check: not a diner's text (a city's other name, matched against what people type)
  'maunath-bhanjan': ['Maunath Bhanjan'],
  mumbai: ['Bombay'],
  mysore: ['Mysore'],
  chennai: ['Madras'],
  palakkad: ['Palghat'],
  pondicherry: ['Pondicherry', 'Pondy'],
  pune: ['Poona'],
  purnea: ['Purnea'],
  rajahmundry: ['Rajamahendravaram', 'Rajamundry'],
  shimla: ['Simla'],
  shivamogga: ['Shimoga'],
  thiruvananthapuram: ['Trivandrum'],
  thoothukudi: ['Tuticorin'],
  thrissur: ['Trichur'],
  trichy: ['Trichy', 'Tiruchi', 'Tiruchirapalli'],
  tirupur: ['Tirupur'],
  tumakuru: ['Tumkur'],
  vadodara: ['Baroda'],
  varanasi: ['Banaras', 'Benares', 'Kashi'],
  vizag: ['Vizag', 'Visakhapatnam', 'Vishakhapatnam', 'Waltair'],
};
