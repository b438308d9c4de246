"""Which identifiers name a secret.

The secret word must be the *last* word of the name: ``DB_PASSWORD``, ``apiKey``,
``x-api-key``, ``AWS_SECRET_ACCESS_KEY``, ``Pre-shared key``. Names that merely mention
a secret (``PASSWORD_MIN_LENGTH``, ``token_count``, ``max_tokens``, ``primary key``)
describe something else.

Two kinds of key and token names say the value is public by design:

- a client-side key or token ("client key", ``clientKey``, ``PADDLE_CLIENT_TOKEN``,
  "client-side token", "tokenization key", "publishable key", "browser key", Nets Easy's
  "checkout key"): vendors
  give these names to what browser and app code ships (Adyen, Paddle, Braintree, Stripe,
  Datadog); their counterparts are named "secret", "API key" or "access token";
- a key or token under a front-end framework's public prefix (``NEXT_PUBLIC_``,
  ``VITE_``, ``REACT_APP_``, ``EXPO_PUBLIC_``, ``NUXT_PUBLIC_``, ``GATSBY_``,
  ``VUE_APP_``, SvelteKit's ``PUBLIC_``): the build inlines these into the bundle every
  visitor downloads. A *secret* or *password* under such a prefix is still taken (a
  mistake worth hiding), and so is any value in a vendor's secret format, which other
  detectors find whatever its name.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from ocmem.redact.candidate_values import SECRET_STORES, word_set

_COMPONENT = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
_SEPARATORS = re.compile(r"[_.\-]+")
_SPANISH_N = str.maketrans("ñÑóÓ", "nNoO")  # "contraseña" and "jelszó" are one word

_PASSWORD_TERMS = frozenset(
    {
        "password",
        "passwd",
        "passphrase",
        "passcode",
        "psk",
        "passwort",
        "kennwort",
        "contrasena",
        "passe",  # French "mot de passe"
        "passord",  # Norwegian
        "wachtwoord",  # Dutch
        "paswoord",  # Flemish
        "parool",  # Estonian
        "salasana",  # Finnish
        "senha",  # Portuguese
        "heslo",  # Czech, Slovak
        "adgangskode",  # Danish
        "adgangskoden",  # Danish, "the password"
        "passordet",  # Norwegian, "the password"
        "parola",  # Romanian (also Italian "word": a value must still look like a password)
        "jelszava",  # Hungarian, "its password"
        "jelszo",  # Hungarian "jelszó", folded; also the element ``<jelszo>`` of Számla Agent
        "sandi",  # Indonesian "kata sandi"
        "sandinya",  # Indonesian, "its password"
        "laluan",  # Malay "kata laluan"
        "pskc",  # Thread's pre-shared key for the commissioner
        "bindpw",  # nslcd.conf, ldap.conf: the bind DN's password
        "rootpw",  # slapd.conf
        "authtok",  # sssd.conf's ldap_default_authtok
        "lozinka",  # Serbian, Croatian, Bosnian
        "lozinku",
        "sifra",  # Serbian "šifra", folded
        "kupuhipa",  # te reo Māori
        "contrasenya",  # Catalan
        "pasahitza",  # Basque
        "wagwoord",  # Afrikaans
        "nenosiri",  # Swahili
        "nywila",  # Swahili
        "iphasiwedi",  # Zulu
        "parolu",  # Azerbaijani, "its password"
        "requirepass",  # redis.conf
        "masterauth",  # redis.conf: the primary's password
        "passkey",  # M-Pesa's Lipa na M-Pesa passkey (WebAuthn's passkeys hold no value)
    }
)
# "Password" in other languages, as a regular expression's alternation, for the rules that
# read words rather than names (a column's header, a word near a random run). Words that
# also mean "key" or "code" ("clave", "رمز") are left to the rules that want them.
PASSWORD_WORDS = (
    r"passwort|passord|mot de passe|kennwort|l[öo]senord|wachtwoord|paswoord|parool|salasana|"
    r"jelsz[óo]|heslo|has[łl]o|parol[aăe]|geslo|lozinka|senha|contrase[ñn]a|adgangskode|"
    r"slapta[žz]odis|kata sandi|kata laluan|пароль|パスワード|密码|密碼|비밀번호|κωδικός|"
    r"סיסמה|كلمة المرور|contrasenya|pasahitza|wagwoord|nenosiri|nywila|iphasiwedi|parolu"
)
# French "mdp" (mot de passe), Dutch "ww" (wachtwoord)
_WEAK_PASSWORD_TERMS = frozenset({"pwd", "pass", "pw", "mdp", "ww"})
_WEAK_SECRET_TERMS = frozenset({"credential", "cred", "creds"})
# "secret" in Finnish, Swedish, Spanish, Portuguese, Polish and Dutch/Afrikaans; the keyword
# finder looks for these words and the next ones as names (keywords.py), so both read them
# from here.
SECRET_WORDS = ("salaisuus", "hemligheten", "hemlighet", "secreto", "segredo", "sekret", "geheim")
_SECRET_TERMS = frozenset({"secret", *SECRET_WORDS})
# Keys named by their abbreviation: DLMS/COSEM's global unicast and broadcast encryption
# keys and authentication key, a key-encryption and a data-encryption key, the keys of card
# payments (ANSI X9.24): DUKPT's base derivation key, the zone and terminal master keys, the
# zone and terminal PIN keys and a TR-31 key-block protection key; and the CSC that signs
# Brazil's NFC-e receipts.
KEY_ABBREVIATIONS = (
    "guek",
    "gbek",
    "gak",
    "kek",
    "dek",
    "bdk",
    "zmk",
    "tmk",
    "zpk",
    "tpk",
    "kbpk",
    "csc",
    "ltk",  # Bluetooth LE's long-term key
)
_PHRASE_TERMS = frozenset({"mnemonic", "phrase"})
_PLURALS = frozenset(
    {
        "password",
        "passphrase",
        "passcode",
        "psk",
        "secret",
        "token",
        "key",
        "credential",
        "cred",
        "code",
        "seed",
        "pin",
        "phrase",
        "mnemonic",
    }
)
_GLUED_TERMS = ("password", "passwd", "passphrase", "passcode", "secret", "token", "key")
_NEGATING_PREFIXES = frozenset({"no", "non", "un", "de", "re"})
_GLUED_PASS_PREFIXES = frozenset(
    {"db", "root", "admin", "user", "mysql", "pg", "redis", "smtp", "mail", "ldap", "sa"}
)
# Words that turn "<word> key" into a credential name (a bare "key" is just a key).
KEY_QUALIFIERS = word_set(
    """
    api access secret private signing encryption decryption master account app merchant store
    consumer auth service session license licence product recovery activation storage hmac
    exchange
    webhook shared preshared wifi network wireless sas subscription admin crypt crypto
    jwt aes gpg pgp cookie minio totp otp hotp mfa 2fa authenticator wpa wpa2 wpa3 wep
    nwk enc
    """
)
# (The last line: LoRaWAN's network key and its encryption keys, ``NwkKey``, ``NwkSEncKey``,
# ``JSEncKey``: a device's keys, which every sketch and console names this way.)
# "<word> key" with any other word ("fernet key", "AES-256 key") names a secret only when
# its value is generated key material; these words never do. A CAPTCHA "site key" is put in
# every page that shows the widget; its counterpart is the "secret key".
KEY_NON_SECRET = word_set(
    """
    public pub primary foreign sort partition cache idempotency composite unique lookup
    map dict index row object registry host shard dedup dedupe cursor next
    short hot foo bar the a an this that which each every its their your my our one site
    blob duplicate dup asset document doc item record entity bucket redis addressable
    addressables action instrumentation kms external ext business
    kafka message sccache
    """
)
# Words ending in "key" that are not a run-together key name (``BARION_POSKEY`` is one).
_KEY_ENDING_WORDS = word_set(
    "monkey turkey donkey hockey jockey whiskey hotkey latchkey turnkey lackey flunkey"
    # WireGuard's and Tailscale's public keys: ``nodekey:…``, ``discokey:…``
    " nodekey discokey machinekey"
)
# Words that make "<word> IV" half of a merchant's credentials: ECPay's and NewebPay's
# ``HashKey`` and ``HashIV``, KG Inicis's ``INIAPI_KEY`` and ``INIAPI_IV`` (an IV sent
# beside its ciphertext is no secret).
IV_QUALIFIERS = word_set("hash api iniapi")
# Words that make "<word> salt" a configured secret (see `_family_of`).
SALT_QUALIFIERS = word_set(
    "merchant auth secure nonce in hash secret app api signing hmac session cookie jwt token"
    # BigBlueButton's ``securitySalt``: the shared secret its API calls are checksummed with
    " security"
)
# Words that make "<word> key" and "<word> token" a client-side value (see above).
# "the thumbprint of …": what names a key (its digest, fingerprint or id), said before the
# key's own name ("JWK thumbprint of the new ES256 signing key: <value>"); a pattern's head.
DESCRIBES_A_KEY = (
    r"\b(?:thumbprint|fingerprint|digest|checksum|key[ _-]?id|kid|sha-?(?:1|256|512))[ \t]+of"
)
PUBLIC_QUALIFIERS = word_set(
    # (a Sentry DSN's key is put in every page that reports errors)
    "client clientside tokenization publishable browser searchonly checkout dsn"
)
# Whole names that vendors document as safe in a page: Algolia's search-only key
# (``searchApiKey``), a public API key (Payway's ``PAYWAY_PUBLIC_API_KEY``), Shopify's
# public Storefront API token (``X-Shopify-Storefront-Access-Token``; its private one is
# ``Shopify-Storefront-Private-Token``) and an app's client id,
# which Shopify calls its API key (``SHOPIFY_API_KEY``, App Bridge's ``shopify-api-key``;
# the secret is ``SHOPIFY_API_SECRET``). Also names whose value names or points at no
# credential: a Helm chart's ``existingSecret`` (the name of a Kubernetes Secret) and an
# Ethereum validator's ``withdrawal_credentials`` (its withdrawal address, in every deposit).
_PUBLIC_NAMES = (
    ("search", "api", "key"),
    ("public", "api", "key"),
    ("storefront", "access", "token"),
    ("storefront", "api", "token"),
    ("shopify", "api", "key"),
    ("existing", "secret"),
    # App Store's ``appAccountToken``: a UUID the app picks to tie a purchase to its user
    ("app", "account", "token"),
    ("withdrawal", "credentials"),
)
# Leading words of the names a front-end build inlines into its public bundle.
_PUBLIC_BUNDLE_PREFIXES = (
    ("next", "public"),
    ("nuxt", "public"),
    ("expo", "public"),
    ("react", "app"),
    ("vue", "app"),
    ("vite",),
    ("gatsby",),
    ("public",),
)
# Words that turn "<word> code(s)" into a credential: one-time and door codes.
CODE_QUALIFIERS = word_set(
    """
    door access backup recovery verification security unlock alarm gate entry 2fa mfa
    otp totp auth authentication activation pairing login safe lock keypad garage
    scratch emergency onetime singleuse bypass pin alarm locker padlock sim puk disarm arm
    """
)
# Words that turn "<word> combination" into a door or lock code.
COMBINATION_QUALIFIERS = word_set("safe lock padlock keypad locker door gate vault")
# Words that turn "<word> seed" into a secret: authenticator and wallet seeds, and a key
# seed (PlayReady derives content keys from it).
SEED_QUALIFIERS = word_set("totp otp hotp mfa 2fa wallet authenticator key")
# Words that turn "<word> phrase" into a secret; "mnemonic" alone is one.
PHRASE_QUALIFIERS = word_set("seed recovery secret wallet backup pass")
# Words that turn "<word> token(s)" into a count (``daily_tokens = 50000000``, a budget), a
# tokenizer term or a request id.
# (A card's or a transit card's token stands for the card in a vault: no credential.)
# (A LINE webhook event's reply token answers that one event once, with the channel's own
# token; Paytm's transaction token, ``txnToken``, is handed to the browser's checkout.)
TOKEN_NON_SECRET = word_set(
    """
    max min num n total input output prompt completion context page next prev previous
    continuation cursor sync start end stop eos bos pad unk sep cls mask special new
    reasoning cached cache thinking response per avg average remaining used extra
    pagination forward backward lock idempotency request starting resume debug key
    skip delta trace uplink downlink cell partition
    card media pan reply txn
    daily weekly monthly hourly budget quota limit spent
    """
)
# Environments and regions a name may end in after its secret word (``HMAC_KEY_NL``); the
# keyword finder's hints allow the same words after one (keywords.py).
PLACE_SUFFIXES = word_set(
    """
    prod production staging stage stg dev test live sandbox qa uat old new backup primary
    secondary legacy local us eu uk nl de fr es it se dk fi pl jp au ca br
    """
)
_APPROLE_SECRET_ID = re.compile(r"(?:^|[_.-])secret[_-]id\Z", re.IGNORECASE)
# What a password opens, named after it (``PASSWORD_DB``, ``password_admin``, Spanish
# ``password_llave``, the private key's): the name is the password's.
PASSWORD_OBJECTS = word_set(
    """
    admin root db bd database mysql postgres postgresql redis mongo mongodb ldap smtp mail
    email ftp sftp vpn wifi llave clave keystore cert certificado certificate pfx p12 jks
    banco servidor server
    """
)
# Trailing words that still name the secret itself (``TOKEN_VALUE``, ``SECRET_KEY_BASE``).
_VALUE_SUFFIXES = frozenset(
    {
        "value",
        "b64",
        "base64",
        "hex",
        "raw",
        "plain",
        "plaintext",
        "str",
        "string",
        "base",
        # Mailjet's ``MJ_APIKEY_PRIVATE`` (its counterpart, ``…_PUBLIC``, is public)
        "private",
    }
)


class Family(Enum):
    PASSWORD = "password"
    PIN = "pin"
    CODE = "code"  # one-time, backup and door codes: short digit or dashed groups
    PHRASE = "phrase"  # seed phrases and mnemonics: a run of words
    SECRET = "secret"
    TOKEN = "token"
    KEY = "key"


@dataclass(frozen=True)
class SecretName:
    """The verdict on a name that holds a secret."""

    family: Family
    weak: bool  # short or ambiguous words (pass, pw, pin, creds) count only as config keys
    aws: bool  # ``aws_secret_access_key`` and friends, for a more precise kind label
    random_only: bool = False  # holds a secret only when the value looks generated


def classify_name(identifier: str, previous_word: Callable[[], str]) -> SecretName | None:
    """Whether ``identifier`` names a secret.

    ``previous_word`` gives the word before the identifier in prose ("API key",
    "max tokens"), squashed to lowercase letters and digits; it is only called for a
    lone "key" or "token", whose meaning depends on it.
    """
    if identifier.lower() in SECRET_STORES or identifier.lower() == "auth0":
        return None  # "1Password", "KeePass", "Auth0": products, not a secret's name
    parsed = _parse(identifier)
    if parsed is None:
        return None
    last, qualifier, aws = parsed
    if qualifier is None:
        qualifier = previous_word()
    return _verdict(last, qualifier, aws)


def names_no_credential(last: str, qualifier: str) -> bool:
    """Whether "<qualifier> <last>" is a key or token of a kind that holds no credential
    ("resume token", "duplicate key", "search-only key", "page token")."""
    return last in ("token", "key") and bool(qualifier) and _verdict(last, qualifier, False) is None


@lru_cache(maxsize=4096)
def _verdict(last: str, qualifier: str, aws: bool) -> SecretName | None:
    family_and_weak = _family_of(last, qualifier)
    if family_and_weak is None:
        return None
    family, weak = family_and_weak
    random_only = (
        (last == "key" and qualifier not in KEY_QUALIFIERS)
        or _glued_unknown_key(last)
        or last
        in (
            "auth",
            "cookie",
            "pat",
            "salt",
            "iv",
            *KEY_ABBREVIATIONS,
        )
    )
    return SecretName(family, weak, aws, random_only)


@lru_cache(maxsize=4096)
def _parse(identifier: str) -> tuple[str, str | None, bool] | None:
    """The last word, the word before it (None when the name is one word) and the AWS flag;
    None when the last word cannot name a secret at all."""
    ascii_name = identifier.translate(_SPANISH_N)
    if _APPROLE_SECRET_ID.search(ascii_name):
        return "secret", "", False  # Vault AppRole's ``secret_id`` is the credential
    if ascii_name.lower() in _PASSWORD_TERMS:
        return ascii_name.lower(), "", False  # one word however it is capitalised: ``PSKc``
    components = _words(ascii_name)
    aws = "aws" in components or components[-3:] == ["secret", "access", "key"]
    words = _without_trailing_noise(components)
    if not words:
        return None
    if (
        len(words) == 2
        and words[1] in PASSWORD_OBJECTS
        and (words[0] in _PASSWORD_TERMS or words[0] in _WEAK_PASSWORD_TERMS)
    ):
        return words[0], "", aws
    if words[-1] in ("key", "token") and _in_public_bundle(words[:-1]):
        return None
    if _ends_public(words):
        return None
    last = words[-1][:-1] if words[-1].endswith("s") and words[-1][:-1] in _PLURALS else words[-1]
    if len(words) > 1:
        return last, words[-2], aws
    if last in ("key", "token", "code", "seed", "phrase", "combination", "totp", "otp"):
        return last, None, aws
    return (last, "", aws) if _family_of(last, "") is not None else None


def public_name(identifier: str) -> bool:
    """Whether ``identifier`` ends with one of `_PUBLIC_NAMES` (a vendor's public key)."""
    return _ends_public(_words(identifier))


def _words(identifier: str) -> list[str]:
    """``X-Shopify-Storefront-Access-Token`` → x, shopify, storefront, access, token."""
    return [c.lower() for part in _SEPARATORS.split(identifier) for c in _COMPONENT.findall(part)]


def _ends_public(words: list[str]) -> bool:
    return any(tuple(words[-len(name) :]) == name for name in _PUBLIC_NAMES)


def _in_public_bundle(words: list[str]) -> bool:
    return any(tuple(words[: len(p)]) == p for p in _PUBLIC_BUNDLE_PREFIXES)


def _without_trailing_noise(components: list[str]) -> list[str]:
    """Drop trailing digits, an environment or region and one value suffix: ``TOKEN_2``,
    ``ADYEN_HMAC_KEY_NL``, ``API_KEY_PROD``, ``SECRET_KEY_BASE``."""
    words = list(components)
    if words[-2:] == ["b", "64"]:
        words[-2:] = ["b64"]  # ``KEY_B64``: the word splitter cut the suffix at its digits
    while words and words[-1].isdigit():
        words.pop()
    if len(words) > 2 and len(words[-1]) == 1 and words[-1].isalpha():
        words.pop()  # one of a pair or a party: ``SIGNING_KEY_B``, OCPI's ``TOKEN_C``
    if len(words) > 1 and words[-1] == "v" and len(words) < len(components):
        words.pop()  # a version: ``TOKEN_VAULT_DEK_V5``
    if len(words) > 2 and words[-1] in PLACE_SUFFIXES and words[-2] in _GLUED_TERMS:
        words.pop()
    if len(words) > 1 and words[-1] in _VALUE_SUFFIXES:
        words.pop()
    elif words[-2:] == ["secret", "hash"]:
        words.pop()  # Flutterwave's webhook "secret hash" is the shared secret itself
    while words and words[-1].isdigit():
        words.pop()
    return words


def _family_of(last: str, qualifier: str) -> tuple[Family, bool] | None:
    if last in _PASSWORD_TERMS:
        return Family.PASSWORD, False
    if last in _WEAK_PASSWORD_TERMS:
        return Family.PASSWORD, True
    if last in ("pin", "pin1", "pin2", "puk"):
        return Family.PIN, True
    if last == "totp":
        return Family.SECRET, True  # "TOTP: <seed>" as a key; "TOTP is enabled" is prose
    if last == "otp":
        return Family.CODE, False
    if last == "combination":
        return (Family.PIN, True) if qualifier in COMBINATION_QUALIFIERS else None
    if last in _SECRET_TERMS:
        return Family.SECRET, False
    if last in KEY_ABBREVIATIONS:
        return Family.KEY, False
    if last in _WEAK_SECRET_TERMS:
        return Family.SECRET, True
    if last in ("token", "key") and qualifier in PUBLIC_QUALIFIERS:
        return None
    if last == "token":
        return None if qualifier in TOKEN_NON_SECRET else (Family.TOKEN, False)
    if last == "key":
        if qualifier in KEY_QUALIFIERS:
            return Family.KEY, False
        return None if not qualifier or qualifier in KEY_NON_SECRET else (Family.KEY, False)
    if last == "code":
        return (Family.CODE, False) if qualifier in CODE_QUALIFIERS else None
    if last == "seed":
        return (Family.SECRET, False) if qualifier in SEED_QUALIFIERS else None
    if last == "mnemonic" or (last == "phrase" and qualifier in PHRASE_QUALIFIERS):
        return Family.PHRASE, False
    if last == "auth":
        return Family.SECRET, True
    if last == "cookie":
        return Family.SECRET, True  # an Erlang cookie, a session cookie's value
    if last == "iv":
        return (Family.KEY, False) if qualifier in IV_QUALIFIERS else None
    if last == "salt":
        # PayTR's ``merchant_salt``, WordPress's ``AUTH_SALT`` and ``LOGGED_IN_SALT``: a
        # configured salt that signs or derives is the secret; a bare "salt" in a signed
        # request (SimplePay's) is that request's nonce.
        return (Family.SECRET, False) if qualifier in SALT_QUALIFIERS else None
    if last == "pat":
        # A personal access token as a name's last word (``AZURE_DEVOPS_EXT_PAT``,
        # ``GITLAB_PAT``); a lone "Pat" is a person.
        return (Family.TOKEN, False) if qualifier else None
    return _glued_family(last)


def _glued_unknown_key(word: str) -> bool:
    """A run-together "<prefix>key" whose prefix is not a key qualifier (``poskey``): a key
    name only for a value that looks generated (`_verdict`), like "<word> key"."""
    prefix = word[:-3]
    return (
        word.endswith("key")
        and 2 <= len(prefix) <= 8
        and prefix.isalpha()
        and prefix not in KEY_QUALIFIERS
        and prefix not in KEY_NON_SECRET
        and prefix not in PUBLIC_QUALIFIERS
        and prefix not in _NEGATING_PREFIXES
        and word not in _KEY_ENDING_WORDS
        and word not in _PASSWORD_TERMS
    )


def _glued_family(word: str) -> tuple[Family, bool] | None:
    """Run-together names: ``PGPASSWORD``, ``apikey``, ``csrftoken``, ``mysecret``, and
    "pass" after a few prefixes only (Moodle's ``dbpass``; "bypass" and "compass" are
    words)."""
    if word.endswith("pass") and word[:-4] in _GLUED_PASS_PREFIXES:
        return Family.PASSWORD, False
    for term in _GLUED_TERMS:
        if not word.endswith(term) or word == term:
            continue
        prefix = word[: -len(term)]
        if not prefix.isalpha() or len(prefix) > 8 or prefix in _NEGATING_PREFIXES:
            return None
        if term in ("key", "token") and prefix in PUBLIC_QUALIFIERS:
            return None
        if term == "key":
            if prefix in KEY_QUALIFIERS or _glued_unknown_key(word):
                return Family.KEY, False
            return None
        if term == "token":
            return None if prefix in TOKEN_NON_SECRET else (Family.TOKEN, False)
        return (Family.SECRET if term == "secret" else Family.PASSWORD), False
    return None
