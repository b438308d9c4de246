"""Generated-looking tokens with no vendor shape and no keyword right before them.

Two shapes are taken: a short prefix and a random run (``pscale_tkn_…``, ``CFPAT-…``),
the way most vendors now mark their keys, and a long random run of mixed-case base64
(an AWS secret key or a storage key pasted alone). A credential word earlier on the line
("the deploy token … ") lowers the bar to shorter runs and hex. Hashes, digests, public
keys and base64 data announce themselves by the words before them or by their prefix,
and so do, by the word right before them, an address (a wallet's), a PKCE challenge (a
hash the browser sends) and a public key `wg show` labels "peer:"; all are left alone,
as is ciphertext ("ciphertext 69c4…", a test vector's output). So is a value labelled
right before it as one that is public or no credential by design: an OAuth client id
(`clientId: '…'`: RFC 6749 §2.2 says a client id is not a secret; single-page apps ship
it), a CAPTCHA site key (`data-sitekey="…"`: reCAPTCHA, hCaptcha and Turnstile put it in
the page; the secret key has another name), an idempotency key (a request's dedup id)
and a Terraform lock id (`force-unlock <id>`). A UUID with any other credential word
near it, or with a credential label (`client_secret: <uuid>`), is still taken.
Hex with no credential word is always left alone (commits, ids).

Four shapes are never taken here, whatever word is near (a value a keyword labels is
judged by the keyword detectors instead):

- a host name (``1498….dkr.ecr.eu-west-1.amazonaws.com``): lower-case DNS labels ending
  in a top-level domain, which no vendor's key alphabet yields;
- an IPFS CIDv0 (``Qm`` and 44 base58 characters): a SHA-256 multihash;
- a GUID in the braces of its registry format (``{E7BA6250-…}``), how Visual Studio, the
  registry and COM write them;
- a Kubernetes pod name made by a Deployment (``api-7c9d5b8f6d-x2kqp``): the ReplicaSet's
  6-10 character hash and a 5 character suffix, both drawn from Kubernetes' alphabet
  ``bcdfghjklmnpqrstvwxz2456789`` (no vowels, no 0, 1 or 3): a random lower-case run of
  that length keeps to it about once in 75, and would also need its dashes just there.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from ocmem.redact.candidate_values import (
    ENV_VAR_NAME,
    SECRET_STORES,
    UUID,
    in_digest_listing,
    is_label,
    is_placeholder,
    is_version,
    names_a_secret,
)
from ocmem.redact.entropy import class_changes, is_hex, looks_random
from ocmem.redact.material import (
    decodes_to_data,
    encodes_id_and_secret,
    in_xml_signature_or_cipher,
)
from ocmem.redact.names import (
    DESCRIBES_A_KEY,
    PASSWORD_WORDS,
    names_no_credential,
    public_name,
)
from ocmem.redact.span import RANK_KEYWORD, Span
from ocmem.redact.tables import column_header
from ocmem.redact.vendor_tokens import long_run_windows

_LONGEST = 256  # longer runs are data blobs, not credentials
_RUN_BODY = rf"[A-Za-z0-9][A-Za-z0-9_\-+/.~]{{15,{_LONGEST}}}={{0,2}}(?![A-Za-z0-9_+/=\-~])"
# A run starts the text or follows a character that cannot touch one. Scanning for that
# character (a cheap set test) rather than trying a lookbehind at every letter skips a
# long blob in one sweep; every character a run holds is in the set, so runs never overlap.
_RUN_AT_START = re.compile(_RUN_BODY)
_RUN_AFTER_EDGE = re.compile(rf"[^A-Za-z0-9_+/=\-.~:@#%](?=(?P<run>{_RUN_BODY}))")
_PREFIXED = re.compile(r"(?P<prefix>[A-Za-z][A-Za-z0-9]{1,11}(?:[_\-][A-Za-z0-9]{1,8}){0,2}[_\-])")
_SHORTEST_ALONE = 32
_SHORTEST_PREFIXED = 20
_SHORTEST_NEAR_NOUN = 16
_CHANGES_ALONE = 3  # at least one class change per this many characters, with no noun
_CONTEXT = 40  # characters before a run searched for a word that says "not a secret"
_NOUN_CONTEXT = 100  # characters before a run searched for a credential word
_BENIGN_CONTEXT = re.compile(
    r"sha[0-9-]*|md5|blake|hash|digest|integrity|checksum|fingerprint|thumbprint|etag|base64|"
    r"ssh-|ecdsa-|h1:|recipient|public|pubkey|nonce|commit|request[ _-]?id|trace|data:|"
    r"tenant|subscription|correlation|uuid|\bids?\b|"
    # X.509's key identifiers (Subject Key Identifier, Authority Key Identifier): digests
    r"key[ _-]?identifier|"
    # an initialization vector, which goes beside its ciphertext in the clear
    r"initiali[sz]ation[ _-]?vector|"
    # "identifier" in other languages (Polish, Spanish, French, Hebrew, Arabic)
    r"identyfikator|identificador|identifiant|מזהה|معرّف|معرف|"
    r"ciphertext|"
    # an AS2 receipt's message integrity check (a digest of the message)
    r"\bmic\b|"
    # a codec's configuration record (an MP4 ``avcC``/``hvcC`` box, Smooth Streaming's
    # ``CodecPrivateData``, SDP's ``sprop-parameter-sets``): public stream headers
    r"codec[ _-]?private[ _-]?data|\b(?:avcc|hvcc|sprop)\b|"
    # Right before the run: a wallet's address, a PKCE challenge, `wg show`'s "peer:".
    r"\baddress:?\s*\Z|challenge[\"':\s]*\Z|\bpeer:?\s*\Z|"
    # the path ``vault kv get|put|…`` is given (its flags before it); a certificate's
    # thumbprint named as such a few words back ("x5t#S256 of the client certificate: …")
    r"\bvault[ \t]+kv[ \t]+[a-z]+(?:[ \t]{1,4}-[^\s]{1,60}){0,6}[ \t]+\Z|"
    r"\b(?:x5t(?:#S256)?|kid|cursor)\b[^\n:]{0,60}:[ \t]*\Z|"
    # a note that says so before the colon ("client-side ID (goes in the bundle, not
    # secret): …")
    r"\bnot[ \t]+(?:a[ \t]+)?secret\)?[ \t]*:[ \t]*\Z|"
    # a function's output ("HMAC output:", "Ejemplo de salida:"), a digest, not its key
    r"\b(?:output|salida|sortie|ausgabe|saída)[\"':\s]*\Z|"
    # Or a label naming a value that is public or no credential by design (see above).
    r"(?:client[ _-]?id|site[ _-]?key|idempotency[ _-]?(?:key|token)|dedup[ _-]?key|lock[ _-]?id|"
    # a merchant's own reference for a payment (Windcave's, Adyen's ``merchantReference``)
    r"merchant[ _-]?ref(?:erence)?|"
    # a build cache's key (a hash of the inputs); a PO file's ``#. Key:`` (a string's id)
    r"cache[ _-]?key|cache[ _-]hit:?[ \t]+key|^\#\.[ \t]Key|"
    r"force-unlock|"
    r"\bkid|key[ _-]?id|x5t(?:#S256)?|cursor|signature|signatur|signed[a-z]*timestamp|\bjti|"
    # LINE Pay's request signature header; a LINE webhook event's one-time reply token
    r"x-line-authorization|reply[ _-]?token|"
    # an AEAD tag ("decrypt failed: tag …"); the names of a SigV4 request's signed headers
    # (``SignedHeaders=host;x-amz-content-sha256``)
    r"\btag|signedheaders=(?:[a-z0-9-]{1,64};){0,30}|"
    r"endpoint[ _-]?prefix|customKeyIdentifier|"
    # a pagination token (``nextPageToken``, AWS's ``NextToken``, ``continuation_token``)
    # and an AEAD or MAC tag (DLMS's ``auth-tag``, "GCM tag"), both sent in the clear
    r"\b(?:next|prev(?:ious)?|page|continuation|pagination|partition)[ _-]?(?:page[ _-]?)?token|"
    r"\bcontinuation|"
    # "KV version of stripe-secret-key: 7091…": which version of a stored secret
    r"\bversion[ \t]+of[ \t]+[\w.-]{1,60}[\"'`]?[ \t]*:[ \t]*\Z|"
    # an SQS message's receipt handle (it deletes one received message, nothing more); a
    # SPEI transfer's "clave de rastreo" (tracking key), printed on every receipt
    r"receipt[ _-]?handle|clave[ \t]+de[ \t]+rastreo|"
    # a KMS key's id ("encrypted with KMS key 78bc…", "SOPS + KMS 491e…"): no key material
    r"\bkms(?:[ _-]?(?:key|키|キー|密钥|金鑰))?(?:[ _-]?id)?|"
    # The Things Stack's uplink token, which only routes a downlink back to its gateway
    r"\buplink[ _-]?token|"
    # a message's body ("payload": "<base64>", "último payload …") and an embedding's
    # vector (``"embedding": "<base64 floats>"``) are data; a secret's
    # version (Key Vault's 32 hex digits) names which value, not the value
    r"(?<![A-Za-z])payload|\bembedding|\b(?:versions?|versión|versão|versione|verzió|versiune|wersja|sürüm)|"
    # ... also glued to what it versions (Key Vault's ``"SecretVersion": "<32 hex>"``)
    r"[a-z](?-i:Version)|"
    # an encoded route (HERE's flexible polyline, its route handle); a data key SOPS keeps
    # encrypted beside the file (``enc:``); a signature header with its version
    # (``X-HubSpot-Signature-v3``)
    r"polyline|route[ _-]?handle|\benc(?=[\"'`]?[ \t]*:)|signature[ _-]v?[0-9]|"
    # "signature" in Chinese, Japanese, Korean, Polish, Czech, Turkish and Greek
    # ("LINE webhook 簽章 …", "imza `…`")
    r"簽章|签名|署名|서명|\bpodpis|\bimza(?:s[ıi])?|υπογραφή|"
    r"(?:auth(?:entication)?|gcm|mac)[ _-]?tag|"
    # a Vault token's accessor, which can look a token up or revoke it but not use it;
    # Outlook's conversation index
    r"accessor|thread-index)"
    r"(?:[\"'`]?[ \t]*:?[ \t]*v[0-9][,=])?"
    # ... also as a table row's label ("| Keycloak kid | …")
    r"[\"'`]?[ \t]*(?:[:=]|\bis\b|[ \t]value=|[ \t]*\|)?[ \t]*[\"'`(]?\Z|"
    # A unique violation's detail names the row's key: ``Key (idempotency_key)=(…)``;
    # an HTTP public key pin is a SHA-256 hash: ``pin-sha256="…"``, ``backup pin="…"``.
    r"\bkey \([^()\n]{1,80}\)=\(\Z|\bpin(?:-sha256)?=[\"']?\Z|"
    # PKCE's code_challenge is a hash of the secret verifier, sent in the clear.
    r"\bcode_challenge\b(?![^\n]*verifier)[^\n]{0,30}\Z|"
    # an event's data (Particle's ``data="…"``); what kubectl prints for an object's uid
    r"\bdata[\"']?[ \t]*[:=][ \t]*[\"']?\Z|\{\.metadata\.uid\}[\"']?[ \t]*(?:→|->|=>|:)?[ \t]*\Z|"
    # a digest or MAC as computed ("HMAC-check faalde: berekend …"); OAuth's ``state`` (a
    # request's CSRF nonce) and an ID token's ``sub`` (who the user is); a partition key
    r"\b(?:computed|calculated|berekend|calcul[ée]e?|berechnet|calculad[ao]|calcolat[ao]|"
    # (Swedish and Norwegian "computed")
    r"räknade[ \t]+fram|regnet[ \t]+ut|beregnet|"
    r"state|sub|sid|partition[ _-]?key|ocsp[ _-]?response|"
    # a comparison's two sides in a log ("HMAC mismatch: expected … got …")
    r"expected|got)[\"']?[ \t]*[:=]?[ \t]*[\"']?\Z|"
    # a bot webhook's body: its ``"sign"`` right after its ``"timestamp"`` (Feishu's and
    # DingTalk's, one message's signature; AFIP's ``"Sign"`` beside a ``"Token"`` is not)
    r"\"timestamp\"[ \t]*:[ \t]*\"?[0-9]{10,13}\"?[ \t]*,[ \t]*\"sign\"[ \t]*:[ \t]*\"\Z|"
    # "Verified OK (sig …)": a signature, shortened
    r"\(sig[ \t]+\Z",
    re.IGNORECASE,
)
# Adyen's origin keys (``pub.v2.<merchant>.<origin>.<signature>``) are public by design;
# an AWS KMS ciphertext blob (``AQICAH…``) is a data key encrypted under a KMS key.
_BENIGN_PREFIX = re.compile(
    r"(?:sha[0-9]*|md5|blake[0-9a-z]*|h1|eyJ|AAAA|age1|pub\.v2\.)|(?-i:AQ[IE][BCD]AH)"
    # Duffel's record ids (offers, orders, offer requests, passengers, …): ``off_0000…``
    r"|(?-i:(?:off|ord|orq|pas|seg|sli|sea|arl|aco|oaa|sch)_0000[A-Za-z0-9]{20,24}(?![A-Za-z0-9]))"
    # Google Maps' place ids (a protobuf in base64: its first bytes are always these)
    r"|(?-i:ChIJ)",
    re.IGNORECASE,
)
_CREDENTIAL_WORD = re.compile(
    r"pass(?:word|phrase|wd|wort|ord|ordet|e|code)?|pwd|secret|token|api[ _-]?key|"
    r"requirepass|masterauth|sshpass|(?:src|dest)?(?:store|key)pass|"
    r"credential|creds|private|signing|o?auth(?:orization)?|bearer|key|"
    r"(?:de|en)crypt(?:ion|ed)?|unseal|unlock|clave|رمز|" + PASSWORD_WORDS,
    # "password" in other languages (a non-ASCII word is taken wherever it stands)
    re.IGNORECASE,
)
# A record's noun right before a run names what the run identifies: "endpoint ep_…",
# "profile 9E80…", "app registration <uuid>", `<UserSecretsId>…`. Nouns of things that
# can be credentials themselves (session, device, account, user) are not in the list.
_RECORD_NOUN = re.compile(
    r"(?<![A-Za-z])(?:endpoint|delivery|message|event|job|build|run|pipeline|workflow|"
    r"deployment|release|order|invoice|ticket|issue|commit|blob|object|doc|document|record|"
    r"row|profile|entity|resource|asset|upload|attachment|task|container|image|pod|node|"
    r"instance|cluster|registration|project|workspace|team|org|organization|channel|"
    r"thread|span|transaction|tx|artifact|bucket|volume|snapshot|backup|table|collection|"
    r"partition|topic|queue|stream|batch|migration|experiment|model|dataset|checkpoint|"
    r"revision|notebook|dashboard|alert|incident|case|report|test|suite|package|crate|"
    r"module|plugin|extension|component|issuer|tenant|device[ _-]?id|[A-Za-z]*I[Dd]|[a-z]+_id|"
    r"request|canvas|item|role|app|application|identity|principal|cert|certificate|version|"
    r"[Pp]atient|[Ee]ncounter|[Oo]bservation|[Pp]ractitioner|[Aa]ppointment|[A-Za-z]*Audience|"
    r"guid|mandate|analysis|offer|booking|reservation|quote|shipment|payment|refund|req|ref|"
    r"reference|[a-z]+Ref|"
    # a card payment ("Pin charge ch_…", "Tap charge chg_…"); an identity provider's
    # connection ("Auth0 connection con_…")
    r"charge|connection|"
    r"[Vv]ersion|trip|ride|driver|courier|rider|vehicle|passenger|"
    # a SWIFT payment's end-to-end reference (a UUID)
    r"uetr|UETR|"
    r"customer|cart|basket|card|cardholder|(?i:versione|versión|versão|wersja|versie|verze|weergawe)|txid|"
    r"group|actor|uid|kids?|client|assignment|assignation|"
    r"(?i:projet|proyecto|projeto|progetto|projekt)|"
    # WeChat's user ids (``openid``, a message's ``touser``) and template ids
    r"openid|touser|tmplIds|template[ _-]?id|serial[ _-]?number|serialNumber|"
    r"external[ _-]?reference|"
    # a service account key's id: ``gcloud iam service-accounts keys delete <id>``
    r"keys[ \t]+(?:delete|describe|disable|enable|get-public-key))"
    # a quote may be escaped, in JSON inside a string: ``\"merchant_user_id\":\"…``
    r"s?(?:\\?[\"'`])?(?:[ \t]*(?:[:=#]|\b(?:is|es|est|é|è|ist|was|war|era|était)\b))?"
    # ... or open a list of them: ``"kids":["…``
    r"[ \t]*(?:\[[ \t]*)?(?:\\?[\"'`(>])?\Z"
)
_RECORD_LIST = re.compile(
    r"(?:(?:I[Dd]s|_ids)[\"'`]?[ \t]*[:=][ \t]*\[|_id[ \t]+(?i:in)[ \t]*\()"
    r"(?:[ \t]*[\"'][\w-]{1,64}[\"'][ \t]*,){0,8}[ \t]*[\"']\Z"
)
_LIST_REACH = 640
# A prefix that says the run is a live key whatever the note calls it ("… pasted in the
# channel: xnd_production_…"): no record's id carries one.
_LIVE_KEY_PREFIX = re.compile(r"[A-Za-z]{2,12}[_-](?:live|prod|production|secret|private)[_-]")
# A label naming a Vault AppRole ``secret_id`` is a credential, not an id.
_SECRET_ID = re.compile(r"secret[ _-]?id[\"'`]?(?:[ \t]*[:=])?[ \t]*[\"'`]?\Z", re.IGNORECASE)
_SQL_TUPLE = re.compile(r"\((?:[^()\n]*,)?[ \t]*'\Z")
_SQL_VALUES = re.compile(r"\bVALUES\b", re.IGNORECASE)
_SQL_REACH = 2000  # how far back an INSERT's VALUES is looked for
# The base64 of a SHA-512 digest (NuGet's content hashes, Maven, SRI without its prefix):
# 64 bytes, padded. No credential word may be near (a 64-byte key is as long).
_DIGEST_B64 = re.compile(r"[A-Za-z0-9+/]{86}==")
# The base64 of 32 bytes in a text that names SHA-256 (Lambda's ``CodeSha256``,
# ``x-amz-checksum-sha256``): that digest. An AES-256 key is as long, so again no
# credential word may be near.
_SHA256_B64 = re.compile(r"[A-Za-z0-9+/]{43}=")
_HOST_LABEL = re.compile(r"[A-Za-z]+(?:\.[a-z0-9-]+){1,4}\.[a-z]{2,12}(?![A-Za-z0-9_-])")
_TEST_VECTOR = re.compile(
    r"\b(?:FIPS[- ]?[0-9]{2,3}|RFC[ -]?[0-9]{3,4}|NIST SP[ -]?800|test vectors?)\b", re.IGNORECASE
)
# An SPKI pin (HPKP, certificate pinning in apps) is the SHA-256 of a public key's SPKI.
# A hex digest (``sha256:4364…``, an image's) says nothing about the base64 runs beside it.
_NAMES_SHA256 = re.compile(r"sha-?256(?!:[0-9a-f]{64})|\bspki\b", re.IGNORECASE)
# Ids with a fixed shape: a Phoenix LiveView element's ``phx-F8wm…``; an Active Storage
# blob's key (``SecureRandom.base36(28)``) where the text is about Active Storage; a
# Solana address or public key (the base58 of 32 bytes) where the text is about Solana,
# whose private keys are twice as long.
_LIVEVIEW_ID = re.compile(r"phx-[A-Za-z0-9_-]{16,24}")
_BLOB_KEY = re.compile(r"[a-z0-9]{28}")
_NAMES_ACTIVE_STORAGE = re.compile(r"ActiveStorage|active_storage|\bBlob\b")
_SOLANA_ADDRESS = re.compile(r"[1-9A-HJ-NP-Za-km-z]{32,44}")
_TERRAFORM_IMPORT = re.compile(
    r"\bterraform[ \t]+import[ \t]+(?:-\S{1,60}[ \t]{1,8}){0,6}\S+[ \t]+\Z"
)
_NODE_ID = re.compile(r"[0-9a-f]{40}")
_AT_HOST_PORT = re.compile(r"@[A-Za-z0-9.-]+:[0-9]{2,5}\b")
_MESSAGE_SIGNATURE = re.compile(r"[A-Za-z0-9+/]{87}=")  # 65 bytes in base64
# PI Web API's WebID 2.0: "F1" (full), a two-letter type marker (``Em`` an element, ``Ab``
# an attribute, ``Dp`` a point), then base64url of the object's GUIDs.
_PI_WEB_ID = re.compile(r"[FIP]1[A-Z][a-z][A-Za-z0-9_-]{20,}")
_NAMES_PI_WEB_ID = re.compile(r"web[ _-]?id", re.IGNORECASE)
_SOLANA_SIGNATURE = re.compile(r"[1-9A-HJ-NP-Za-km-z]{86,88}")  # 64 bytes in base58
_SIGNATURE_LABEL = re.compile(
    r"(?:\bsolana[ \t]+confirm(?:[ \t]{1,8}-[a-z]{1,20}){0,4}|(?i:signature|signatur)|签名)"
    r"[\"'`]?[ \t]*[:=：]?[ \t]*\Z"
)
_NAMES_SOLANA = re.compile(
    r"solana|lamports?\b|spl-token|mainnet-beta|vote[ _-]?account", re.IGNORECASE
)
# minisign's and signify's signature files: the line after "untrusted comment: signature
# from … secret key" is the signature that key made.
_SIGNATURE_COMMENT = re.compile(r"untrusted comment: (?:signature from|verify with)\b")
# A word as a path's segment: ``orders``, or an upper-case one (Sparkplug's ``NDATA``).
_WORD_SEGMENT = re.compile(r"[a-z]{3,}|[A-Z]{3,}")
# FHIR's reference: a resource type in UpperCamelCase, then an id of at most 64 characters.
_TYPED_REFERENCE = re.compile(r"([A-Z][a-z]+(?:[A-Z][a-z]+){0,3})/[A-Za-z0-9.-]{1,64}")
# A name for an example or a template (``dcm4chee-Beispiel``, ``orthanc-sample``).
_EXAMPLE_NAME = re.compile(
    r"[A-Za-z0-9]{1,24}(?:[-_][A-Za-z0-9]{1,24}){0,2}[-_](?i:example|sample|template|demo|"
    r"beispiel|vorlage|voorbeeld|exemple|ejemplo|exemplo|contoh)s?"
)
# A hex run and the arrow or dots of a range, right before another run.
_HEX_THEN_ARROW = re.compile(r"(?<![0-9A-Fa-f])([0-9a-f]+)[ \t]*(?:→|->|\.\.\.?|…)[ \t]*\Z")
_EXCEPTION_NAME = re.compile(r"(?:[A-Z][a-z]+)*(?:Error|Exception)\b")
_GLUED_IN_CAPITALS = re.compile(r"PASS(?:WORD|PHRASE|WD)?|PWD|SECRET|TOKEN")
_TRAILING = ".,;:)-_~"
_DIGIT = re.compile(r"[0-9]")
_FILE_PATH = re.compile(r"\.[A-Za-z][A-Za-z0-9]{0,15}\Z")
# A dotted release number: base64 and base64url have no dots, and a JWT no slash.
_VERSION = re.compile(r"(?<![0-9.])[0-9]{1,4}\.[0-9]{1,4}\.[0-9]{1,6}(?![0-9])")
_SEGMENT_BREAK = re.compile(r"[_.\-]")
_HOST_NAME = re.compile(r"(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}")
_K8S = "[bcdfghjklmnpqrstvwxz2456789]"  # k8s.io/apimachinery/pkg/util/rand's alphabet
_POD_NAME = re.compile(rf"[a-z0-9](?:[a-z0-9-]{{0,60}}[a-z0-9])?-{_K8S}{{6,10}}-{_K8S}{{5}}")
# A CIDv0: the base58 of a SHA-256 multihash, so always "Qm" and 44 more characters.
_IPFS_CID = re.compile(r"Qm[1-9A-HJ-NP-Za-km-z]{44}")
# A cloud resource named by convention: kebab-case segments, one of them its environment
# (``kv-claims-prd-eus2``, ``app-portal-stg-eus2``); a passphrase has no such segment.
_KEBAB_NAME = re.compile(r"[a-z][a-z0-9]{0,11}(?:-[a-z0-9]{1,12}){2,7}")
_ENVIRONMENTS = frozenset(
    {"prd", "prod", "production", "stg", "stage", "staging", "dev", "test", "tst", "uat", "qa"}
    | {"sbx", "sandbox", "preprod", "nonprod"}
)
_SCRIPT_NAME = re.compile(
    r"[A-Za-z][A-Za-z0-9_-]*\.(?:ps1|psm1|psd1|sh|bash|py|rb|js|ts|cs|sql|bat|cmd|yml|yaml|json)"
)
# A data file's name: ``KB28-0252-DNA_S1_L001_R1_001.fastq.gz``, ``sample.bam.c4gh``.
_DATA_FILE = re.compile(
    r"[A-Za-z0-9][A-Za-z0-9_.-]*\.(?:fastq|fq|bam|cram|sam|bai|crai|vcf|bcf|bed|gtf|gff3?|"
    r"fasta|fa|tar|tgz|zip|7z|csv|tsv|txt|log|pdf|docx?|xlsx?|pptx?|parquet|h5ad|h5|png|"
    r"jpe?g|tiff?|xml|md|html?|bin|img|iso|edi|x12|manifest|pak|utoc|ucas|pdb|dmp|exe|msi|"
    r"dmg|pkg|deb|rpm|apk|ipa|whl|hex|elf|ota|ts|m4s|m4v|mp4|mov|mxf|mkv|webm|m3u8|mpd|aac|"
    r"mp3|wav|flac|vtt|srt|ttml|yara|yar)"
    r"(?:\.(?:gz|bz2|xz|zst|c4gh|gpg|age|enc))?"
)
# A UUID after these names an app registration or its credential (Entra's key ids).
_UUID_NOUN = re.compile(r"(?<![A-Za-z])(?:client|credential)s?[\"'`]?[ \t]*[\"'`(]?\Z")
_ENV_NAME_START = re.compile(r"[A-Z][A-Z0-9_]{2,}(?![a-z])")
# Auth0's user ids: the connection's provider, a bar, the provider's own id.
_IDP_USER = re.compile(
    r"\b(?:auth0|google-oauth2|github|samlp|waad|adfs|email|sms|apple|facebook|windowslive|"
    r"linkedin|oidc|oauth2)\|\Z"
)
_MASK_AFTER = re.compile(r"[._\-]?[*•●]{4,}")
_TEMPLATE_OPENING = re.compile(r"\$\{\{?[ \t]*\Z")
_TEMPLATE_NAME = re.compile(
    r"(?:(?:secrets|vars|env|inputs|steps)\.)?[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+"
)
_CONSTANT_NAME = re.compile(r"[A-Z0-9]+(?:_[A-Z0-9]+){2,}")
_VOWEL = re.compile(r"[AEIOU]")
# A container image by digest (``<registry>/<path>/<image>@sha256:<hex>``); a service
# instance's DNS-SD name (``<id>._matter._tcp.local``).
_IMAGE_OR_SERVICE = re.compile(
    r"[a-z0-9.-]+\.[a-z]{2,}(?:/[A-Za-z0-9._-]+)+(?::[A-Za-z0-9._-]+)?@sha256:[0-9a-f]{64}"
    r"|[A-Za-z0-9-]+\._[a-z0-9-]+\._(?:tcp|udp)\.local\.?"
)


def find_generated_tokens(
    text: str, taken: Sequence[Span] = (), windows: Sequence[tuple[int, int]] | None = None
) -> Iterator[Span]:
    """``taken``: spans other detectors already found, in any order; a run inside one of
    them is not judged again (the merge would swallow it anyway). ``windows``: where runs
    of 15 or more non-blank characters are (``long_run_windows``); every candidate lies
    inside one, so only they are scanned.
    """
    covered = _Coverage(taken)
    if windows is None:
        windows = long_run_windows(text)
    clues: _Clues | None = None  # read once, on the first run that gets that far
    for start, end in (run for window in windows for run in _runs(text, *window)):
        if covered.holds(start, end):
            continue
        while end > start and text[end - 1] in _TRAILING:
            end -= 1
        run = text[start:end]
        if len(run) < _SHORTEST_NEAR_NOUN or _BENIGN_PREFIX.match(run):
            continue
        if _DIGIT.search(run) is None:
            continue  # every generated shape below needs a digit (see looks_random)
        if _is_path_or_version(run):
            continue
        if (
            _HOST_NAME.fullmatch(run)
            or _POD_NAME.fullmatch(run)
            or _IPFS_CID.fullmatch(run)
            or _is_braced_guid(text, start, end)
        ):
            continue
        line_start = max(text.rfind("\n", 0, start) + 1, start - _NOUN_CONTEXT)
        near_noun = _has_credential_word(text, line_start, start)
        # Cheapest tests first: most runs (paths, URLs, names) fail the shape test.
        if not _is_generated(run, near_noun=near_noun) and not encodes_id_and_secret(run):
            continue
        before = text[max(line_start, start - _CONTEXT) : start]
        clues = clues or _Clues.of(text)
        if _context_says_data(text, start, end, line_start, before, clues):
            continue
        if _is_name_or_id(text, start, end) or _is_named_elsewhere(text, start, run):
            continue
        if _names_a_record(before, run) or _is_record_path(run) or text.startswith("(", end):
            continue  # an id, a resource path, a function's name
        if _TERRAFORM_IMPORT.search(text, line_start, start) or _TEST_VECTOR.search(
            text, text.rfind("\n", 0, start) + 1, start
        ):
            continue  # ``terraform import <address> <id>``; "FIPS-197 …, key …, input …"
        if UUID.fullmatch(run) and _in_sql_values(text, line_start, start):
            continue  # a row's key in ``INSERT … VALUES ('<uuid>', …``
        if not near_noun and _is_digest_b64(text, run):
            continue
        if _is_shaped_id(text, run, end) or _signed_line(text, start):
            continue
        reach = max(line_start, start - len(run) - 8)
        if is_hex(run) and _follows_same_hex(text[reach:start], len(run)):
            continue  # "<sha> → <sha>", "<sha>..<sha>": a range of commits or digests
        if is_placeholder(run) or decodes_to_data(run):
            continue
        yield Span(start, end, "generated-token", RANK_KEYWORD)


@dataclass(frozen=True)
class _Clues:
    """What a text holds at all, looked up once, so rules that need a rare word cost
    nothing per run when it is absent (a megabyte of PEM lines has hundreds of thousands)."""

    binary_data: bool
    selector: bool
    described: bool

    @classmethod
    def of(cls, text: str) -> _Clues:
        return cls(
            "binaryData:" in text,
            "jq" in text or "jsonpath=" in text,
            " of " in text or " OF " in text or " Of " in text,
        )


def _context_says_data(
    text: str, start: int, end: int, line_start: int, before: str, clues: _Clues
) -> bool:
    """What stands around the run says it is no credential: a word for a digest, an id or a
    signature right before it, a block of key or certificate lines, a ConfigMap's binary
    data, a command's output of a public field, "the thumbprint of … key:", a table column
    headed by a digest's name."""
    if _says_not_secret(before) or _in_block(text, start, end):
        return True
    if clues.binary_data and _in_binary_data(text, start):
        return True
    if clues.selector and _printed_by_selector(text, start, end):
        return True
    if clues.described and _DESCRIBED.search(text, line_start, start):
        return True
    return "|" in before and _under_digest_header(text, start)


