"""Secret values announced by a keyword: ``.env``/YAML/JSON/TOML assignments, CLI flags,
HTTP-style headers and prose such as "the password is Hunter2x".

Every keyword occurrence is examined on its own: a value is never consumed past the next
keyword, so "the secret password is Hunter2x" finds the value after "password".
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from enum import Enum
from functools import lru_cache
from typing import NamedTuple

from ocmem.redact.candidate_values import (
    first_letter_alternation,
    in_digest_listing,
    is_label,
    is_placeholder,
    is_plain_word,
    is_quantity,
    is_redacted,
    is_reference,
    is_timestamp,
    is_version,
    looks_secret_in_prose,
    masked_after,
    mixes_letters_and_digits,
    names_a_secret,
    word_set,
)
from ocmem.redact.entropy import lone_lowers, looks_random
from ocmem.redact.material import is_jose_header
from ocmem.redact.names import (
    DESCRIBES_A_KEY,
    KEY_ABBREVIATIONS,
    PASSWORD_OBJECTS,
    PLACE_SUFFIXES,
    SECRET_WORDS,
    Family,
    SecretName,
    classify_name,
)
from ocmem.redact.span import RANK_KEYWORD, Span
from ocmem.redact.value_reader import LOOKBACK as _LOOKBACK
from ocmem.redact.value_reader import MAX_IDENT as _MAX_IDENT
from ocmem.redact.value_reader import QUOTES as _QUOTES
from ocmem.redact.value_reader import VALUE_WINDOW as _VALUE_WINDOW
from ocmem.redact.value_reader import ValueSpan as _Value
from ocmem.redact.value_reader import line_start as _line_start
from ocmem.redact.value_reader import read_value as _read_value

# Matched against ASCII-lowercased text; each hit is widened to its whole identifier.
# A secret word counts only as the last word of a name (``passwordHash`` and ``keyboard``
# are not hits), give or take a plural, a number or a value suffix (``SECRET_KEY_BASE``).
_HINT = re.compile(
    first_letter_alternation(
        r"pass(?:word|wd|phrase|code|key|wort|e|ord(?:et)?)?|kennwort|wachtwoord|paswoord|parool|"
        r"salasana|"
        r"senha|"
        r"heslo|adgangskoden?|parola|jelszava|jelsz(?:ó|o)|pwd|pw|mdp|ww|bindpw|rootpw|authtok|lozink[au]|"
        r"kupuhipa|contrasenya|pasahitza|wagwoord|nenosiri|nywila|iphasiwedi|parolu|"
        r"pin|secret(?:[_-]id)?|token|key|pskc?|creds?|"
        r"credentials?|code|seed|phrase|mnemonic|auth|puk|combination|totp|otp|contrase(?:ñ|n)a|"
        r"cookie|pat|salt|sandi(?:nya)?|laluan|hash[_.\-]?iv|api[_.\-]?iv|"
        # a password named before what it opens (``PASSWORD_DB``; see names.py)
        r"pass(?:word|wd)?[_.\-](?:" + "|".join(sorted(PASSWORD_OBJECTS)) + r")|"
        r"pwd[_.\-](?:"
        + "|".join(sorted(PASSWORD_OBJECTS))
        + r")|"
        + "|".join((*SECRET_WORDS, *KEY_ABBREVIATIONS))
    )
    + r"s?"
    r"(?:[_.\-]?(?:value|b64|base64|hex|raw|plain|plaintext|str|string|base|hash|[0-9]++|v[0-9]++)"
    r"|_private|_[a-z](?![a-z0-9]))*"
    # an environment or a region after the word (``HMAC_KEY_NL``; see names.py)
     + r"(?:_(?:" + "|".join(sorted(PLACE_SUFFIXES, key=lambda word: (-len(word), word))) + r"))?"
    r"(?![a-z0-9_])"
)
_REST_OF_RUN = re.compile(r"[A-Za-z0-9_.\-]*")
_HINT_CHARS = frozenset(string.ascii_lowercase + string.digits + "_.-")  # all a hint holds

_IDENT_CHARS = frozenset(string.ascii_letters + string.digits + "_.-")
_IDENT_RUN = re.compile(r"[A-Za-z0-9_.\-]{0,65}")

_WS_OR_ONE_NEWLINE = r"(?:[ \t]+|[ \t]*\r?\n[ \t]*)"
# "now" in the languages whose copulas the link knows ("est maintenant", "ist jetzt", "ist
# neu": "is newly").
# (Québec French says "est rendu" for "is now".)
_NOW = r"now|maintenant|désormais|rendu|jetzt|nun|neu|ahora|agora|ora|adesso"
# A word between a secret's name and the preposition of a gap: an adjective that says
# which password it is ("senha temporária do usuário …:", "mot de passe admin du … est").
_LEAD_WORD = (
    r"(?:temporary|temporári[ao]|temporane[ao]|temporaire|temporal|tempor[äa]re?s?|"
    r"provisional|provis[oó]ri[ao]|provvisori[ao]|provisoire|vorläufige[sn]?|"
    r"new|nuev[ao]|nov[ao]|nuov[ao]|nouvel(?:le)?|nouveau|neue[sn]?|"
    # Arabic in Latin letters: "the", "new", "old" ("el password el jdeed lel admin: …")
    r"el|il|jdeed|jdid|jadeed|jadid|9adeem|adeem|"
    # Yoruba "tuntun" ("new")
    r"tuntun|"
    r"initial|inicial|iniziale|initiale|default|predeterminad[ao]|padrão|predefinit[ao]|"
    r"current|actual|atual|attuale|actuel(?:le)?|aktuelle[sn]?|"
    r"old|antigu[ao]|antig[ao]|vecchi[ao]|ancien(?:ne)?|alte[sn]?|"
    r"shared|compartid[ao]|compartilhad[ao]|condivis[ao]|partagée?|"
    r"admin|administrator|administrador|administrateur|amministratore|root|master|"
    # Swahili "jipya"/"mpya" and Afrikaans "nuwe" ("new") follow or precede the noun
    r"jipya|mpya|nuwe|"
    # a system's acronym: "Contraseña SRT del feed …:", "Password SSH del server:"
    r"(?-i:(?!ID|IDS|URL|URI|TTL)[A-Z][A-Z0-9]{1,5}))"
    r"(?![^\W\d_])"
)
# Arabic written in Latin letters: "lel"/"lil" ("for the"), "ta3"/"bta3"/"7ag"/"mal" ("of")
_ARABIZI_OF = r"lel|lil|ta3|bta3|beta3|7ag|mal"
_LINK = re.compile(
    # The name may itself be the aside, after the word in another language it glosses:
    # "Ọ̀rọ̀ìgbaniwọlé (password) fún staging RDS ni …".
    r"(?:\)(?=[ \t]))?"
    # An aside in parentheses may stand between a name and its link: "token (legacy) →".
    r"(?:[ \t]+\([^()\n]{1,60}\)(?=[ \t]*(?:[:：=]|->|→|—|–|(?:is|was|ist|je|est|é|è)\b)|"
    r"[ \t]+[^\s(]))?(?:"
    # ``config[secret]=…`` (``gh api -f``, a PHP array's key): the bracket closes the name
    r"(?P<assign>\]?[ \t]*(?:=>|:=|\+=|={1,3})(?![=~])[ \t]*)"
    r"|(?P<colon>[ \t]*[:：](?!:)[ \t]*)"
    r"|(?P<arrow>[ \t]*(?:->|→|⇒|⟶|—|–)[ \t]*|[ \t]+-[ \t]+)"
    r"|(?P<changed>[ \t]+(?:is|was|has[ \t]+been|got)[ \t]+(?:set|changed|updated|reset|rotated)"
    r"[ \t]*[:：][ \t]*)"
    # Up to four words, then a link that ends them: Dutch "is gewijzigd naar" ("was changed
    # to") after the account it names; Indonesian and Malay, which put what a word names
    # after it with no preposition: "kata sandi admin OLT adalah …" ("the OLT admin
    # password is"), "… diganti jadi …" ("changed to"). One group, so one scan.
    r"|(?P<trailing>(?:[ \t]+[^\s:=：]{1,40}){0,4}?[ \t]+"
    r"(?:(?:is|werd)[ \t]+gewijzigd[ \t]+naar|adalah|ialah|"
    # Swahili "imebadilishwa kuwa" ("was changed to"), Zulu "ithi" ("says")
    r"imebadilishwa[ \t]+kuwa|ithi|"
    r"(?:diganti|diubah)[ \t]+(?:jadi|menjadi|ke))[ \t]+)"
    r"|(?P<copula>" + _WS_OR_ONE_NEWLINE + r"(?:(?:(?:is|was|has[ \t]+been)[ \t]+)?"
    r"(?:set|changed|updated|reset)[ \t]+to|is|are|was|were|equals|will[ \t]+be|"
    r"should[ \t]+be|must[ \t]+be|becomes|became|prints|printed|returns|returned|"
    r"shows|showed|reads|says|said|"
    # German, Spanish, French, Portuguese and Italian: "lautet", "ist", "es", "est", "é", "è".
    r"lautet|ist|war|es|era|est|était|é|è|je|c['’]est|"
    # Catalan "és", Swahili "ni", Zulu "ngu" and "ithi" ("says"); Nigerian Pidgin "na"
    r"és|ni|ngu|ithi|na|"
    # Indonesian and Malay "adalah", "ialah"
    r"adalah|ialah|"
    # Finnish "on nyt" ("is now"): "on" alone is an English preposition
    r"on[ \t]+nyt|"
    # Korean topic particles, written apart after a Latin name ("signKey 는 …")
    r"는|은)"
    r"(?:[ \t]+(?:still|currently|just|actually|also|"
    + _NOW
    + r"))?[ \t]*:?"
    + _WS_OR_ONE_NEWLINE
    + ")"
    # Words are separated by blanks, so the pattern splits a line one way only (a word
    # that could end anywhere backtracks exponentially on a long line).
    # An adjective or two may come first: "senha temporária do usuário …:", "mot de passe
    # admin du Grafana … est".
    r"|(?P<gap>(?:[ \t]+" + _LEAD_WORD + r"){0,2}?"
    r"(?:[ \t]+(?:for|of|on|after|since|until|für|fuer|von|vom|del|de|du|des|do|da|"
    r"dell[ao]?|k|voor|van|vir|dla|til|pentru|la|ya|wa|untuk|buat|di|ng|của|in|za|mō|għall?|"
    # Czech and Slovak "for", "to", "on"
    r"pro|pre|ke|na|"
    # Yoruba "fún" ("for")
    r"fún|"
    # Arabic written in Latin letters: "for the", "of" (Maghrebi, Egyptian, Gulf, Levantine)
     + _ARABIZI_OF + r")"
    r"(?:[ \t]+[^\s:=：]{1,40}){1,8}?"
    r"|[ \t]+dell['’][^\s:=：]{1,40}(?:[ \t]+[^\s:=：]{1,40}){0,7}?)[ \t]+"
    # ... Danish and Norwegian "er", Swedish "är", Romanian "este", Spanish "quedó como"
    # ... Filipino "ay", Vietnamese "là"
    # ... Maltese "hija", te reo Māori "ko"
    # ... Catalan "és", Swahili "ni", Zulu "ngu"
    r"(?:is|was|ist|war|lautet|es|era|est|était|é|è|je|er|är|este|adalah|ialah|ay|là|hija|ko|"
    r"és|ni|ngu|kuwa|c['’]est|"
    # ... Arabic in Latin letters "howa"/"hiya" ("it is")
    r"howa|huwa|hiya|heya|"
    # ... Spanish "quedó en", Portuguese "foi resetada para" ("was reset to")
    r"qued[óo][ \t]+(?:como|en)|(?:foi[ \t]+)?(?:resetad|redefinid|alterad|trocad|mudad)[ao]"
    r"[ \t]+para|"
    # ... Czech and Slovak "(I) changed (it) to"
    r"(?:jsem[ \t]+|som[ \t]+)?(?:změnil|zmenil)[ao]?[ \t]+na)[ \t]+"
    r"(?:(?:" + _NOW + r")[ \t]+)?)"
    r"|(?P<gapcolon>(?:[ \t]+" + _LEAD_WORD + r"){0,2}?"
    r"[ \t]+(?:for|of|on|in|from|to|voor|van|vir|op|la|ya|wa|für|fuer|för|till|para|pour|per|dla|"
    r"pro|do|fún|" + _ARABIZI_OF + r"|"
    r"de|da|del|della|dello|dei|des|du|ng|của|za|kwa|fyrir|dari|yang|"
    r"til|pentru|untuk|buat|di|vom|von|auf|zum|zur|beim|pre|ke|na|"
    # Hebrew "of", Ukrainian and Russian "for"
    r"של|для)"
    r"(?:[ \t]+[^\s:=：]{1,40}){1,8}?[ \t]*[:：][ \t]+)"
    r"|(?P<aside>[ \t]*,[^,\n:=]{1,40},[ \t]+(?:is|was|are)[ \t]+)"
    r"|(?P<to>[ \t]+(?:to|as|into)[ \t]+)"
    r"|(?P<space>[ \t]+))",
    re.IGNORECASE,
)
_EXPIRED = re.compile(r"[ \t]*\(?(?:expired|is[ \t]+expired|has[ \t]+expired)\b", re.IGNORECASE)
_RUNNER_LOG = re.compile(r"\bresponseStatus=[0-9]{3}\b|\bto coordinator\.\.\.")
_RUNNER_SHORT_TOKEN = 8
# Configuration files that write ``<name> <value>`` (nslcd.conf, ldap.conf, slapd.conf,
# redis.conf).
_DIRECTIVES = frozenset({"bindpw", "rootpw", "requirepass", "masterauth"})
# The next cell holds one token and nothing else (a cell of words describes, not holds).
_NEXT_CELL = re.compile(r"[ \t]*\|[ \t]*(?=[^\s|]{1,512}[ \t]*(?:\||$))", re.MULTILINE)
# The name may follow up to three words in its cell ("| pg admin password | … |"); then
# its value must be as long as a generated key (an "ironSource app key" is 9 characters).
_CELL_START = re.compile(r"\|[ \t]*(?:\*\*|`)?(?P<words>(?:[^\s|`*]{1,24}[ \t]+){0,3})\Z")
_CELL_REACH = 90
_CELL_VALUE = re.compile(r"[^\s|]+")
_HEX = re.compile(r"[0-9a-f]{8,128}")
_HEADER_WORD = re.compile(r"\b(?:header|jose)\b", re.IGNORECASE)
_SECRET_NAME_FLAGS = frozenset({"secret", "secret-id", "secret-name"})
_SECRET_MANAGER_COMMAND = re.compile(
    r"\b(?:gcloud[ \t]+(?:beta[ \t]+)?secrets|gh[ \t]+secret|docker[ \t]+secret|"
    r"aws[ \t]+secretsmanager|az[ \t]+keyvault[ \t]+secret|kubectl[ \t]+\S+[ \t]+secrets?)[ \t]"
)
_LIST_CONTINUATION = re.compile(r"[ \t]*(?:,[ \t]*(?:and|or)?|[ \t](?:and|or)|/)[ \t]+")
_MAX_LISTED = 8
# Qualifiers ("api", "preshared", "continuation") are short; a longer word qualifies nothing.
_QUALIFIER_WINDOW = 20
_PREVIOUS_WORD = re.compile(r"(?<![A-Za-z0-9_.\-])([A-Za-z0-9_.\-]+)[ \t]{1,2}\Z")
_DROP_SEPARATORS = str.maketrans("", "", "_.-")
_CAMEL_HUMP = re.compile(r"[a-z][A-Z]")
_IDENTIFIER = re.compile(r"[A-Za-z_]+")
_CONSTANT = re.compile(r"[A-Z]+")
_TYPE_NAME = re.compile(r"[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+")

# Punctuation dropped from the end of a value. After "is" a "!" or "?" ends the sentence;
# after "=" it is more likely the password's last character.
_TRAILING_PROSE = ".,;:!?)]}>'\"`|"
_TRAILING_ASSIGNED = ".,;:)]}>'\"`|"

# Prose that may follow "password:" or a flag without being a value.
_PROSE_WORDS = word_set(
    """
    the a an and or but not for to of in on at by as is are was were be been with without
    via from into onto over under than then that this these those it its when where which
    who how what why if else also only just still now here there see use uses used using
    set stored kept saved managed provided handled loaded read passed given shown printed
    logged required needed flag option argument parameter instead field prompt ask asks
    asked please must should will can may might same again first later rotate rotated
    unchanged untouched changed reset expired revoked
    """
)
# Articles and prepositions of the other languages notes are written in: a run of words
# holding one is a sentence ("le mot de passe est maintenant dans le coffre depuis juin"),
# not a passphrase. (Words that are English too, "die", "pour", "met", are left out: a
# generated passphrase may hold them.)
_FOREIGN_FUNCTION_WORDS = word_set(
    """
    le la les du des dans depuis avec sur chez une aux
    el los las del desde para por sobre entre una
    pelo pela uma das
    nel nella della degli dalla
    der das dem im seit für auf bei vom zum zur und ein eine
    het een voor sinds naar bij
    dengan untuk dari
    """
)
_NOT_IN_A_PASSPHRASE = _PROSE_WORDS | _FOREIGN_FUNCTION_WORDS
# Technical words with digits that follow "key"/"token" in prose without being values.
_TECH_WORDS = word_set(
    """
    base64 base32 sha1 sha256 sha384 sha512 sha3 md5 utf8 utf-8 utf16 ed25519 x25519 rsa2048
    rsa4096 x509 oauth2 oauth1 http2 http3 ipv4 ipv6 aes128 aes256 p256 p384 secp256k1 s3
    ec2 h264 k8s i18n l10n 2fa mfa2 pkcs1 pkcs8 pkcs12 v1 v2 v3 bcrypt2 argon2 argon2id
    scrypt2 pbkdf2 hmac256 jwt2 win32 win64 x86 x64 arm64 amd64 utf-16 utf-32 latin1 ascii7
    """
)


_FIELD_SEPARATOR = re.compile(r"(?:[ \t]/|[,;|({])[ \t]*")
_PHRASE_WORD = r"(?:[A-Za-z][a-z]{1,11}|[0-9]{1,4})"
_WORD_RUN = re.compile(rf"{_PHRASE_WORD}(?:[ \t]+{_PHRASE_WORD}){{3,23}}(?![A-Za-z0-9'])")
# What may follow a phrase on its line: nothing, or punctuation opening an aside.
_PHRASE_END = re.compile(r"[ \t]*(?:[.;,:!]?[ \t]*(?:\r?\n|\Z)|[(—–;,]|-[ \t])")
_MAX_CODES = 32
_LABEL_END = re.compile(
    r"[^\n:]{0,80}:[ \t]*(?:\r?\n(?:[ \t]*\r?\n)?)?|[ \t]*\r?\n(?:[ \t]*\r?\n)?"
)
# Between two listed codes: blanks, a comma or "and", at most one line break, a code
# fence, a bullet or a number, quotes around each code.
_CODE_GAP = re.compile(
    r"(?:(?!```)[`'\"\])])?[ \t]*(?:(?:[,;|/]|and|or)[ \t]*)?"
    r"(?:\r?\n[ \t>]*)?(?:(?:```|~~~)[^\n]{0,20}\r?\n[ \t]*)?"
    r"(?:(?:[-*+•]|\d{1,2}[.)])[ \t]+)?[\[(]?[`'\"]?"
)
_LETTER_GROUPS = re.compile(r"[A-Za-z]{4,6}(?:-[A-Za-z]{4,6}){1,3}")
_CODE_TOKEN = re.compile(r"[A-Za-z0-9]{1,24}(?:-[A-Za-z0-9]{1,12}){0,4}#?")
_CODE_SHAPE = re.compile(r"[A-Za-z0-9]{3,12}(?:[ \-][A-Za-z0-9]{3,12}){0,4}#?")
_SHORTEST_KEY = 16
_DOTTED_OR_COLON = re.compile(r"[A-Za-z]\.[A-Za-z]|:")
_SHORTEST_ASSIGNED_KEY = 10
# A token spelled as one lowercase word this short is a setting (``id-token: write``).
_SHORTEST_WORD_TOKEN = 12
_SHORTEST_PROSE_PASSWORD = 8


def _is_code(value: str) -> bool:
    """A one-time or door code: 4-10 digits, or short groups with a digit (``80i9n-6ai70``)."""
    value = value.removesuffix("#")
    if value.isascii() and value.isdigit():
        return 4 <= len(value) <= 10
    return _CODE_SHAPE.fullmatch(value) is not None and any(c.isdigit() for c in value)


class _Connector(Enum):
    ASSIGN = "assign"  # = := => == +=
    COLON = "colon"  # : and the full-width ：
    ELEMENT = "element"  # <password>…</password>
    FLAG_SPACE = "flag-space"  # --token abc
    PROSE = "prose"  # is / was set to / → / — / "for X is"
    BARE = "bare"  # password abc123


# Enum members bound once: on Python 3.11 each ``Enum.MEMBER`` lookup costs several times a
# global's, and the keyword path looks them up many times per keyword.
_ASSIGN = _Connector.ASSIGN
_COLON = _Connector.COLON
_ELEMENT = _Connector.ELEMENT
_FLAG_SPACE = _Connector.FLAG_SPACE
_PROSE = _Connector.PROSE
_BARE = _Connector.BARE
_CODE = Family.CODE
_PASSWORD = Family.PASSWORD
_PHRASE = Family.PHRASE
_PIN = Family.PIN
_TOKEN = Family.TOKEN
_SECRET = Family.SECRET


# Values after these may end a sentence, so a trailing "!" or "?" is punctuation.
_SENTENCE_CONNECTORS = (_PROSE, _BARE, _COLON)
_LISTING_CONNECTORS = (_PROSE, _COLON, _ASSIGN, _FLAG_SPACE)


class _Identifier(NamedTuple):
    start: int
    end: int
    text: str
    is_flag: bool


class _Link(NamedTuple):
    """How a key is tied to its value."""

    connector: _Connector
    end: int
    operator: str = ""  # the assignment operator as written, e.g. "=" or " == "

    @property
    def is_comparison(self) -> bool:
        return self.operator.strip() in ("==", "===")

    @property
    def is_spaced(self) -> bool:
        return self.operator != self.operator.strip()


# "JWK thumbprint of the new ES256 signing key: <value>": the value is what names the key
# (its thumbprint, fingerprint, id or digest), said a few words before the key's name.
_DESCRIBED = re.compile(
    DESCRIBES_A_KEY + r"(?:[ \t]+[^\s:=]{1,30}){0,4}[ \t]+\Z",
    re.IGNORECASE,
)
_DESCRIBED_REACH = 120


def _describes_the_key(text: str, start: int) -> bool:
    floor = max(0, start - _DESCRIBED_REACH)
    if text.find(" of", floor, start) == -1 and text.find(" OF", floor, start) == -1:
        return False  # most names have no "of" before them: skip the pattern
    return _DESCRIBED.search(text, floor, start) is not None


def find_keyword_secrets(text: str, folded: str) -> Iterator[Span]:
    """Yield the value span after each secret-naming keyword in ``text``.

    ``folded`` is ``text`` with ASCII letters lowercased (same length), used for scanning.
    """
    scanned_to = -1
    pos = 0
    described = " of " in folded  # "the thumbprint of … key:" needs one (see _DESCRIBED)
    while (hint := _HINT.search(folded, pos)) is not None:
        pos = hint.end()
        if hint.start() < scanned_to:
            continue
        identifier = _widen_to_identifier(text, hint.start(), hint.end())
        if identifier is None:
            scanned_to = _run_end(text, hint.end(), _REST_OF_RUN)
        else:
            spans, examined_to = _values_after(text, identifier)
            # Keywords inside a value already taken are part of that value; keywords
            # inside an oversized blob are skipped so that its length is paid once.
            scanned_to = max(identifier.end, examined_to)
            if spans and not (described and _describes_the_key(text, identifier.start)):
                yield from spans
        # Resume the search where the skipped stretch ends, not at each hint inside it.
        # That finds the hint a scan through the stretch would: none can straddle its end
        # when the character before it could not be part of one.
        if scanned_to > pos and (
            scanned_to >= len(folded) or folded[scanned_to - 1] not in _HINT_CHARS
        ):
            pos = scanned_to


def _run_end(text: str, pos: int, run: re.Pattern[str]) -> int:
    match = run.match(text, pos)
    return match.end() if match else pos


def _widen_to_identifier(text: str, start: int, end: int) -> _Identifier | None:
    floor = max(0, start - _MAX_IDENT)
    left = start
    while left > floor and text[left - 1] in _IDENT_CHARS:
        left -= 1
    if left == floor and left > 0 and text[left - 1] in _IDENT_CHARS:
        return None  # inside a long blob (base64, a hash): not a name
    right = _run_end(text, end, _IDENT_RUN)
    if right - end > _MAX_IDENT:
        return None
    while right > end and text[right - 1] in ".-":
        right -= 1
    is_flag = text.startswith("-", left)
    while left < start and text[left] in ".-":
        left += 1
    return _Identifier(left, right, text[left:right], is_flag)


def _values_after(text: str, identifier: _Identifier) -> tuple[list[Span], int]:
    """The value spans after ``identifier`` and how far the text was examined."""
    nothing: tuple[list[Span], int] = ([], identifier.end)
    name = classify_name(identifier.text, lambda: _previous_word(text, identifier.start))
    if name is None:
        return nothing
    before = text[identifier.start - 1] if identifier.start > 0 else ""
    if before in _REFERENCE_MARKS and _is_variable_reference(
        text, identifier.start, identifier.end
    ):
        return nothing
    pos = identifier.end
    if before == ":" and text.startswith(":", pos):
        return nothing  # a segment of an ARN/URN such as ``arn:aws:…:secret:name``
    if _in_label_set(text, identifier.start):
        return nothing  # ``ALERTS{alertname="…", secret="tls-ledger"}`` names a secret
    if name.family is _SECRET and _NEGATED.search(
        text, max(0, identifier.start - 16), identifier.start
    ):
        return nothing  # "not secret:", "no es secreto:", "kein Geheimnis": the note says so
    quoted_key = before != "" and before in _QUOTES and text.startswith(before, pos)
    if quoted_key:
        pos += 1
    plural = identifier.text.endswith(("s", "S"))
    if name.family is _CODE and plural:
        # "Recovery codes" as a heading, or a label whose colon comes later on the line
        # ("recovery codes for the root account (printed): …").
        label = _LABEL_END.match(text, pos)
        if label is not None:
            kind = _kind(_Link(_COLON, pos), identifier, name)
            codes = _codes_listed(text, label.end(), kind)
            if codes[0]:
                return codes
    link = _link_at(text, pos, identifier, quoted_key=quoted_key, before=before)
    if link is None or not _link_suits(link, name, identifier, text):
        return nothing
    kind = _kind(link, identifier, name)
    phrase = _phrase_at(text, link.end, link, name, identifier)
    if phrase is not None:
        return [Span(phrase[0], phrase[1], kind, RANK_KEYWORD)], phrase[1]
    if name.family is _CODE and plural:
        return _codes_listed(text, link.end, kind)
    return _listed_values(text, identifier, name, link, kind, quoted_key=quoted_key)


def _listed_values(
    text: str,
    identifier: _Identifier,
    name: SecretName,
    link: _Link,
    kind: str,
    *,
    quoted_key: bool,
) -> tuple[list[Span], int]:
    """The values after `link` (several after a plural name), each passing its name's test."""
    # A short name ("pw:", "pass:") after prose holds a value only if it looks like one.
    strict = name.weak and not (quoted_key or _starts_line(text, identifier.start))
    if name.family in (_CODE, _PHRASE, _PIN) or name.random_only:
        strict = False  # these carry their own value test
    weak_prose = name.weak and name.family is _PASSWORD and link.connector in (_PROSE, _BARE)
    spans: list[Span] = []
    examined_to = identifier.end
    trailing = _TRAILING_PROSE if link.connector in _SENTENCE_CONNECTORS else _TRAILING_ASSIGNED
    value = _read_value(text, link.end, trailing, element=link.connector is _ELEMENT)
    if value is not None and _colon_ends_config_value(text, value, link, identifier):
        value = value._replace(end=value.raw_end)
    while value is not None and len(spans) < _MAX_LISTED:
        if value.raw_end - value.start > _VALUE_WINDOW:
            examined_to = value.raw_end
        if text.startswith(("...", "…"), value.end):
            break  # "sk-..." and "ghp_…" are elided examples, not values
        candidate = text[value.start : value.end]
        if not _accepts(candidate, value, link, name, text):
            break
        if strict and (is_plain_word(candidate) or not looks_secret_in_prose(candidate)):
            break
        if weak_prose and not _password_shaped(candidate):
            break
        if name.weak and _ASSIGNMENT.match(candidate):
            # "exit pass: session=ses_…": a short name followed by another key's assignment
            # labels a record, it does not hold a password; a secret in the assignment is
            # found by its own key.
            break
        spans.append(Span(value.start, value.end, kind, RANK_KEYWORD))
        examined_to = max(examined_to, value.end)
        # A plural name may list several values: "Passwords: Abc1 and Def2".
        listed = identifier.text.endswith(("s", "S")) and link.connector in _LISTING_CONNECTORS
        more = _LIST_CONTINUATION.match(text, value.end) if listed and not value.quoted else None
        value = _read_value(text, more.end(), trailing, element=False) if more else None
    return spans, examined_to


