import { z } from 'zod';

/** Whether the signed-in learner is on a programme's "tell me when it opens" list. */
export const waitlistStatusSchema = z.object({ onList: z.boolean() });
export type WaitlistStatus = z.infer<typeof waitlistStatusSchema>;
