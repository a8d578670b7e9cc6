import { describe, expect, it } from 'vitest';
import { LANDING_TOPICS } from '../../app/routes';
import { findCourse } from '../../../shared/catalogue/courses';
import { curriculumFor } from '../../../shared/catalogue/curricula';
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
      rating: '4.8',
    });
    expect(findLandingPage('docker')?.modules).toHaveLength(4);
    expect(findLandingPage('docker')?.instructor?.name).toBeTruthy();
    expect(findLandingPage('kubernetes')).toMatchObject({
      courseId: 'kubernetes-mastery',
      level: 'Advanced',
      students: 28,
      rating: '4.9',
    });
    expect(findLandingPage('aws')).toMatchObject({
      courseId: 'aws-cloud-practitioner',
      level: 'Intermediate',
      students: 35,
      rating: '4.7',
    });
    expect(findLandingPage('aws')?.certification).toBeDefined();
  });

  it('list the modules of the course behind them, as its curriculum names them', () => {
    for (const landing of landingPages) {
      if (!landing.modules) continue;
      expect(landing.modules, landing.topic).toEqual(
        curriculumFor(landing.courseId).map((module) => module.title),
      );
    }
  });

  it('keeps azure to its students, learn list and instructor', () => {
    const azure = findLandingPage('azure');
    expect(azure).toMatchObject({ courseId: 'azure-devops-engineer', students: 17 });
    expect(azure?.learn?.length).toBeGreaterThan(0);
    expect(azure?.instructor?.name).toBeTruthy();
    expect(azure?.level).toBeUndefined();
    expect(azure?.rating).toBeUndefined();
  });

  it('is undefined for an unknown topic', () => {
    expect(findLandingPage('cobol')).toBeUndefined();
  });
});