_ASSIGNMENT = re.compile(r"[a-z][a-z_]{1,30}=")
# What Erlang/Elixir generate as a node cookie: 20 or more capital letters.
_ERLANG_COOKIE = re.compile(r"[A-Z]{20,}")


def _password_shaped(value: str) -> bool:
    """What "pw"/"pass" must be followed by in prose to be a password: 8 characters or more
    with letters and digits, and a capital or a symbol (``Kx82mLq9!z``, not ``ctx2``)."""
    if len(value) < _SHORTEST_PROSE_PASSWORD or not mixes_letters_and_digits(value):
        return False
    return not value.islower() or any(not c.isalnum() for c in value)


_REFERENCE_MARKS = frozenset("${%")  # the character just before a name used by reference


def _in_label_set(text: str, start: int) -> bool:
    """Whether ``start`` is a label's name in a Prometheus series (``metric{a="b", …}``),
    whose values name things."""
    brace = text.rfind("{", max(0, start - _LABEL_SET_REACH), start)
    if brace < 1 or not (text[brace - 1].isalnum() or text[brace - 1] in "_:"):
        return False
    return _LABELS_BEFORE.fullmatch(text, brace + 1, start) is not None


_LABEL_SET_REACH = 400
_LABELS_BEFORE = re.compile(
    r"(?:[ \t]{0,4}[A-Za-z_]\w{0,60}[ \t]{0,4}!?=~?[ \t]{0,4}\"[^\"\n]{0,200}\"[ \t]{0,4},){0,20}"
    r"[ \t]{0,4}"
)