def _under_digest_header(text: str, start: int) -> bool:
    """A table cell whose column is headed by what names no credential (``hash``,
    ``signature``, ``commit``): one row's digest, not a key."""
    header = column_header(text, start)
    return header is not None and _DIGEST_HEADER.fullmatch(header) is not None


_DIGEST_HEADER = re.compile(
    r"(?:[\w.-]+[ _-])?(?:hash|digest|checksum|signature|sig|sha[0-9-]*|md5|fingerprint|"
    r"thumbprint|etag|commit|sha|imza|υπογραφή|id|uuid|trace[ _-]?id|request[ _-]?id)"
    r"(?:[ \t]*\([^()]{0,30}\))?",
    re.IGNORECASE,
)


def _says_not_secret(before: str) -> bool:
    """The text right before a run names what is no credential (a digest, an id, a
    signature), or the run is the second signature of a header (``v1,<sig> v1,<sig>``)."""
    if _BENIGN_CONTEXT.search(before) and not _SECRET_ID.search(before):
        return True
    return before.endswith("v1,") and _SECOND_SIGNATURE.search(before) is not None


# A path of lowercase names (``nilotic-prod/services/dhis2-sync``, what ``docker pull``
# prints): generated text mixes cases; hex, the one lowercase alphabet, has no "/".
_NAMES_PATH = re.compile(r"[a-z][a-z0-9_.\-]{0,80}(?:/[a-z][a-z0-9_.\-]{0,80}){1,20}/?")
# An image in a registry by name (``me-jeddah-1.ocir.io/2w61hj0lbhuj/odoo``): a host, a
# namespace that may be generated, and a name; a token carried in a path ends with it.
_IMAGE_PATH = re.compile(
    r"(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}(?:/[A-Za-z0-9._-]{1,128}){0,4}"
    r"/[a-z][a-z0-9._-]{0,127}"
)
# Jenkins' plugin versions since 2021: a build number, ``.v``, then the commit's hash with
# an underscore in it (``146.v0c40_8d61382e``), sometimes after the upstream version
_JENKINS_PLUGIN_VERSION = re.compile(
    r"(?:[0-9.]{1,16}-)?[0-9]{1,6}\.v[0-9a-f]{4,12}_[0-9a-f]{6,12}"
)


