"""Well-known credential shapes that are secret wherever they appear, keyword or not.

Each shape starts with a literal prefix so the regex engine can skip ahead quickly; the
word boundary before the prefix is checked in code for the same reason.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ocmem.redact.candidate_values import is_placeholder, mixes_letters_and_digits
from ocmem.redact.span import RANK_VENDOR, Span

_WORD_CHARS = frozenset(string.ascii_letters + string.digits + "_")


def _has_random_segment(token: str) -> bool:
    """Reject prose-like ``sk-learn-style-names``: real keys carry a long mixed run."""
    return any(
        len(segment) >= 16 and mixes_letters_and_digits(segment)
        for segment in re.split(r"[_\-]", token)
    )


def _has_digit(token: str) -> bool:
    return any(c.isdigit() for c in token)


def _paymob_country(token: str) -> bool:
    return token[:3] in ("egy", "are", "pak", "omn", "sau")


def _generated(token: str) -> bool:
    """A digit or both letter cases: some vendors' alphabets are letters only
    (``hf_`` + 34 letters), so a digit alone is too strict."""
    return _has_digit(token) or (
        any(c.isupper() for c in token) and any(c.islower() for c in token)
    )


@dataclass(frozen=True)
class TokenShape:
    """A vendor credential format.

    ``lead`` is a character class and length range for characters that belong to the
    token but sit before the literal the pattern starts with (kept out of the pattern
    so the scan stays a fast literal search). ``glued`` is text the vendor's own format
    puts right before the lead with no boundary (Telegram's ``…/bot<token>/`` URLs).
    """

    kind: str
    pattern: re.Pattern[str]
    check: Callable[[str], bool] | None
    lead: tuple[frozenset[str], int, int] | None
    # Literal pieces of the anchor, one of which every match contains: a text holding
    # none of them is skipped with a fast substring test instead of a regex scan.
    needles: tuple[str, ...] = ()
    glued: str = ""


# A letter or digit right before a vendor's prefix makes it part of another word; an
# underscore does not (``reference_ghp_…``, ``project_AKIA…``: a key glued to a name).
_NOT_AFTER_WORD = "A-Za-z0-9"
_LONGEST = 1024  # no credential is longer; a bound keeps a hostile run from costing O(n²)


_UUID_LOWER = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"


def _shape(
    kind: str,
    anchor: str,
    rest: str,
    check: Callable[[str], bool] | None = None,
    *,
    not_after: str | None = _NOT_AFTER_WORD,
    lead: tuple[str, int, int] | None = None,
    glued: str = "",
) -> TokenShape:
    """Compile ``anchor`` + ``rest``; ``anchor`` is a fixed-width start such as ``ghp_``.

    The word boundary before the anchor is a lookbehind placed *after* it, so the regex
    engine still scans for the literal quickly and never starts a match inside a run
    like ``sk-sk-sk-…`` (which would cost a full rescan of the run at every start).
    """
    boundary = f"(?<![{not_after}](?:{anchor}))" if not_after else ""
    pattern = re.compile(f"(?:{anchor}){boundary}{rest.replace('{MAX}', str(_LONGEST))}")
    lead_set = (frozenset(lead[0]), lead[1], lead[2]) if lead else None
    return TokenShape(kind, pattern, check, lead_set, _needles(anchor), glued)


def _needles(anchor: str) -> tuple[str, ...]:
    """The longest literal run of each top-level alternative of ``anchor`` (``gh[pousr]_``
    gives ``gh``); empty when an alternative has none (then no prefilter applies)."""
    # Grouped alternatives are judged as one piece (and get no needle).
    alternatives = [anchor] if "(" in anchor else anchor.split("|")
    needles: list[str] = []
    for alternative in alternatives:
        runs = _literal_runs(alternative)
        if "|" in alternative or not runs:
            return ()
        needles.append(max(runs, key=len))
    return tuple(needles)


def _literal_runs(alternative: str) -> list[str]:
    runs: list[str] = []
    current: list[str] = []
    depth = 0
    index = 0
    while index < len(alternative):
        char = alternative[index]
        if char == "\\" and index + 1 < len(alternative):
            if depth == 0:
                current.append(alternative[index + 1])
            index += 2
            continue
        if char in "[(":
            depth += 1
        if depth or char in "?*+{}|^$.":
            if current:
                runs.append("".join(current))
                current = []
        else:
            current.append(char)
        if char in "])":
            depth -= 1
        index += 1
    if current:
        runs.append("".join(current))
    return runs


_ALNUM = string.ascii_letters + string.digits
_B64URL = r"[A-Za-z0-9_\-]"

TOKEN_SHAPES: tuple[TokenShape, ...] = (
    _shape("aws-access-key", "AKIA|ASIA|ABIA|ACCA", r"[A-Z0-9]{16}(?![A-Za-z0-9])"),
    _shape("github-token", "gh[pousr]_", r"[A-Za-z0-9]{36,251}(?![A-Za-z0-9_])"),
    _shape("github-token", "github_pat_", r"[A-Za-z0-9_]{40,251}"),
    _shape(
        "gitlab-token",
        "gl",
        rf"(?:pat|dt|rt|ptt|cbt|imt|ft|ffct|soat|agent|oas|wt)-{_B64URL}{{20,{{MAX}}}}",
        _generated,
    ),
    _shape("gitlab-token", "GR1348941", rf"{_B64URL}{{20,{{MAX}}}}"),
    _shape("anthropic-api-key", "sk-ant-", rf"{_B64URL}{{32,{{MAX}}}}"),
    _shape("openrouter-api-key", "sk-or-v1-", r"[0-9a-f]{64}"),
    _shape(
        "openai-api-key",
        "sk-",
        rf"(?!ant-|or-v1-){_B64URL}{{20,{{MAX}}}}",
        _has_random_segment,
        not_after=r"A-Za-z0-9_\-",
    ),
    _shape("google-api-key", "AIza", r"[0-9A-Za-z_\-]{35}(?![0-9A-Za-z_\-])"),
    _shape("google-oauth-secret", "GOCSPX-", rf"{_B64URL}{{24,{{MAX}}}}"),
    _shape("google-oauth-token", r"ya29\.", rf"{_B64URL}{{20,{{MAX}}}}", _has_digit),
    _shape("slack-token", "xox[abposre]-", r"[0-9A-Za-z\-]{10,{MAX}}", _has_digit),
    _shape("slack-token", "xapp-", r"[0-9]-[A-Z0-9]{1,32}-[0-9]{1,32}-[0-9a-f]{20,{MAX}}"),
    _shape(
        "slack-webhook",
        r"hooks\.slack\.com/",
        r"(?:services|workflows|triggers)/(?P<secret>[A-Za-z0-9_/\-]{20,{MAX}})",
        not_after=None,
    ),
    # Mattermost's incoming webhooks: ``https://<server>/hooks/<26-character id>``
    _shape(
        "mattermost-webhook",
        "/hooks/",
        r"(?P<secret>[a-z0-9]{26})(?![A-Za-z0-9])",
        _has_digit,
        not_after=None,
    ),
    # Planet's API keys; Cloudflare's Origin CA keys; k3s's secure join tokens (the CA
    # hash, then the credential); Adyen's API keys (three base64 parts)
    _shape("planet-api-key", "PLAK", r"[0-9a-f]{32}(?![0-9A-Za-z])"),
    _shape("cloudflare-origin-ca-key", r"v1\.0-", r"[0-9a-f]{24}-[0-9a-f]{140,160}(?![0-9A-Za-z])"),
    _shape("k3s-token", "K10", r"[0-9a-f]{64}::[a-z]{1,16}:[0-9a-f]{32}(?![0-9A-Za-z])"),
    _shape(
        "adyen-api-key",
        "AQE",
        r"[A-Za-z0-9+/]{40,200}={0,2}-[A-Za-z0-9+/]{20,80}={0,2}-[A-Za-z0-9+/=<>\[\]{}.,;:!?@#$%^&*()_-]{4,40}",
    ),
    # OpenWeatherMap's key in its own URL's query
    _shape(
        "openweathermap-key",
        r"openweathermap\.org/",
        r"[A-Za-z0-9/._-]{0,200}\?(?:[A-Za-z0-9_.%=-]{0,100}&){0,10}appid=(?P<secret>[0-9a-f]{32})",
        not_after=None,
    ),
    # Omise's secret keys (its public keys are ``pkey_``)
    _shape("omise-secret-key", "skey_", r"(?:test_)?[0-9a-z]{19,40}(?![0-9A-Za-z])", _has_digit),
    # Sabre's session tokens (``T1RLAQ`` is base64 of its ``OTKA`` header; the token ends
    # in ``*``s); an Ed25519 private key as PKCS#8 DER in base64 (the ASN.1 header, then the
    # 32-byte seed)
    _shape("sabre-token", "T1RLAQ", r"[A-Za-z0-9+/]{60,{MAX}}={0,2}\**"),
    _shape("ed25519-private-key", "MC4CAQAwBQYDK2VwBCIEI", r"[A-Za-z0-9+/]{43}=?"),
    # Login with Amazon's client secrets, and its access, refresh and restricted data tokens
    # (Selling Partner API); Django's generated development key (``startproject`` writes it)
    _shape("amazon-lwa-secret", r"amzn1\.oa2-cs\.v1\.", r"[0-9a-f]{64}(?![0-9A-Za-z])"),
    _shape("amazon-lwa-token", r"Atz[ar]\|", r"[A-Za-z0-9_\-]{40,{MAX}}"),
    _shape("amazon-lwa-token", r"Atz\.sprdt\|", r"[A-Za-z0-9_\-]{40,{MAX}}"),
    _shape("django-secret-key", "django-insecure-", r"[a-z0-9!@#$%^&*(\-_=+)]{40,60}"),
    # Africa's Talking API keys; SonarQube's user, project and global analysis tokens;
    # Yandex's OAuth tokens
    _shape("africastalking-key", "atsk_", r"[0-9a-f]{64}(?![0-9A-Za-z])"),
    _shape("sonarqube-token", "sq[upa]_", r"[0-9a-f]{40}(?![0-9A-Za-z])"),
    _shape("yandex-oauth-token", "y0_", r"[A-Za-z0-9_\-]{50,{MAX}}", _has_digit),
    # a JWT encoded once more in base64 (``eyJhbGciOi`` → ``ZXlKaGJHY2lPaU``): Paymob's
    # API keys are such; whatever the wrapping, the token inside is a bearer credential
    _shape("encoded-jwt", "ZXlKaGJHY2lPaU", r"[A-Za-z0-9+/]{60,{MAX}}={0,2}"),
    # AWS STS session tokens (``IQoJb3JpZ2luX2Vj…``; older ones ``FwoGZXIvYXdzE…``)
    _shape("aws-session-token", "IQoJb3JpZ2luX2Vj", r"[A-Za-z0-9+/]{100,{MAX}}={0,2}"),
    _shape("aws-session-token", "FwoGZXIvYXdzE|FQoGZXIvYXdzE", r"[A-Za-z0-9+/]{100,{MAX}}={0,2}"),
    # Cashfree's client secrets; Wompi's events and integrity secrets
    _shape(
        "cashfree-secret",
        "cfsk_ma_prod_|cfsk_ma_test_",
        r"[0-9a-f]{32}_[0-9a-f]{8}(?![0-9A-Za-z])",
    ),
    _shape("wompi-secret", "prod_events_|test_events_", r"[A-Za-z0-9]{32}(?![A-Za-z0-9])"),
    _shape("wompi-secret", "prod_integrity_", r"[A-Za-z0-9]{32}(?![A-Za-z0-9])"),
    _shape("wompi-secret", "test_integrity_", r"[A-Za-z0-9]{32}(?![A-Za-z0-9])"),
    # Amazon SES's SMTP credentials written as user:password: the access key id, then the
    # 44-character password derived from its secret key
    _shape(
        "aws-smtp-password",
        "AKIA",
        r"[A-Z0-9]{16}:(?P<secret>[A-Za-z0-9+/]{40,44})(?![A-Za-z0-9+/=])",
    ),
    # a CA (Layer7) API Gateway key, as Thai banks' open APIs issue them
    _shape("layer7-api-key", "l7xx", r"[0-9a-f]{32}(?![0-9A-Za-z])"),
    # API keys carried in a URL's path: MarineTraffic's, and Backtrace's symbol upload token
    # (its crash submission token, for ``/json`` and ``/minidump``, ships in the client)
    _shape(
        "marinetraffic-key",
        r"marinetraffic\.com/",
        r"(?:en/)?api/[a-z0-9]+/(?:v:[0-9]+/)?(?P<secret>[0-9a-f]{40})(?![0-9A-Za-z])",
        not_after=None,
    ),
    _shape(
        "backtrace-token",
        r"submit\.backtrace\.io/",
        r"[A-Za-z0-9_.-]{1,64}/(?P<secret>[0-9a-f]{64})/symbols(?![A-Za-z0-9_])",
        not_after=None,
    ),
    # Feishu's and Lark's group-bot webhooks: the hook id lets anyone post to the group
    _shape("feishu-webhook", "/bot/v2/hook/", rf"(?P<secret>{_UUID_LOWER})", not_after=None),
    # Microsoft Teams' incoming webhooks (Office 365 connectors and Workflows)
    _shape(
        "teams-webhook",
        "/IncomingWebhook/",
        r"(?P<secret>[0-9a-f]{32}/[0-9a-f-]{36}(?:/[A-Za-z0-9_-]{20,})?)",
        not_after=None,
    ),
    _shape("stripe-key", "(?:sk|rk)_", r"(?:live|test)_[0-9A-Za-z]{16,{MAX}}"),
    _shape("stripe-webhook-secret", "whsec_", r"[0-9A-Za-z+/=]{24,{MAX}}"),
    # Checkout.com's sandbox secret keys; Tabby's secret keys (a UUID, in test with
    # ``test_`` first; its public keys are ``pk_…``)
    _shape("checkout-key", "sk_sbox_", r"[a-z0-9]{26,40}(?![0-9A-Za-z])"),
    # OPay's private key (its public one is ``OPAYPUB…``)
    _shape("opay-key", "OPAYPRV", r"[0-9]{20,32}\.[0-9]{10,20}(?![0-9A-Za-z])"),
    # Openpay's private keys (``sk_`` and 32 hex digits; its public keys are ``pk_…``)
    _shape("openpay-key", "sk_", r"[0-9a-f]{32}(?![0-9A-Za-z])"),
    _shape("tabby-key", "sk_", rf"(?:test_)?{_UUID_LOWER}(?![0-9A-Za-z])"),
    # PayTabs' server keys: ``S`` and three dash-separated groups of capitals and digits
    # (its client keys, for the page, start with ``C``)
    _shape("paytabs-key", "S", r"[A-Z0-9]{9}-[A-Z0-9]{10}-[A-Z0-9]{10}(?![0-9A-Za-z-])"),
    # Zoho's OAuth access and refresh tokens (``1000.`` and two runs of 32 hex digits; its
    # client ids have ``1000.`` and 30 capitals)
    _shape("zoho-token", r"1000\.", r"[0-9a-f]{32}\.[0-9a-f]{32}(?![0-9A-Za-z])"),
    _shape("npm-token", "npm_", r"[A-Za-z0-9]{36}(?![A-Za-z0-9])"),
    _shape("pypi-token", "pypi-AgE", rf"{_B64URL}{{40,{{MAX}}}}"),
    _shape("sendgrid-key", r"SG\.", rf"{_B64URL}{{16,32}}\.{_B64URL}{{16,64}}"),
    _shape("twilio-key", "AC|SK", r"[0-9a-f]{32}(?![0-9A-Za-z])"),
    # LaunchDarkly's server SDK and mobile keys; Plaid's access tokens
    _shape("launchdarkly-key", "sdk-|mob-", rf"{_UUID_LOWER}(?![0-9A-Za-z])"),
    _shape("plaid-token", "access-", rf"(?:sandbox|development|production)-{_UUID_LOWER}"),
    _shape("plaid-token", "processor-", rf"(?:sandbox|development|production)-{_UUID_LOWER}"),
    # Persona's API keys (``persona_sandbox_<uuid>``, ``persona_production_<uuid>``)
    _shape("persona-key", "persona_", rf"(?:sandbox|production)_{_UUID_LOWER}"),
    # a DingTalk robot's signing secret
    _shape("dingtalk-secret", "SEC", r"[0-9a-f]{64}(?![0-9A-Za-z])"),
    _shape("huggingface-token", "hf_", r"[A-Za-z0-9]{30,{MAX}}", _generated),
    _shape("huggingface-token", "api_org_", r"[A-Za-z0-9]{30,{MAX}}", _generated),
    _shape("brevo-key", "xkeysib-", r"[a-f0-9]{64}-[A-Za-z0-9]{16}"),
    _shape("brevo-key", "xsmtpsib-", r"[a-f0-9]{64}-[A-Za-z0-9]{16}"),
    _shape(
        "sourcegraph-token",
        "sg[ps]_",
        r"(?:local_|[a-fA-F0-9]{16}_)?[a-fA-F0-9]{40,64}(?![A-Za-z0-9])",
    ),
    _shape("pulumi-token", "pul-", r"[a-f0-9]{40}(?![A-Za-z0-9])"),
    _shape(
        "mailchimp-key",
        "-us",
        r"[0-9]{1,2}(?![A-Za-z0-9])",
        not_after=None,
        lead=(string.hexdigits, 32, 32),
    ),
    _shape(
        "teams-webhook",
        r"webhook\.office\.com/webhookb2/",
        r"(?P<secret>[A-Za-z0-9@/\-]{40,{MAX}})",
        not_after=None,
    ),
    _shape("maxmind-key", r"_mmk", r"(?![A-Za-z0-9])", not_after=None, lead=(_ALNUM + "_", 36, 36)),
    _shape("digitalocean-token", "do[opr]_v1_", r"[a-f0-9]{64}"),
    # Flutterwave's secret key (``…-X``) and encryption key (12 hex digits, glued on)
    _shape(
        "flutterwave-key",
        "FLWSECK",
        r"(?:_TEST)?(?:-[0-9a-f]{32}-X|[0-9a-f]{12})(?![0-9A-Za-z])",
    ),
    # CircleCI's personal API tokens; PAY.JP's webhook tokens
    _shape("circleci-token", "CCIPAT_", r"[A-Za-z0-9]{20,24}_[0-9a-f]{40}(?![0-9A-Za-z])"),
    _shape("payjp-webhook-token", "whook_", r"[a-z0-9]{30}(?![0-9A-Za-z])", _has_digit),
    # UpCloud API tokens; Aiven's service passwords
    _shape("upcloud-token", "ucat_", r"[0-9A-Z]{26}(?![0-9A-Za-z])", _has_digit),
    _shape("aiven-password", "AVNS_", r"[A-Za-z0-9_-]{19,64}(?![0-9A-Za-z_-])", _generated),
    _shape("shopify-token", "shp(?:at|ca|pa|ss)_", r"[a-fA-F0-9]{32}"),
    _shape("shopify-token", "shptka_", r"[a-fA-F0-9]{32}"),  # a Theme Access password
    # WooCommerce's REST key pair (``ck_``, ``cs_``), Klaviyo's private key (its public
    # site id is six characters; Stripe's ``pk_`` keys go on with ``test_``/``live_``),
    # HubSpot's private app token, the token in a Make scenario's webhook URL.
    _shape("woocommerce-key", "c[ks]_", r"[0-9a-f]{40}(?![0-9A-Za-z])"),
    _shape("klaviyo-key", "pk_", r"[0-9a-f]{34}(?![0-9A-Za-z])"),
    _shape(
        "hubspot-token",
        "pat-",
        r"(?:na|eu|ap)[0-9]-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b",
    ),
    # Blockchain RPC providers put the project's key in the endpoint's path: Alchemy
    # (``…alchemy.com/v2/<key>``), Infura (``…infura.io/v3/<32 hex>``), QuickNode
    # (``<name>.quiknode.pro/<40 hex>/``).
    _shape(
        "rpc-provider-key",
        r"alchemy\.com/v2/",
        r"(?P<secret>[A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])",
        not_after=None,
    ),
    _shape(
        "rpc-provider-key",
        r"infura\.io/v3/",
        r"(?P<secret>[0-9a-f]{32})(?![A-Za-z0-9])",
        not_after=None,
    ),
    _shape(
        "rpc-provider-key",
        r"quiknode\.pro/",
        r"(?P<secret>[0-9a-f]{40})(?![A-Za-z0-9])",
        not_after=None,
    ),
    _shape(
        "rpc-provider-key",
        r"rpc\.ankr\.com/",
        r"[a-z0-9_]{2,30}/(?P<secret>[0-9a-f]{64})(?![A-Za-z0-9])",
        not_after=None,
    ),
    _shape(
        "make-webhook",
        r"make\.com/",
        r"(?P<secret>[a-z0-9]{32})(?![A-Za-z0-9])",
        not_after=None,
    ),
    # not inside a hyphenated name (Nets Easy's ``live-checkout-key-<32 hex>``)
    _shape(
        "mailgun-key",
        "key-",
        r"[0-9a-zA-Z]{32}(?![0-9A-Za-z])",
        _has_digit,
        not_after=_NOT_AFTER_WORD + r"\-",
    ),
    # Anchored on its first dot (a literal, fast to scan for); the 24-28 characters before
    # it, starting with M, N or O, are its lead.
    _shape(
        "discord-bot-token",
        r"\.",
        rf"{_B64URL}{{6,7}}\.{_B64URL}{{27,40}}(?![A-Za-z0-9_\-.])",
        lambda token: token[0] in "MNO" and mixes_letters_and_digits(token.split(".")[0]),
        not_after=None,
        lead=(_ALNUM + "_-", 24, 28),
    ),
    _shape(
        "discord-webhook",
        "discord",
        rf"(?:app)?\.com/api/webhooks/[0-9]{{1,32}}/(?P<secret>{_B64URL}{{40,{{MAX}}}})",
        not_after=None,
    ),
    _shape(
        "telegram-bot-token",
        ":AA",
        r"[0-9A-Za-z_\-]{30,40}(?![0-9A-Za-z_\-])",
        not_after=None,
        lead=(string.digits, 8, 10),
        glued="/bot",  # https://api.telegram.org/bot<token>/sendMessage
    ),
    # Inngest's event keys, in the path of the URL events are sent to
    _shape(
        "inngest-event-key",
        r"inn\.gs/e/",
        r"(?P<secret>[A-Za-z0-9_-]{40,{MAX}})(?![A-Za-z0-9_-])",
        not_after=None,
    ),
    _shape("databricks-token", "dapi", r"[a-f0-9]{32}(?:-[0-9])?(?![A-Za-z0-9])"),
    _shape("linear-key", "lin_api_", r"[A-Za-z0-9]{40}"),
    _shape("notion-token", "ntn_", r"[A-Za-z0-9]{40,{MAX}}"),
    _shape("supabase-token", "sbp_", r"[a-f0-9]{40}"),
    _shape("doppler-token", r"dp\.", r"(?:pt|st|ct|sa|scim|audit)\.[A-Za-z0-9]{40,{MAX}}"),
    _shape("postman-key", "PMAK-", r"[a-f0-9]{24}-[a-f0-9]{34}"),
    _shape("grafana-token", "glsa_", r"[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}"),
    _shape("grafana-token", "glc_", r"[A-Za-z0-9+/]{32,{MAX}}={0,2}"),
    _shape("sentry-token", "sntry[su]_", r"[A-Za-z0-9+/=_]{40,{MAX}}"),
    _shape("figma-token", "figd_", rf"{_B64URL}{{40,{{MAX}}}}"),
    # Airtable personal access tokens: "pat", a 14-character id, a dot and 64 hex digits.
    _shape("airtable-token", "pat", r"[A-Za-z0-9]{14}\.[a-f0-9]{64}(?![A-Za-z0-9])"),
    _shape("age-secret-key", "AGE-SECRET-KEY-1", r"[0-9A-Z]{58}"),
    _shape("replicate-token", "r8_", r"[A-Za-z0-9]{37}(?![A-Za-z0-9])"),
    _shape("groq-key", "gsk_", r"[A-Za-z0-9]{48,{MAX}}"),
    _shape("xai-key", "xai-", r"[A-Za-z0-9]{70,{MAX}}"),
    _shape("perplexity-key", "pplx-", r"[A-Za-z0-9]{40,{MAX}}"),
    _shape("atlassian-token", "ATATT3", r"[A-Za-z0-9_=\-]{100,{MAX}}"),
    _shape("heroku-key", "HRKU-", rf"{_B64URL}{{40,{{MAX}}}}"),
    _shape("square-token", "sq0(?:atp|csp)-", rf"{_B64URL}{{22,{{MAX}}}}"),
    _shape("rubygems-key", "rubygems_", r"[a-f0-9]{48}"),
    _shape("docker-hub-token", "dckr_pat_", rf"{_B64URL}{{20,{{MAX}}}}"),
    # 1Password service accounts: ``ops_`` and the base64 of a JSON object
    _shape("onepassword-token", "ops_", rf"eyJ{_B64URL}{{100,{{MAX}}}}"),
    # A 1Password account's Secret Key (the second factor of its encryption, printed on the
    # Emergency Kit): ``A3-`` and six groups of its alphabet
    _shape(
        "onepassword-secret-key",
        "A3-",
        r"[A-Z0-9]{6}-[A-Z0-9]{6}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}(?![A-Z0-9-])",
        _has_digit,
    ),
    # Atlassian API tokens and Bitbucket repository, project and workspace access tokens
    _shape("atlassian-token", "AT(?:ATT|CTT)3xFfG", r"[A-Za-z0-9_=-]{100,400}(?![A-Za-z0-9_=-])"),
    # Paymob's secret keys, per country (``egy_sk_live_…``; its public keys are ``…_pk_…``):
    # the country code is a lead, so the scan is a search for the literal ``_sk_``
    _shape(
        "paymob-secret-key",
        "_sk_",
        r"(?:live|test)_[0-9a-f]{40,128}",
        _paymob_country,
        not_after=None,
        lead=(string.ascii_lowercase, 3, 3),
    ),
    # Pinecone's API keys: ``pcsk_``, a short key id, ``_`` and the secret
    _shape("pinecone-key", "pcsk_", r"[A-Za-z0-9]{4,8}_[A-Za-z0-9]{40,120}(?![A-Za-z0-9_])"),
    # Rapyd's secret keys (``rsk_`` and hex; its access keys are ``rak_``)
    _shape("rapyd-secret-key", "rsk_", r"[0-9a-f]{40,160}(?![0-9A-Za-z_])"),
    _shape("vault-token", r"hv[sb]\.", rf"{_B64URL}{{24,{{MAX}}}}"),
    _shape(
        "terraform-token",
        r"\.atlasv1\.",
        r"[A-Za-z0-9_=\-]{60,{MAX}}",
        not_after=None,
        lead=(_ALNUM, 14, 14),
    ),
    _shape("alibaba-key", "LTAI", r"[A-Za-z0-9]{12,20}(?![A-Za-z0-9])", _has_digit),
    _shape(
        "azure-client-secret",
        "Q~",
        r"[A-Za-z0-9_~.\-]{31,34}(?![A-Za-z0-9_~.\-])",
        not_after=None,
        lead=(_ALNUM + "_~.", 4, 4),
    ),
    _shape("mapbox-secret-token", r"sk\.eyJ", rf"{_B64URL}{{20,{{MAX}}}}\.{_B64URL}{{20,{{MAX}}}}"),
    _shape("dropbox-token", r"sl\.", rf"{_B64URL}{{130,{{MAX}}}}"),
    _shape("flyio-token", "fo1_", rf"{_B64URL}{{40,{{MAX}}}}"),
    # Akamai EdgeGrid client and access tokens (the API host, akab-….luna.akamaiapis.net,
    # has the same start and is no secret)
    _shape(
        "akamai-token",
        "akab-",
        r"[a-z0-9]{16}-[a-z0-9]{16}(?![A-Za-z0-9_\-]|\.luna\.akamaiapis)",
    ),
    # OpenShift OAuth access tokens: "sha256~" and 43 base64url characters
    _shape("openshift-token", r"sha256~", rf"{_B64URL}{{43}}(?![A-Za-z0-9_\-])"),
    # Firebase Cloud Messaging's legacy server key: an 11-character key id, a colon, then a
    # key that always starts APA91b
    _shape("fcm-server-key", r"AAAA", rf"{_B64URL}{{7}}:APA91b{_B64URL}{{120,160}}"),
    # Meta's Graph API access tokens (WhatsApp Cloud API, Instagram, Facebook login):
    # "EAA" and over a hundred letters and digits; Square's "EAAA" access tokens too
    _shape("meta-access-token", "EAA", r"[A-Za-z0-9]{57,512}(?![A-Za-z0-9_\-])", _generated),
    # TeamCity access tokens: a JWT-like triple whose header is always {"typ": "TCV2"}
    _shape(
        "teamcity-token",
        r"eyJ0eXAiOiAiVENWMiJ9\.",
        rf"{_B64URL}{{20,{{MAX}}}}\.{_B64URL}{{20,{{MAX}}}}",
    ),
    # A JWT, or an encrypted one (JWE: header, encrypted key, IV, ciphertext and tag), which a
    # vendor may hand out as its API token (AppsFlyer's)
    _shape(
        "jwt",
        "eyJ",
        rf"{_B64URL}{{10,{{MAX}}}}\.(?:eyJ{_B64URL}{{10,{{MAX}}}}\.{_B64URL}{{0,{{MAX}}}}|"
        rf"{_B64URL}{{0,{{MAX}}}}\.{_B64URL}{{12,24}}\.{_B64URL}{{10,{{MAX}}}}\.{_B64URL}{{16,24}}"
        r"(?![A-Za-z0-9_\-.]))",
        not_after=r"A-Za-z0-9_\-.",
    ),
)


# Every shape matches at least this many characters with no blank among them (the
# shortest, ``xoxb-`` and ten more, has 15), so only the stretches of text around such
# runs are scanned: prose, mostly short words, is skipped after one pass. A run is found
# from the blank before it: the regex engine then starts a try only at blanks, not inside
# every word.
_RUN_AT_START = re.compile(r"\S{15,}")
_RUN_AFTER_BLANK = re.compile(r"\s\S{15,}")
_JOIN_GAP = 512  # runs closer than this are scanned as one window: a scan call costs about
# as much as scanning this many characters


def _runs(text: str) -> Iterator[tuple[int, int]]:
    """Each maximal run of 15 or more non-blank characters, in order."""
    first = _RUN_AT_START.match(text)
    resume = 0
    if first is not None:
        yield first.span()
        resume = first.end()  # the next blank is at or after its end
    for run in _RUN_AFTER_BLANK.finditer(text, resume):
        yield run.start() + 1, run.end()


def long_run_windows(text: str) -> list[tuple[int, int]]:
    """Stretches of ``text`` that hold every run of 15 or more non-blank characters.

    Each window starts and ends at a run's edge (a blank or an end of the text lies just
    outside), so a pattern that matches within one run finds the same matches scanning
    the windows as scanning the whole text.
    """
    if len(text) <= _JOIN_GAP:  # a short text is one window, if it holds a run at all
        return [(0, len(text))] if next(_runs(text), None) is not None else []
    windows: list[tuple[int, int]] = []
    for start, end in _runs(text):
        if windows and start - windows[-1][1] <= _JOIN_GAP:
            windows[-1] = (windows[-1][0], end)
        else:
            windows.append((start, end))
    if sum(end - start for start, end in windows) * 2 > len(text):
        return [(0, len(text))]  # mostly covered: one scan each beats many small ones
    return windows


# Characters that few texts hold and many needles need: one scan for each tells which
# needles can be present at all, so a needle test over a large text is skipped when its
# rare character is absent (a base64 blob has no ``_``; prose has no ``~``).
_RARE_CHARS = "_-.~:/"
_ALL_NEEDLES = tuple(sorted({needle for shape in TOKEN_SHAPES for needle in shape.needles}))
# For each set of rare characters present (a bit mask over _RARE_CHARS), the needles that
# need no other rare character.
_NEEDLES_FOR_RARE = tuple(
    tuple(
        needle
        for needle in _ALL_NEEDLES
        if all(mask >> _RARE_CHARS.index(char) & 1 for char in needle if char in _RARE_CHARS)
    )
    for mask in range(1 << len(_RARE_CHARS))
)
# Indices into TOKEN_SHAPES: shapes without a needle are always tried; the others when
# one of their needles is present. Shapes run in table order, which the merge relies on.
_UNFILTERED = frozenset(i for i, shape in enumerate(TOKEN_SHAPES) if not shape.needles)
_SHAPES_BY_NEEDLE = {
    needle: frozenset(i for i, shape in enumerate(TOKEN_SHAPES) if needle in shape.needles)
    for needle in _ALL_NEEDLES
}


def _shapes_for(text: str) -> list[TokenShape]:
    """The shapes worth a scan of ``text``: those whose literal prefix it may hold."""
    mask = 0
    for bit, char in enumerate(_RARE_CHARS):
        if char in text:
            mask |= 1 << bit
    chosen = set(_UNFILTERED)
    for needle in _NEEDLES_FOR_RARE[mask]:
        if needle in text:
            chosen |= _SHAPES_BY_NEEDLE[needle]
    return [TOKEN_SHAPES[i] for i in sorted(chosen)]


def find_vendor_tokens(text: str, windows: list[tuple[int, int]] | None = None) -> Iterator[Span]:
    """``windows``: ``long_run_windows(text)``, when the caller has it already."""
    if windows is None:
        windows = long_run_windows(text)
    if not windows:
        return
    for shape in _shapes_for(text):
        group = "secret" if "secret" in shape.pattern.groupindex else 0
        if len(windows) == 1:
            matches: Iterator[re.Match[str]] = shape.pattern.finditer(text, *windows[0])
        else:
            matches = (
                m for start, end in windows for m in shape.pattern.finditer(text, start, end)
            )
        for match in matches:
            start, end = match.span(group)
            if shape.lead is not None:
                start = _extend_lead(text, start, shape.lead)
                if start < 0 or (
                    start > 0
                    and text[start - 1] in _WORD_CHARS
                    and not (shape.glued and text.endswith(shape.glued, 0, start))
                ):
                    continue
            token = text[start:end]
            if shape.check is not None and not shape.check(token):
                continue
            if is_placeholder(token):
                continue
            yield Span(start, end, shape.kind, RANK_VENDOR)


def _extend_lead(text: str, start: int, lead: tuple[frozenset[str], int, int]) -> int:
    """The token's real start, or -1 when too few lead characters precede ``start``."""
    chars, shortest, longest = lead
    pos = start
    while pos > 0 and start - pos < longest and text[pos - 1] in chars:
        pos -= 1
    return pos if start - pos >= shortest else -1