def _is_variable_reference(text: str, start: int, end: int) -> bool:
    """``$DB_PASSWORD``, ``${API_KEY}`` and ``%TOKEN%`` use a secret's name, not its value;
    ``$merchant_salt = '…';`` (PHP, Perl, PowerShell) assigns one."""
    before = text[max(0, start - 2) : start]
    if before == "${":
        return True
    if before.endswith("$"):
        return _QUOTED_ASSIGNMENT.match(text, end) is None
    return before.endswith("%") and text.startswith("%", end)


_NUMBER_PARAMETER = re.compile(r"[a-z]{1,12}=[0-9]{1,20}")
_QUOTED_ASSIGNMENT = re.compile(r"[ \t]*=(?![=~])[ \t]*[\"']")


# "not (a)", "no (es)", "não é", "nicht", "kein", "ei ole", "inte", "bukan" right before a
# secret word: what follows is called no secret.
_NEGATED = re.compile(
    r"(?<![A-Za-z])(?:not|no|non|não|nao|nicht|kein|ei|inte|bukan|tidak)"
    r"(?:[ \t]+(?:a|an|es|é|ist|ole|är|en|ett|un|una|um|uma))?[ \t]+\Z",
    re.IGNORECASE,
)


def _previous_word(text: str, start: int) -> str:
    """The word before ``start`` when only blanks separate them ("API key", "max tokens"),
    lowercased with its separators removed ("Pre-shared" gives "preshared")."""
    if start == 0 or text[start - 1] not in " \t":
        return ""
    match = _PREVIOUS_WORD.search(text, max(0, start - _QUALIFIER_WINDOW), start)
    return match.group(1).lower().translate(_DROP_SEPARATORS) if match else ""


