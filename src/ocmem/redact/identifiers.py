"""Values that look generated but are identifiers or public by design, never credentials.

A found span whose whole text is one of these is dropped. Each shape is a fixed, documented
format with a prefix no credential uses, so a real key cannot pass for one:

- opencode's record ids (`ses_…`, `msg_…`, `prt_…`: 12 hex digits of time, 14 base62),
  and any `ses_` id of that length (26 base62 characters; other tools that name sessions
  the same way, and ids retyped from memory); no vendor's key starts with `ses_`; also
  such an id glued to a lowercase name (`project_ses_…`);
- Stripe object ids (`cus_…`, `pi_…`, `evt_…`, `price_…`, `du_…`, `clock_…`, `fee_…`, a
  card's single-use `tok_…`), Pin Payments' tokens of a charge or card (`ch_…`, `card_…`), and
  publishable keys (`pk_test_…`, `pk_live_…`, which Stripe documents as safe in client
  code); its secret and restricted keys (`sk_`, `rk_`) and a payment intent's `_secret_`
  are not matched;
- DNAnexus object ids (`project-…`, `file-…`, `job-…`: 24 characters of the 34 its ids
  use, which no key of full base62 keeps to);
- Vercel deployment, project and team ids (`dpl_…`, `prj_…`, `team_…`: `prj_` and `team_`
  are what `.vercel/project.json` commits to the repository);
- model providers' object ids: OpenAI's (`chatcmpl-…`, `file-…`, `ftjob-…`, `batch_…`,
  `asst_…`, `thread_…`, `run_…`, `resp_…`, `call_…`, `vs_…`, …) and Anthropic's, which all
  start with `01` after the prefix (`msg_01…`, `toolu_01…`, `msgbatch_01…`, `req_011…`,
  and the Admin API's `apikey_01…`, the id of a key, not the key);
  the providers' keys start with `sk-`, which none of these does;
- Midtrans client keys (`Mid-client-…`, `SB-Mid-client-…`), which Midtrans documents for
  the browser's Snap.js; its server keys (`Mid-server-…`) are not matched;
- a CSP nonce (`nonce-…`, in every response's header), Google's click id (`Cj0KCQ…`, in
  every ad click's URL) and a Google Ads conversion label (`AW-<id>/<label>`, in the page's
  tag);
- PostHog project API keys (`phc_…`) and Mapbox public tokens (`pk.eyJ1Ijoi…`: `pk.`, then
  the base64 of `{"u":"<account>"…`): both vendors document them as meant for browser
  code; their secret counterparts (`phx_…`, Mapbox's `sk.…`) are not matched;
- a Supabase *anon* key: a JWT whose payload says `"iss": "supabase"` and `"role": "anon"`,
  which Supabase documents as safe in a browser (row-level security guards the data);
  its `service_role` key, the same shape with another role, is not matched;
- OpenPGP key ids and fingerprints (16 or 40 upper-case hex digits);
- algorithm names that read like tokens: SSH key types (``ecdsa-sha2-nistp256`` before a
  public key) and request-signing schemes (AWS's ``AWS4-HMAC-SHA256``, dLocal's
  ``V2-HMAC-SHA256``);
- Toss Payments' client keys (``live_ck_…``, ``live_gck_…``), for the page;
- Flutterwave public keys (``FLWPUBK-…-X``) and Tailscale stable ids (``…CNTRL``);
- a Google Play purchase token (24 lower-case letters, `.AO-J1O…`): the app gets it with
  each purchase, and only the developer's service account can verify it;
- an FCM registration token (a device's address for push messages: a 22-character instance
  id, ``:APA91b`` and the rest), whole or its instance id alone; FCM's legacy server keys
  have 11 characters before ``:APA91b`` (``AAAA…``) and are not matched;
- a JWT header cut off with `...` or `…` (`Bearer eyJhbGciOi...`): an example elided on
  purpose, and every token of an issuer starts with the same header anyway. A header
  written out alone is still taken, unless the note calls it a header (see `keywords`);
- AWS resource ids (`i-…`, `vol-…`, `snap-…`, `ami-…`, `sg-…`, `subnet-…`, `vpc-…`, …: the
  type, a dash and 8 or 17 lower-case hex digits), which every console and CLI shows;
- SendGrid dynamic template ids (`d-` and 32 lower-case hex digits); SendGrid's keys start
  with `SG.`;
- Datadog client tokens (`pub` and 32 lower-case hex digits), which Datadog documents as
  safe in browser and mobile code (RUM, browser logs); its API keys have no prefix;
- minisign public keys (`RW…`: the base64 of `Ed`, an 8-byte key id and a 32-byte
  Ed25519 key, 56 characters); a minisign secret key is a longer, encrypted blob;
- a Twilio account SID (`AC` and 32 hex digits) right after a label that calls it a SID
  or an account (`TWILIO_ACCOUNT_SID=`, "Account SID", "Twilio account", a table column
  headed "SID"): Twilio documents it as the account's user name; an `AC…` value with any
  other label is still taken, as are `SK…` API key SIDs (scanners flag them, and an
  earlier corpus lists them as secrets) and auth tokens;
- public client keys that vendors document for browser and app code, in their published
  shapes: Square application ids (`sq0idp-…`, `sandbox-sq0idb-…`; its access tokens are
  `EAAA…`/`sq0atp-…` and its secrets `sq0csp-…`), RevenueCat public SDK keys (`appl_…`,
  `goog_…`, `amzn_…`, `strp_…`; its secret keys start with `sk_`), Braintree tokenization
  keys (`sandbox_…_…`, `production_…_…`, which can only tokenize a card), Paddle client-side
  tokens (`live_`/`test_` and 27 lower-case hex digits) and Adyen client keys
  (`live_`/`test_` and 32 upper-case letters and digits); Mollie's secret `live_`/`test_`
  keys have 30 mixed-case characters and are not matched;
- resource ids: Cognito user pool ids (`eu-central-1_AbCdEf123`: a region, `_`, 9
  characters), Render ids (`srv-…`, `crn-…`, `dpg-…`, …: 20 lower-case letters and digits;
  Render's API keys start with `rnd_`), and an Elasticsearch document id in its path
  (`logs-api/_doc/<id>`);
- a Google ``AIza…`` key in a Firebase config (``firebaseConfig``, ``FIREBASE_API_KEY``,
  ``google-services.json``), which Firebase documents as no secret;
- an RFID card's UID that OCPP sends as an ``idToken`` of type ``ISO14443``/``ISO15693``;
- a value the note itself marks as public right after it (`… c349… (public)`, `… is
  publiek (…)`, a clause that ends there: "… is public now, rotate it" is a leak);
- ciphertext that is made to be committed: a value inside a sops field
  (`ENC[AES256_GCM,data:…,iv:…,tag:…,type:…]`), the hex lines under an Ansible Vault
  header (`$ANSIBLE_VAULT;1.1;AES256`), a Jasypt value (`ENC(…)`), the body of an
  armored PGP or age message (`-----BEGIN PGP MESSAGE-----`, `-----BEGIN AGE ENCRYPTED
  FILE-----`; a private key block is another header) and a Sealed Secrets value (`Ag…`
  base64 of hundreds of characters under `encryptedData`). All are encrypted under a key
  kept elsewhere;
- a ULID (``01`` and 24 more characters of Crockford's base32: a millisecond time of
  2005–2039 and 80 random bits), alone or after a type prefix (``ast_01HKR…``), and after
  a type prefix any 26 characters of that alphabet (``rdr_9PYH…``);
- a DER certificate in base64 on one line (``MII…``), or base64 encoded twice (``TUlJ…``, as
  ZATCA's ``binarySecurityToken``): its version tag tells it from a private key;
- what is public by its place: the body of a PEM certificate or public key (also written
  on one line with ``\n`` escapes, as JSON holds it), an XML signature's
  ``<X509Certificate>``, an EMV ``<CAPK>`` (a card scheme's public key), the attribute
  list of an HLS ``#EXT-X-KEY`` tag (a method, a URI and an IV, never a key), and a Pix
  key (``"key"`` beside ``"keyType"``, an account's public alias);
- a 1Password item's id after the product's name; a video player's license key
  (Bitmovin) and Mux Data's ``env_key``, which both vendors put in the page;
- a value whose label the note marks public before the colon ("customer key (publique,
  dans le bundle web) : …");
- Bitcoin's Base58Check public values, whose 4-byte checksum must hold (a random string
  passes one time in four billion): a P2PKH or P2SH address (``1…``, ``3…``, testnet
  ``m…``/``n…``/``2…``) and an extended public key (``xpub…``, ``ypub…``, ``zpub…``,
  ``tpub…`` and their multisig forms); extended private keys (``xprv…``) are not matched;
- a key printed for everyone to use: a standard's test vector, a local emulator's
  published key (Azurite, the Cosmos DB emulator), a documentation's example bot token;
- vendors' ids in their documented shapes: Tap Payments' charge ids (``chg_…``), PayMongo's
  payment intent client keys (``pi_…_client_…``), Okta object ids (``00…``, 20
  characters; its API tokens have 42), Vault's auth accessors and dynamic user names,
  Cosmos DB session tokens, RDS and Aurora resource ids, BigQuery job ids, Africa's
  Talking USSD sessions;
- what a checksum vouches for: an EMV merchant QR payload (Pix, QRIS) whose CRC-16 holds
  and an NMEA sentence (AIS, GPS) whose checksum holds, both made to be broadcast.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import re

from ocmem.redact.candidate_values import is_published_key
from ocmem.redact.material import is_der_certificate
from ocmem.redact.tables import column_header

# opencode's record ids: a type, "_", then (as ``random``) 12 hex digits of time and 14 base62
OPENCODE_ID = re.compile(
    r"(?:ses|msg|prt|per|que|usr|pty|tool|wrk)_(?P<random>[0-9a-f]{12}[0-9A-Za-z]{14})"
    r"|ses_(?P<any>[0-9A-Za-z]{26})"
)
# A name with such an id glued on after a separator (``project_ses_…``, a file's stem)
_NAMED_OPENCODE_ID = re.compile(r"(?:[a-z][a-z0-9]{0,30}[_-]){1,6}(?:" + OPENCODE_ID.pattern + ")")
_SHAPES = re.compile(
    OPENCODE_ID.pattern
    + r"|(?:acct|ba|card|ch|clock|cus|dp|du|evt|fee|file|ii|in|po|pi|pm|price|prod|py|re|seti"
    r"|si|sub"
    r"|txn|tr|we|src|plink|tok|cs_(?:test|live)"
    # Stripe Treasury's and Issuing's objects: a financial account, its outbound payments and
    # transfers, inbound transfers, received debits and credits; a card, a cardholder, an
    # authorization, a transaction, a dispute
    r"|fa|obp|obt|ibt|rd|rc|ic|ich|iauth|ipi|idp"
    # Persona's inquiries, inquiry templates and verifications
    r"|inq|itmpl|ver)_[0-9A-Za-z]{14,64}"
    # Alloy's entity, evaluation and group tokens (ids it returns with each decision)
    r"|[PLG]-[A-Z0-9]{20}"
    # OPay's public key (``OPAYPUB…``, sent as a Bearer to create a cashier order) and
    # Mono's public keys (``live_pk_…``, for the Connect widget)
    r"|OPAYPUB[0-9]{20,32}\.[0-9]{10,20}|(?:live|test)_pk_[a-z0-9]{20,32}"
    # an EKS cluster's OIDC issuer (a public URL, in every IRSA trust policy)
    r"|oidc\.eks\.[a-z0-9-]{4,30}\.amazonaws\.com/id/[0-9A-F]{32}"
    # Plaid's Link tokens, handed to the browser to open Link once (its access tokens,
    # ``access-<env>-<uuid>``, are the credential and are not matched)
    r"|link-(?:sandbox|development|production)-[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}"
    # Pin Payments' charge, card, customer and refund tokens: 22 characters of base64url
    # (its secret keys carry no prefix)
    r"|(?:ch|card|cus|rf)_[0-9A-Za-z_-]{22}"
    r"|pk_(?:test|live)_[0-9A-Za-z]{16,128}"
    # Mollie's object ids: a payment, order, customer, mandate, subscription, refund,
    # chargeback, settlement or profile (ten characters; its API keys run to thirty)
    r"|(?:tr|ord|cst|mdt|sub|re|chb|stl|pfl)_[0-9A-Za-z]{10}"
    # A CloudFormation (SAM, CDK) physical resource name: the stack's name (two or more
    # segments), the resource's logical id (capitalized words) and the 12 or 13 characters
    # CloudFormation adds; a token's prefix is one segment (``glpat-…``)
    r"|(?:[a-z0-9]+-){2,6}(?:[A-Z][a-z]{2,}){1,8}[A-Z0-9]{0,4}-[A-Za-z0-9]{12,13}"
    # Africa's Talking's USSD session ids; a BigQuery job's id
    r"|ATUid_[0-9a-f]{32}|job_[A-Za-z0-9_-]{20,40}"
    # An Okta object's id (``00p…``, ``00T…``: 20 characters; its API tokens are 42)
    r"|00[A-Za-z0-9]{18}"
    # Vault: an auth mount's accessor (``auth_approle_757534b2``), a dynamic database
    # user's name (``v-<auth>-<role>-<random>-<unix time>``)
    r"|auth_[a-z0-9]{2,24}_[0-9a-f]{8}|v-[a-z0-9]{2,24}-[A-Za-z0-9_-]{1,64}-[A-Za-z0-9]{20}-[0-9]{10}"
    # A Cosmos DB session token (``0:-1#588072``): a partition's log sequence numbers
    r"|[0-9]{1,5}:-?[0-9]{1,5}#[0-9]{1,20}(?:#[0-9]{1,5}=-?[0-9]{1,20})*"
    # An RDS instance's or Aurora cluster's resource id (``db-…``, ``cluster-…``)
    r"|(?:db|cluster)-[0-9A-Z]{26}"
    # Midtrans client keys, which Snap.js pages carry (the server key is ``Mid-server-…``)
    r"|(?:SB-)?Mid-client-[0-9A-Za-z_-]{12,32}"
    # A CSP nonce (sent in every response's header), Google's click id (``gclid``, in
    # every ad click's URL) and a Google Ads conversion's ``send_to`` (in the page's tag)
    r"|nonce-[A-Za-z0-9+/_-]{8,64}={0,2}|Cj0KCQ[A-Za-z0-9_-]{40,200}"
    r"|AW-[0-9]{9,11}/[A-Za-z0-9_-]{8,40}"
    r"|(?:dpl|prj|team)_[0-9A-Za-z]{20,40}"
    # DNAnexus object ids: a class, a dash and 24 characters of its own alphabet
    r"|(?:project|file|job|applet|app|record|analysis|workflow|container|database|org)"
    r"-[0-9BFGJKPQVXYZbfgjkpqvxyz]{24}"
    r"|(?:chatcmpl|cmpl|modr|file|ftjob|ftckpt|ftevent)-[0-9A-Za-z]{20,40}"
    r"|(?:asst|batch|call|fc|msg|resp|rs|run|step|thread|vs|vsfb)_[0-9A-Za-z]{20,48}"
    r"|(?:msg|toolu|srvtoolu|msgbatch|file|req|apikey|wrkspc|invite)_01[0-9A-Za-z]{20,30}"
    r"|phc_[0-9A-Za-z]{32,64}"
    # Okta object ids: users, groups, apps (client ids), authorization servers, orgs
    r"|(?:00u|00g|0oa|aus|00o|0pr|0ua)[0-9A-Za-z]{17}"
    # a Salesforce connected app's consumer key, its OAuth client_id
    r"|3MVG9[0-9A-Za-z._]{70,90}"
    # Microsoft Entra's error codes, which its messages print beside ids
    r"|AADSTS[0-9]{5,8}"
    # Flutterwave's public keys (for the browser; its secret keys are ``FLWSECK-``) and
    # Tailscale's stable ids, which end in ``CNTRL`` (a node's, an auth key's id)
    r"|FLWPUBK(?:_TEST)?-[0-9a-f]{32}-X|[A-Za-z0-9]{8,14}CNTRL"
    # Algorithm names: SSH key types (before a public key, in ``authorized_keys``) and AWS
    # Signature Version 4's (``Authorization: AWS4-HMAC-SHA256 Credential=…``)
    r"|ssh-(?:ed25519|ed448|rsa|dss)|ecdsa-sha2-nistp(?:256|384|521)"
    r"|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com|rsa-sha2-(?:256|512)"
    r"|AWS4-ECDSA-P256-SHA256|(?:[A-Z][A-Z0-9]{0,7}-)?HMAC-SHA(?:1|256|384|512)"
    # ... and WeChat Pay's (``Authorization: WECHATPAY2-SHA256-RSA2048 mchid=…``)
    r"|[A-Z][A-Z0-9]{1,11}-SHA(?:256|384|512)-RSA(?:2048|3072|4096)"
    # Toss Payments' client keys, for the payment widget in the page (its secret keys are
    # ``live_sk_``/``live_gsk_``)
    r"|(?:test|live)_g?ck_[A-Za-z0-9]{20,40}"
    r"|pk\.[A-Za-z0-9_-]{40,200}\.[A-Za-z0-9_-]{16,64}"
    r"|R[UW][Q-T][A-Za-z0-9+/]{95,97}={0,2}"
    r"|sb_publishable_[A-Za-z0-9_-]{20,64}"
    # DER SubjectPublicKeyInfo of an EC P-256, Ed25519 or RSA public key
    r"|(?:MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE|MCowBQYDK2VwAyEA|MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A)"
    r"[A-Za-z0-9+/]{20,400}={0,2}"
    r"|ME[QUY]CI[A-Za-z0-9+/]{60,100}={0,2}"
    r"|(?:i|vol|snap|ami|eni|sg|subnet|vpc|igw|rtb|acl|nat|eipalloc|lt|r)-"
    r"(?:[0-9a-f]{8}|[0-9a-f]{17})"
    r"|d-[0-9a-f]{32}"
    r"|pub[0-9a-f]{32}"
    r"|(?:sandbox-)?sq0id[bp]-[0-9A-Za-z_-]{22}"
    r"|(?:appl|goog|amzn|strp)_[0-9A-Za-z]{24,40}"
    r"|(?:sandbox|production)_[0-9a-z]{8}_[0-9a-z]{16}"
    r"|(?:live|test)_(?:[0-9a-f]{27}|[0-9A-Z]{32})"
    r"|[a-z]{2}(?:-gov)?-[a-z]+-[0-9]_[0-9A-Za-z]{9}"
    r"|(?:srv|crn|dpg|red|dep|evm|exs|usr|tea)-[0-9a-z]{20}(?:-[a-z])?"
    # Clerk's object ids (its keys are ``sk_live_…``/``pk_live_…``)
    r"|(?:user|sess|org|inv|client|idn|ins|app|sms)_2[0-9A-Za-z]{26}"
    r"|[0-9a-z][0-9a-z._-]*/_doc/[0-9A-Za-z_-]{20}"
    # A Google Play purchase token: 24 lower-case letters, ``.AO-J1O`` and the rest; the app
    # receives it with each purchase and only the developer's service account can use it
    r"|[a-z]{24}\.AO-J1O[A-Za-z0-9_-]{60,400}"
    # PayMongo's payment intent client key, for the app's 3DS step (its keys are ``sk_``)
    r"|pi_[A-Za-z0-9]{24}_client_[A-Za-z0-9]{24}"
    # Tap Payments' charges and authorizes (its keys are ``sk_live_…``)
    r"|(?:chg|auth)_[A-Z]{2}[0-9]{2}[A-Za-z0-9]{20,28}"
    # Checkout.com's object ids (26 lower-case letters and digits); WhatsApp's message ids
    r"|(?:pay|act|cus|src|sid|evt|ntf)_[a-z0-9]{26}|wamid\.[A-Za-z0-9_=-]{20,200}"
    # AWS Elemental Link devices and IVS stream sessions
    r"|hd-[0-9a-z]{24}|st-[0-9A-Za-z]{26}"
    # Kubernetes names: a service account's token Secret (five characters of the alphabet
    # Kubernetes draws suffixes from) and Helm's release Secrets
    r"|[a-z0-9](?:[a-z0-9-]{0,60}[a-z0-9])?-token-[bcdfghjklmnpqrstvwxz2456789]{5}"
    r"|sh\.helm\.release\.v1\.[a-z0-9](?:[a-z0-9.-]{0,60}[a-z0-9])?\.v[0-9]{1,6}"
    # An FCM registration token, a device's address (the server key has 11 characters
    # before the colon)
    r"|[A-Za-z0-9_-]{22}:APA91b[A-Za-z0-9_-]{100,250}"
)
# A Firebase config's ``apiKey``: Firebase documents it as no secret (rules and App Check
# guard the data); the same ``AIza`` shape elsewhere (Maps, Gemini) is still taken.
_GOOGLE_KEY = re.compile(r"AIza[0-9A-Za-z_-]{35}")
_FIREBASE = re.compile(
    r"firebase|google-services\.json|GoogleService-Info|\"current_key\"", re.IGNORECASE
)
# GoogleService-Info.plist names its key API_KEY, with the app's GOOGLE_APP_ID below it.
_FIREBASE_PLIST = re.compile(r"<key>GOOGLE_APP_ID</key>")
# Keys that web pages carry by design, by their vendor's shape and label: reCAPTCHA's site
# key (its secret key has the same shape, so the label decides), Brightcove's player
# policy key, a Segment write key given to analytics.js, Cloudinary's numeric API key
# (the secret is separate), and any key a note's own label calls public.
_RECAPTCHA_KEY = re.compile(r"6L[0-9A-Za-z_-]{37,38}")  # a found span drops a last "-"
_SITE_KEY_LABEL = re.compile(
    r"(?:(?:site[ _-]?key|clé de site|clave de sitio|chave do site)\b[^\n]{0,60}?"
    r"[\"'`]?[ \t]*(?:[:=,]|\bis\b)?|grecaptcha\.(?:execute|render)\()[ \t]*[\"'`]?\Z",
    re.I,
)
_BRIGHTCOVE_POLICY = re.compile(r"BCpk[0-9A-Za-z_-]{60,}")
_ANALYTICS_LOAD = re.compile(r"analytics\.load\([ \t]*[\"']\Z")
_CLOUDINARY_KEY = re.compile(r"[0-9]{15}")
_CLOUDINARY = re.compile(r"cloudinary", re.I)
# An OpenSSH public key line (authorized_keys, known_hosts): type, base64 blob, comment.
_SSH_PUBLIC_KEY = re.compile(
    r"(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d{3}|sk-ssh-ed25519@openssh\.com)"
    r" AAAA[0-9A-Za-z+/]{16,}={0,3}(?: [^\s`'\"]{1,100})?"
)
_PUBLIC_KEY_LABEL = re.compile(
    r"(?:\bpublic[ _-]?(?:api[ _-]?)?key\b|\bpub[ _-]?key\b|clave pública|chave pública|"
    r"clé publique|öffentliche[rn]? schlüssel|kunci publik)"
    r"[^\n]{0,60}?(?:[:=]|[ \t](?:is|es|é|est|ist|adalah))[ \t]*[\"'`]?\Z",
    re.I,
)
# An OAuth client id, public by definition, labelled in a note: "Client ID PayPal (app
# live) : <id>"; nothing else may be assigned between the label and the value, so
# ``client_id=…&client_secret=<secret>`` keeps its secret.
_CLIENT_ID_LABEL = re.compile(r"\bclient[ _-]?id\b[^\n:=]{0,60}?[:=][ \t]*[\"'`]?\Z", re.IGNORECASE)
# The line ``wg pubkey`` prints: the public key of the private key it was given.
_WG_PUBKEY = re.compile(r"\bwg[ \t]+pubkey\b[^\n]*\r?\n[ \t]*\Z")
# also as a name's first word: ``publicKey: 'pkey_…', secretKey: '…'``
_PRIVATE_WORD = re.compile(r"\b(?:private|secret)", re.I)
# Mobile attribution and ad SDK keys that the app ships, by the vendor's own label:
# AppsFlyer's dev key, Adjust's app token, ironSource's app key (their API tokens are
# server-side and named otherwise).
_SDK_KEY_LABEL = re.compile(
    r"(?:apps[ _-]?flyer[ _-]?dev[ _-]?key|adjust[ _-]?app[ _-]?token|"
    r"iron[ _-]?source[ _-]?app[ _-]?key)[\"'`]?[ \t]*(?:[:=]|\bis\b)?[ \t]*[\"'`]?\Z",
    re.IGNORECASE,
)
# The note's own word, right after the value: "<value> (public)", "<value> (public key)",
# "<value> is publiek (…)". "Is public" ends its clause there: "… is public now, rotate it"
# says a secret leaked.
_PUBLIC_WORD = r"(?:public|publishable|publique|pubblico|publiczny|público|publiek|openbaar)"
_MARKED_PUBLIC = re.compile(
    r"[\"'`]?[ \t]*(?:(?:\(|[—–,][ \t]*)" + _PUBLIC_WORD + r"\b"
    r"|[ \t]+(?:is|ist|es|est|é|er|är)[ \t]+(?:öffentlich|" + _PUBLIC_WORD + r")"
    r"(?=[ \t]*(?:\(|[—–]|[.;]?[ \t]*(?:\r?\n|\Z))))"
    # not when the public half follows: "<private> (public <public>)"
    r"(?![ \t]*(?:key|half)?[ \t:=]*[A-Za-z0-9+/_-]{16})",
    re.IGNORECASE,
)
_MARKED_PUBLIC_BEFORE = re.compile(
    r"\((?:public|publishable|publique|pubblic[oa]|publiczny|público|pública|öffentlich)\b"
    r"[^()\n]{0,60}\)[ \t]*[:=][ \t]*[\"'`]?\Z",
    re.IGNORECASE,
)
# A ULID (its first two characters put its time between 2005 and 2039); after a type
# prefix, any 26 characters of Crockford's base32 (a typed id such as ``rdr_9PYH…``: a
# random run of 26 letters and digits avoids I, L, O and U one time in 20). UpCloud's API
# tokens (``ucat_…``) have that shape and are credentials.
_ULID = re.compile(r"01[0-9A-HJKMNP-TV-Z]{24}|(?!ucat_)[a-z]{2,12}[_-][0-9A-HJKMNP-TV-Z]{26}")
_PUBLIC_ELEMENT = re.compile(
    r"(?:<(?:ds:)?X509Certificate>|#EXT-X-(?:SESSION-)?KEY:)[ \t]*\Z", re.IGNORECASE
)
_PLAYER_KEY_LABEL = re.compile(r"\b(?:key|env[_-]key)[\"'`]?[ \t]*[:=][ \t]*[\"'`]\Z")
_ITEM_ID = re.compile(r"[a-z0-9]{26}")
_PIX_KEY = re.compile(r"\"key\"[ \t]*:[ \t]*\"\Z")
_BLOCK_REACH = 2048
_HEX_VALUE = re.compile(r"[0-9A-Fa-f\s]+")  # a modulus, perhaps over lines
_PUBLIC_PEM = re.compile(
    r"-----BEGIN (?:CERTIFICATE|TRUSTED CERTIFICATE|PUBLIC KEY|RSA PUBLIC KEY|X509 CRL|"
    r"(?:NEW )?CERTIFICATE REQUEST)-----"
)
_JASYPT = re.compile(r"[0-9A-Za-z+/]+={0,2}")
_ARMORED_MESSAGE = re.compile(r"-----BEGIN (?:PGP MESSAGE|AGE ENCRYPTED FILE)-----")
_ARMOR_END = "-----END "
_ARMOR_REACH = 65536  # the longest armored body looked back over for its header
# The base64 of an OpenPGP public-key encrypted session key packet, new and old format.
_PGP_ENCRYPTED_PACKET = ("wcFMA", "wcBMA", "hQEMA", "hQIMA")
_SEALED_VALUE = re.compile(r"Ag[0-9A-Za-z+/]{200,}={0,2}")
# Without `encryptedData` near, a Sealed Secrets value still has its shape: the uint16
# length of a 4096-bit RSA-wrapped session key (0x0200, "AgA"–"AgD") and hundreds more.
_SEALED_ALONE = re.compile(r"Ag[A-D][0-9A-Za-z+/]{300,}={0,2}")
# Rails' encrypted credentials (``credentials.yml.enc``): data, iv and tag, joined by "--".
_RAILS_ENCRYPTED = re.compile(
    r"[A-Za-z0-9+/]{16,}={0,2}--[A-Za-z0-9+/]{16}={0,2}--[A-Za-z0-9+/]{22}=="
)
# Members of a JSON Web Key that are public: the key type's parameters and its id.
_JWK_PUBLIC_MEMBER = re.compile(r"\"(?:kid|x|y|n|e|x5t|x5t#S256|crv)\"[ \t]*:[ \t]*\"\Z")
_JWK_REACH = 2048  # how far a JWK's "kty" is looked for around a member
_SEALED_REACH = 4096  # how far back `encryptedData` is looked for
# ``aws kms encrypt``'s output (``AQICAH…``: version 1, the key's ARN inside, then the data)
_KMS_CIPHERTEXT = re.compile(r"AQ[IE][BCD]AH[A-Za-z0-9+/]{100,4000}={0,2}")
_MINISIGN_PUBLIC = re.compile(r"RW[A-Za-z0-9+/]{54}")
_TWILIO_ACCOUNT_SID = re.compile(r"AC[0-9a-fA-F]{32}")
_SID_LABEL = re.compile(
    r"(?:(?<![A-Za-z])|account[ _-]?)sid[\"'`]?[ \t]*(?:[:=]|\bis\b)?[ \t]*[\"'`]?\Z",
    re.IGNORECASE,
)
_SID_WORD = re.compile(r"\bSID\b")
# "Twilio account AC…", "(account AC…)": an ``AC…`` value is the account's SID by its
# shape, so the word for an account names it as well as "SID" does.
_ACCOUNT_WORD = re.compile(
    r"(?<![A-Za-z])(?:account|cuenta|conta|compte|konto)(?:[ \t]+twilio)?[\"'`]?[ \t]*"
    r"(?:[:=(]|[ \t]*\|)?[ \t]*[\"'`]?\Z",
    re.IGNORECASE,
)
_SID_REACH = 80
_ACCOUNT_SID_USE = re.compile(r"(?:/Accounts/|Client\([ \t]*[\"'])\Z")
_USER_FLAG = re.compile(r"(?:-u|--user)[ \t]+[\"']?\Z")
_UUID = re.compile(r"[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}")
# Braze's SDK key, which the app ships (its REST API keys are sent in a header instead).
_BRAZE_SDK = re.compile(r"Braze\.Configuration\(|com_braze_api_key|braze\.initialize\(", re.I)
# Apple's key ids (App Store Connect API, APNs, Sign in with Apple): 10 characters.
_APPLE_KEY_ID = re.compile(r"[A-Z0-9]{10}")
_APPLE_CONTEXT = re.compile(
    r"\b(?:ASC|App Store Connect|APNs|AuthKey_|notarytool|altool|fastlane|Apple)\b"
)
_SOPS_FIELD = re.compile(
    r"ENC\[AES256_GCM,data:[A-Za-z0-9+/=]*,iv:[A-Za-z0-9+/=]+,tag:[A-Za-z0-9+/=]+,type:[a-z]+\]"
)
_SOPS_REACH = 4096  # the longest sops field looked back over for ``ENC[``
_ANSIBLE_VAULT = re.compile(r"\$ANSIBLE_VAULT;1\.[12];AES256(?:;[^\s;]+)?[ \t]*\r?\n[ \t]*\Z")
_HEX_LINES = re.compile(r"[0-9a-f]++(?:[ \t\r]*+\n\s*+[0-9a-f]++)*+")
_JWT_HEADER = re.compile(r"eyJ[A-Za-z0-9_-]{10,400}")
_JWT = re.compile(r"eyJ[A-Za-z0-9_-]{10,400}\.(eyJ[A-Za-z0-9_-]{10,1000})\.[A-Za-z0-9_-]{20,400}")


# A certificate's or key's fingerprint, or a serial, as hex pairs between colons (MD5's 16,
# SHA-1's 20, SHA-256's 32): a finder may take a piece of one after a word such as "auth:".
_HEX_FINGERPRINT = re.compile(r"(?:[0-9A-Fa-f]{2}:){15,}[0-9A-Fa-f]{2}")
_FINGERPRINT_CHARS = frozenset("0123456789abcdefABCDEF:")
_SPACED_FINGERPRINT = re.compile(
    r"(?<![0-9A-Fa-f])(?:[0-9A-F]{4}[ \t]{1,2}){9}[0-9A-F]{4}(?![0-9A-Fa-f])"
)
_SPACED_FINGERPRINT_GROUP = re.compile(r"[0-9A-F]{4}")
# A value the text goes on to define as a digest: ``incident_key 46a7… = md5(station +
# alarm)``, ``etag: 9f86… = sha256(body)``.
_DIGEST_DEFINED = re.compile(
    r"[ \t]*(?:=|:=|==)[ \t]*(?:hashlib\.)?"
    r"(?:md5|sha(?:1|224|256|384|512)|sha3_256|blake2[bs]|crc32)\(",
    re.IGNORECASE,
)


# What an error message calls a UUID it prints for support: "Trace ID: …", "Correlation
# ID: …", "x-ms-request-id: …" (never a session's id, which can be a credential).
_REQUEST_ID_LABEL = re.compile(
    r"(?:trace|correlation|request|activity|operation)[ _-]?id[\"']?[ \t]*[:=][ \t]*[\"']?\Z"
    # Google Places' ``sessiontoken`` query parameter: a UUID the app makes up to bill one
    # autocomplete search as one (case kept: ``SessionToken`` is AWS's, a credential)
    r"|(?-i:\bsessiontoken=)\Z",
    re.IGNORECASE,
)


def _is_public_material(value: str) -> bool:
    """A minisign public key; a certificate in base64 on one line (also encoded twice),
    public wherever it stands."""
    if value.startswith(("MII", "TUlJ")) and is_der_certificate(value):
        return True
    return _is_minisign_public_key(value)


def _is_rfid_card(text: str, end: int, value: str) -> bool:
    return _RFID_UID.fullmatch(value) is not None and _RFID_TYPE.match(text, end) is not None


def _after_request_id_label(text: str, start: int) -> bool:
    return _REQUEST_ID_LABEL.search(text, max(0, start - 40), start) is not None


def _in_hex_fingerprint(text: str, start: int, end: int) -> bool:
    """Whether the span lies in a run of colon-separated hex pairs that is a fingerprint, or
    in an OpenPGP fingerprint written as ten groups of four (``867C E401 … 49D4``)."""
    if _SPACED_FINGERPRINT.search(text, max(0, start - 50), min(len(text), end + 50)) and (
        _SPACED_FINGERPRINT_GROUP.fullmatch(text, start, end)
    ):
        return True
    if not _FINGERPRINT_CHARS.issuperset(text[start:end]):
        return False
    low, high = start, end
    while low > 0 and text[low - 1] in _FINGERPRINT_CHARS and start - low < 200:
        low -= 1
    while high < len(text) and text[high] in _FINGERPRINT_CHARS and high - end < 200:
        high += 1
    run = text[low:high].strip(":")
    return _HEX_FINGERPRINT.fullmatch(run) is not None


# An HTTP header that carries one message's signature (``Upstash-Signature:``).
_SIGNATURE_HEADER = re.compile(
    r"\b[A-Za-z][A-Za-z0-9]*-(?:Signature(?:-JWT)?|Verification):[ \t]*\Z"
)
# An RFID card's UID (4, 7 or 10 bytes in hex) where OCPP names the card an ``idToken`` of
# an ISO 14443 or 15693 type: a card's number, read by every charge point it touches
_RFID_UID = re.compile(r"[0-9A-Fa-f]{8}|[0-9A-Fa-f]{14}|[0-9A-Fa-f]{20}")
_RFID_TYPE = re.compile(r"[\"'][ \t]*,[ \t]*[\"']type[\"'][ \t]*:[ \t]*[\"']ISO1(?:4443|5693)[\"']")


# A Mailgun webhook's ``signature`` object: its ``token`` is a random string sent once, in
# the clear, for the HMAC beside it (``{"timestamp": "…", "token": "…", "signature": "…"}``).
_MAILGUN_WEBHOOK_TOKEN = re.compile(
    r"\"timestamp\"[ \t]*:[ \t]*\"?[0-9]{10}\"?[ \t]*,[ \t]*\"token\"[ \t]*:[ \t]*\"\Z"
)
# OpenPGP key ids and fingerprints in capitals (``signingkey = 3AA5C34371567BD2``)...
_PGP_KEY_ID = re.compile(r"[0-9A-F]{16}|[0-9A-F]{40}")
# ... unless the line gives the value to a credential that is no OpenPGP key: Viva
# Wallet's webhook key is 40 hex capitals (``VIVA_WEBHOOK_KEY="9AB8…"``).
_CREDENTIAL_LABEL = re.compile(
    r"(?:secret|passw[a-z]*|token|api[ _-]?key|webhook[ _-]?(?:verification[ _-]?)?key"
    r"|[a-z0-9]_key)[\"']?[ \t]*[:=][ \t]*[\"']?\Z",
    re.IGNORECASE,
)
_PGP_LABEL = re.compile(r"gpg|pgp|gnupg|sign|fingerprint|key[ _-]?id|keygrip", re.IGNORECASE)


def _assigned_as_credential(text: str, start: int) -> bool:
    before = text[max(text.rfind("\n", 0, start) + 1, start - 80) : start]
    return _CREDENTIAL_LABEL.search(before) is not None and _PGP_LABEL.search(before) is None


def is_identifier(text: str, start: int, end: int) -> bool:
    """Whether the found span ``text[start:end]`` is an identifier, not a secret."""
    value = text[start:end]
    if (
        is_published_key(value)
        or _in_emv_payload(text, start, end)
        or _in_nmea_sentence(text, start, end)
        or _in_hex_fingerprint(text, start, end)
        or _DIGEST_DEFINED.match(text, end) is not None
        or (_UUID.fullmatch(value) is not None and _after_request_id_label(text, start))
        or _is_rfid_card(text, end, value)
    ):
        return True
    if _SHAPES.fullmatch(value) or _ULID.fullmatch(value) or _is_public_material(value):
        return True
    if _MAILGUN_WEBHOOK_TOKEN.search(text, max(0, start - 80), start):
        return True
    if _PGP_KEY_ID.fullmatch(value):
        return value.isdigit() or not _assigned_as_credential(text, start)
    if _NAMED_OPENCODE_ID.fullmatch(value):
        return True
    if _public_by_place(text, start, value) or _names_vault_item(text, start, value):
        return True
    key, _, path = value.partition("/")  # an xpub in a descriptor: ``xpub…/0/*``
    if (
        _BASE58_PUBLIC.fullmatch(key)
        and _DERIVATION.fullmatch(path)
        and _is_base58check_public(key)
    ):
        return True
    if _TWILIO_ACCOUNT_SID.fullmatch(value):
        return _names_account_sid(text, start, end)
    if _MARKED_PUBLIC.match(text, end) is not None or _is_public_jwk_member(text, start):
        return True
    if value.startswith("eyJ") and _SIGNATURE_HEADER.search(text, max(0, start - 60), start):
        return True  # a signature sent as a JWT (``Upstash-Signature: eyJ…``), one per message
    if text.startswith(":APA91b", end):
        return True  # an FCM registration token's instance id, before the part kept whole
    if _GOOGLE_KEY.fullmatch(value) and (
        _FIREBASE.search(text, max(0, start - 300), start)
        or _FIREBASE_PLIST.search(text, end, end + 200)
    ):
        return True
    if _SDK_KEY_LABEL.search(text, max(0, start - 40), start) or _is_player_key(text, start, value):
        return True
    if _is_public_web_key(text, start, value):
        return True
    if _UUID.fullmatch(value) and _BRAZE_SDK.search(text, max(0, start - 200), start):
        return True
    if _APPLE_KEY_ID.fullmatch(value) and _APPLE_CONTEXT.search(text, max(0, start - 200), start):
        return True
    if _is_committed_ciphertext(text, start, end, value):
        return True
    if (jwt := _JWT.fullmatch(value)) is not None:
        claims = _json_object(jwt.group(1))
        return claims.get("iss") == "supabase" and claims.get("role") == "anon"
    elided = text.startswith(("...", "…"), end)
    return elided and _JWT_HEADER.fullmatch(value) is not None and _is_jwt_header(value)


def _public_by_place(text: str, start: int, value: str) -> bool:
    # Each test runs only where its cheap precondition holds: a text of many found spans
    # (35,714 PEM headers) pays for every test once per span.
    if value.startswith("-----"):
        return False  # a PEM block is judged by its own header
    before = text[max(0, start - 120) : start]
    tail = before.rstrip(" \t\"'`")
    if tail.endswith((">", ":")) and _PUBLIC_ELEMENT.search(before):
        return True
    if ")" in tail[-3:] and _MARKED_PUBLIC_BEFORE.search(before):
        return True
    if _UUID.fullmatch(value) and _PIX_KEY.search(before):
        return '"keyType"' in text[start : start + 200]
    if _HEX_VALUE.fullmatch(value) and _in_block(text, start, "<CAPK", "</CAPK>"):
        return True
    return _in_armor(text, start, _PUBLIC_PEM)


def _names_vault_item(text: str, start: int, value: str) -> bool:
    """A 1Password item's id (26 lower-case letters and digits, or a UUID) after the
    product's name: where the secret is kept, not the secret."""
    if not (_ITEM_ID.fullmatch(value) or _UUID.fullmatch(value)):
        return False
    return "1password" in text[max(0, start - 60) : start].lower()


