/** GET /api/catalogue/enrolments: each catalogue course's enrolled figure, by course id. */
export interface EnrolmentCounts {
  counts: Record<string, number>;
}
