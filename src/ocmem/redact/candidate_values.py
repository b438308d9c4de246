"""Judgements about a candidate value found after a secret keyword.

A value that names where a secret lives (``$DB_PASS``, ``~/.netrc``, ``secrets.TOKEN``),
a placeholder (``<your-token>``, ``xxxx``, ``changeme``) or a quantity (``4096``, ``100k``)
is not itself a secret, so it is left in place.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ocmem.redact.span import MARKER

# "!" opens a YAML tag (``!vault |``, ``!Ref DbPassword``); "-----" a PEM header line.
_REFERENCE_PREFIXES = ("$", "~", "/", "./", "../", "{{", "{%", "<%", "%{", "#{", "!!", "-----")
# Junos ``$9$…``, a reversible encoding of a key, is a value, not a shell variable. (A
# one-way hash such as ``$6$salt$…`` or Cisco's ``$9$salt$…`` stays out of the rules.)
_JUNOS_SECRET = re.compile(r"\$9\$[A-Za-z0-9./-]{8,}")
_ROOTED_BASE64 = re.compile(r"/[A-Za-z0-9+/]{26,}={0,2}")
_LOWER_WORD = re.compile(r"[A-Z]?[a-z]{2,}")  # "etc", "Users", "Documents"
_LONGEST_PART = 16
# lower then upper, or two capitals then lower: "zFni", "TGc"; paths' words have neither
_RANDOM_RUN = re.compile(r"[a-z][A-Z]|[A-Z]{2}[a-z]")
# A YAML tag (``!vault``, ``!Ref``, ``!secret``) names where a value comes from; a value that
# merely starts with "!" (``!Tango37``) is a password.
_YAML_TAG = re.compile(r"![A-Za-z][A-Za-z_]*")
# The next option of a command line (``--secret=api-key --project=acme``), not a value.
_CLI_FLAG = re.compile(r"--[a-z][a-z0-9-]*(?:=|\Z)")
# Another field holding a key's id (``rotated signing key kid=0846…``), not the key.
_KEY_ID_FIELD = re.compile(r"(?:kid|key_?id|keyId)=", re.IGNORECASE)
_WINDOWS_PATH = re.compile(r"[A-Za-z]:[\\/]")
_URL_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*://")
# A dotfile's name (``.env.production``, ``.pgpass``); a long run after a dot is a value
# (Flask's compressed session cookie starts with one).
_DOTFILE = re.compile(r"\.[A-Za-z_][A-Za-z0-9_.\-/]{0,40}\Z")
# openssl's ``-passin env:VAR``, ``file:path``, ``fd:3``: where the password is read from.
_PASS_SOURCE = re.compile(r"(?:env:[A-Za-z_][A-Za-z0-9_]*|file:\S+|fd:[0-9]+)")
# ``%APPDATA%`` (Windows), ``%env.STEAM_PASSWORD%`` (a TeamCity parameter)
_PERCENT_VAR = re.compile(r"%[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*%")
_LOWERCASE_PATH = re.compile(r"[a-z0-9_.\-]*(?:/[a-z0-9_.\-]*)+")
ENV_VAR_NAME = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")  # also a constant's name
# ``fly secrets list``'s header: each secret's name, then its digest.
_DIGEST_HEADER = re.compile(r"^[ \t]*NAME[ \t]+DIGEST\b", re.MULTILINE)
_CALLEE = re.compile(r"([A-Za-z_][A-Za-z0-9_.]*(?:::[A-Za-z_][A-Za-z0-9_]*)*)[!?]?[(\[]")
_DOTTED_NAME = re.compile(r"[A-Za-z_][A-Za-z_]+(?:\.[A-Za-z_][A-Za-z_]+)+")
_NAMED_AFTER_SECRET = re.compile(
    r"(?:[a-z]+[_\-])*(?:password|passwd|secret|token|key|credentials?|creds|pass)"
    r"(?:[_\-][a-z]+)*",
    re.IGNORECASE,
)
_FORMAT_FIELD = re.compile(r"%(?:\([^)]*\))?[-+ #0-9.]*[sdrfxi]|\{[^{}]*\}")
_FILE_NAME = re.compile(
    r"[\w\-.]+\.(?:py|js|ts|json|jsonc|ya?ml|toml|env|txt|md|cfg|ini|conf|pem|key|crt|sh|gpg|age)"
)
_CONTAINER_REF = re.compile(
    r"(?:secrets|env|vars|process|os|settings|config|cfg|conf|self|this|ctx|context|args|"
    r"opts|options|params|request|req|inputs|steps|matrix|props|values|\.Values)"
    r"\.[A-Za-z_][A-Za-z0-9_.]*",
    re.IGNORECASE,
)
# A SQL variable named for what it holds (``@newPassword``); "@dminPass" is a password.
_SQL_VARIABLE = re.compile(r"@(?:new|old|current|the|my)?(?:[Pp]assword|[Pp]wd|[Ss]ecret)[0-9]?")
_VERSION_LABELS = frozenset({"latest", "awscurrent", "awsprevious", "awspending"})
_HASHED_VALUE = re.compile(r"hmac-sha(?:1|256|384|512):[0-9a-f]{16,128}")
# Cloud Run's ``--set-secrets=ENV=name:version``: a Secret Manager secret and its version.
_SECRET_VERSION = re.compile(
    r"(?:[A-Z][A-Z0-9_]{1,64}=)?[a-z][a-z0-9_-]{2,80}:(?:latest|[0-9]{1,5})"
    r"(?:,(?:[A-Z][A-Z0-9_]{1,64}=)?[a-z][a-z0-9_-]{2,80}:(?:latest|[0-9]{1,5})){0,8}"
)
# A command that reads a secret from its store, written where the secret would be.
_READING_COMMAND = re.compile(
    r"(?:vault[ \t]+(?:kv|read|write|login)|op[ \t]+(?:read|item|run)|aws[ \t]+\S+|"
    r"gcloud[ \t]+\S+|az[ \t]+\S+|kubectl[ \t]+\S+|gh[ \t]+secret|bw[ \t]+get|"
    r"lpass[ \t]+show|pass[ \t]+show|doppler[ \t]+secrets|infisical[ \t]+secrets|"
    r"sops[ \t]+(?:-d|--decrypt|exec-env)|chamber[ \t]+read|cat[ \t]+[~/.$])[ \t][^\n]*"
)
_EXPRESSION = re.compile(
    r"@(?:\{|(?:parameters|variables|pipeline|activity|body|"
    r"triggerBody|outputs|concat|linkedService|dataset|Microsoft\.KeyVault)\()"
    # Cosmos DB's continuation token: where a query resumes, as resource ids and ranges
    r"|[-+]RID:~"
)
_LONG_LETTER_RUN = 20
_CONSONANT_RUN = re.compile(r"[bcdfghjklmnpqrstvwxz]{5}", re.IGNORECASE)
_MASKED_STARS = 8
_ALL_STARS = 3  # ``***``: nothing of the value is left
_MASK_KEEPS = 8
_CLOUD_REF = re.compile(r"(?:arn|ssm|vault|keyring|keychain|op|sm|gcp|azure|kms):", re.IGNORECASE)


# Password managers and secret stores: "the password is in 1Password" names a place.
SECRET_STORES = frozenset(
    {
        "1password",
        "bitwarden",
        "keepass",
        "keepassxc",
        "lastpass",
        "dashlane",
        "keychain",
        "vault",
        "doppler",
        "infisical",
        "passbolt",
        "proton pass",
        "enpass",
    }
)


def _names_secret_store(value: str) -> bool:
    """A password manager's name, also inflected as other languages do ("1Passwordissa",
    Finnish for "in 1Password"; "Vaultu", Polish)."""
    lowered = value.lower()
    for store in SECRET_STORES:
        ending = lowered.removeprefix(store)
        if ending != lowered and len(ending) <= _INFLECTION and (not ending or ending.isalpha()):
            return True
    return False


_INFLECTION = 6
# "(all) in Secrets Manager", "en Key Vault", "im Vault" ending a value of words.
_IN_SECRET_STORE = re.compile(
    r"(?:^|\s)(?:in|en|em|im|dans|nel|nella|i|w|no|na|ni)\s+(?:the\s+|el\s+|la\s+|o\s+|a\s+)?"
    r"(?:aws\s+|gcp\s+|azure\s+)?(?:secrets?\s+manager|key\s*vault|vault|parameter\s+store|"
    r"1password|bitwarden|keepass(?:xc)?|lastpass|doppler|infisical)\s*\Z",
    re.IGNORECASE,
)


# A UUID in either case: the shape the generic and the structured finders both test.
UUID = re.compile(r"[0-9A-Fa-f]{8}(?:-[0-9A-Fa-f]{4}){3}-[0-9A-Fa-f]{12}")


def word_set(words: str) -> frozenset[str]:
    """A set of words written as one whitespace-separated block (easier to read and edit)."""
    return frozenset(words.split())


_PLACEHOLDER_WORDS = word_set(
    """
    changeme changeit placeholder example examples sample dummy fake test testing foo bar
    baz qux secret secrets password passwords passwd pass pwd pw token tokens key keys apikey
    none null nil undefined empty unset blank tbd todo fixme na redacted hidden masked omitted
    removed required optional string str text bytes int integer number bool boolean true
    false yes no on off enabled disabled default auto inherit inherited env environment
    same unknown missing expired invalid revoked rotated encrypted hashed sensitive
    generated random vault keychain keyring prompt ask interactive stdin file secretstr
    value values your mine ours xxx tba value_here seconds minutes hours days weeks months
    years
    managedidentity workloadidentity defaultazurecredential managedidentitycredential
    workloadidentitycredential azureclicredential environmentcredential
    """
)
# A braced ODBC value with a symbol in it; ``{DB_PASSWORD}``, ``{{ x }}`` are templates.
_ODBC_BRACED = re.compile(r"\{(?=[^{}]*[^\w{}.\-])[^{}\s\"',:]{6,256}\}")
_ANGLE_STAND_IN = re.compile(r"<[A-Za-z][A-Za-z0-9_ -]{2,}(?:>|\Z)")
_PLACEHOLDER_LEAD = re.compile(
    r"your(?:[\-_ .@]|token|key|pass|secret|api)|(?:insert|enter|paste|replace|put|my)[\-_ ]|"
    r"not[\-_ ]?a[\-_ ]?real\b|fake[\-_]|dummy[\-_]|test[\-_]only[\-_]not[\-_]a[\-_]|"
    r"(?:test[\-_])?(?:deadbeef){2}",
    re.IGNORECASE,
)
# A stand-in spelled as words run together: ``BASE32SECRET``, ``YOURAPIKEY``.
_STAND_IN_PARTS = re.compile(
    r"(?:base32|base64|hex|your|my|the|api|access|auth|client|app|secret|token|key|"
    r"password|value|here|example|sample|placeholder){2,}"
)
# A type in code: ``api_token: Option<SecretString>``, ``key: Box<dyn Signer>``.
_GENERIC_TYPE = re.compile(
    r"[A-Z][A-Za-z]{2,}(?:::[A-Z][A-Za-z]+)*<(?:&'?[a-z]* ?|dyn )?[A-Z][a-z]+[A-Za-z]*>?"
)
_GLOB = re.compile(r"[a-z0-9]+(?:[-_.:/][a-z0-9]+)*[-_.:/]\*")
_CHANGE_ME = (
    "changeme",
    "changethis",
    "replaceme",
    "setme",
    "fillmein",
    "youmustreplace",  # ChirpStack's ``secret="you-must-replace-this"``
    "youmustchange",
    # the same in Spanish, Portuguese, French, Italian and German ("cambia-esto-en-
    # produccion", "troque-isto", "a-changer", "da-cambiare", "bitte-aendern")
    "cambiaesto",
    "cambiame",
    "cambiar",
    "reemplazar",
    "mudeisto",
    "troqueisto",
    "alterar",
    "achanger",
    "remplacer",
    "dacambiare",
    "bitteaendern",
    "bitteandern",
    "aendern",
)
_WORDS_ONLY = re.compile(r"[A-Za-z]+(?:[-_ ][A-Za-z]+)*")
_MASK_CHARS = frozenset("xX*•#.…_-0")
# What a CLI or dashboard prints in place of a stored secret: a run of mask characters,
# after at most the vendor's prefix (``gho_****``, ``AKIA****``, or a token's id and type,
# ``pCkg….atlasv1.****``, Dynatrace's ``dt0c01.<24-character id>.****``) and before at
# most the last four characters (``****************RH6E``, what `aws configure list` and
# GitHub show), or both (``FFC1••••…••C776``, a console's; ``APP_USR-6170****…2795``, Mercado
# Pago's). ``Zq7Lm9Xw****`` shows half a password and is no mask.
_MASKED = re.compile(
    r"(?:[A-Za-z0-9]{1,4}|(?:[A-Za-z0-9]{1,24}[_\-.]){1,3}[A-Za-z0-9]{0,4})?"
    r"[*•●]{4,}[A-Za-z0-9]{0,4}"
    # a vendor's suffix after the visible end (Flutterwave's ``FLWSECK-****…2272-X``), or
    # three stars before the last four (``***a923``)
    r"(?:-[A-Z])?|[*•●]{3}[A-Za-z0-9]{4}"
)

_QUANTITY = re.compile(
    r"[+\-]?\d[\d,_]*(?:\.\d+)?[ ]?"
    r"(?:k|m|b|g|t|kb|mb|gb|tb|kib|mib|gib|ms|s|sec|secs|min|mins|h|hr|hrs|d|day|days|w|"
    r"wk|weeks?|x|%|chars?|characters?|bytes?|tokens?|words?|lines?)?",
    re.IGNORECASE,
)
_HEX_LITERAL = re.compile(r"0x[0-9a-fA-F]{1,16}")
# Atomic groups: "1.2" followed by a long alphanumeric run must fail in linear time.
# Unreal's build version joins its branch with "+++": ``5.7.3-39821450+++UE5+Release-5.7``.
_VERSION = re.compile(
    r"(?:\d+:)?v?\d+(?:\.\d+)+(?>(?:[\-.~]|\+{1,3})?[A-Za-z0-9]+)*", re.IGNORECASE
)
_TIMESTAMP = re.compile(
    r"[12][0-9]{3}-[01][0-9]-[0-3][0-9]"
    r"(?:[T ][0-2][0-9]:[0-5][0-9](?::[0-5][0-9](?:\.[0-9]{1,9})?)?"
    r"(?:Z|[+-][0-2][0-9]:?[0-5][0-9])?)?"
)
_DIGIT = re.compile(r"[0-9]")
_LABEL = re.compile(r"[a-z]{2,}(?:[-_][a-z]{2,}){0,3}(?:[-_]?[0-9]{1,3})?")
_LETTER = re.compile(r"[^\W\d_]")
_INNER_CAPITAL = re.compile(r".[A-Z]")
_LOWERCASE = re.compile(r"[a-z]")
_ACRONYM_PLURAL = re.compile(r"[A-Z]{2,6}s")
_PROSE_SYMBOL = re.compile(r"[._+=@!#%^&*$~].")


def _has_digit(value: str) -> bool:
    return _DIGIT.search(value) is not None


def in_digest_listing(text: str) -> bool:
    """Whether ``text`` lists secrets by name and digest (``fly secrets list``): the hex
    values beside their names there are digests, not the secrets."""
    return "DIGEST" in text and _DIGEST_HEADER.search(text) is not None


# what a log or a person writes in a value's place (``hvs.****[REDACTED]``)
_PREFIX_THEN_MASK = re.compile(r"[A-Za-z][A-Za-z_]{0,15}[-_.][*•]{4,}(?:[-_.]?[A-Za-z0-9]{1,6})?")
_REDACTED_WORD = re.compile(r"[\[<(*](?:REDACTED|redacted|MASKED|masked)[\]>)*]")


def is_redacted(value: str) -> bool:
    """True for a value an earlier pass already replaced (keeps re-scrubbing at count 0), or
    one masked by hand or by a tool: ``56fd****-****-****-****-********0636`` keeps no more
    than a few characters at each end."""
    if MARKER in value or value.startswith("«") or _REDACTED_WORD.search(value):
        return True
    masked = value.split(";", 1)[0]  # ``Password=***;User Id=…``: a connection string's field
    stars = masked.count("*")
    if stars >= _ALL_STARS and stars == len(masked):
        return True
    if _PREFIX_THEN_MASK.fullmatch(masked):
        return True  # ``APP_USR-********-4973``: a vendor's prefix, the mask, the last digits
    return stars >= _MASKED_STARS and len(masked) - stars - masked.count("-") <= _MASK_KEEPS


def masked_after(text: str, pos: int) -> bool:
    """Whether mask characters start at ``pos``: what stands before them is the visible
    start of a masked value (``sk_live_••••…0203``), not the value."""
    return _MASK_RUN.match(text, pos) is not None


_MASK_RUN = re.compile(r"[*•●]{3,}")


def is_reference(value: str) -> bool:
    """True for a pointer to where a secret lives rather than the secret itself."""
    if value.startswith(_REFERENCE_PREFIXES) and not (
        _JUNOS_SECRET.fullmatch(value) or _is_rooted_base64(value)
    ):
        return True
    if "${" in value or "{{" in value:
        return True
    if _YAML_TAG.fullmatch(value) or _CLI_FLAG.match(value) or _KEY_ID_FIELD.match(value):
        return True
    if _DOTFILE.match(value) or _WINDOWS_PATH.match(value) or _URL_SCHEME.match(value):
        return True
    if _PERCENT_VAR.match(value) or _CLOUD_REF.match(value) or _PASS_SOURCE.fullmatch(value):
        return True
    if _LOWERCASE_PATH.fullmatch(value.partition(":")[0]) and "/" in value:
        return True  # also ``secret/data/app:field``: a Vault path and the field it reads
    if _is_constant_name(value) or _DOTTED_NAME.fullmatch(value) or _is_code_call(value):
        return True
    if _FILE_NAME.fullmatch(value) or _names_secret_store(value):
        return True
    if " " in value and _IN_SECRET_STORE.search(value):
        return True  # "tokens y passwords: todos en Secrets Manager": where they are kept
    if _SQL_VARIABLE.fullmatch(value):
        return True  # ``ALTER LOGIN … WITH PASSWORD = @newPassword``: a variable holds it
    if _EXPRESSION.match(value):
        return True  # Azure Data Factory and Logic Apps: ``@parameters('SapRfcPassword')``
    if _READING_COMMAND.match(value):
        return True  # "password: `vault kv get -field=password …`": how to read it
    if _HASHED_VALUE.fullmatch(value) or _SECRET_VERSION.fullmatch(value):
        return True  # Vault's audit log hashes values; ``name:latest`` names a secret's version
    if value.lower() in _VERSION_LABELS:
        return True  # ``--set-secrets=KEY=api-secret:latest``: the version read, by its label
    if value.lstrip("（(「").split("-")[0].lower() in SECRET_STORES:
        return True  # "（1Password", "1Password-hvelvet" (1Password's vault)
    if value.startswith("@") and (
        _FILE_NAME.fullmatch(value[1:]) or "/" in value or _LABEL.fullmatch(value[1:])
    ):
        return True  # ``signing_key=@new.pem``: vault and curl read the value from that file
    return _CONTAINER_REF.fullmatch(value) is not None


def _is_rooted_base64(value: str) -> bool:
    """A base64 secret that happens to begin with "/" (``/DiWCfwo11uIy2xx…+ACRGkquUQ``,
    ``/JM/LAzFni8nlF8zenLLGMAz04X2KGmyGfJT/8LO``), not a path: its longest part between
    slashes is a long random run and no part is a directory's word."""
    if not _ROOTED_BASE64.fullmatch(value):
        return False
    parts = [part for part in value[1:].rstrip("=").split("/") if part]
    if not parts or any(_LOWER_WORD.fullmatch(part) for part in parts):
        return False
    longest = max(parts, key=len)
    return (
        len(longest) >= _LONGEST_PART
        and _RANDOM_RUN.search(longest) is not None
        and any(c.isupper() for c in longest)
        and any(c.isdigit() or c in "+=" for c in value)
    )


