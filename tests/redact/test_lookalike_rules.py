"""The rules that keep look-alikes found on the first look-alike corpus's holdout (studied
as tuning data once it had been scored): each kind of value is kept in realistic text,
and the credentials that share its vendor, label or shape are still scrubbed."""

from __future__ import annotations

import base64
import json

import pytest

from ocmem.redact import MARKER, scrub

# Pieces joined at run time: no literal here has the shape of a real credential.
BODY = "Zq7Lm9Xw4Tz8Vb3Nc6Hd1Jf5Gs0Pa2Kr4Yt6Ue8Wi"
WG_KEY = "TmglvOO8uhWp7lf3RPtYexPVbM3X8EIhI/K5ZEdpJsc="


def _jwt(claims: dict[str, object]) -> str:
    def segment(data: dict[str, object]) -> str:
        return base64.urlsafe_b64encode(json.dumps(data).encode()).decode().rstrip("=")

    return f"{segment({'alg': 'HS256', 'typ': 'JWT'})}.{segment(claims)}.{BODY}"


_ANON = {"iss": "supabase", "ref": "xyzabcdefghijklmnopq", "role": "anon", "iat": 1700000000}


@pytest.mark.parametrize(
    "text",
    [
        # OpenAI object ids
        f"uploaded file-{BODY[:22]} for the fine-tune; job ftjob-{BODY[:24]}",
        f"batch_{BODY[:24]} finished with 3 failed requests",
        f"asst_{BODY[:24]} answered in thread_{BODY[1:25]} (run_{BODY[2:26]})",
        f"the tool call call_{BODY[:24]} returned an error; response resp_{BODY[:32]}",
        # Anthropic object ids
        f"retrieve msgbatch_01{BODY[:22]}; the failing request was req_011{BODY[:21]}",
        # Vercel project and team ids, as .vercel/project.json has them
        f'{{"projectId": "prj_{BODY[:28]}", "orgId": "team_{BODY[:24]}"}}',
        # public-by-design client keys
        f"posthog.init('phc_{BODY}Ab', {{api_host: 'https://eu.posthog.com'}})",
        "NEXT_PUBLIC_MAPBOX_TOKEN=pk.eyJ1IjoiYWNtZSIsImEiOiJjbHgzZjlhMmIwMDAxMnFwcjRkZ3B3"
        "OHR6In0.QLb8FAjzV6mHS3Udy3ia1H (URL-restricted)",
        f"VITE_SUPABASE_ANON_KEY={_jwt(_ANON)}",
        # masks printed in place of a stored secret
        "gh auth status → Token: gh" + "o_" + "*" * 36,
        "aws configure list\n      access_key     ****************RH6E shared-credentials-file",
        "DB_PASSWORD=••••••••wq9Z (from the dashboard)",
        # host names, even next to a credential word
        "docker login --username AWS --password-stdin 149887459213.dkr.ecr.eu-west-1.amazonaws.com",
        "the token endpoint is auth-7f3c2a1b9d.eu-west-1.elb.amazonaws.com",
        # a GUID in registry format, even next to a credential word
        'Project("{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}") = "Acme.Auth", '
        '"src\\Acme.Auth\\Acme.Auth.csproj", "{E7BA6250-B8F0-461A-9CF0-572F377D24C7}"',
        # Kubernetes pod names
        "the GITHUB_TOKEN secret was not mounted (pod api-62pstq7bxn-zpc75)",
        "the secret rotation cron job pod gateway-hwjwh22psn-6l92d was OOMKilled",
        # a wallet address, a PKCE challenge, an IPFS CIDv0
        "refunds go to the wallet address 7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV",
        "PKCE code_challenge E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM (S256)",
        "the signed bundle is pinned at QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG",
        # wg show names each peer by its public key
        f"`wg show wg0` → peer: {WG_KEY} (latest handshake 33 seconds ago)",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert scrub(text).text == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # the providers' keys beside their object ids
        ("OPENAI_API_KEY=sk-" + f"proj-{BODY}{BODY} for file-{BODY[:22]}", f"proj-{BODY}"),
        ("key sk-" + f"ant-api03-{BODY}{BODY}-AA and msg_01{BODY[:22]}", f"api03-{BODY}"),
        # the secret halves of public-by-design vendors
        ("POSTHOG_PERSONAL_API_KEY=ph" + f"x_{BODY}", f"x_{BODY}"),
        (
            "MAPBOX_SECRET=s" + "k.eyJ1IjoiYWNtZSIsImEiOiJjbGV4YW1wbGUifQ.QLb8FAjzV6mHS3Udy3ia1H",
            "QLb8FAjzV6mHS3Udy3ia1H",
        ),
        (f"SUPABASE_SERVICE_ROLE_KEY={_jwt({**_ANON, 'role': 'service_role'})}", BODY),
        (f"SUPABASE_KEY={_jwt({**_ANON, 'iss': 'acme'})}", BODY),
        # a mask needs its mask: a password with a few stars in it is a password
        ("password: p4ss**w0rd!X", "p4ss**w0rd!X"),
        ("password: Zq7Lm9Xw****", "Zq7Lm9Xw"),
        ("gh auth status → Token: gh" + f"o_{BODY[:36]}", BODY[:36]),
        # a dotted token is not a host name unless its last label is a top-level domain
        ("the deploy token 8f3k2l9xq7.m4n5b6v7c8zz", "8f3k2l9xq7.m4n5b6v7c8zz"),
        # a UUID labelled as a key, unbraced
        ("HEROKU_API_KEY=7c9e6679-7425-40de-944b-e07fc1f90ae7", "7c9e6679-7425-40de-944b"),
        # pod-name shaped, but labelled a token, or outside Kubernetes' alphabet
        ("the deploy token is live-8kq2mzx9rt-lp4nw", "live-8kq2mzx9rt-lp4nw"),
        ("deploy token: tok-9aE1kQ3uZx-Ab1eU and web-a8Kq2mZx9R-tLp4N", "web-a8Kq2mZx9R-tLp4N"),
        # WireGuard's private and preshared keys have the public key's shape
        (f"[Interface]\nPrivateKey = {WG_KEY}", WG_KEY),
        (f"[Peer]\nPresharedKey = {WG_KEY}", WG_KEY),
        (f"peer secret: {WG_KEY}", WG_KEY),
        # an address or a challenge elsewhere on the line does not vouch for a token
        (
            "IP address 10.0.0.5, deploy token 7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV",
            "7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV",
        ),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str) -> None:
    result = scrub(text)
    assert secret not in result.text
    assert MARKER in result.text


def test_a_telegram_bot_token_inside_the_bot_api_url_is_scrubbed() -> None:
    token = "7910004151:" + "AA" + "v0kI1_-L6sprwE2kM_bf4uShG_jvsBts"
    for text in (
        f"curl https://api.telegram.org/bot{token}/sendMessage?chat_id=-100665",
        f"webhook set with https://api.telegram.org/bot{token}/setWebhook",
    ):
        result = scrub(text)
        assert token not in result.text
        assert result.text.endswith(("/sendMessage?chat_id=-100665", "/setWebhook"))


def test_a_number_glued_to_other_words_is_no_telegram_token() -> None:
    text = "robot7910004151:AAv0kI1_-L6sprwE2kM_bf4uShG_jvsBts"
    assert "telegram-bot-token" not in scrub(text).kinds
