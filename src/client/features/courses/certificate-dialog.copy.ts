import type { CopyShape } from '../../../shared/i18n/copy';

/** The course page's 'Get Certificate' dialog: loaded with the dialog, on its first opening. */
export const certificateDialogCopy = {
  heading: 'How to earn your certificate',
  /** Around the course's title (which stays English). */
  introBefore: 'Finish every lesson, quiz and lab of this course to earn a certificate for ',
  introAfter:
    '. It is issued the moment you finish the last one, and anyone can check it on its own page.',
  completeLessons: (lessons: number) => `Complete all ${lessons} lessons`,
  finishLabs: (labs: number) =>
    labs === 1 ? 'Finish the 1 hands-on lab' : `Finish all ${labs} hands-on labs`,
  passQuizzes: (percent: number) => `Pass every module quiz with ${percent}% or more`,
  carries:
    'It carries the name on your profile, the course, its level and hours, and a QR code that links to its page, so employers can check it.',
  /** Around the holder's name, in bold: 'Your certificate will carry the name Nusrat Jahan.' */
  nameBefore: 'Your certificate will carry the name ',
  nameAfter: '.',
  changeName: 'Change it on your profile',
  /** Around the link to the profile, when the learner has no full name yet. */
  noNameBefore:
    'Your profile has no full name yet, and a certificate never carries your email address: it waits until you ',
  noNameLink: 'add your name on your profile',
  noNameAfter: '.',
  close: 'Close',
};

export type CertificateDialogCopy = CopyShape<typeof certificateDialogCopy>;