def _is_path_or_version(run: str) -> bool:
    """``uploads/2024/…/name.png``, ``acme-1.26.3.dist-info/RECORD``: paths; an image by
    digest or a service instance's name (see `_IMAGE_OR_SERVICE`);
    ``5.7.3-39821450+++UE5+Release-5.7``: a version with its build."""
    if "/" in run and (
        _FILE_PATH.search(run) or _VERSION.search(run) or _NAMES_PATH.fullmatch(run)
    ):
        return True
    if _IMAGE_OR_SERVICE.fullmatch(run) or _IMAGE_PATH.fullmatch(run):
        return True
    if _JENKINS_PLUGIN_VERSION.fullmatch(run):
        return True
    return "+" in run and is_version(run)


def _is_name_or_id(text: str, start: int, end: int) -> bool:
    """A resource's kebab-case name (Azure's ``kv-claims-prd-eus2``), a script's file
    name, an example's name, a UUID as a path segment (``…\\UserSecrets\\<uuid>``) or after
    the app or key it names, an id in a list of ids, a secret store's name, a value in XML
    Signature or Encryption, a digest in ``fly secrets list``, the visible part of a masked
    value (``pCkg….atlasv1.****``)."""
    run = text[start:end]
    if _MASK_AFTER.match(text, end):
        return True
    if is_hex(run) and in_digest_listing(text):
        return True
    if _KEBAB_NAME.fullmatch(run) and not _ENVIRONMENTS.isdisjoint(run.split("-")):
        return True
    if _SCRIPT_NAME.fullmatch(run) or _EXAMPLE_NAME.fullmatch(run) or _DATA_FILE.fullmatch(run):
        return True
    if sum(1 for part in run.split("_") if _WORD_PART.fullmatch(part)) >= 3:
        return True  # a rule's or a mount's name of words: ``CRIME_Stealer_RemcosRAT_Config_8``
    if _SHORT_SEGMENTS.fullmatch(run) or _DATED_REFERENCE.fullmatch(run):
        return True  # a ticket's or a record's reference: ``bl-sel-m3td-0449``
    if _XML_NAMED_ID.search(text, max(0, start - 120), start):
        return True  # ``<key>ClientId</key><string>…``, ``<string name="…_client_id">…``
    if text[start - 2 : start] == "b!":
        return True  # Microsoft Graph's drive id: ``b!`` and base64url
    if text[start - 1 : start] in ("\\", "/") and UUID.fullmatch(run):
        return True
    if UUID.fullmatch(run) and _UUID_NOUN.search(text, max(0, start - 30), start):
        return True
    line_start = max(text.rfind("\n", 0, start) + 1, start - _LIST_REACH)
    if _RECORD_LIST.search(text, line_start, start):
        return True  # an id in a list of them: ``tmplIds: ['<id>', '<id>']``
    if run.split("-", 1)[0].lower() in SECRET_STORES:
        return True  # "1Password-hvelvet": a product's vault, named in another language
    return in_xml_signature_or_cipher(text, start)