def _in_block(text: str, start: int, opening: str, closing: str) -> bool:
    """Whether ``start`` lies after ``opening`` with no ``closing`` in between."""
    found = text.rfind(opening, max(0, start - _BLOCK_REACH), start)
    return found != -1 and text.find(closing, found, start) == -1


def _is_player_key(text: str, start: int, value: str) -> bool:
    """A video player's license key (Bitmovin's ``key`` in the player's config, a UUID) or
    Mux Data's ``env_key`` (26 characters): both vendors document them as public, for the
    page's player."""
    if not (_UUID.fullmatch(value) or _ITEM_ID.fullmatch(value)):
        return False
    before = text[max(0, start - 200) : start]
    if _PLAYER_KEY_LABEL.search(before) is None:
        return False
    lowered = before.lower()
    return "bitmovin.player" in lowered or "mux" in lowered


def _in_emv_payload(text: str, start: int, end: int) -> bool:
    """Whether the span lies in an EMV merchant QR payload (a Pix "copia e cola", a QRIS
    code): ``000201…6304`` and its CRC-16, checked, on one line. The payload is what the
    QR code prints for anyone to scan."""
    line_start = text.rfind("\n", 0, start) + 1
    head = text.rfind(_EMV_HEAD, line_start, start + len(_EMV_HEAD))
    if head == -1:
        return False
    line_end = text.find("\n", end)
    # The span may hold the tail itself: look from its last eight characters on.
    tail = _EMV_TAIL.search(text, max(start, end - 8), len(text) if line_end == -1 else line_end)
    if tail is None:
        return False
    payload = text[head : tail.end()]
    # CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), EMV QR's checksum
    checksum = binascii.crc_hqx(payload[:-4].encode("utf-8", "replace"), 0xFFFF)
    return checksum == int(payload[-4:], 16)


