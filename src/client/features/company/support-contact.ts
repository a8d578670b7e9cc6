/** How people reach us until the contact form, chat and forum go live (shown on several pages). */
export const SUPPORT_EMAIL = 'support@shikhon.academy';
export const SUPPORT_PHONE = '+880 1700-000000';
export const SUPPORT_PHONE_HREF = 'tel:+8801700000000';
export const SUPPORT_HOURS = 'Mon-Fri 9am-6pm';
export const OFFICE_ADDRESS = ['House 42, Road 11, Banani', 'Dhaka 1213, Bangladesh'];