def _link_at(
    text: str, pos: int, identifier: _Identifier, *, quoted_key: bool, before: str
) -> _Link | None:
    if before == "<" and text.startswith(">", pos):
        return _Link(_ELEMENT, pos + 1)
    if (cell := _NEXT_CELL.match(text, pos)) is not None and (
        start := _CELL_START.search(
            text,
            max(_line_start(text, identifier.start), identifier.start - _CELL_REACH),
            identifier.start,
        )
    ):
        # a two-column table, name then value: ``| SharedAccessKey | gq9t…= |``
        value = _CELL_VALUE.match(text, cell.end())
        if not start.group("words") or (value and len(value.group()) >= _SHORTEST_KEY):
            return _Link(_PROSE, cell.end())
    match = _LINK.match(text, pos)
    if match is None:
        return None
    group = match.lastgroup
    if group == "assign":
        return _Link(_ASSIGN, match.end(), match.group())
    if group == "colon":
        return _Link(_COLON, match.end())
    if quoted_key and not (group == "copula" and text[match.end() : match.end() + 1] in _QUOTES):
        # A quoted key ("token") is followed by : or = when it holds a value, or by a
        # copula and a quoted value: ``"database.password" was reset to "…"``.
        return None
    if group != "space":
        return _Link(_PROSE, match.end())
    if before == "/":
        return None  # a path's last segment ("/account/password (PAY-12)") is no name
    if identifier.is_flag:
        if text.startswith("-", match.end()):
            return None
        return _Link(_FLAG_SPACE, match.end())
    return _Link(_BARE, match.end())