_SHORT_SEGMENTS = re.compile(r"[a-z0-9]{2,5}(?:-[a-z0-9]{2,5}){2,5}")
# A reference with a date (``MVL-20320408-3ISU2N``): no generated key carries one.
_DATED_REFERENCE = re.compile(
    r"[A-Z]{2,8}[-_](?:19|20)[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])[-_][A-Z0-9]{3,12}"
)
# A value an Apple property list or an Android string resource names an id.
_XML_NAMED_ID = re.compile(
    r"(?:<key>[A-Za-z_]{0,40}(?:I[Dd]|_id)</key>\s{0,40}<string>"
    r"|<string[ \t]+name=\"[a-z0-9_]{0,60}_id\"[^<>\n]{0,60}>)\Z"
)
_WORD_PART = re.compile(r"[A-Z]?[a-z]{2,}(?:[A-Z][a-z]+)*|[A-Z]{3,}[a-z]*|[A-Z]{2,}[A-Z][a-z]+")


def _is_named_elsewhere(text: str, start: int, run: str) -> bool:
    """A variable expanded in place (``$CI_API_V4_URL/…``), an identity provider's user id
    (``auth0|5f…``), a constant's name (``SECURE_BOOT_DIGEST0``)."""
    if text[start - 1 : start] == "$" and _ENV_NAME_START.match(run):
        return True
    if _TEMPLATE_OPENING.search(text, max(0, start - 6), start) and _TEMPLATE_NAME.fullmatch(run):
        return True  # ``${WXPAY_API_V3_KEY}``, ``${{ secrets.GAR_JSON_KEY_B64 }}``
    if _IDP_USER.search(text, max(0, start - 20), start):
        return True
    if ENV_VAR_NAME.fullmatch(run) is not None and all(len(p) >= 3 for p in run.split("_")):
        return True
    # A constant whose parts are words (``4WAY_HANDSHAKE_TIMEOUT``, a Wi-Fi reason code)
    return _CONSTANT_NAME.fullmatch(run) is not None and (
        sum(len(part) >= 4 and _VOWEL.search(part) is not None for part in run.split("_")) >= 2
    )


