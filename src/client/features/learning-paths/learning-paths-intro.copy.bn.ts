import type { LearningPathsIntroCopy } from './learning-paths-intro.copy';

export const learningPathsIntroCopy: LearningPathsIntroCopy = {
  eyebrow: 'লার্নিং পাথ',
  title: 'লার্নিং পাথ',
  lead: 'একেবারে শুরু থেকে চাকরির উপযোগী দক্ষতা পর্যন্ত সাজানো পথ। আপনি যে রোলে কাজ করতে চান তার পাথ অনুসরণ করুন, অথবা একটি প্রযুক্তি বা সার্টিফিকেশন গভীরভাবে শিখুন।',
  helpTitle: 'কোথা থেকে শুরু করবেন বুঝতে পারছেন না?',
  helpText:
    'ছয়টি ছোট প্রশ্নের উত্তর দিন, আমরা আপনাকে একটি পাথ সাজেস্ট করব। অথবা সব কোর্স আলাদাভাবে দেখুন।',
  takeAssessment: 'স্কিল অ্যাসেসমেন্ট দিন',
  browseCourses: 'সব কোর্স দেখুন',
};
