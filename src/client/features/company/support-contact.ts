/**
 * How people reach us by phone and post (shown on several pages). The email address is the
 * server's SUPPORT_EMAIL, read with siteSetting('support-email'), so it is never written here.
 */
export const SUPPORT_PHONE = '+880 1700-000000';
export const SUPPORT_PHONE_HREF = 'tel:+8801700000000';
export const SUPPORT_HOURS = 'Mon-Fri 9am-6pm';
export const OFFICE_ADDRESS = ['House 42, Road 11, Banani', 'Dhaka 1213, Bangladesh'];