def _is_constant_name(value: str) -> bool:
    """``DB_PASSWORD``, also spelled in another language's capitals: ``ZMIEŃ_MNIE``."""
    if ENV_VAR_NAME.fullmatch(value):
        return True
    parts = value.split("_")
    return (
        not value.isascii()
        and len(parts) > 1
        and value[0].isalpha()
        and all(part and all(c.isupper() or c.isdigit() for c in part) for part in parts)
    )


def _is_code_call(value: str) -> bool:
    """``getpass()``, ``os.environ[``, ``bytes(password`` but not ``Hunt(er)2``."""
    match = _CALLEE.match(value)
    if match is None or len(match.group(1)) < 2:
        return False
    name = match.group(1)
    close = value.find(")")
    if close != -1 and value[close + 1 : close + 2].isalnum():
        return False  # ``N_BZy(bG0)aWq…``: a password with brackets in it; a call ends there
    return name.islower() or "_" in name or "." in name or value.endswith((")", "(", "]"))


# A template's words asking for the value, in Chinese, Japanese and Korean ("please replace
# with your", "please fill in", "please enter")
_ASKS_FOR_IT = re.compile(
    r"请替换|请填写|替换为|请输入|填写你的|ここに|置き換え|入力して|입력하세요|입력해"
)
# A symbol a password may hold that a list's first item (``keys=[post-896245, …``) does not
_PASSWORD_SYMBOL = re.compile(r"[+()=!@#$%^&*;<>?~]")


