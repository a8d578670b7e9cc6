import { formatNumberBn, toBengaliDigits } from '../../../shared/format/bangla';
import type { CareersCopy } from './careers.copy';

export const careersCopy: CareersCopy = {
  page: {
    eyebrow: 'ক্যারিয়ার',
    title: 'বাংলাদেশকে ভবিষ্যতের দক্ষতা শেখাতে সাহায্য করুন',
    lead: 'Shikhon Academy-র টিমে যোগ দিন: ইনস্ট্রাক্টর, ইঞ্জিনিয়ার, ডিজাইনার ও কমিউনিটি বিল্ডার, যারা শিক্ষার্থীদের DevOps ও ক্লাউড পেশাজীবী হিসেবে গড়ে তোলেন।',
    seePositions: 'খালি পদগুলো দেখুন',
    metaTitle: 'ক্যারিয়ার',
    metaDescription:
      'Shikhon Academy-তে কাজ করুন: শিক্ষা, কনটেন্ট, ইঞ্জিনিয়ারিং ও মার্কেটিংয়ে খালি পদ, ঢাকায় ও রিমোট, ফ্লেক্সিবল কাজের সুযোগ আর শেখার বাজেটসহ।',
  },
  benefits: {
    title: 'কেন আমাদের সাথে কাজ করবেন',
    lead: 'আমরা ছোট একটি টিম, লক্ষ্য বড়: বাংলাদেশের হাজারো মানুষকে DevOps ও ক্লাউডে ক্যারিয়ার শুরু করতে সাহায্য করা। যারা এটা সম্ভব করেন, তাদের আমরা যেভাবে যত্ন নিই:',
  },
  positions: {
    title: 'খালি পদ',
    lead: (count) =>
      `শিক্ষা, কনটেন্ট, ইঞ্জিনিয়ারিং ও মার্কেটিংয়ে ${toBengaliDigits(String(count))}টি পদ, ঢাকায় ও রিমোট।`,
    experience: (experience) => `${experience} অভিজ্ঞতা`,
    skills: 'যে দক্ষতাগুলো আমরা খুঁজছি',
    apply: 'আবেদন করুন',
    applyLabel: (title) => `আবেদন করুন: ${title}`,
    otherTitle: 'পছন্দের পদটি খুঁজে পাচ্ছেন না?',
    otherText:
      'আমাদের লক্ষ্যের সাথে একমত এমন ইনস্ট্রাক্টর, ইঞ্জিনিয়ার ও কমিউনিটি বিল্ডারদের কাছ থেকে শুনতে আমরা সবসময় আগ্রহী। আপনি কী নিয়ে কাজ করতে চান জানান, আমরা ২৪ ঘণ্টার মধ্যে উত্তর দেব।',
    otherSubject: 'আবেদন: সাধারণ আগ্রহ',
    introduce: 'নিজের পরিচয় দিন',
  },
  application: {
    eyebrow: 'ক্যারিয়ার',
    title: (title) => `${title} পদে আবেদন করুন`,
    lead: 'নিজের সম্পর্কে একটু জানান আর আপনার CV বা পোর্টফোলিওর লিংক দিন। মোটামুটি দুই মিনিট লাগবে।',
    formTitle: 'আপনার আবেদন',
    department: 'বিভাগ',
    location: 'কর্মস্থল',
    type: 'ধরন',
    experience: 'অভিজ্ঞতা',
    skills: 'যে দক্ষতাগুলো আমরা খুঁজছি',
    allPositions: 'সব খালি পদ',
    notFoundTitle: 'পদটি পাওয়া যায়নি',
    notFoundText:
      'এই ঠিকানায় কোনো খালি পদ খুঁজে পাওয়া যায়নি। হয়তো পদটি পূরণ হয়ে গেছে বা এর নাম বদলেছে; আমরা যত পদে নিয়োগ দিচ্ছি, সবই আমাদের ক্যারিয়ার পেজে আছে।',
    seePositions: 'খালি পদগুলো দেখুন',
    metaTitle: (title) => `আবেদন: ${title}`,
    metaDescription: (title, department, location, type) =>
      `Shikhon Academy-তে ${title} পদে আবেদন করুন (${department}, ${location}, ${type}): আপনার তথ্য আর CV বা পোর্টফোলিওর লিংক পাঠান।`,
    notFoundMetaTitle: 'পদটি পাওয়া যায়নি',
    notFoundMetaDescription:
      'Shikhon Academy-তে এই পদটি খালি নেই। সব খালি পদ দেখুন আমাদের ক্যারিয়ার পেজে।',
  },
  form: {
    hints: {
      phone: '০১৭১২৩৪৫৬৭৮-এর মতো বাংলাদেশি মোবাইল নম্বর, অথবা + দিয়ে শুরু আন্তর্জাতিক নম্বর।',
      cvUrl:
        'আপনার CV-র একটি পাবলিক লিংক (যেমন Google Drive-এ), আপনার LinkedIn প্রোফাইল বা পোর্টফোলিও।',
      message: (max) =>
        `কেন এই পদ, আর কবে থেকে যোগ দিতে পারবেন। সর্বোচ্চ ${formatNumberBn(max)} অক্ষর।`,
    },
    required: 'মেসেজ ছাড়া সব ঘর পূরণ করা আবশ্যক।',
    position: 'পদ',
    choosePosition: 'একটি পদ বেছে নিন…',
    name: 'পুরো নাম',
    email: 'ইমেইল',
    phone: 'ফোন',
    cvUrl: 'আপনার CV বা পোর্টফোলিওর লিংক',
    message: 'মেসেজ (ঐচ্ছিক)',
    submitting: 'জমা হচ্ছে...',
    submit: 'আবেদন জমা দিন',
    sentToastTitle: 'আবেদন পাঠানো হয়েছে',
    sentToast: (name, email) =>
      `ধন্যবাদ, ${name}! আমরা ${email} ঠিকানায় একটি নিশ্চিতকরণ ইমেইল পাঠাব।`,
    notSent: 'আবেদন পাঠানো যায়নি',
    sentTitle: 'আবেদন পেয়েছি',
    sentBefore: (name) => `ধন্যবাদ, ${name}! আমরা `,
    sentAfter:
      ' ঠিকানায় একটি নিশ্চিতকরণ ইমেইল পাঠাব। আমাদের টিম প্রতিটি আবেদন পড়ে, আর আপনার অভিজ্ঞতা পদের সাথে মিললে আপনার সাথে যোগাযোগ করবে।',
    backToPositions: 'খালি পদগুলোতে ফিরে যান',
  },
};
