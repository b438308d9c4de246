"""A key named in another language's prose: "la clé de signature Widevine (prod) est
<hex>", "clave de API: …", "Datadog API klíč pro fleet monitor: …", "HMAC-Schlüssel: …",
"Mağaza anahtarı (storekey) değişti, yenisi: …", "Cheia privată Mailgun …: …".

English puts a key's qualifier first ("API key"), and names.py reads it from the name's
words. These languages put it after the noun, across prepositions and asides, so the
phrase from the noun to the link is read whole. It must hold a word that makes the key a
credential (API, HMAC, secret, signing, stream, session, …) and none that makes it public
or a database's key; the value must be shaped like a credential.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ocmem.redact.candidate_values import (
    is_placeholder,
    is_redacted,
    is_reference,
    looks_secret_in_prose,
    mixes_letters_and_digits,
)
from ocmem.redact.span import RANK_KEYWORD, Span

# Hungarian glues a key's qualifier on: "aláírókulcs" (signing key), "titkoskulcs" (secret
# key), "cserekulcs" (exchange key: NAV's).
_KULCS_QUALIFIERS = ("aláíró", "titkos", "csere")
# German glues it on too: "Authentifizierungsschlüssel", "Zugangsschlüssel" (an access key),
# "Geheimschlüssel", "Signaturschlüssel", "Sitzungsschlüssel" (a session key).
_SCHLUESSEL_QUALIFIERS = ("authentifizierungs", "zugangs", "geheim", "signatur", "sitzungs")
# Norwegian, Danish and Swedish glue them on as well: "integrasjonsnøkkel", "tilgangsnøkkel"
# (an access key), "åtkomstnyckel", "signeringsnøkkel".
_NORDIC_QUALIFIERS = ("integrasjons", "integrations", "tilgangs", "åtkomst", "signerings")
# The key words as they stand in the folded text, where the pattern is tried.
GATES = (
    "clé",
    "clef",
    "clave",
    "llave",
    "chiave",
    "chave",
    "schlüssel",
    "klíč",
    "klucz",
    "anahtar",
    "avain",
    "nyckel",
    "sleutel",
    "κλειδί",
    "ключ",
    "clau",
    "ufunguo",
    "ukhiye",
    "kulcs",
    "nøkkel",
    "nøgle",
    "cheia",
    "cheie",
    "võti",
    "võtme",
)
# A key word with its qualifier glued on ("aláírókulcs", "Authentifizierungsschlüssel",
# "integrasjonsnøkkel") is found by the word it ends in and matched from the word's start.
_GLUED = tuple(
    (prefix, word)
    for prefixes, words in (
        (_KULCS_QUALIFIERS, ("kulcs",)),
        (_SCHLUESSEL_QUALIFIERS, ("schlüssel",)),
        (_NORDIC_QUALIFIERS, ("nøkkel", "nyckel", "nøgle")),
    )
    for prefix in prefixes
    for word in words
)
_KEY_WORD = (
    r"(?<!\w)(?i:cl[ée]f?|clave|llave|chiave|chave|"
    r"(?:" + "|".join(_SCHLUESSEL_QUALIFIERS) + r")?schlüssel|klíč|klucz|anahtar[ıi]?|"
    r"avain(?:ta)?|sleutel|κλειδί|ключ|clau|ufunguo|ukhiye|chei[ae]|"
    # Swedish "nyckel(n)", Norwegian "nøkkel(en)", Danish "nøgle(n)", also with a glued
    # qualifier (see above)
    r"(?:" + "|".join(_NORDIC_QUALIFIERS) + r")?(?:nyckel(?:n)?|nøkkel(?:en)?|nøgle(?:n)?)|"
    # Hungarian "kulcs", "HMAC kulcsa", and with its qualifier glued on (see above)
    r"(?:" + "|".join(_KULCS_QUALIFIERS) + r")?kulcs(?:a|ot|át)?|"
    # Estonian "võti" (a key), "võtme" (its genitive)
    r"võti|võtme)(?!\w)"
    # the phrase ends with its sentence ("… ei ole avain. Hook-signature <hex>")
    r"(?P<phrase>(?:(?![.!?][ \t])[^\n:=：]){0,100}?)"
)
_LINK = (
    r"(?P<link>[ \t]*[:=：][ \t]*|,?[ \t]+(?:est|es|è|é|ist|je|jest|on|är|er|is|era|était|c['’]est|"
    r"lautet|vale|és|ni|ngu)[ \t]+)"
)
_VALUE = r"[\"'`«(]?(?P<secret>[A-Za-z0-9+/=_\-.~!@#$%^&*?]{16,256})"
_KEY_PHRASE = re.compile(_KEY_WORD + r"(?:" + _LINK + r"|(?P<bare>[ \t]+))" + _VALUE)
# Tried again when the nearest value, with no link, is no credential: a link further on
# may name one ("Ukhiye we-storage <account> ngu <key>").
_LINKED_PHRASE = re.compile(_KEY_WORD + _LINK + _VALUE)
_QUALIFIER = re.compile(
    r"\b(?:api|hmac|secret\w*|secr[èe]te?s?|secret[ao]|segret[ao]|geheim\w*|tajn\w*|sekret\w*|gizli|"
    r"salai\w*|hemlig\w*|priv\w*|prywatn\w*|özel|yksityi\w*|signature|signing|firma|"
    r"assinatura|signatur|podpis\w*|imza\w*|chiffrement|cifrado|crittografia|criptografia|"
    r"verschlüssel\w*|szyfr\w*|şifreleme|salaus\w*|accès|acceso|accesso|acesso|zugang\w*|"
    r"dostęp\w*|erişim|stream\w*|transmisi\w*|transmiss\w*|trasmissione|diffusion|"
    r"en clair|en claro|in chiaro|em claro|klartext|licen[cs]\w*|lizenz\w*|webhook|"
    r"master|maître|maestr[ao]|mestr[ae]|sesión|sessão|sessione|session|contenu|contenido|"
    r"conteúdo|contenuto|inhalt\w*|content|aes|3?des|bdk|dek|kek|hsm|wpa[23]?|wi-?fi|wlan|"
    r"jwt|oauth|token|bearer|mağaza|ssh|apim|subscri\w*|storage|stockage|sas|"
    # Hungarian "aláíró" (signing), "titkos" (secret), "csere" (exchange: NAV's key),
    # Romanian "semnare"/"semnătură" (signing)
    r"aláíró\w*|titkos\w*|csere\w*|semn\w*|"
    # German "Authentifizierung(s…)", "Zugang(s…)" (access), "Sitzung(s…)" (session)
    r"authentifizierung\w*|zugangs\w*|sitzungs\w*|"
    # Norwegian "hemmelig" (secret), "integrasjon(s…)", "tilgang(s…)" (access), Swedish
    # "integration(s…)", "åtkomst(…)"; an admin's key
    r"hemmelig\w*|integrasjon\w*|integration\w*|tilgang\w*|åtkomst\w*|signerings\w*|admin|"
    # French "abonnement" (a subscription key: MoMo's), "descellement" (Vault's unseal keys)
    r"abonnement|descellement|"
    # an application's key (Datadog's), a recovery key (a gateway's, BitLocker's)
    r"aplikac\w*|aplicaci[oó]n|aplicaç[aã]o|applicazione|anwendung\w*|applikation\w*|"
    r"recupera\w*|récupération|wiederherstell\w*|odzyskiw\w*)\b",
    re.IGNORECASE,
)
# Public keys, a table's keys, and names for the key's id rather than the key.
_NOT_CREDENTIAL = re.compile(
    r"\b(?:publi\w*|pública|öffentlich\w*|publiczn\w*|açık|julkinen|offentlig|δημόσι\w*|"
    r"публичн\w*|открыт\w*|primari[ao]|primaire|primária|primär\w*|foránea|étrangère|"
    r"estrangeira|esterna|fremd\w*|externa|ids?|identificador|identifiant|identificativo|"
    r"kennung|nom|nombre|nome|name|"
    # an example of what a keyed function gives ("clave en Vault). Ejemplo de salida: …")
    r"ejemplo|exemple|esempio|exemplo|beispiel|example|salida|sortie|ausgabe|output)\b",
    re.IGNORECASE,
)
# "API klíč", "HMAC-Schlüssel": the qualifier may be one of the two words just before.
_WORDS_BEFORE = re.compile(r"(?:[^\s-]{1,24}[ \t-]+){0,2}\Z")
_LAST_WORD = re.compile(r"(?<![^\s-])[^\s(),;-]{1,24}[ \t-]*\Z")
# A store's path ("secret/data/payments/adyen#api_key"), not the key kept there.
_PATH = re.compile(r"[a-z0-9_.-]+(?:/[a-z0-9_.#-]+)+")
_NUMBERED_NAME = re.compile(r"[a-z][a-z_-]*[0-9]{1,4}")


def find_translated_keys(text: str, folded: str) -> Iterator[Span]:
    for match in _phrases(text, folded):
        span = _judged(text, match)
        if span is None and match.groupdict().get("bare") is not None:
            linked = _LINKED_PHRASE.match(text, match.start())
            span = _judged(text, linked) if linked is not None else None
        if span is not None:
            yield span


def _judged(text: str, match: re.Match[str]) -> Span | None:
    """The phrase's value when the phrase names a credential and the value looks like one."""
    value = match.group("secret").rstrip(".,;:!?")
    line_start = text.rfind("\n", 0, match.start()) + 1
    before = _WORDS_BEFORE.search(text, line_start, match.start())
    before_text = before.group() if before else ""
    # the key word itself may carry the qualifier ("aláírókulcs", a signing key)
    context = before_text + text[match.start() : match.start("phrase")] + match.group("phrase")
    if _QUALIFIER.search(context) is None:
        return None
    # "öffentlicher Schlüssel": the word just before may say public; a word further
    # back ("KID … (public), clé en clair …") speaks of something else.
    adjective = _LAST_WORD.search(before_text)
    negated = (adjective.group() if adjective else "") + match.group("phrase")
    if _NOT_CREDENTIAL.search(negated):
        return None
    if not _credential_shaped(value, bare=match.groupdict().get("bare") is not None):
        return None
    start = match.start("secret")
    return Span(start, start + len(value), "keyword-prose", RANK_KEYWORD)