def _signed_line(text: str, start: int) -> bool:
    before = _line_before(text, text.rfind("\n", 0, start) + 1)
    return _SIGNATURE_COMMENT.match(before) is not None


def _is_digest_b64(text: str, run: str) -> bool:
    if _DIGEST_B64.fullmatch(run):
        return True
    return _SHA256_B64.fullmatch(run) is not None and _NAMES_SHA256.search(text) is not None


def _is_shaped_id(text: str, run: str, end: int) -> bool:
    if _LIVEVIEW_ID.fullmatch(run):
        return True
    if _BLOB_KEY.fullmatch(run) and _NAMES_ACTIVE_STORAGE.search(text):
        return True
    if _PI_WEB_ID.fullmatch(run) and _NAMES_PI_WEB_ID.search(text):
        return True
    start = end - len(run)
    if _SOLANA_ADDRESS.fullmatch(run) and _NAMES_SOLANA.search(text):
        return True
    # A transaction's signature has the length of an exported secret key (64 bytes), so
    # only one called a signature, or given to ``solana confirm``, is kept.
    if _SOLANA_SIGNATURE.fullmatch(run) and _SIGNATURE_LABEL.search(
        text, max(0, start - 40), start
    ):
        return True
    # a CometBFT node id as a peer's address (``<id>@host:26656``), and a signature that
    # ``bitcoin-cli verifymessage`` checks: both public by design
    if (
        _NODE_ID.fullmatch(run)
        and _AT_HOST_PORT.match(text, end)
        and text[start - 1 : start] != ":"
    ):
        return True
    return _MESSAGE_SIGNATURE.fullmatch(run) is not None and "verifymessage" in text