def is_placeholder(value: str) -> bool:
    """True for a value that stands in for a secret in docs and templates."""
    if _ODBC_BRACED.fullmatch(value) and mixes_letters_and_digits(value):
        return False  # ODBC quotes a value in braces: ``Pwd={HXuS…^G3k*7}``
    if (
        value.startswith("[")
        and "]" not in value
        and mixes_letters_and_digits(value)
        and _PASSWORD_SYMBOL.search(value, 1) is not None
    ):
        return False  # ``[H+C(.BcH7p(rLf…``: a password that begins with a bracket
    if _ASKS_FOR_IT.match(value):
        return True  # "请替换为你的 AccessKey Secret": "replace this with your …"
    if value.startswith(("<", "[", "{")) or _ANGLE_STAND_IN.search(value):
        return True  # also ``tskey-auth-<PASTE-KEY-HERE>``: a vendor prefix, then a stand-in
    prefixed = _VENDOR_PREFIX.match(value)
    if (
        prefixed is not None
        and _WORDS_ONLY.fullmatch(value, prefixed.end())
        and is_placeholder(value[prefixed.end() :])
    ):
        return True  # ``sk_test_replace_me``, ``whsec_your_secret_here``
    counted = _PREFIXED_COUNT.fullmatch(value)
    if counted is not None and counted.group(1) in _COUNTING:
        return True  # ``re_123456789``: a vendor's documentation example
    if _mostly_repeated(value):
        return True  # ``xxxxxxxxxxxxxx.atlasv1.zzzzzzzzzzzzzzzz``
    if value.endswith("EXAMPLE") or "EXAMPLEKEY" in value:
        return True  # vendor documentation examples (``AKIAIOSFODNN7EXAMPLE``)
    if is_published_key(value):
        return True
    if set(value) <= _MASK_CHARS or "..." in value or "…" in value:
        return True
    if _MASKED.fullmatch(value):
        return True
    if any(len(word) >= 3 and set(word) <= _MASK_CHARS for word in value.split()):
        return True  # "Bearer xxxx"
    if _NAMED_AFTER_SECRET.fullmatch(value):
        return True  # "keyfile_password", "refresh_token": a variable's name, not its value
    if _FORMAT_FIELD.search(value) and not any(c.isalnum() for c in _FORMAT_FIELD.sub("", value)):
        return True  # "%s:%s", "{token}" are format templates
    squashed = re.sub(r"[^a-z0-9]", "", value.lower())
    if not squashed or squashed in _PLACEHOLDER_WORDS:
        return True
    if squashed.startswith(_CHANGE_ME) and squashed.isalpha() and _WORDS_ONLY.fullmatch(value):
        return True  # "change-me-in-production"; "ChangeMe123!" is a password in use
    if (value.isalnum() or _WORDS_ONLY.fullmatch(value)) and _STAND_IN_PARTS.fullmatch(squashed):
        return True
    if _GENERIC_TYPE.fullmatch(value):
        return True
    if _GLOB.fullmatch(value):
        return True  # ``tstat-v3-*``: a pattern that matches names
    if _PLACEHOLDER_LEAD.match(value) and not (value[:2].lower() == "my" and _has_digit(value)):
        return True
    if is_test_mnemonic(value.split()):
        return True
    masked = sum(1 for c in squashed if c == "x")
    return len(squashed) >= 4 and masked * 2 >= len(squashed)