def _link_suits(link: _Link, name: SecretName, identifier: _Identifier, text: str) -> bool:
    if identifier.is_flag and _names_stored_secret(text, identifier):
        return False
    if _VERSION_OF.search(text, max(0, identifier.start - 40), identifier.start):
        return False  # "KV version of stripe-secret-key: 7091…": which version, not the value
    if identifier.text == "secretKey" and "secretName" in text[max(0, identifier.start - 200) :]:
        return False  # Helm charts' ``secretName``/``secretKey``: a Secret and its field
    if link.connector is _BARE and not _is_prose_keyword(identifier.text):
        # "--secret-id-list MySecret1 MySecret2" lists names, not values; a line that is a
        # name and a quoted value is a setting in a DSL (Gradle's ``storePassword "…"``).
        return _starts_line(text, identifier.start) and (
            text.startswith(('"', "'"), link.end) or identifier.text.lower() in _DIRECTIVES
        )
    if name.family in (_PIN, _CODE):
        return True  # their value tests are strict: 4-10 digits, or a code's groups
    if not name.weak:
        return True
    # "pass", "creds" and "auth" in prose are words; as keys (``pw: …``) they hold values.
    # "pw"/"pass" in prose hold one only if it is password-shaped (checked on the value).
    return name.family is _PASSWORD or link.connector not in (
        _PROSE,
        _BARE,
    )