def _follows_same_hex(before: str, length: int) -> bool:
    previous = _HEX_THEN_ARROW.search(before)
    return previous is not None and len(previous.group(1)) == length


def _in_sql_values(text: str, line_start: int, start: int) -> bool:
    """A value in a tuple of ``INSERT … VALUES (…), (…)``: a row's data."""
    if _SQL_TUPLE.search(text, line_start, start) is None:
        return False
    return _SQL_VALUES.search(text, max(0, start - _SQL_REACH), start) is not None


def _names_a_record(before: str, run: str) -> bool:
    """A record's noun right before the run names it, unless the noun is a secret's id or
    the run carries a live key's prefix; or the run is a GCM nonce named as one."""
    return (
        _RECORD_NOUN.search(before) is not None
        and _SECRET_ID.search(before) is None
        and _LIVE_KEY_PREFIX.match(run) is None
    ) or _is_gcm_nonce(run, before)


def _is_record_path(run: str) -> bool:
    """``users/14Ttg…/orders/dO3S…``, ``storage/m1/x3/m1x3…``: a collection's or a
    folder's name and ids, as document stores and blob stores lay them out; a REST
    resource's type and id (FHIR's ``Observation/EpSi6…``, ``DiagnosticReport/xp5K…``)."""
    typed = _TYPED_REFERENCE.fullmatch(run)
    if typed is not None and _CREDENTIAL_WORD.search(typed.group(1)) is None:
        return True
    segments = run.split("/")
    if len(segments) < 3:
        return False
    words = sum(1 for segment in segments if _WORD_SEGMENT.fullmatch(segment))
    return words >= 2 or (words == 1 and _WORD_SEGMENT.fullmatch(segments[0]) is not None)