# Keys that guard nothing because they are printed for all to use, lowercased and without
# base64 padding: test vectors (FIPS-197's and SP 800-38A/B's AES-128 key, the counting key
# of RFC 4493's and many vendors' examples), the keys Microsoft ships with its local
# emulators (Azurite's ``devstoreaccount1``, the Cosmos DB emulator's), the bot token of
# Telegram's Bot API documentation, and the HS256 token jwt.io shows on its front page.
_PUBLISHED_KEYS = frozenset(
    {
        "2b7e151628aed2a6abf7158809cf4f3c",
        "000102030405060708090a0b0c0d0e0f",
        "eby8vdm02xnocqflquwjpllmetlcdxj1ouzft50usrz6ifsufq2uvercz4i6tq/k1szfptotr/kbhbeksogmgw",
        "c2y6ydjf5/r+ob0n8a7cgv30vrdjiwehlm+4qdu5de2nq9nduvtqobd4b8mggypmbiznqymsecagqy67xiw/jw",
        "123456:abc-def1234ghikl-zyx57w2v1u123ew11",
        "eyjhbgcioijiuzi1niisinr5cci6ikpxvcj9.eyjzdwiioiixmjm0nty3odk"
        "wiiwibmftzsi6ikpvag4grg9liiwiawf0ijoxnte2mjm5mdiyfq.sflkxwrjsmekkf2qt4fwpmejf36pok6yjv_adqssw5c",
    }
)


