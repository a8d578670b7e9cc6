import { describe, expect, it } from 'vitest';
import { LANDING_TOPICS } from '../../app/routes';
import { findCourse } from '../../../shared/catalogue/courses';
import { findLandingPage, landingPages } from './landing-pages';

describe('landing pages', () => {
  it('exist for exactly the routed topics, each in front of a catalogue course', () => {
    expect(landingPages.map((landing) => landing.topic)).toEqual([...LANDING_TOPICS]);
    for (const landing of landingPages) {
      expect(findCourse(landing.courseId), landing.courseId).toBeDefined();
    }
  });

  it('carry the spec figures', () => {
    expect(findLandingPage('docker')).toMatchObject({
      courseId: 'docker-fundamentals',
      level: 'Beginner',
      students: 42,
      hours: 16,
      lessons: 36,
      rating: '4.8',
    });
    expect(findLandingPage('docker')?.modules).toHaveLength(6);
    expect(findLandingPage('docker')?.instructor?.name).toBeTruthy();
    expect(findLandingPage('kubernetes')).toMatchObject({
      courseId: 'kubernetes-mastery',
      level: 'Advanced',
      students: 28,
      hours: 17,
      lessons: 40,
      rating: '4.9',
    });
    expect(findLandingPage('aws')).toMatchObject({
      courseId: 'aws-cloud-practitioner',
      level: 'Intermediate',
      students: 35,
      hours: 26,
      lessons: 58,
      rating: '4.7',
    });
    expect(findLandingPage('aws')?.certification).toBeDefined();
  });

  it('keeps azure to its hours, students, learn list and instructor', () => {
    const azure = findLandingPage('azure');
    expect(azure).toMatchObject({ courseId: 'azure-devops-engineer', students: 17, hours: 22 });
    expect(azure?.learn?.length).toBeGreaterThan(0);
    expect(azure?.instructor?.name).toBeTruthy();
    expect(azure?.level).toBeUndefined();
    expect(azure?.lessons).toBeUndefined();
    expect(azure?.rating).toBeUndefined();
  });

  it('is undefined for an unknown topic', () => {
    expect(findLandingPage('cobol')).toBeUndefined();
  });
});
