import type { GlossaryTerm } from './types';

/** Ansible Automation: the key terms a learner meets in its English lessons, explained in Bangla. */
export const glossary: readonly GlossaryTerm[] = [
  {
    term: 'configuration management',
    bangla: 'কনফিগারেশন ম্যানেজমেন্ট',
    meaning:
      'হাতে সাজানো, সময়ের সঙ্গে একে অপরের থেকে আলাদা হয়ে যাওয়া সার্ভারের বদলে রিভিউ করা কোড দিয়ে সার্ভারের কাঙ্ক্ষিত অবস্থা বারবার একইভাবে প্রয়োগ করা।',
  },
  {
    term: 'control node',
    bangla: 'কন্ট্রোল নোড',
    meaning:
      'যে মেশিনে Ansible ইনস্টল থাকে; এখান থেকে SSH দিয়ে ম্যানেজড নোডে মডিউল চলে, আর নোডে কোনো এজেন্ট নয়, শুধু SSH ও Python লাগে।',
  },
  {
    term: 'inventory',
    bangla: 'ইনভেন্টরি',
    meaning:
      'Ansible কোন কোন হোস্টে কাজ করবে তার তালিকা, গ্রুপ ও কানেকশন ভেরিয়েবলসহ; INI বা YAML-এ স্ট্যাটিক, অথবা ক্লাউড API থেকে প্লাগইন দিয়ে ডায়নামিক হয়।',
  },
  {
    term: 'ad hoc command',
    bangla: 'অ্যাড হক কমান্ড',
    meaning:
      'প্লেবুক ছাড়াই ansible কমান্ডে একটি মডিউল একবার চালানো; দ্রুত কিছু যাচাই বা জরুরি এককালীন পরিবর্তনের জন্য কাজে লাগে।',
  },
  {
    term: 'module',
    bangla: 'মডিউল',
    meaning:
      'প্যাকেজ ইনস্টল বা ফাইল কপির মতো নির্দিষ্ট একটি কাজের ইউনিট; কাঙ্ক্ষিত state বলে দিলে শুধু দরকার হলেই পরিবর্তন করে।',
  },
  {
    term: 'ansible.cfg',
    bangla: 'ansible.cfg',
    meaning:
      'Ansible-এর কনফিগারেশন ফাইল; প্রথম যেটি পাওয়া যায় শুধু সেটিই মানা হয়, ফাইলগুলো মেশানো হয় না, তাই প্রজেক্টের ফাইলটি Git-এ রাখুন।',
  },
  {
    term: 'become',
    bangla: 'become',
    meaning:
      'sudo-র মতো প্রিভিলেজ এসকেলেশন দিয়ে টাস্ক চালানো, ডিফল্টে root হিসেবে; যতটা ছোট পরিসরে সম্ভব, শুধু সেখানেই দিন।',
  },
  {
    term: 'playbook',
    bangla: 'প্লেবুক',
    meaning:
      'YAML-এ লেখা এক বা একাধিক play-এর তালিকা; প্রতিটি play নির্দিষ্ট হোস্টে ক্রমানুসারে task চালায়, আর প্রতিটি task একটি মডিউল ডাকে।',
  },
  {
    term: 'FQCN',
    bangla: 'FQCN',
    meaning:
      'ansible.builtin.copy-এর মতো মডিউলের পুরো নাম, namespace ও কালেকশনসহ; কোন কালেকশনের মডিউল চলছে তা নিয়ে কোনো সন্দেহ রাখে না।',
  },
  {
    term: 'facts',
    bangla: 'ফ্যাক্ট',
    meaning:
      'play শুরুর সময় হোস্ট থেকে সংগ্রহ করা তথ্য, যেমন OS পরিবার বা IP ঠিকানা; ansible_facts-এ থাকে, আর শর্ত ও টেমপ্লেটে কাজে লাগে।',
  },
  {
    term: 'variable precedence',
    bangla: 'ভেরিয়েবলের অগ্রাধিকার',
    meaning:
      'একই ভেরিয়েবল কয়েক জায়গায় থাকলে কোনটি জিতবে তার নিয়ম; -e দেওয়া extra vars সবার ওপরে, রোলের defaults প্রায় সবার নিচে, আর host_vars জেতে group_vars-এর ওপর।',
  },
  {
    term: 'when',
    bangla: 'when',
    meaning:
      'টাস্ক কখন চলবে তার শর্ত, যা {{ }} ছাড়া Jinja2 এক্সপ্রেশনে লেখা হয়; loop-এর সঙ্গে দিলে প্রতিটি item-এর জন্য আলাদা করে যাচাই হয়।',
  },
  {
    term: 'handler',
    bangla: 'হ্যান্ডলার',
    meaning:
      'notify করা টাস্ক changed হলে তবেই চলে, টাস্কের অংশ শেষ হলে একবার (আগে চাইলে meta: flush_handlers); কনফিগ বদলানোর পর সার্ভিস রিলোড বা রিস্টার্ট করতে কাজে লাগে।',
  },
  {
    term: 'Jinja2 template',
    bangla: 'Jinja2 টেমপ্লেট',
    meaning:
      'ভেরিয়েবল ও ফ্যাক্ট বসিয়ে কনফিগারেশন ফাইল তৈরির টেমপ্লেট; {{ }}-এ মান, {% %}-এ if ও for, আর template মডিউল ফাইলটি হোস্টে বসায়।',
  },
  {
    term: 'idempotency',
    bangla: 'আইডেমপোটেন্সি',
    meaning:
      'একই প্লেবুক বারবার চালালেও ফল একই থাকে, শুধু যা আলাদা তা-ই বদলায়; তাই দ্বিতীয়বার চালালে changed=0 দেখা উচিত।',
  },
  {
    term: 'check mode',
    bangla: 'চেক মোড',
    meaning:
      '--check দিয়ে কিছু না বদলে কী বদলাত তা দেখা, সঙ্গে --diff দিলে ফাইলের পার্থক্যও দেখায়; creates বা removes না থাকলে command ও shell টাস্ক বাদ পড়ে।',
  },
  {
    term: 'role',
    bangla: 'রোল',
    meaning:
      'task, handler, template, defaults ও meta একটি নির্দিষ্ট কাঠামোয় সাজানো পুনর্ব্যবহারযোগ্য প্যাকেজ; ansible-galaxy role init দিয়ে তৈরি হয়।',
  },
  {
    term: 'collection',
    bangla: 'কালেকশন',
    meaning:
      'একটি namespace-এর অধীনে মডিউল, প্লাগইন ও রোলের প্যাকেজ, যেমন amazon.aws; requirements.yml-এ ভার্সন পিন করে ansible-galaxy দিয়ে ইনস্টল করুন।',
  },
  {
    term: 'Ansible Vault',
    bangla: 'Ansible Vault',
    meaning:
      'পাসওয়ার্ডের মতো সিক্রেট এনক্রিপ্ট করে Git-এ রাখার সুবিধা; ansible-vault দিয়ে পুরো ফাইল, আর encrypt_string দিয়ে একটি মান এনক্রিপ্ট করা যায়।',
  },
  {
    term: 'block and rescue',
    bangla: 'block ও rescue',
    meaning:
      'block-এর কোনো টাস্ক ব্যর্থ হলে rescue-এর টাস্ক চলে, আর always অংশ সবসময় চলে; ব্যর্থ রিলিজ রোলব্যাক করতে এটি কাজে লাগে।',
  },
  {
    term: 'group_vars and host_vars',
    bangla: 'group_vars ও host_vars',
    meaning:
      'ইনভেন্টরির পাশে গ্রুপ ও হোস্টভিত্তিক ভেরিয়েবলের ফোল্ডার; প্রতিটি এনভায়রনমেন্টের ইনভেন্টরিতে আলাদা রাখলে একই প্লেবুক staging ও production-এ চলে।',
  },
  {
    term: 'Molecule',
    bangla: 'Molecule',
    meaning:
      'ক্ষণস্থায়ী ইনস্ট্যান্সে, যেমন Docker কন্টেইনারে, রোল টেস্ট করার টুল; create, converge, idempotence, verify ও destroy ধাপে চলে।',
  },
  {
    term: 'ansible-lint',
    bangla: 'ansible-lint',
    meaning:
      'প্লেবুক ও রোলে নামহীন টাস্ক, ছোট মডিউল নাম, আইডেমপোটেন্ট নয় এমন কমান্ড ও YAML-এর সমস্যা খুঁজে বের করে; প্রতিটি পরিবর্তনে CI-তে চালান।',
  },
  {
    term: 'serial',
    bangla: 'serial',
    meaning:
      'play পুরো ফ্লিটে একসঙ্গে না চালিয়ে ব্যাচে ব্যাচে চালায়, যেমন আগে ১টি পরে ২টি সার্ভার; রোলিং আপডেটে ভুল সব সার্ভারে ছড়িয়ে পড়া ঠেকায়।',
  },
];