_VERSION_OF = re.compile(
    r"\bversion[ \t]+(?:id[ \t]+)?of[ \t]+(?:the[ \t]+)?[\"'`]?[\w.-]*\Z", re.IGNORECASE
)


def _names_stored_secret(text: str, identifier: _Identifier) -> bool:
    """``gcloud secrets versions access 1 --secret=bq-loader``: a secret manager's command
    takes the stored secret's *name* in ``--secret``/``--secret-id``/``--secret-name``."""
    if identifier.text.lstrip("-").lower() not in _SECRET_NAME_FLAGS:
        return False
    return (
        _SECRET_MANAGER_COMMAND.search(text, _line_start(text, identifier.start), identifier.start)
        is not None
    )


@lru_cache(maxsize=1024)
def _is_prose_keyword(word: str) -> bool:
    """A keyword written as prose ("password", "API-key", "WPA2-PSK"), not a name such as
    ``MySecret1`` or ``dbPassword``."""
    return _CAMEL_HUMP.search(word) is None and not word[-1].isdigit()


def _starts_line(text: str, start: int) -> bool:
    """Whether a key starts its line or its field (``user: ops / pass: …``, ``a=1; pw=…``)."""
    before = text[_line_start(text, start) : start]
    field = _FIELD_SEPARATOR.split(before)[-1] if _FIELD_SEPARATOR.search(before) else before
    return field.strip(" \t-*>\"'`") in ("", "export", "set")