def _mostly_repeated(value: str) -> bool:
    """Two thirds of the letters and digits are runs of one repeated character (six or more):
    a template's filler, never a generated value."""
    repeated = sum(len(match.group()) for match in _REPEATED_RUN.finditer(value))
    return repeated >= 12 and 3 * repeated >= 2 * sum(c.isalnum() for c in value)


_REPEATED_RUN = re.compile(r"([A-Za-z0-9])\1{5,}")
_PREFIXED_COUNT = re.compile(r"[a-z]{2,8}_(?:(?:test|live)_)?([0-9]{6,10})")
_COUNTING = frozenset({"123456", "1234567", "12345678", "123456789", "1234567890", "0123456789"})
# A vendor's key prefix before a stand-in: ``sk_test_``, ``whsec_``, ``xoxb_``.
_VENDOR_PREFIX = re.compile(r"[a-z]{2,8}_(?:(?:test|live|prod|sandbox)_)?(?=[A-Za-z]{2})")


def is_published_key(value: str) -> bool:
    """A key printed for everyone to use (see `_PUBLISHED_KEYS`)."""
    return value.rstrip("=").lower() in _PUBLISHED_KEYS


def is_test_mnemonic(words: list[str]) -> bool:
    """A seed phrase of one word repeated but for the last (BIP-39's "abandon … about",
    Hardhat's and Anvil's "test … junk"): published test vectors that guard nothing."""
    return len(words) >= 12 and len(set(words[:-1])) == 1