def _in_nmea_sentence(text: str, start: int, end: int) -> bool:
    """Whether the span lies in an NMEA 0183 sentence whose checksum holds (``!AIVDM,…*4D``:
    a ship's AIS broadcast, a GPS fix), which anyone in radio range receives."""
    line_start = text.rfind("\n", 0, start) + 1
    head = max(text.rfind("!", line_start, start + 1), text.rfind("$", line_start, start + 1))
    if head == -1:
        return False
    line_end = text.find("\n", end)
    sentence = _NMEA.match(text, head, len(text) if line_end == -1 else line_end)
    if sentence is None or sentence.end() < end:
        return False
    checksum = 0
    for char in sentence.group("body"):
        checksum ^= ord(char)
    return checksum == int(sentence.group("checksum"), 16)


_NMEA = re.compile(r"[!$](?P<body>[A-Z]{5},[ -~]{1,80}?)\*(?P<checksum>[0-9A-Fa-f]{2})")
_EMV_HEAD = "000201"
_EMV_TAIL = re.compile(r"6304[0-9A-Fa-f]{4}(?![0-9A-Za-z])")


def _names_account_sid(text: str, start: int, end: int) -> bool:
    """A Twilio account SID (``AC…``) where the note or the API uses it as the account's
    name: labelled a SID (in any language, "SID de la cuenta"; or its table column's
    header is) or the account, in the API's path (``/Accounts/AC…``), as ``Client()``'s
    first argument, or as the user of ``-u AC…:…``. An ``AC…`` value called nothing of the
    kind is taken."""
    line_start = max(text.rfind("\n", 0, start) + 1, start - _SID_REACH)
    if (
        _SID_LABEL.search(text, max(0, start - 40), start)
        or _ACCOUNT_WORD.search(text, max(0, start - 40), start)
        or _SID_WORD.search(text, line_start, start)
        or _SID_WORD.search(column_header(text, start) or "") is not None
    ):
        return True
    if _ACCOUNT_SID_USE.search(text, max(0, start - 20), start):
        return True
    return (
        text.startswith(":", end) and _USER_FLAG.search(text, max(0, start - 8), start) is not None
    )