def _phrases(text: str, folded: str) -> Iterator[re.Match[str]]:
    """Each phrase, matched only where a key word starts: one pass of the pattern over a
    long text would try every character, and a megabyte of base64 holds the words' letters."""
    found = {at for gate in GATES for at in _occurrences(folded, gate)}
    glued = {
        at - len(prefix)
        for at in found
        for prefix, word in _GLUED
        if folded.startswith(word, at) and folded.endswith(prefix, 0, at)
    }
    starts = sorted(found | glued)
    reached = 0
    for start in starts:
        if start < reached:
            continue
        match = _KEY_PHRASE.match(text, start)
        if match is not None:
            reached = match.end()
            yield match


def _occurrences(folded: str, gate: str) -> Iterator[int]:
    found = folded.find(gate)
    while found != -1:
        yield found
        found = folded.find(gate, found + 1)


_BUNDLE_ID_OR_HOST = re.compile(r"[a-z][a-z0-9-]*(?:\.[a-z][a-z0-9-]*){2,}")


def _credential_shaped(value: str, *, bare: bool) -> bool:
    if len(value) < 16 or is_redacted(value) or is_reference(value) or is_placeholder(value):
        return False
    if value.isdigit() or _PATH.fullmatch(value):
        return False  # an NF-e's 44-digit access key ("chave de acesso") is its public id
    if _BUNDLE_ID_OR_HOST.fullmatch(value):
        return False  # an app's bundle id or a host (``com.example.app2031``)
    if bare:  # "clé de stream <key>": with no link, a value must mix letters and digits
        # beyond a name's number ("Ukhiye we-storage stumoyabookingdocs19 ngu …")
        return mixes_letters_and_digits(value) and not _NUMBERED_NAME.fullmatch(value)
    return looks_secret_in_prose(value)