def is_quantity(value: str) -> bool:
    """True for counts and sizes: ``4096``, ``8,192``, ``100k``, ``30s``, ``2.5 GB``, ``2k–3k``."""
    low, dash, high = value.partition("–")
    if dash:
        return is_quantity(low) and is_quantity(high)
    if _HEX_LITERAL.fullmatch(value):
        return True
    if not _QUANTITY.fullmatch(value):
        return False
    digits = sum(1 for c in value if c.isdigit())
    has_unit_or_separator = not value.isdigit()
    return has_unit_or_separator or digits <= 7


def is_version(value: str) -> bool:
    return _VERSION.fullmatch(value) is not None


def is_timestamp(value: str) -> bool:
    """An ISO 8601 date or time (``2028-06-08``, ``2028-06-08T07:34:01Z``): when a password
    was set or failed, never the password."""
    return _TIMESTAMP.fullmatch(value) is not None


def is_plain_word(value: str) -> bool:
    """True for an all-lowercase ASCII word, the shape of ordinary prose (and not an app
    password, which has that shape too)."""
    return value.isascii() and value.isalpha() and value.islower() and not is_app_password(value)


def is_label(value: str) -> bool:
    """True for a name a person gave: lowercase words joined by ``-`` or ``_``, perhaps
    numbered (``ansible-2``, ``ci_deploy``, ``nightly-build-12``)."""
    return _LABEL.fullmatch(value) is not None