def _is_public_web_key(text: str, start: int, value: str) -> bool:
    before = max(0, start - 80)
    if _RECAPTCHA_KEY.fullmatch(value):
        return _SITE_KEY_LABEL.search(text, max(0, start - 90), start) is not None
    if _SSH_PUBLIC_KEY.fullmatch(value):
        return True
    if _BRIGHTCOVE_POLICY.fullmatch(value) or _ANALYTICS_LOAD.search(text, before, start):
        return True
    if _CLOUDINARY_KEY.fullmatch(value) and _CLOUDINARY.search(text, max(0, start - 200), start):
        return True
    if text.find("pubkey", max(0, start - 200), start) != -1 and _WG_PUBKEY.search(
        text, max(0, start - 200), start
    ):
        return True
    label = text[before:start].lower()
    if "client" in label and _CLIENT_ID_LABEL.search(text, before, start):
        return "secret" not in label
    if not any(word in label for word in ("publ", "públ", "ffentlich")):
        return False  # a cheap test first: every label below holds one of these
    if _PUBLIC_KEY_LABEL.search(text, before, start) is None:
        return False
    line_start = text.rfind("\n", 0, start) + 1
    return _PRIVATE_WORD.search(text, line_start, start) is None


def _is_jwt_header(value: str) -> bool:
    decoded = _json_object(value)
    return "alg" in decoded and "sub" not in decoded


