import { toBengaliDigits } from '../../../shared/format/digits';
import type { BlogCopy } from './blog.copy';

const bn = (value: number) => toBengaliDigits(String(value));

export const blogCopy: BlogCopy = {
  page: {
    eyebrow: 'ব্লগ',
    title: 'DevOps ও ক্লাউড নিয়ে লেখা',
    lead: 'Kubernetes, Docker, Terraform, CI/CD, AWS ও Azure নিয়ে আমাদের ইনস্ট্রাক্টরদের বাস্তবমুখী গাইড, বাংলাদেশের ইঞ্জিনিয়ারদের জন্য লেখা।',
    metaTitle: 'ব্লগ',
    metaDescription:
      'Shikhon Academy-র ইনস্ট্রাক্টরদের লেখা DevOps ও ক্লাউডের বাস্তবমুখী গাইড: Kubernetes, Docker, Terraform, CI/CD, AWS ও Azure।',
  },
  list: {
    filterLabel: 'ক্যাটাগরি অনুযায়ী আর্টিকেল ফিল্টার করুন',
    all: 'সব',
    summary: (count, category) => {
      if (count === 0) {
        return category ? `${category} নিয়ে এখনো কোনো আর্টিকেল নেই।` : 'এখনো কোনো আর্টিকেল নেই।';
      }
      return category
        ? `${category} নিয়ে ${bn(count)}টি আর্টিকেল দেখানো হচ্ছে`
        : `সব ${bn(count)}টি আর্টিকেল দেখানো হচ্ছে`;
    },
    emptyText: 'এই বিষয়ে আমরা নতুন গাইড লিখছি। ততদিন অন্য বিষয়গুলোতে পড়ার মতো অনেক কিছু আছে।',
    showAll: 'সব আর্টিকেল দেখুন',
    featuredLabel: 'বাছাই করা আর্টিকেল',
    latest: 'সাম্প্রতিক আর্টিকেল',
    categoryArticles: (category) => (category ? `${category} নিয়ে আর্টিকেল` : 'সব আর্টিকেল'),
  },
  card: {
    featured: 'বাছাই করা',
    readMore: 'আরও পড়ুন',
    readMoreLabel: (title) => `আরও পড়ুন: ${title}`,
  },
  readTime: (readTime) => {
    const minutes = /^(\d+) min read$/.exec(readTime)?.[1];
    return minutes ? `${toBengaliDigits(minutes)} মিনিটে পড়া যায়` : readTime;
  },
  article: {
    backToBlog: 'ব্লগে ফিরে যান',
    by: 'লেখক: ',
    codeExample: (number) => (number === undefined ? 'কোডের উদাহরণ' : `কোডের উদাহরণ ${bn(number)}`),
    practiseTitle: 'হাতে-কলমে অনুশীলন করতে চান?',
    practiseText: 'আমাদের ল্যাব আপনার ব্রাউজারেই একটি অস্থায়ী Linux মেশিন দেয়, কোনো সেটআপ ছাড়াই।',
    browseCourses: 'কোর্সগুলো দেখুন',
    moreArticles: 'আরও আর্টিকেল',
    seeAll: 'সব আর্টিকেল দেখুন',
    notFoundEyebrow: 'ব্লগ',
    notFoundTitle: 'আর্টিকেলটি পাওয়া যায়নি',
    notFoundLead:
      'এই ঠিকানায় কোনো আর্টিকেল খুঁজে পাওয়া যায়নি। হয়তো এটি সরানো হয়েছে, অথবা লিংকটি ভুল লেখা।',
    latest: 'সাম্প্রতিক আর্টিকেল',
    notFoundMetaTitle: 'আর্টিকেলটি পাওয়া যায়নি',
    notFoundMetaDescription: 'এই আর্টিকেলটি নেই। আরও পড়তে Shikhon Academy-র ব্লগ দেখুন।',
  },
};