def _has_credential_word(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` holds a credential word as a word or a name's part
    (``token``, ``API_KEY``, ``dbPassword``, ``apikey``), not inside another word
    (``keyed``, ``author``, ``bypass``, ``monkey``), nor a token or key of a kind that is
    no credential ("resume token", "duplicate key", "search-only key")."""
    for match in _CREDENTIAL_WORD.finditer(text, start, end):
        if not match.group().isascii():
            return True  # scripts without spaces between words have no edge to check
        if _EXCEPTION_NAME.match(text, match.end()):
            continue  # ``KeyError``, ``TokenExpiredException``: an exception's name
        if _word_edge(text, match.start()) and _word_edge(text, match.end(), plural=True):
            if (
                _HOST_LABEL.match(text, match.start())
                and text[match.start() - 1 : match.start()] not in ".-_"
            ):
                continue  # ``keys.aurore.video``, ``auth.example.com``: a host's first label
            if _in_public_name(text, match.start(), match.end()):
                continue  # ``X-Shopify-Storefront-Access-Token``, ``searchApiKey``
            if not _qualified_as_no_credential(text, match.start(), match.group().lower()):
                return True
            continue
        if (
            _GLUED_IN_CAPITALS.fullmatch(match.group())
            and text[match.start() - 1 : match.start()].isupper()
        ):
            return True  # ``PGPASSWORD``, ``MYSQL_ROOTPASSWORD``: capitals run together
    return False


def _starts_host_name(text: str, start: int) -> bool:
    return (
        text[start - 1 : start] not in (".", "-", "_")
        and _HOST_LABEL.match(text, start) is not None
    )


def _in_public_name(text: str, start: int, end: int) -> bool:
    """Whether the word is the last of a longer name that names no credential by design
    (see `names`: a vendor's public key or token); a name is letters and digits joined by
    ``-`` or ``_`` or humps."""
    first = start
    while first > 0 and (text[first - 1].isalnum() or text[first - 1] in "-_"):
        first -= 1
    return first < start and public_name(text[first:end])


def _qualified_as_no_credential(text: str, start: int, word: str) -> bool:
    # The word before says what kind of token or key it is.
    previous = _PREVIOUS_WORD.search(text, max(0, start - 30), start)
    if previous is None:
        previous = _CAMEL_PREVIOUS.search(text, max(0, start - 30), start)
        if previous is None:
            return False  # ``actionKey``: the hump before says the same as a word would
    return names_no_credential(word, re.sub(r"[^a-z0-9]", "", previous.group(1).lower()))


_PREVIOUS_WORD = re.compile(r"([A-Za-z][A-Za-z0-9-]*)[ _-]\Z")
_CAMEL_PREVIOUS = re.compile(r"([A-Z]?[a-z]+)\Z")


def _word_edge(text: str, at: int, *, plural: bool = False) -> bool:
    """Whether a word may begin (or, with ``plural``, end) at ``at``: a non-letter on the
    other side, or a camelCase hump (also after an acronym); at an end, a plural ``s`` may
    come first."""
    if plural and text[at : at + 1] == "s":
        at += 1
    if at == 0 or at >= len(text):
        return True
    before, after = text[at - 1], text[at]
    if before.isupper() and after.isupper() and text[at + 1 : at + 2].islower():
        return True  # an acronym's end: ``AESKey``, LoRaWAN's ``NwkSKey``
    return not (before.isalpha() and after.isalpha()) or (before.islower() and after.isupper())


def _is_braced_guid(text: str, start: int, end: int) -> bool:
    return (
        text[start - 1 : start] == "{"
        and text[end : end + 1] == "}"
        and UUID.fullmatch(text, start, end) is not None
    )


def _runs(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """The runs inside the window ``[start, end)``, whose start follows a blank or
    starts the text."""
    if start == 0 and (first := _RUN_AT_START.match(text, 0, end)) is not None:
        yield first.span()
    for match in _RUN_AFTER_EDGE.finditer(text, max(0, start - 1), end):
        yield match.span("run")


class _Coverage:
    """Answers "is [start, end) inside one of these spans?" for ascending queries."""

    def __init__(self, spans: Sequence[Span]) -> None:
        self._spans = sorted((span.start, span.end) for span in spans)
        self._index = 0
        self._reach = -1  # furthest end among spans starting at or before the last query

    def holds(self, start: int, end: int) -> bool:
        while self._index < len(self._spans) and self._spans[self._index][0] <= start:
            self._reach = max(self._reach, self._spans[self._index][1])
            self._index += 1
        return end <= self._reach


def _is_generated(run: str, *, near_noun: bool) -> bool:
    prefixed = _PREFIXED.match(run)
    if prefixed is not None:
        rest = run[prefixed.end() :]
        # The body after a vendor prefix is one long random run, not more words.
        body = max(_SEGMENT_BREAK.split(rest), key=len)
        if (
            len(rest) >= _SHORTEST_PREFIXED
            and not is_hex(rest)
            and (near_noun or not _is_typed_id(rest))
            and looks_random(rest)
            and looks_random(body, min_length=_SHORTEST_NEAR_NOUN)
        ):
            return True
    if near_noun:
        # A name a person gave (``gw-andes-15``) near "key" is still that name; three words
        # or more (``puzzle-koala-quiver-15``) may be a generated passphrase.
        return looks_random(run, min_length=_SHORTEST_NEAR_NOUN) and not (
            (is_label(run) and len(_LABEL_WORDS.findall(run)) <= 2) or names_a_secret(run)
        )
    if len(run) < _SHORTEST_ALONE or is_hex(run.replace("-", "")):
        return False
    has_both_cases = any(c.isupper() for c in run) and any(c.islower() for c in run)
    # Generated base62 changes class at about every other character; a long camelCase
    # name (``reactServerComponentsMigration2024``) only at its humps.
    if class_changes(run) * _CHANGES_ALONE < len(run):
        return False
    return has_both_cases and looks_random(run, min_length=_SHORTEST_ALONE)


_LABEL_WORDS = re.compile(r"[a-z]{2,}")


def _is_typed_id(rest: str) -> bool:
    """A prefixed id's body: lowercase base32 or base36 shorter than a key (a ULID, a cuid,
    an xid: ``trp_01hq…``, ``drv_e8bd…``). Keys that carry a prefix mix cases or run longer;
    an uppercase body stays a key (New Relic's ``NRAK-…``)."""
    return len(rest) < _SHORTEST_ALONE and _LOWER_BODY.fullmatch(rest) is not None


_LOWER_BODY = re.compile(r"[a-z0-9]+")


# A command that prints one field of JSON or of a Kubernetes object, whose values follow it
# one per line (``jq -r '.keys[].kid'``, ``-o jsonpath='{.items[*].metadata.uid}'``).
_PUBLIC_FIELD_SELECTOR = re.compile(
    r"(?:\bjq\b|jsonpath=)[^\n]*\.(?:kid|id|uid|name|x5t|thumbprint|fingerprint|digest|sha|etag)"
    r"[\]}]*[\"']?[ \t]*\r?\Z"
)
_SELECTOR_REACH = 12  # lines of output looked through for the command
# "JWK thumbprint of the new ES256 signing key: <value>": what names the key, not the key
_DESCRIBED = re.compile(
    DESCRIBES_A_KEY + r"(?:[ \t]+[^\s:=]{1,30}){1,6}[ \t]*[:=][ \t]*[\"'`]?\Z",
    re.IGNORECASE,
)