def names_a_secret(value: str) -> bool:
    """True for the name a secret is stored under, not the secret: lowercase words joined by
    ``-`` or ``_``, one of them a credential word (``auth0-m2m-client-secret``,
    ``stripe-secret-key``, ``db_password_v2``). Every other part is a word, a short
    tag (``m2m``, ``v2``, ``auth0``) or a number, so no part is a random run."""
    if _SECRET_NAME.fullmatch(value) is None:
        return False
    parts = _NAME_BREAK.split(value)
    return any(part in _CREDENTIAL_PARTS for part in parts) and all(
        part.isalpha() or part.isdigit() or len(part) <= 5 for part in parts
    )


_SECRET_NAME = re.compile(r"[a-z][a-z0-9]*(?:[-_][a-z0-9]+){1,6}")
_NAME_BREAK = re.compile(r"[-_]")
_CREDENTIAL_PARTS = frozenset(
    {
        "secret",
        "secrets",
        "key",
        "keys",
        "apikey",
        "token",
        "tokens",
        "password",
        "passwd",
        "pwd",
        "passphrase",
        "credential",
        "credentials",
        "creds",
    }
)


def mixes_letters_and_digits(value: str) -> bool:
    return _DIGIT.search(value) is not None and _LETTER.search(value) is not None