def _json_object(segment: str) -> dict[str, object]:
    """The JSON object a JWT segment encodes, or ``{}``."""
    try:
        decoded = json.loads(base64.urlsafe_b64decode(segment + "=" * (-len(segment) % 4)))
    except (binascii.Error, ValueError):
        return {}
    return decoded if isinstance(decoded, dict) else {}


_STEP = r"(?:[0-9]{1,10}['hH]?|\*)"
_DERIVATION = re.compile(rf"(?:{_STEP}(?:/{_STEP}){{0,10}}/?)?")  # ``0/*``, ``84h/0h/0h/``
_BASE58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_BASE58_PUBLIC = re.compile(
    r"[13mn2][1-9A-HJ-NP-Za-km-z]{25,34}|T[1-9A-HJ-NP-Za-km-z]{33}|(?:[xyztuvYZUV]pub)[1-9A-HJ-NP-Za-km-z]{100,112}"
)
# Version bytes: P2PKH and P2SH addresses (mainnet, testnet), TRON's, and BIP-32 extended public
# keys (xpub, ypub, zpub, Ypub, Zpub, tpub, upub, vpub, Upub, Vpub).
_ADDRESS_VERSIONS = frozenset({0x00, 0x05, 0x6F, 0xC4, 0x41})  # 0x41: a TRON address
_XPUB_VERSIONS = frozenset(
    bytes.fromhex(v)
    for v in (
        "0488B21E",
        "049D7CB2",
        "04B24746",
        "0295B43F",
        "02AA7ED3",
        "043587CF",
        "044A5262",
        "045F1CF6",
        "024289EF",
        "02575483",
    )
)