def _printed_by_selector(text: str, start: int, end: int) -> bool:
    """A run alone on its line, in the output of a command selecting a public field."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    if (
        text[line_start:start].strip()
        or text[end : len(text) if line_end == -1 else line_end].strip()
    ):
        return False
    for line in _lines_above(text, line_start, _SELECTOR_REACH):
        if _PUBLIC_FIELD_SELECTOR.search(line):
            return True
        if len(line.split()) != 1:
            return False  # only the other values printed stand between
    return False


def _lines_above(text: str, line_start: int, reach: int) -> Iterator[str]:
    """The lines above the one that starts at ``line_start``, nearest first, at most
    ``reach`` of them."""
    end = line_start - 1
    for _ in range(reach):
        if end < 0:
            return
        begin = text.rfind("\n", 0, end) + 1
        yield text[begin:end]
        end = begin - 1


_BINARY_DATA = re.compile(r"[ \t]*binaryData:[ \t]*\r?")
_YAML_PARENT_REACH = 40  # lines looked up for the key a value is nested under
_BINARY_DATA_REACH = 8192  # how far back ``binaryData:`` is looked for at all


def _in_binary_data(text: str, start: int) -> bool:
    """A value under a ConfigMap's ``binaryData:`` (files in base64; a Secret has no such
    map, its ``data:`` is judged elsewhere)."""
    if text.rfind("binaryData:", max(0, start - _BINARY_DATA_REACH), start) == -1:
        return False
    line_start = text.rfind("\n", 0, start) + 1
    indent = 0
    while line_start + indent < start and text[line_start + indent] == " ":
        indent += 1
    if indent == 0:
        return False
    for line in _lines_above(text, line_start, _YAML_PARENT_REACH):
        content = line.lstrip(" ")
        if content.strip() and len(line) - len(content) < indent:
            return _BINARY_DATA.fullmatch(line) is not None
    return False


def _in_block(text: str, start: int, end: int) -> bool:
    """A whole line next to another base64 or armor line belongs to a block (a public key,
    a certificate), which the block detector judges as a whole."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end == -1 else line_end
    if text[line_start:start].strip() or text[end:line_end].strip():
        return False
    before = _line_before(text, line_start)
    if not before.strip() and line_start > 1:
        # OpenPGP armor puts a blank line between its header and the body
        before = _line_before(text, line_start - 1 - len(before))
    after = _line_after(text, line_end).strip()
    if _ARMOR_CHECKSUM.fullmatch(after):
        return True  # OpenPGP's "=Nbjq" line: the body above it is a signature or a key
    for neighbour in (before, after):
        stripped = neighbour.strip()
        if stripped.startswith("-----") or (
            len(stripped) >= 16 and _BLOCK_LINE.fullmatch(stripped)
        ):
            return True
    return False


_BLOCK_LINE = re.compile(r"[A-Za-z0-9+/]+={0,2}")


def _is_gcm_nonce(run: str, before: str) -> bool:
    """A 96-bit IV or nonce, named so: AES-GCM's, sent beside its ciphertext. (A 128-bit
    "IV" may be half of a key's credentials, as Widevine's provider key and IV are.)"""
    return _GCM_NONCE.fullmatch(run) is not None and _IV_LABEL.search(before) is not None


_GCM_NONCE = re.compile(r"[0-9A-Fa-f]{24}")
# A second signature in one header (Svix's during a secret's rotation: ``v1,<sig> v1,<sig>``).
_SECOND_SIGNATURE = re.compile(r"[A-Za-z0-9+/]{30}={0,2}[ \t]+v1,\Z")
_IV_LABEL = re.compile(r"\b(?:iv|nonce)[\"'`]?[ \t]*[:=]?[ \t]*[\"'`(]?\Z", re.IGNORECASE)
_ARMOR_CHECKSUM = re.compile(r"=[A-Za-z0-9+/]{4}")


def _line_before(text: str, line_start: int) -> str:
    if line_start == 0:
        return ""
    floor = max(0, line_start - 1 - _LONGEST)
    return text[text.rfind("\n", floor, line_start - 1) + 1 : line_start - 1]


def _line_after(text: str, line_end: int) -> str:
    if line_end >= len(text):
        return ""
    stop = text.find("\n", line_end + 1, line_end + 1 + _LONGEST)
    return text[line_end + 1 : stop if stop != -1 else min(len(text), line_end + 1 + _LONGEST)]