def looks_secret_in_prose(value: str) -> bool:
    """Whether a value after "is"/"was"/an arrow is shaped like a credential.

    Prose says "the token is expired" and "passwords are NOT migratable"; credentials
    carry a digit, an inner capital in a mixed-case word, or a symbol.
    """
    if _DIGIT.search(value):
        return True
    if _ACRONYM_PLURAL.fullmatch(value):
        return False  # "JWTs", "PATs", "URLs"
    if _INNER_CAPITAL.search(value) and _LOWERCASE.search(value):
        return True
    if len(value) >= _LONG_LETTER_RUN and _CONSONANT_RUN.search(value) and value.isalpha():
        return True  # ``XAAWKLMIGELYHOIAOYTBZWYMUFUSLRBN``: no word is so long and so voiceless
    return _PROSE_SYMBOL.search(value) is not None or is_app_password(value)


def is_app_password(value: str) -> bool:
    """Sixteen lower-case letters that no language spells: Microsoft's and Google's app
    passwords. Five consonants in a row, or two runs of four, mark one; random letters have
    that five times in six, English words almost never ("straightforwards" has one run)."""
    if _APP_PASSWORD.fullmatch(value) is None:
        return False
    return _FIVE_CONSONANTS.search(value) is not None or len(_FOUR_CONSONANTS.findall(value)) >= 2


_APP_PASSWORD = re.compile(r"[a-z]{16}")
_FIVE_CONSONANTS = re.compile(r"[b-df-hj-np-tv-xz]{5}")
_FOUR_CONSONANTS = re.compile(r"[b-df-hj-np-tv-xz]{4}")


def word_start_alternation(alternatives: str) -> str:
    """``\\b(?:a|b|…)`` rewritten to start with a literal letter: ``(?:a(?<![a-z0-9_]a)…)``.

    Python's regex engine scans quickly for a pattern's first character but tries a
    leading ``\\b`` at every position, which made these keyword patterns the slowest part
    of a scrub. Each top-level alternative must start with a plain letter or digit.
    """
    return _by_first_letter(alternatives, lambda first: f"(?<![a-z0-9_]{first})")


def first_letter_alternation(alternatives: str) -> str:
    """``(?:a…|b…|…)`` with the alternatives grouped by their first letter, order kept
    within each group: the regex engine then tries one group at a position instead of
    every alternative. Alternatives with different first letters never match at the same
    position, so the match found is the same. Each must start with a plain letter or digit.
    """
    return _by_first_letter(alternatives, lambda first: "")


def _by_first_letter(alternatives: str, after_first: Callable[[str], str]) -> str:
    groups: dict[str, list[str]] = {}
    for alternative in _top_level(alternatives):
        groups.setdefault(alternative[0], []).append(alternative[1:] or "")
    branches = [
        f"{first}{after_first(first)}(?:{'|'.join(rests)})" for first, rests in groups.items()
    ]
    return "(?:" + "|".join(branches) + ")"


def _top_level(alternatives: str) -> list[str]:
    parts: list[str] = []
    depth = 0
    current: list[str] = []
    escaped = False
    for char in alternatives:
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
        elif char == "|" and depth == 0:
            parts.append("".join(current))
            current = []
            continue
        current.append(char)
    parts.append("".join(current))
    return parts


_WORD_CHAR = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_")


def word_starts(folded: str, prefixes: tuple[str, ...]) -> list[int]:
    """Sorted offsets in ASCII-lowercased ``folded`` where a word begins with one of
    ``prefixes``: found with ``str.find`` (a fast C search per prefix) rather than a regex
    that tries every position."""
    starts: set[int] = set()
    for prefix in prefixes:
        at = folded.find(prefix)
        while at != -1:
            if at == 0 or folded[at - 1] not in _WORD_CHAR:
                starts.add(at)
            at = folded.find(prefix, at + 1)
    return sorted(starts)