def _is_base58check_public(value: str) -> bool:
    number = 0
    for char in value:
        number = number * 58 + _BASE58_ALPHABET.index(char)
    body = number.to_bytes((number.bit_length() + 7) // 8, "big")
    raw = b"\0" * (len(value) - len(value.lstrip("1"))) + body
    payload, checksum = raw[:-4], raw[-4:]
    if hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4] != checksum:
        return False
    if len(payload) == 21:
        return payload[0] in _ADDRESS_VERSIONS
    return len(payload) == 78 and payload[:4] in _XPUB_VERSIONS


def _is_minisign_public_key(value: str) -> bool:
    if _MINISIGN_PUBLIC.fullmatch(value) is None:
        return False
    try:
        decoded = base64.b64decode(value, validate=True)
    except binascii.Error:
        return False
    return len(decoded) == 42 and decoded.startswith(b"Ed")


def _is_public_jwk_member(text: str, start: int) -> bool:
    """A public member of a JSON Web Key (``"x": "…"``, ``"n": "…"``) in an object that has
    ``"kty"``; its private members (``"d"``, ``"p"``, ``"q"``, ``"k"``, …) are not."""
    if _JWK_PUBLIC_MEMBER.search(text, max(0, start - 16), start) is None:
        return False
    opening = text.rfind("{", max(0, start - _JWK_REACH), start)
    return opening != -1 and '"kty"' in text[opening:start] + text[start : start + _JWK_REACH]