def _line_end(text: str, pos: int) -> int:
    end = text.find("\n", pos, pos + _LOOKBACK)
    return min(len(text), pos + _LOOKBACK) if end == -1 else end


def _phrase_at(
    text: str, pos: int, link: _Link, name: SecretName, identifier: _Identifier
) -> tuple[int, int] | None:
    """A passphrase or seed phrase written as a run of words ("the passphrase is tidal
    orbit frame lemon"), ending its line or followed by an aside."""
    is_phrase = name.family in (_PHRASE, _PASSWORD) and not name.weak
    if not is_phrase or link.connector is _BARE:
        return None
    if pos < len(text) and text[pos] in _QUOTES:
        return None  # a quoted value is read whole by the ordinary path
    match = _WORD_RUN.match(text, pos)
    if match is None or _PHRASE_END.match(text, match.end()) is None:
        return None  # more prose follows: a sentence, not a phrase
    end = match.end()
    words = text[pos:end].split()
    if any(word.lower() in _NOT_IN_A_PASSPHRASE for word in words):
        return None
    if is_reference(text[pos:end]):
        return None  # "tokens y passwords: todos en Secrets Manager": where they are kept
    if not any(word.isalpha() and word.islower() for word in words) and not all(
        word[0].isupper() for word in words if word.isalpha()
    ):
        return None  # neither lowercase words nor Title Case ones
    return pos, end


def _codes_listed(text: str, pos: int, kind: str) -> tuple[list[Span], int]:
    """Backup or recovery codes after their name: on the same line or listed below it,
    separated by blanks, commas or line breaks, in a code fence or a bulleted list."""
    spans: list[Span] = []
    cursor = pos
    for _ in range(_MAX_CODES):
        gap = _CODE_GAP.match(text, cursor)
        start = gap.end() if gap else cursor
        token = _CODE_TOKEN.match(text, start)
        if token is None:
            break
        # In a list of codes, dashed letter groups are codes too (``abcde-fghij``).
        if not (_is_code(token.group()) or _LETTER_GROUPS.fullmatch(token.group())):
            break
        spans.append(Span(token.start(), token.end(), kind, RANK_KEYWORD))
        cursor = token.end()
    return spans, cursor


def _colon_ends_config_value(
    text: str, value: _Value, link: _Link, identifier: _Identifier
) -> bool:
    """``password = K*G^Oi.ErwdMIPs0l:`` ending its line: no sentence ends in a colon, so
    the colon is the value's last character."""
    if value.quoted or text[value.end : value.raw_end] != ":":
        return False
    if link.connector not in (_ASSIGN, _COLON) or text[value.raw_end : value.raw_end + 1] not in (
        "",
        "\n",
        "\r",
    ):
        return False
    return _starts_line(text, identifier.start)


def _stands_alone(text: str, value: _Value) -> bool:
    """A bare word after "password:" is a value only when nothing but punctuation follows."""
    trail = text[value.end : value.raw_end]
    if any(c in ",;)]}" for c in trail):
        return True
    rest = text[value.raw_end : value.raw_end + 2].lstrip(" \t")
    return not rest or rest[0] in "\r\n#|"


_CHANNEL = re.compile(r"#[a-z][a-z0-9]*(?:[-_][a-z0-9]+){0,5}")


