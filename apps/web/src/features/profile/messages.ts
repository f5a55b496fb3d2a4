import { defineMessages } from '@/lib/i18n/i18n';

/** The profile screen's own strings (spec/02 §2), bundled with its chunk. */
export const useProfileT = defineMessages(
  {
    editProfile: 'Edit profile',
    editingHint: 'Press the pencil button to change your profile image or password.',
    editingOn: 'Editing is on. Change what you need, then save.',
    name: 'Name',
    profileImage: 'Profile image',
    imageHint: 'JPEG, PNG or WebP, at most 2 MB.',
    preview: 'Preview of your new profile image',
    removeImage: 'Remove chosen image',
    currentImage: 'Your current picture. Choose a file to replace it.',
    newImage: 'Your new picture. Save changes to use it.',
    oldPassword: 'Old password',
    newPassword: 'New password',
    newPasswordHint:
      'At least 8 characters, with an uppercase and a lowercase letter, a number and a special character. Leave both password fields empty to keep your password.',
    passwordNote: 'Changing your password logs you out on your other devices.',
    save: 'Save changes',
    cancel: 'Cancel',
    saving: 'Saving your profile…',
    retry: 'Try again',
    loading: 'Loading your profile…',
  },
  {
    editProfile: 'प्रोफ़ाइल बदलें',
    editingHint: 'प्रोफ़ाइल फ़ोटो या पासवर्ड बदलने के लिए पेंसिल बटन दबाएँ।',
    editingOn: 'बदलाव चालू है। जो बदलना है बदलें, फिर सहेजें।',
    name: 'नाम',
    profileImage: 'प्रोफ़ाइल फ़ोटो',
    imageHint: 'JPEG, PNG या WebP, अधिकतम 2 MB।',
    preview: 'आपकी नई प्रोफ़ाइल फ़ोटो की झलक',
    removeImage: 'चुनी गई फ़ोटो हटाएँ',
    currentImage: 'आपकी मौजूदा फ़ोटो। बदलने के लिए एक फ़ाइल चुनें।',
    newImage: 'आपकी नई फ़ोटो। इसे लगाने के लिए बदलाव सहेजें।',
    oldPassword: 'पुराना पासवर्ड',
    newPassword: 'नया पासवर्ड',
    newPasswordHint:
      'कम से कम 8 अक्षर, जिनमें एक बड़ा और एक छोटा अक्षर, एक अंक और एक विशेष चिह्न हो। पासवर्ड न बदलना हो तो दोनों पासवर्ड खाने खाली छोड़ें।',
    passwordNote: 'पासवर्ड बदलने पर आपके दूसरे डिवाइस से लॉग आउट हो जाएगा।',
    save: 'बदलाव सहेजें',
    cancel: 'रद्द करें',
    saving: 'आपकी प्रोफ़ाइल सहेजी जा रही है…',
    retry: 'फिर कोशिश करें',
    loading: 'आपकी प्रोफ़ाइल लोड हो रही है…',
  },
);