def _is_committed_ciphertext(text: str, start: int, end: int, value: str) -> bool:
    if text.endswith("ENC(", 0, start) and text.startswith(")", end):
        return _JASYPT.fullmatch(value) is not None
    if _SEALED_ALONE.fullmatch(value) is not None:
        return True
    if _SEALED_VALUE.fullmatch(value) is not None:
        return "encryptedData" in text[max(0, start - _SEALED_REACH) : start]
    if _RAILS_ENCRYPTED.fullmatch(value) is not None:
        return ".enc" in text[max(0, start - 200) : start]
    if value.startswith(_PGP_ENCRYPTED_PACKET) and "encrypted" in text[max(0, start - 200) : start]:
        return True  # Renovate's ``encrypted`` host rules: a PGP message to its public key
    if _KMS_CIPHERTEXT.fullmatch(value) is not None:
        return True  # an AWS KMS ciphertext blob: only a call to KMS with its key opens it
    return (
        _in_sops_field(text, start, end)
        or _under_ansible_vault_header(text, start, end)
        or _in_armor(text, start, _ARMORED_MESSAGE)
    )


def _in_armor(text: str, start: int, header_pattern: re.Pattern[str]) -> bool:
    """Whether ``start`` lies in the body of an armored block whose header matches
    ``header_pattern`` (a PGP or age message, a certificate or public key): its header is
    the last armor line before it, and no armor ends in between."""
    header = text.rfind("-----BEGIN ", max(0, start - _ARMOR_REACH), start)
    if header == -1 or header_pattern.match(text, header) is None:
        return False
    return text.find(_ARMOR_END, header, start) == -1


def _in_sops_field(text: str, start: int, end: int) -> bool:
    opening = text.rfind("ENC[", max(0, start - _SOPS_REACH), end)
    if opening == -1:
        return False
    field = _SOPS_FIELD.match(text, opening)
    return field is not None and field.end() >= end


def _under_ansible_vault_header(text: str, start: int, end: int) -> bool:
    header_from = text.rfind("$ANSIBLE_VAULT;", max(0, start - 80), start)
    return (
        header_from != -1
        and _ANSIBLE_VAULT.match(text[header_from:start]) is not None
        and _HEX_LINES.fullmatch(text, start, end) is not None
    )
