/**
 * Bengali: saved addresses' texts. Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the address itself (flat, area, landmark), as typed.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { addressMessages } from './en.ts';

export default {
  addresses: {
    Home: 'বাড়ি',
    Work: 'অফিস',
    Other: 'অন্যান্য',
    savedAddresses: 'সেভ করা ঠিকানা',
    loading: 'আপনার ঠিকানাগুলি লোড হচ্ছে…',
    editName: '{label} বদলান',
    isDefault: 'ডিফল্ট',
    editAria: '{label} বদলান: {address}',
    edit: 'বদলান',
    makeDefaultAria: '{label}-কে ডিফল্ট করুন: {address}',
    makeDefault: 'ডিফল্ট করুন',
    deleteAria: '{label} মুছুন: {address}',
    delete: 'মুছুন',
    keep: 'রেখে দিন',
    addNew: 'নতুন ঠিকানা যোগ করুন',
    newAddress: 'নতুন ঠিকানা',
    saveAddress: 'ঠিকানা সেভ করুন',
    saving: 'সেভ হচ্ছে…',
    cancel: 'বাতিল',
    area: 'এলাকা: {area}',
    change: 'বদলান',
    saveAs: 'এই নামে সেভ করুন',
    flatLabel: 'ফ্ল্যাট, বাড়ির নম্বর ও বিল্ডিং',
    floorLabel: 'তলা (ঐচ্ছিক)',
    landmarkLabel: 'ল্যান্ডমার্ক (ঐচ্ছিক)',
    instructionsLabel: 'ডেলিভারি পার্টনারের জন্য নির্দেশ (ঐচ্ছিক)',
    chooseAreaLink: 'আপনার এলাকা বেছে নিন',
    chooseAreaText: 'ঠিকানা যোগ করতে {link}।',
    flatMissing: 'আপনার ফ্ল্যাট, বাড়ির নম্বর ও বিল্ডিং লিখুন।',
    tooLong: '{what} {max} অক্ষরের মধ্যে রাখুন।',
    saved: 'আপনার ঠিকানা সেভ হয়েছে।',
    deleteQuestion: 'এই ঠিকানাটি মুছবেন?',
    removed: 'ঠিকানাটি মুছে ফেলা হয়েছে।',
    madeDefault: 'এখন থেকে ওই ঠিকানাটিই আপনার ডিফল্ট।',
    empty: 'এখনও কোনো ঠিকানা সেভ করা নেই।',
    noArea: 'ঠিকানা যোগ করতে আগে আপনার এলাকা বেছে নিন।',
    flat: 'ফ্ল্যাট, বাড়ির নম্বর ও বিল্ডিং',
    floor: 'তলা',
    landmark: 'ল্যান্ডমার্ক',
    instructions: 'নির্দেশ',
  },
} satisfies CatalogueFile<typeof addressMessages>;