def _accepts(candidate: str, value: _Value, link: _Link, name: SecretName, text: str) -> bool:
    if _HEX.fullmatch(candidate) and in_digest_listing(text):
        return False  # ``fly secrets list``: each secret's name, then its digest
    if not _shaped_for(candidate, value, link, name, text):
        return False
    if is_redacted(candidate) or is_reference(candidate) or is_placeholder(candidate):
        return False
    if link.connector in (_PROSE, _BARE) and _CHANNEL.fullmatch(candidate):
        return False  # "never paste a password into #ops-izmir": where it must not go
    if masked_after(text, value.end):
        return False  # ``sk_live_••••…0203``: the visible start of a masked key
    if is_jose_header(candidate) and _HEADER_WORD.search(
        text, _line_start(text, value.start), value.start
    ):
        return False  # "the JOSE header of the failing token: eyJhbGciOi…" (not its payload)
    digits_only = candidate.isascii() and candidate.isdigit()
    if name.family is _PIN:
        return digits_only and 4 <= len(candidate) <= 8
    if name.family is _CODE:
        if _EXPIRED.match(text, value.raw_end):
            return False  # "OTP 095916 expired after 5 min": a spent code opens nothing
        if _is_card_approval_code(candidate, text, value.start):
            return False
        if link.connector is _BARE:
            return digits_only and 4 <= len(candidate.removesuffix("#")) <= 10
        return _is_code(candidate)
    if name.random_only:
        if _DOTTED_OR_COLON.search(candidate):
            return False  # ``logging.level:DEBUG2x`` is a setting, not key material
        if is_label(candidate):
            return False  # a name a person gave (``key=gw-andes-01``), not a generated key
        # Assigned (``SENTRY_AUTH=…``), a shorter generated value still reads as a key.
        shortest = _SHORTEST_ASSIGNED_KEY if link.connector is _ASSIGN else _SHORTEST_KEY
        if not (
            looks_random(candidate.removeprefix("0x"), min_length=shortest)
            or _ERLANG_COOKIE.fullmatch(candidate)
        ):
            return False
    if is_quantity(candidate) or is_version(candidate):
        return name.family is _PASSWORD and digits_only and len(candidate) >= 4
    if is_timestamp(candidate) or _NUMBER_PARAMETER.fullmatch(candidate):
        return False  # ``t=2029618335`` (a Stripe-Signature's time) is a parameter
    if len(candidate) == _RUNNER_SHORT_TOKEN and _RUNNER_LOG.search(
        text, _line_start(text, value.start), value.start
    ):
        return False  # GitLab Runner logs a job token's first 8 characters only
    if name.family is _TOKEN and candidate.isalpha() and candidate.islower():
        return len(candidate) >= _SHORTEST_WORD_TOKEN  # ``id-token: write`` is a permission
    return True


# A card payment's approval code (six characters, ISO 8583 field 38) in a gateway's answer
# or a terminal's log: it names an approved charge and opens nothing.
_AUTH_CODE_LABEL = re.compile(
    r"auth(?:ori[sz]ation)?[_ -]?code[\"']?[ \t]*[:=][ \t]*[\"']?\Z", re.IGNORECASE
)
_CARD_CONTEXT = re.compile(
    r"\bpan\b|masked_?pan|\bcard|\bchip\b|fraud|itemTransactions|basket|tarjeta|\bkart",
    re.IGNORECASE,
)
_CARD_REACH = 200


def _is_card_approval_code(candidate: str, text: str, start: int) -> bool:
    if len(candidate) != 6 or not candidate.isalnum():
        return False
    if _AUTH_CODE_LABEL.search(text, max(0, start - 30), start) is None:
        return False
    around = text[max(0, start - _CARD_REACH) : start + _CARD_REACH]
    return _CARD_CONTEXT.search(around) is not None


def _shaped_for(candidate: str, value: _Value, link: _Link, name: SecretName, text: str) -> bool:
    """The connector-specific test: prose needs a credential-shaped value, ``=`` does not."""
    connector = link.connector
    if link.is_comparison:
        # ``if token == "lambda"`` is parser code; ``if password == "Hunter2"`` is a leak.
        if not value.quoted and _IDENTIFIER.fullmatch(candidate):
            return False
        return looks_secret_in_prose(candidate)
    if value.quoted:
        # Bare "the token 'record'" is prose, "API token 'ansible-2'" names the token;
        # "password 'hunter'" still names a value.
        return not (
            connector is _BARE
            and name.family is not _PASSWORD
            and (is_plain_word(candidate) or is_label(candidate))
        )
    if connector is _BARE:
        if name.family in (_PIN, _CODE):
            return True  # "PIN 4821": _accepts takes digits only
        return (
            len(candidate) >= 5
            and mixes_letters_and_digits(candidate)
            and candidate.lower() not in _TECH_WORDS
            and (name.family is _PASSWORD or not names_a_secret(candidate))
        )
    if connector is _PROSE:
        return (
            len(candidate) >= 4
            and not is_plain_word(candidate)
            and looks_secret_in_prose(candidate)
        )
    if len(candidate) < 3:
        return False
    if connector in (_ASSIGN, _ELEMENT):
        return not (connector is _ASSIGN and _is_code_operand(candidate, link))
    if candidate.lower() in _PROSE_WORDS:
        return False
    if connector is _FLAG_SPACE and text[value.start - 1 : value.start] == "(":
        return False  # ``-NewPassword (ConvertTo-SecureString …)``: a command's output
    if candidate.isascii() and candidate.isalpha():
        if _TYPE_NAME.fullmatch(candidate):
            return False  # ``tokens: ParseResults`` is a type annotation
        if len(candidate) >= _SHORTEST_KEY and lone_lowers(candidate) >= 2:
            return True  # ``password: rYIHzNpvsPUvmhWQkAJg na ngayon``: random letters
        return connector is _FLAG_SPACE or _stands_alone(text, value)
    return True


def _is_code_operand(candidate: str, link: _Link) -> bool:
    """``token = nextchar`` assigns a variable; ``token=EOF`` names a constant.

    ``.env`` files never put spaces around ``=``, so a spaced ``=`` followed by a bare
    identifier is code. Unspaced lowercase values (``client_secret=abcdefgh``) stay secret.
    """
    if _CONSTANT.fullmatch(candidate):
        return len(candidate) < _SHORTEST_KEY  # ``EOF``; a 16-letter base32 run is a value
    if len(candidate) >= _SHORTEST_KEY and lone_lowers(candidate) >= 2:
        return False  # ``secret_key = SCDHiWkMxaATObKpWYYG``: no one names a variable so
    return link.is_spaced and _IDENTIFIER.fullmatch(candidate) is not None


def _kind(link: _Link, identifier: _Identifier, name: SecretName) -> str:
    if name.aws:
        return "aws-secret-key"
    if identifier.is_flag:
        return "cli-flag"
    if link.connector in (_PROSE, _BARE):
        return "keyword-prose"
    return "keyword-assignment"
