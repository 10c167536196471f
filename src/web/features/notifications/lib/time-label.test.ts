import enNotifications from '@shared/locales/en/notifications.json';
import trNotifications from '@shared/locales/tr/notifications.json';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationTarget, timeLabel } from './time-label';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: { en: { notifications: enNotifications }, tr: { notifications: trNotifications } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
});

const now = Date.parse('2026-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;

describe('notification time labels', () => {
  it('says Just now, then minutes, hours and days with plurals in English', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t.bind(i18n);
    const LANG = 'en';
    expect(timeLabel(t, LANG, ago(59_000), now)).toBe('Just now');
    expect(timeLabel(t, LANG, ago(MIN), now)).toBe('1 minute ago');
    expect(timeLabel(t, LANG, ago(59 * MIN), now)).toBe('59 minutes ago');
    expect(timeLabel(t, LANG, ago(60 * MIN), now)).toBe('1 hour ago');
    expect(timeLabel(t, LANG, ago(23 * 60 * MIN), now)).toBe('23 hours ago');
    expect(timeLabel(t, LANG, ago(24 * 60 * MIN), now)).toBe('1 day ago');
    expect(timeLabel(t, LANG, ago(3 * 24 * 60 * MIN), now)).toBe('3 days ago');
  });

  it('says the same in Turkish', async () => {
    await i18n.changeLanguage('tr');
    const t = i18n.t.bind(i18n);
    const LANG = 'tr';
    expect(timeLabel(t, LANG, ago(10_000), now)).toBe('Az önce');
    expect(timeLabel(t, LANG, ago(5 * MIN), now)).toBe('5 dakika önce');
    expect(timeLabel(t, LANG, ago(2 * 60 * MIN), now)).toBe('2 saat önce');
    expect(timeLabel(t, LANG, ago(24 * 60 * MIN), now)).toBe('1 gün önce');
  });

  it('sends message clicks to chat, reviews to the profile and the rest to projects', () => {
    expect(notificationTarget('message')).toBe('/chat');
    expect(notificationTarget('message', { conversationId: 'c-1', sender: 'A' })).toBe('/chat?c=c-1');
    expect(notificationTarget('review')).toBe('/profile');
    expect(notificationTarget('account')).toBe('/account/standing');
    for (const type of ['project', 'job_accepted', 'deadline'])
      expect(notificationTarget(type)).toBe('/projects');
    const id = '0b6c1f8e-4d2a-4b8e-9c1d-2f3a4b5c6d7e';
    expect(notificationTarget('saved_search', { kind: 'projects', itemId: id })).toBe(`/projects/${id}`);
    expect(notificationTarget('saved_search', { kind: 'services', itemId: id })).toBe(`/services/${id}`);
    expect(notificationTarget('saved_search', { kind: 'projects', itemId: '../admin' })).toBe(
      '/saved?tab=searches',
    );
  });
});
