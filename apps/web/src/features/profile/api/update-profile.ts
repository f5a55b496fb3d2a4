import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserGetResponse } from '@kosh/contract/auth';
import type { UpdateProfileResponse } from '@kosh/contract/profile';
import { apiRequest } from '@/lib/api-client';

/** docs/product-2.md §3: the profile update payload, sent as multipart. */
export interface UpdateProfileInput {
  name: string;
  user_img: File | null;
  oldPassword: string;
  newPassword: string;
}

export const updateProfile = (input: UpdateProfileInput) => {
  const body = new FormData();
  body.append('name', input.name);
  if (input.user_img) body.append('user_img', input.user_img);
  body.append('oldPassword', input.oldPassword);
  body.append('newPassword', input.newPassword);
  return apiRequest<UpdateProfileResponse>('user/updateProfile', { body, auth: true });
};

/**
 * Saves the profile, then shows the new picture everywhere at once: the cached user/get answers
 * (the sidebar reads the same cache) get the new image straight away, and are refetched behind it.
 */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (response) => {
      queryClient.setQueriesData<UserGetResponse>({ queryKey: ['user'] }, (old) =>
        old ? { ...old, data: { ...old.data, user_img: response.data.user_img } } : old,
      );
      await queryClient.invalidateQueries({ queryKey: ['user'] });
    },
  });
};
