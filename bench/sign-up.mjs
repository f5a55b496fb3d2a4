// One new customer through a running Kosh's API, as the sign-up screen makes one (the OTP read from
// its sandbox's SMS outbox): the session the web app keeps in localStorage ('kosh.session').
// Shared by bench/bundle-size.mjs and bench/lighthouse.mjs.

async function post(server, apiPath, body) {
  const response = await fetch(`${server}/api/${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${apiPath}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Signs a customer up on `server`, reading the OTP from `sandbox`'s outbox. */
export async function signUpCustomer(server, sandbox) {
  const mobile = `9${String(Date.now()).slice(-9)}`;
  await post(server, 'user/sendOtp', {
    name: 'Bench Customer',
    mobile,
    emailId: `bench${mobile}@example.com`,
    password: 'Kosh@2025safe',
  });
  let otp;
  for (let i = 0; i < 50 && !otp; i += 1) {
    const messages = await (await fetch(`${sandbox}/sms/messages?to=${mobile}`)).json();
    otp = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
    if (!otp) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!otp) throw new Error(`no OTP for ${mobile} in ${sandbox}'s outbox`);
  const { data } = await post(server, 'user/verifyOtp', { otp, mobile });
  return {
    token: data.token,
    UId: data.UId,
    userId: data.userId,
    name: 'Bench Customer',
    role: 'customer',
  };
}
