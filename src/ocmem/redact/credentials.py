"""Secrets located by the structure around them rather than by their own shape:
PEM private-key blocks, passwords inside URLs, HTTP ``Authorization`` values,
credentials on command lines, ``.netrc`` entries and Azure connection strings.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import chain

from ocmem.redact.candidate_values import (
    UUID,
    is_app_password,
    is_placeholder,
    is_plain_word,
    is_redacted,
    is_reference,
    looks_secret_in_prose,
    masked_after,
    mixes_letters_and_digits,
)
from ocmem.redact.encoded import find_encoded_secrets
from ocmem.redact.entropy import is_hex, lone_lowers, looks_random
from ocmem.redact.names import classify_name, names_no_credential
from ocmem.redact.span import RANK_STRUCTURE, Span
from ocmem.redact.tables import find_csv_secrets, find_sql_insert_secrets, find_table_secrets
from ocmem.redact.value_reader import line_end as _line_end

# Private keys, and OpenVPN's static key (``ta.key``, a shared secret in hex lines).
_PEM_BEGIN = re.compile(
    r"-----BEGIN (?:[A-Z0-9 ]{0,40}?PRIVATE KEY(?: BLOCK)?|OpenVPN Static key V1)-----"
)
_PEM_END = re.compile(
    r"-----END (?:[A-Z0-9 ]{0,40}?PRIVATE KEY(?: BLOCK)?|OpenVPN Static key V1)-----"
)
_PEM_BODY_LINE = re.compile(
    r"(?:\r?\n|\\r\\n|\\n)[ \t]*(?:[A-Za-z0-9+/=]{16,}|[A-Z][A-Za-z\-]+:[^\n\\]*)"
)
# The body, with an armor's header lines (``Comment: edi@example.com``) before it.
_PEM_BODY = re.compile(r"[A-Za-z0-9+/=\s\\:,.\-@_<>()]*")
_MAX_PEM = 64 * 1024

# A password may hold a raw ``#`` or ``?`` (unencoded, as people paste it): the ``@`` that
# follows still ends it.
_URL_USERINFO = re.compile(r"://[^\s/?#@:\"'<>]{0,256}:(?P<secret>[^\s/\"'<>@]{1,512})@")
_AUTHORITY_REST = re.compile(r"[^\s/?\"'<>]{1,512}")  # "#" too: a raw password may hold one
# A ``.pgpass`` line: host:port:database:user:password.
_PGPASS = re.compile(  # from the port on; the host before it is checked in code
    r":(?:[0-9]{1,5}|\*):(?P<database>[^:\s]{1,256}):[^:\s]{1,256}:(?P<secret>\S{1,512})"
)
_LONGEST_HOST = 256
_UNESCAPED_COLON = re.compile(r"(?<!\\):")
_BASE32 = re.compile(r"[A-Z2-7]{16,}=*")

_AUTH_SCHEMES = (
    *("bearer", "basic", "token", "bot", "apikey", "api-key", "sso-key", "digest"),
    # request-signing schemes, whose name is followed by what was signed (Azure's HMAC
    # authentication, AWS's SigV4)
    *("hmac-sha256", "hmac-sha512", "aws4-hmac-sha256", "sharedkey", "negotiate", "ntlm"),
)
# LINE Pay's ``X-LINE-Authorization`` is the request's HMAC (with its own nonce), not a
# credential. (The lookbehind follows the word so the search still starts at its letters.)
_AUTHORIZATION = re.compile(
    r"authorization(?<!x-line-authorization)[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?P<scheme>(?:bearer|basic|token|bot|apikey|api-key|sso-key|aivenv1)[ \t]+)?"
)
_BEARER = re.compile(r"(?:bearer|basic)[ \t]+")
_HEADER_VALUE = re.compile(r"[^\s\"'`,;]{1,4096}")
_BEARER_VALUE = re.compile(r"[A-Za-z0-9\-._~+/]{1,4096}=*")

_CURL_USER = re.compile(
    # SAP BTP's client ids hold "!" (``sb-app!t16866``), Hetzner Robot's webservice users
    # "#" and "+" (``#ws+Qt0uJc7i``)
    r"-(?:u|-user)(?:[ \t]+|=)[\"']?[\w.@!#+\-]{1,256}:[\"']?(?P<secret>[^\s\"']{1,512})"
)
_CURL_LIKE = re.compile(r"\b(?:curl|wget|http|httpie|xh|git)\b")
_MYSQL_PASSWORD = re.compile(
    r"mysql(?:dump|admin|sh)?[ \t][^\n]{0,200}?[ \t]-p[\"']?(?P<secret>[^\s\"']{1,512})"
)
# ``docker login -u ci -p <pw>``, ``redis-cli -a <pw>``: ``-p`` and ``-a`` mean a password
# only for commands that log in.
# ``redis-cli -p`` is the port; its password is ``-a``.
_LOGIN_PASSWORD = re.compile(
    r"(?:l(?<![\w-]l)ogin\b|(?P<redis>r(?<![\w-]r)edis-cli)|c(?<![\w-]c)qlsh)[^\n]{0,200}?[ \t]"
    r"(?(redis)(?:-a|--pass)|(?:-p|-a|--pass))[ \t]+[\"']?"
    # a registry's login token runs to a few kilobytes (ECR's ``get-login-password``)
    r"(?P<secret>[^\s\"']{1,4096})"
)
# ``client.login("deploy", "<pw>")``, ``auth=("admin", "<pw>")``: a user and a password.
# Found from the parenthesis (a literal, fast to scan for); the name before it is checked
# on a short stretch of text.
_CALL_ARGUMENTS = re.compile(
    r"\([ \t]*([\"'])[^\"'\n]{1,64}\1[ \t]*,[ \t]*([\"'])(?P<secret>[^\"'\n]{4,512})\2"
)
_CALL_NAME = re.compile(
    r"(?:login|log_in|auth|authenticate|connect|sign_?in|basic_?auth|HTTPBasicAuth|"
    r"credentials|set_credentials|creds?|user_?pass|NetworkCredential|username_pw_set)"
    r"[ \t]*(?:=[ \t]*)?\Z",
    re.IGNORECASE,
)
_CALL_NAME_WINDOW = 40
# ``http -a user:<pw>``, ``--auth user:<pw>``: the part after the colon.
_AUTH_FLAG = re.compile(
    r"-(?<![\w-]-)(?:a|A|auth|-auth|-basic-auth|-user)(?:[ \t]+|=)[\"']?[\w.@\-]{1,256}:[\"']?"
    r"(?P<secret>[^\s\"']{1,512})"
)
# A credential in a URL query: ``?access_token=…``, ``&sig=…``, ``&X-Amz-Signature=…``.
# A ``code`` is a credential alone (OAuth's) or after a word that makes it one
# (``auth_code``, ``verification_code``); ``transaction_code``, ``country_code`` are not.
_QUERY_SECRET = re.compile(
    r"[?&;](?:(?:[A-Za-z0-9_.\-]{0,40}?[_.\-])?(?i:token|key|sig|signature|secret|password|passwd|"
    r"pwd|pass|apikey|auth|credential)|(?:(?i:o?auth|authori[sz]ation|otp|mfa|2fa|access|"
    r"verification|verify|activation|reset|invite|device|sms|security)[_.\-]?)?(?i:code))="
    r"(?P<secret>[^&#;\s\"'<>`]{6,512})"
)
# ``openssl enc -K <hex>``, ``openssl … -pass pass:<pw>``, ``gpg --passphrase <pw>``.
_CIPHER_KEY = re.compile(
    r"(?:openssl|gpg)[ \t][^\n]{0,200}?[ \t](?:-K|-k|-pass|-passin|-passout|--passphrase|-hmac)"
    r"[ \t]+[\"']?(?:pass:)?(?P<secret>[^\s\"']{1,512})"
)
# ``oathtool --totp -b <seed>``: the base32 argument is the authenticator's seed.
_OATHTOOL_SEED = re.compile(
    r"oathtool[ \t][^\n]{0,120}?(?:-b|--base32)[ \t]+(?:-[^\s]{1,20}[ \t]+){0,3}[\"']?"
    r"(?P<secret>[A-Z2-7]{16,128}={0,6})(?![A-Za-z0-9])"
)
# keytool's and jarsigner's ``-storepass``/``-keypass`` (``-srcstorepass``, …) and
# apksigner's ``--ks-pass pass:…``/``--key-pass pass:…``.
_KEYSTORE_PASS = re.compile(
    r"(?<![\w-])(?:-(?:src|dest|new)?(?:storepass|keypass)|--(?:ks|key)-pass)[ \t]+"
    r"[\"']?(?:pass:)?(?P<secret>[^\s\"']{1,512})"
)
# "password" in scripts without spaces between words, then the value: "管理者パスワードは
# Xy7…", "密码是 Xy7…", "비밀번호: Xy7…", "пароль — Xy7…". The value is ASCII.
# What the words name may stand between them and a colon: "Κωδικός εφαρμογής για το σαρωτή
# (…): Xy7…" ("the app password for the scanner"); a link there is no value.
_NON_LATIN_PASSWORD = re.compile(
    r"(?:パスワード|密码|密碼|비밀번호|암호|пароль|Пароль|ПАРОЛЬ|κωδικός|Κωδικός|סיסמה|كلمة المرور|"
    # Greek "password" as an object ("έχει πλέον κωδικό …") and "passphrase"
    r"κωδικό|Κωδικό|συνθηματικό|Συνθηματικό|"
    r"पासवर्ड|mật khẩu|Mật khẩu|μυστικό κλειδί|Μυστικό κλειδί|секретный ключ|Секретный ключ|"
    # "API key", "API token" and "access token" in Japanese, Chinese and Korean
    # (every word is a literal, so the scan skips a position whose character starts none)
    r"APIキー|API キー|APIトークン|API トークン|API密钥|API 密钥|API키|API 키|"
    # Chinese "secret key" (a signing key's, an access key's; a public key is "公钥"),
    # "password" as a passphrase ("口令") and "token" ("令牌")
    r"密钥|口令|令牌|"
    r"アクセストークン|访问令牌|"
    r"액세스토큰|액세스 토큰|"
    # Arabic (also Darija) "كلمة السر", Thai "password" and "secret key"
    r"كلمة السر|كلمة سر|รหัสผ่าน|คีย์ลับ|"
    # Serbian in Cyrillic, Tamil; "password" as Bengali, Kannada, Telugu, Gujarati,
    # Malayalam and Punjabi write it (Kannada, Telugu and Malayalam with or without a
    # zero-width non-joiner after the virama)
    r"Лозинк[аеу]|лозинк[аеу]|கடவுச்சொல்|"
    r"পাসওয়ার্ড|ಪಾಸ್‌ವರ್ಡ್|ಪಾಸ್ವರ್ಡ್|పాస్‌వర్డ్|పాస్వర్డ్|પાસવર્ડ|"
    r"പാസ്‌വേഡ്|പാസ്വേഡ്|ਪਾਸਵਰਡ|"
    # Korean "password" (also its short form) and "passphrase"; Chinese "private key" and
    # "master key"
    r"패스워드|비번|패스프레이즈|私钥|私鑰|主密钥|"
    # Japanese "secret key", "signing key", "client secret", an HMAC's "key" and
    # "passphrase"
    r"秘密鍵|署名鍵|シークレット|HMAC 鍵|HMAC鍵|パスフレーズ|"
    # Arabic "password" as it is written and as it is said ("باسورد"), and "secret"
    r"كلمة مرور|كلمة مرورك|الباسوورد|الباسورد|باسوورد|باسورد|السيكرت|سيكرت|رمز الدخول|"
    # Arabic "the secret number" (a PIN or a password) and "token" as it is said (not its
    # plural, "توكنات", which notes use for the card tokens a gateway hands out)
    r"الرقم السري|التوكن(?!ات)|توكن(?!ات)|"
    # Vietnamese "secret key" and "secret string"
    r"khóa bí mật|Khóa bí mật|chuỗi bí mật|Chuỗi bí mật)"
    r"(?:[^\x00-\x7f\n]{0,6}?(?:[ \t]*[(（][^()（）\n]{1,72}[)）])?[ \t]*[:：=—–-]?"
    # a colon, or "is" in Arabic, Thai, Vietnamese and Bengali (also "now"), after what the
    # words name
    r"|[^\n:：=]{0,100}?(?:[:：]|[ \t](?:هي|هو|صار|أصبح|คือ|là|је|হলো|হল|এখন)[ \t])"
    # or Japanese "は" and Chinese "是" ("is") within the clause, close to the words
    # ("第二パスワード（店舗共通）は …"); never an address
    r"|[^\n:：=。．！？!?]{0,20}?(?:は|是)[ \t]?)"
    r"(?![ \t]*[A-Za-z][A-Za-z0-9+.-]*://)"
    r"(?![ \t]*[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![\w.]))"
    r"[ \t]*[「『«\"'`]?"
    r"(?P<secret>[\x21-\x7e]{6,256}?)(?=[」』\"'`]|[ \t]|[^\x00-\x7f]|\r?\n|\Z)"
)
# "Public" in the same scripts: "스토어프런트 공개 액세스 토큰" is a storefront's public token.
_NON_LATIN_PUBLIC = re.compile(r"公開|公开|공개|публичн|открыт|δημόσι")
_PUBLIC_REACH = 80
# A setting written as a JSON object of its name and value: a Postman environment's
# ``{"key": "subscriptionKey", "value": "…"}``, OCPP 2.0.1's ``"variable": {"name":
# "BasicAuthPassword"}, "attributeValue": "…"``; the name says what the value is.
# Also escaped inside a JSON string (Power BI's ``credentialData``: ``{\"name\":\"password\",
# \"value\":\"…\"}``).
_NAMED_VALUE = re.compile(
    r"\\?\"(?:key|name|Key|Name)\\?\"[ \t]*:[ \t]*\\?\"(?P<name>[A-Za-z_][A-Za-z0-9_.-]{0,64})\\?\""
    r"[ \t]*\}?[ \t]*,[ \t\r\n]*\\?\"(?:value|Value|attributeValue)\\?\"[ \t]*:[ \t]*"
    r"\\?\"(?P<secret>(?:[^\"\\\n]|\\[^\"\n]){1,512}?)\\?\""
)
# The same pair in HCL, one argument a line: Terraform Cloud's ``tfe_variable`` (``key =
# "socure_api_key"`` then ``value = "…"``), with at most two other arguments between.
_HCL_NAMED_VALUE = re.compile(
    r"^[ \t]*(?:key|name)[ \t]*=[ \t]*\"(?P<name>[A-Za-z_][A-Za-z0-9_.-]{0,64})\"[ \t]*\r?\n"
    r"(?:[ \t]*[a-z_]{1,32}[ \t]*=[^\n]{0,120}\n){0,2}"
    r"[ \t]*value[ \t]*=[ \t]*\"(?P<secret>[^\"\n]{1,512})\"",
    re.MULTILINE,
)
# A setting whose value is an object holding it: ``terraform output -json``'s
# ``"db_password": {"value": "…", "sensitive": true}``, a Data Factory linked service's
# ``"password": {"type": "SecureString", "value": "…"}``.
_VALUE_OBJECT = re.compile(
    r"\"(?P<name>[A-Za-z_][A-Za-z0-9_.-]{0,64})\"[ \t]*:[ \t]*\{[ \t\r\n]*"
    r"(?:\"type\"[ \t]*:[ \t]*\"[A-Za-z]{1,32}\"[ \t]*,[ \t\r\n]*)?"
    r"\"value\"[ \t]*:[ \t]*\"(?P<secret>[^\"\n]{1,512})\""
)
# An account key as ``az storage account keys list`` prints it: ``"keyName": "key1", …,
# "value": "…"``.
_KEY_LISTING_VALUE = re.compile(
    r"\"keyName\"[ \t]*:[ \t]*\"[^\"\n]{1,64}\"[ \t]*,(?:[ \t\r\n]*\"[A-Za-z]{1,32}\"[ \t]*:"
    r"[ \t]*\"[^\"\n]{0,64}\"[ \t]*,){0,4}[ \t\r\n]*\"value\"[ \t]*:[ \t]*"
    r"\"(?P<secret>[A-Za-z0-9+/=]{32,128})\""
)
# A JSON object written inside a JSON string (``"SecretString": "{\\"password\\":…}"``, as
# ``aws secretsmanager get-secret-value`` prints it).
_ESCAPED_PAIR = re.compile(
    r'\\"(?P<name>[A-Za-z_][A-Za-z0-9_.-]{0,64})\\"[ \t]*:[ \t]*\\"'
    r'(?P<secret>(?:[^"\\\n]|\\[^"\n]){1,512}?)\\"'
)
# A container's environment in Kubernetes or Compose YAML: ``- name: KC_DB_PASSWORD`` and
# ``value: "…"`` on the next line.
_ENV_ENTRY = re.compile(
    r"-[ \t]*name:[ \t]*[\"']?(?P<name>[A-Za-z_][A-Za-z0-9_.-]{1,64})[\"']?[ \t]*\r?\n"
    r"[ \t]*value:[ \t]*(?P<quote>[\"']?)(?P<secret>[^\s\"'#][^\s\"']{0,511})(?P=quote)"
)
# SDK calls whose third argument is the credential: tuya-connector's ``TuyaOpenAPI(endpoint,
# access_id, access_secret)`` and tinytuya's ``Device(dev_id, address, local_key, …)``.
_THIRD_ARGUMENT = re.compile(
    r"(?:TuyaOpenAPI|tinytuya\.[A-Za-z]{0,12}Device)\([ \t]*"
    r"(?:[\"'][^\"'\n]{0,200}[\"'][ \t]*,[ \t]*){2}[\"'](?P<secret>[^\"'\n]{8,128})[\"']"
)
# Transbank's SDKs: ``WebpayOptions("<commerce code>", "<API key secret>", …)``, ``new
# Options('<commerce code>', '<API key secret>', Environment.Production)``.
_TRANSBANK_OPTIONS = re.compile(
    r"(?:WebpayOptions|new[ \t]+Options)\([ \t]*[\"'][0-9]{6,14}[\"'][ \t]*,[ \t]*"
    r"[\"'](?P<secret>[0-9A-Fa-f]{32,128})[\"']"
)
# An SSM parameter as ``aws ssm get-parameter --with-decryption`` prints it.
_SECURE_STRING = re.compile(
    r"\"Type\"[ \t]*:[ \t]*\"SecureString\"[ \t]*,[ \t\r\n]*\"Value\"[ \t]*:[ \t]*"
    r"\"(?P<secret>[^\"\n]{1,4096})\""
)
# A Thread network's operational dataset given to Matter's chip-tool (it holds the network
# key); BlueZ's stored pairing keys (``/var/lib/bluetooth/<adapter>/<device>/info``);
# Alibaba Cloud's ossutil and Huawei Cloud's obsutil configured with their secret key
# (``-k``, ``--access-key-secret``) or a security token (obsutil's ``-t``).
_THREAD_DATASET = re.compile(
    r"pairing[ \t]+ble-thread[ \t]+\S{1,40}[ \t]+hex:(?P<secret>[0-9a-fA-F]{32,1024})"
)
_BLUEZ_KEY = re.compile(
    r"\[(?:(?:Peripheral|Slave)?LongTermKey|LinkKey|IdentityResolvingKey|"
    r"(?:Local|Remote)SignatureKey)\][ \t]*\r?\nKey=(?P<secret>[0-9A-Fa-f]{32})"
)
_OBJECT_STORE_CLI_SECRET = re.compile(
    r"(?:ossutil(?:64)?|obsutil)[ \t]+config[^\n]{0,600}?[ \t](?:-k|-t|--access-key-secret)"
    r"(?:[ \t]+|=)(?P<secret>[^\s\"']{16,2048})"
)
# Huawei Cloud's and other clouds' access key pairs in env files: ``…_AK=`` names the
# public id, ``…_SK=`` the 40-character secret key.
_SK_ASSIGNMENT = re.compile(
    r"\b[A-Z][A-Z0-9_]{0,40}_SK[ \t]*=[ \t]*[\"']?(?P<secret>[A-Za-z0-9]{40})(?![A-Za-z0-9])"
)
# Przelewy24's "CRC key" signs its requests: sixteen hex digits, named ``P24_CRC``,
# ``crc:`` in its config or "klucz CRC" (the word "CRC" alone is a checksum elsewhere).
_P24_CRC_KEY = re.compile(
    r"(?i:\bp24_crc(?:_key)?|\bcrc(?:_?key)?|klucz[ \t]+crc[^\n:=]{0,60}?)[\"']?[ \t]*[:=][ \t]*"
    r"[\"']?(?P<secret>[0-9a-f]{16})(?![0-9A-Za-z])"
)
# ``aws configure`` asks "AWS Secret Access Key [None]: " and echoes what is typed.
_AWS_CONFIGURE_PROMPT = re.compile(
    r"AWS Secret Access Key \[[^\]\n]{0,40}\]:[ \t]*(?P<secret>[A-Za-z0-9/+=]{20,80})"
)
# DeepL's API keys: a UUID, and ":fx" for its free plan.
_DEEPL_KEY = re.compile(
    r"(?<![0-9A-Za-z-])(?P<secret>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:fx)"
    r"(?![0-9A-Za-z])"
)
# Unifonic's ``AppSid`` authenticates its REST API: a credential despite the "Sid".
_UNIFONIC_APP_SID = re.compile(
    r"(?:\bAppSid|UNIFONIC_APP_SID)[\"']?(?:[ \t]*[=:]|[^\n:=]{1,40}?:)[ \t]*[\"']?"
    r"(?P<secret>[A-Za-z0-9]{24,40})(?![A-Za-z0-9])"
)
# ``openssl ec|pkey -text``: the private scalar as rows of hex pairs under ``priv:``.
_HEX_ROW = r"[0-9a-f]{2}(?::[0-9a-f]{2}){1,31}:?"
_EC_PRIVATE_ROWS = re.compile(
    r"(?m)^[ \t]*priv:[ \t]*\r?\n[ \t]{1,16}(?P<secret>"
    + _HEX_ROW
    + r"(?:[ \t]{0,4}\r?\n[ \t]{1,16}"
    + _HEX_ROW
    + r"){0,64})"
)
# Kakao's REST API admin key in its Authorization header.
_KAKAO_ADMIN_KEY = re.compile(r"KakaoAK[ \t]+(?P<secret>[0-9a-f]{32})(?![0-9A-Za-z])")
# A seed given on a command line (``sign.py --seed-hex <hex>``, ``--ed25519-seed <hex>``).
_SEED_FLAG = re.compile(
    r"--(?:[a-z0-9]+-){0,3}seed(?:-hex)?(?:[ \t]+|=)(?P<secret>[0-9a-fA-F]{32,128})(?![0-9A-Za-z])"
)
# Orthanc's users and their passwords (``"RegisteredUsers" : { "admin" : "<pw>" }``, or the
# same JSON in ``ORTHANC__REGISTERED_USERS``).
_REGISTERED_USERS = re.compile(r"(?:\"RegisteredUsers\"[ \t]*:|REGISTERED_USERS=[\"']?)[ \t]*\{")
_USER_ENTRY = re.compile(r"\"[^\"\n]{1,64}\"[ \t]*:[ \t]*\"(?P<secret>[^\"\n]{1,256})\"")
_USERS_REACH = 2_000
# Azure's key listings (``az apim subscription keys list``, ``az cosmosdb keys list``):
# there a "primary key" is a credential, not a table's key.
_AZURE_KEY_LISTING = re.compile(
    r"\"(?:primary|secondary)(?:Readonly)?(?:Master)?Key\"[ \t]*:[ \t]*"
    r"\"(?P<secret>[A-Za-z0-9+/=]{32,128})\""
)
# A secret printed on the command's own line: ``kubectl get secret … -o
# jsonpath='{.data.password}' gave <base64>``, ``openssl rand -base64 48 → <key>``.
_PRINTED_INLINE = re.compile(
    r"(?:get[ \t]+secrets?[ \t][^\n]{0,300}?jsonpath=[\"']?\{\.data\.[^}\n]{1,80}\}[\"']?"
    r"|openssl[ \t]+rand[ \t][^\n]{0,40}?-(?:hex|base64)[ \t]+[0-9]{1,4})"
    r"[ \t]+(?:gave|gives|returns?|printed|→|->|=>)[ \t]+(?P<secret>[A-Za-z0-9+/=_-]{8,512})"
)
# Filling a login form in a browser test: ``page.fill('#password', '<pw>')``.
_FORM_PASSWORD = re.compile(
    r"\.(?:fill|type)\([ \t]*[\"'][^\"'\n]{0,80}pass(?!port)[^\"'\n]{0,80}[\"'][ \t]*,[ \t]*"
    r"[\"'](?P<secret>[^\"'\n]{6,256})[\"']"
)
_HMAC_CALL = re.compile(
    r"(?i:hmac)[\w.]{0,20}\((?:[^()\"'\n]{0,80},[ \t]*)?(?:key[ \t]*=[ \t]*)?"
    r"(?:bytes\.fromhex\(|\[\]byte\(|b)?"
    r"(?P<quote>[\"'])"
    r"(?P<secret>[^\"'\n{}\s]{16,256})(?P=quote)"
)
# Paytm's SDK signs a request with the merchant key as its last argument:
# ``PaytmChecksum.generateSignature(body, "<key>")``, ``verifySignature(body, "<key>", sig)``.
_PAYTM_SIGNATURE = re.compile(
    r"PaytmChecksum\.(?:generate|verify)Signature\((?:[^()\n]|\([^()\n]{0,120}\)){1,200}?,"
    r"[ \t]*(?P<quote>[\"'])(?P<secret>[^\"'\n\s]{12,128})(?P=quote)"
)
# A literal joined into what a digest hashes is its salt or shared key: PhonePe's X-VERIFY,
# ``sha256(payload + "/pg/v1/pay" + "<salt key>")``; the literal must look generated.
_DIGEST_CALL = r"(?i:sha(?:1|224|256|384|512)|md5|blake2[bs]?)[\w.]{0,20}\("
_DIGEST_WORDS = ("sha", "md5", "blake2")  # where a `_DIGEST_CALL` can start
_SALTED_DIGEST = re.compile(
    _DIGEST_CALL
    + r"[^()\n]{0,200}?\+[ \t]*b?(?P<quote>[\"'])(?P<secret>[^\"'\n\s]{16,128})(?P=quote)"
)
# The same key at the end of an f-string the digest hashes (Fawry's signature:
# ``sha256(f"{merchant}{ref}{amount:.2f}<secure key>".encode())``).
_SALTED_FSTRING = re.compile(
    _DIGEST_CALL
    + r"[ \t]*f(?P<quote>[\"'])[^\"'\n]{0,300}?\}(?P<secret>[A-Za-z0-9-]{16,128})(?P=quote)"
)
# A command that prints a stored secret, and its output on the next line: ``kubectl get
# secret … | base64 -d``, ``vault kv get -field=…``, ``aws secretsmanager get-secret-value
# … --output text``, ``op read op://…``.
_PRINTED_SECRET = re.compile(
    r"(?:get[ \t]+secrets?[ \t][^\n]{0,300}?\|[ \t]*base64[ \t]+(?:-d|-D|--decode)"
    r"|vault[ \t]+kv[ \t]+get[ \t][^\n]{0,200}?-field[= ]"
    r"|secretsmanager[ \t]+get-secret-value[ \t][^\n]{0,300}?--output[ \t=]+text"
    r"|(?<![\w-])op[ \t]+read[ \t]+[\"']?op://"
    r"|az[ \t]+keyvault[ \t]+secret[ \t]+show[ \t][^\n]{0,300}?--query[ \t]+\"?value\b"
    # Google Cloud's Secret Manager prints the payload itself (not with --format=json)
    r"|gcloud[ \t]+secrets[ \t]+versions[ \t]+access[ \t](?![^\n]*--format)"
    # a new key printed by the tool that made it
    r"|wg[ \t]+genkey|openssl[ \t]+rand[ \t][^\n]{0,40}?-(?:hex|base64)|pwgen\b"
    # a Thread network's key or whole dataset from OpenThread's CLI; a key file in hex
    r"|ot-ctl[ \t]+dataset[ \t]+(?:networkkey|pskc|active[ \t]+-x)"
    r"|xxd[ \t]+-p[ \t][^\n]{0,120}?key)"
    r"[^\n]{0,200}\r?\n[ \t]*(?P<secret>[^\s]{6,512})[ \t]*(?=\r?\n|\Z)"
)
# A session cookie's value, in a ``Cookie:`` header, ``curl -b`` or prose: the cookie
# is the login. Names: Django's ``sessionid``, ``*_session`` (Rails, Laravel), ``sid``,
# ``connect.sid``, ``PHPSESSID``, ``JSESSIONID``, ``__Host-``/``__Secure-`` prefixed ones.
_SESSION_COOKIE = re.compile(  # matched on the folded text, from the name's last word
    # (in a URL's query the value ends at the next parameter)
    r"s(?:ession(?:id|[-_.]token)?|ess(?:id|ionid)?|id)=(?P<secret>[^;\s\"',&]{16,4096})"
)
# A streaming manifest or segment requested in the same URL or log line: its ``sessionId``
# and ``sid`` name a playback session (MediaTailor, CMCD), which holds no login.
_MEDIA_REQUEST = re.compile(
    r"\.(?:m3u8|mpd|m4s|ts|cmfv|cmfa)\?[^\s]*\Z|\.(?:m3u8|mpd)\?\S*[ \t][^\n]*\Z"
)
_MEDIA_REACH = 200
_COOKIE_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_.-")
_LONGEST_COOKIE_PREFIX = 40
# Twilio's ``Client("AC…", "<auth token>")``: the account SID, then its auth token.
_TWILIO_CLIENT = re.compile(
    r"(?:Client|TwilioClient\.Init)\([ \t]*[\"']AC[0-9a-f]{32}[\"'][ \t]*,[ \t]*"
    r"[\"'](?P<secret>[0-9a-f]{32})[\"']"
)
# Odoo's external API (XML-RPC, JSON-RPC): ``common.authenticate(db, login, password, {})``
# and ``models.execute_kw(db, uid, password, model, method, …)`` take the password or API
# key as a positional argument.
_ODOO_AUTHENTICATE = re.compile(
    r"\.(?:authenticate|login)\([ \t]*[\"'][^\"'\n]{0,80}[\"'][ \t]*,"
    r"[ \t]*[\"'][^\"'\n]{1,120}[\"'][ \t]*,[ \t]*[\"'](?P<secret>[^\"'\s]{6,256})[\"']"
)
# MessageBird's Node SDK takes the access key as ``initClient``'s argument.
_MESSAGEBIRD_CLIENT = re.compile(r"\binitClient\([ \t]*[\"'](?P<secret>[A-Za-z0-9]{25})[\"']")
_ODOO_EXECUTE = re.compile(
    r"\.execute_kw\([ \t]*[\w\"']{1,80}[ \t]*,[ \t]*\w{1,40}[ \t]*,[ \t]*"
    r"[\"'](?P<secret>[^\"'\s]{6,256})[\"']"
)
# How openssl prints a serial number or a fingerprint, and how a MAC address is written:
# colon-separated hex bytes, which also fit host:port:database:user:password.
_HEX_PAIRS = re.compile(r"(?:[0-9A-Fa-f]{2}:){3,}[0-9A-Fa-f]{2}")
_HEX_PAIR_CHARS = frozenset("0123456789abcdefABCDEF:")
# SQL Server's tools and Mosquitto's clients take the password after ``-P``; Oracle's
# thin JDBC URL holds ``user/password@``.
_SQLCMD_PASSWORD = re.compile(
    r"(?:sqlcmd|bcp|osql|mosquitto_(?:pub|sub|rr))[ \t][^\n]{0,200}?[ \t]-P[ \t]*[\"']?"
    r"(?P<secret>[^\s\"']{1,512})"
)
# The password runs to the last ``@`` before the host (a password may hold an ``@``).
_ORACLE_THIN = re.compile(
    r"jdbc:oracle:thin:[^/\s@:]{1,64}/(?P<secret>[^\s\"']{1,256})@"
    r"(?=(?://)?[A-Za-z0-9.-]{1,253}(?::[0-9]{1,5})?[/:])"
)
_BASE64_KEY = re.compile(r"[A-Za-z0-9+/]{40,}={0,2}")
# An ESP-IDF NVS partition CSV row (key,type,encoding,value) whose key names a secret.
_NVS_ROW = re.compile(
    r"^(?:pass|password|passwd|psk|wifi_pass|wifi_psk|key|token|secret)[ \t]*,[ \t]*data[ \t]*,"
    r"[ \t]*(?:string|hex2bin|base64)[ \t]*,[ \t]*(?P<secret>[^\s,]{4,512})[ \t]*$",
    re.MULTILINE | re.IGNORECASE,
)
# Passwords on the command lines and in the calls of enterprise tools, each found only when
# its gate (a lowercase literal) is in the folded text: Oracle's ``sqlplus user/pw@db``,
# PowerShell's ``ConvertTo-SecureString 'pw'``, ``ldapsearch -w``, ``ktpass /pass``,
# ``echo pw | kinit``, Informatica's ``pmcmd -p``/``infacmd -pd``, SSIS's ``dtexec /De``,
# an Ansible vault password file, ``echo -n 'id:secret' | base64`` (a Basic auth header in
# the making), ``new DirectoryEntry(path, user, pw)``, ``new CosmosClient(url, key)``,
# CyberArk's ``GetPassword … /o Password`` and its CCP answer's ``"Content"``.
_TOOL_PASSWORDS: tuple[tuple[str, re.Pattern[str], str], ...] = (
    # curl's client certificate and its password: ``--cert <file>:<password>``
    (
        "--cert",
        re.compile(
            r"--cert(?:[ \t]+|=)[\"']?[^\s:\"']{1,200}"
            r"\.(?:p12|pfx|pem|crt):(?P<secret>[^\s\"']{4,256})"
        ),
        "cli-credentials",
    ),
    # A Cloudflare Tunnel's token, given to ``cloudflared`` to install or run the tunnel
    (
        "cloudflared",
        re.compile(
            r"\bcloudflared[ \t]+(?:tunnel[ \t]+)?(?:service[ \t]+install|run[ \t]+--token)"
            r"[ \t]+(?P<secret>eyJ[A-Za-z0-9+/_=-]{40,2048})"
        ),
        "cli-credentials",
    ),
    # Moodle's ``$CFG->passwordsaltmain`` (and ``passwordsaltalt1``…): the pepper of every
    # stored password hash, in config.php or named in a note
    (
        "passwordsalt",
        re.compile(
            r"\bpasswordsalt(?:main|alt[0-9]{1,2})\b[^\n]{0,120}?[:=][ \t]*[\"']?"
            r"(?P<secret>[^\s\"']{12,256}?)[\"']?[ \t]*;?[ \t]*(?=\r?\n|\Z|[ \t]{2}|[ \t]\()"
        ),
        "config-credentials",
    ),
    (
        "steamcmd",
        re.compile(
            r"steamcmd\b[^\n]{0,200}?\+login[ \t]+[^\s'\"+]{1,64}[ \t]+"
            r"[\"']?(?P<secret>[^\s\"'+][^\s\"']{0,255})"
        ),
        "cli-credentials",
    ),
    (
        "sv_setsteamaccount",
        re.compile(r"\+sv_setsteamaccount[ \t]+(?P<secret>[0-9A-Fa-f]{32})\b"),
        "game-server-token",
    ),
    (
        "p4",
        re.compile(
            r"echo[ \t]+(?:-n[ \t]+)?[\"']?(?P<secret>[^\s\"'|]{4,256})[\"']?[ \t]*\|[ \t]*"
            r"p4\b[^\n|]{0,100}?[ \t]login\b"
        ),
        "cli-credentials",
    ),
    (
        "p4 login",
        # `p4 login -p` prints the ticket on the next line
        re.compile(
            r"p4[ \t]+login\b[^\n]*?[ \t]-p\b[^\n]*\r?\n(?:[ \t]*Enter password:[^\n]*\r?\n)?"
            r"[ \t]*(?P<secret>[0-9A-F]{32})\b"
        ),
        "perforce-ticket",
    ),
    (
        "p4",
        # ~/.p4tickets lines: server:port=user:ticket
        re.compile(r":\d{1,5}=[^\s:=]{1,64}:(?P<secret>[0-9A-F]{32})(?![0-9A-Za-z])"),
        "perforce-ticket",
    ),
    (
        "ticket",
        re.compile(
            r"(?i:\b(?:p4|perforce)[ \t]+ticket)\b[^\n]{0,160}?[:=][ \t]*"
            r"(?P<secret>[0-9A-F]{32})\b"
        ),
        "perforce-ticket",
    ),
    (
        "-aes=",
        # UnrealPak's pak encryption key on the command line
        re.compile(r"[ \t]-aes=[\"']?(?P<secret>[^\s\"']{16,256})"),
        "cli-credentials",
    ),
    (
        "altool",
        # `-p @keychain:NAME` and `-p @env:NAME` are references, not passwords
        re.compile(r"altool\b[^\n]{0,300}?[ \t]-p[ \t]+[\"']?(?P<secret>[^\s\"'@][^\s\"']{0,255})"),
        "cli-credentials",
    ),
    (
        "specific password",
        # Apple app-specific passwords: four groups of four lowercase letters
        re.compile(
            r"(?i:app[- ]specific[ \t]+password)\b[^\n]{0,160}?"
            r"(?<![a-z-])(?P<secret>[a-z]{4}-[a-z]{4}-[a-z]{4}-[a-z]{4})(?![a-z-])"
        ),
        "apple-app-password",
    ),
    (
        "rotate-api-key",
        # Conjur prints the new API key on the line after the command
        re.compile(
            r"conjur\b[^\n]{0,200}?rotate-api-key\b[^\n]*\r?\n"
            r"[ \t]*(?P<secret>[0-9a-z]{40,64})[ \t]*$",
            re.M,
        ),
        "printed-secret",
    ),
    (
        "jsonpath",
        # a Kubernetes Secret's data field, printed: the base64 of the secret
        re.compile(
            r"\b(?:oc|kubectl)\b[^\n|]{0,80}?[ \t]get[ \t]+secrets?\b[^\n]*jsonpath=[^\n]*\.data\."
            r"[^\n]*\r?\n"
            r"[ \t]*(?P<secret>[A-Za-z0-9+/]{8,}={0,2})[ \t]*$",
            re.M,
        ),
        "printed-secret",
    ),
    # a key component entered or printed in clear at an HSM key ceremony (its KCV, six hex
    # digits, is public); "Komponent(e) 1:" in Czech, Slovak, German, Polish and Nordic
    *(
        (
            gate,
            re.compile(
                r"(?i:\bclear[ \t]+component|\b" + gate + r"[a-z]{0,2}[ \t]+(?:\d|[A-C])[ \t]*:|"
                r"\bin[ \t]+clear[ \t]*:)"
                r"[ \t]*(?P<secret>[0-9A-F]{4}(?:[ ]?[0-9A-F]{4}){3,11})\b"
            ),
            "hsm-key-component",
        )
        for gate in ("component", "komponent")
    ),
    # ``sqlplus user/pw@db`` (the password quoted when it holds a symbol), and Oracle's
    # Data Pump and loader, which log in the same way
    *(
        (
            tool,
            re.compile(
                tool + r"[ \t]+(?:-[sSlL][ \t]+)*(?:userid=)?[^/\s'\"@=]{1,64}/"
                r"(?P<quote>\")?(?P<secret>(?(quote)[^\"\n]|[^@\s'\"]){1,256})(?(quote)\")@"
            ),
            "cli-credentials",
        )
        for tool in ("sqlplus", "expdp", "impdp", "sqlldr")
    ),
    (
        "certutil",
        re.compile(
            r"\bcertutil\b[^\n]{0,120}?[ \t]-p[ \t]+"
            r"(?P<quote>[\"']?)(?P<secret>[^\s\"']{1,256})(?P=quote)"
        ),
        "cli-credentials",
    ),
    (
        # ``net use \\server\share /user:DOMAIN\name <password>``
        "net use",
        re.compile(
            r"\bnet[ \t]+use[ \t]+[^\n]{0,200}?/user:\S+[ \t]+(?P<quote>[\"']?)"
            r"(?P<secret>[^\s\"'/*][^\s\"']{0,255})(?P=quote)"
        ),
        "cli-credentials",
    ),
    (
        # Python's ``hmac.new(b"<key>", …)``: the key is the first argument
        "hmac.new(",
        re.compile(r"\bhmac\.new\([ \t]*b?(?P<quote>[\"'])(?P<secret>[^\"'\n]{8,256})(?P=quote)"),
        "code-credentials",
    ),
    (
        "convertto-securestring",
        re.compile(
            r"ConvertTo-SecureString(?:[ \t]+-(?:String|AsPlainText|Force)\b){0,3}[ \t]+"
            r"[\"'](?P<secret>[^\"'\n]{1,256})[\"']",
            re.I,
        ),
        "cli-credentials",
    ),
    (
        "ldap",
        re.compile(
            r"ldap(?:search|modify|add|delete|whoami|passwd|compare)\b[^\n]{0,300}?"
            r"[ \t]-w[ \t]+[\"']?(?P<secret>[^\s\"']{1,256})"
        ),
        "cli-credentials",
    ),
    (
        "ktpass",
        re.compile(
            r"ktpass\b[^\n]{0,300}?[ \t][/-]pass[ \t]+[\"']?(?P<secret>[^\s\"']{1,256})", re.I
        ),
        "cli-credentials",
    ),
    (
        "kinit",
        re.compile(
            r"echo[ \t]+(?:-n[ \t]+)?[\"']?(?P<secret>[^\s\"'|]{4,256})[\"']?[ \t]*\|[ \t]*kinit\b"
        ),
        "cli-credentials",
    ),
    (
        "pmcmd",
        re.compile(r"pmcmd\b[^\n]{0,300}?[ \t]-p[ \t]+[\"']?(?P<secret>[^\s\"']{1,256})"),
        "cli-credentials",
    ),
    (
        "infacmd",
        re.compile(
            r"infacmd\b[^\n]{0,300}?[ \t]-(?:pd|password)[ \t]+[\"']?(?P<secret>[^\s\"']{1,256})",
            re.I,
        ),
        "cli-credentials",
    ),
    (
        "dtexec",
        re.compile(
            r"dtexec\b[^\n]{0,300}?[ \t]/De(?:crypt)?[ \t]+[\"']?(?P<secret>[^\s\"']{1,256})", re.I
        ),
        "cli-credentials",
    ),
    (
        # ``echo 'pw' | docker login … --password-stdin`` (also podman, helm, oras, skopeo)
        "--password-stdin",
        re.compile(
            r"(?:echo|printf)[ \t]+(?:-n[ \t]+|[\"']%s[\"'][ \t]+)?(?P<quote>[\"']?)"
            r"(?P<secret>[^\s\"'|$%][^\s\"'|]{3,255})(?P=quote)[ \t]*\|[ \t]*"
            r"[^\n|]{0,200}?[ \t]--password-stdin\b"
        ),
        "cli-credentials",
    ),
    # ``vault operator init`` prints the unseal (or recovery) key shares
    (
        "unseal key",
        re.compile(
            r"Unseal[ \t]+Key[ \t]+[0-9]{1,2}:[ \t]*(?P<secret>[A-Za-z0-9+/=]{16,128})(?=[ \t]*$)",
            re.M,
        ),
        "vault-unseal-key",
    ),
    (
        "recovery key",
        re.compile(
            r"Recovery[ \t]+Key[ \t]+[0-9]{1,2}:[ \t]*(?P<secret>[A-Za-z0-9+/=]{16,128})"
            r"(?=[ \t]*$)",
            re.M,
        ),
        "vault-unseal-key",
    ),
    (
        # a content key beside its key id: ``kid=<uuid> key_b64=…`` (CPIX, ClearKey)
        "kid",
        re.compile(
            # the literal first, its word start after it: a scan for a literal is fast
            r"kid(?<![A-Za-z0-9_]kid)[ \t]*[=:][ \t]*[0-9a-fA-F-]{32,36}[ \t]*[,;]?[ \t]+"
            r"(?:content[_-]?)?key(?:_b64|_hex|_base64)?[ \t]*[=:][ \t]*"
            r"(?P<secret>[A-Za-z0-9+/]{16,64}={0,2})"
        ),
        "content-key",
    ),
    (
        # Azure Key Vault: a secret set on the command line
        "keyvault secret set",
        re.compile(
            r"\baz[ \t]+keyvault[ \t]+secret[ \t]+set\b[^\n]{0,300}?[ \t]--value[ \t=]+"
            r"(?P<quote>[\"']?)(?P<secret>[^\s\"'][^\s\"']{0,511})(?P=quote)"
        ),
        "cli-credentials",
    ),
    (
        # and a secret's bundle as ``az keyvault secret show`` prints it: its id, then its value
        "vault.azure.net/secrets/",
        re.compile(
            r"vault\.azure\.net/secrets/[^\n]*\n(?:[^\n]*\n){0,8}?[ \t]*\"value\"[ \t]*:[ \t]*"
            r"\"(?P<secret>[^\"\n]{4,512})\""
        ),
        "printed-secret",
    ),
    (
        # steamcmd's ``+login <user> <password>``, also quoted without the command's name
        "+login",
        re.compile(
            r"\+login[ \t]+[^\s'\"+`]{1,64}[ \t]+[\"']?(?P<secret>[^\s\"'+`][^\s\"'`]{3,255})"
        ),
        "cli-credentials",
    ),
    (
        # Perforce: ``p4 -P <password or ticket>``
        "p4 ",
        re.compile(r"\bp4\b[^\n|]{0,100}?[ \t]-P[ \t]+(?P<secret>[^\s\"']{4,256})"),
        "cli-credentials",
    ),
    (
        # the agent secret given to Jenkins' inbound agent image: ``-url <url> <secret> <name>``
        "inbound-agent",
        re.compile(
            r"jenkins/inbound-agent\b[^\n]{0,200}?-url[ \t]+\S+[ \t]+(?P<secret>[0-9a-f]{64})\b"
        ),
        "cli-credentials",
    ),
    (
        "signtool",
        re.compile(
            r"\bsigntool(?:\.exe)?\b[^\n]{0,200}?[ \t]/p[ \t]+(?P<quote>[\"']?)"
            r"(?P<secret>[^\s\"'][^\s\"']{0,255})(?P=quote)",
            re.I,
        ),
        "cli-credentials",
    ),
    (
        # ``elasticsearch-reset-password`` prints the new password
        "successfully reset",
        re.compile(r"user successfully reset\.[ \t]*\r?\nNew value:[ \t]*(?P<secret>\S{4,256})"),
        "printed-secret",
    ),
    (
        "gh secret set",
        re.compile(
            r"\bgh[ \t]+secret[ \t]+set\b[^\n]{0,300}?[ \t](?:--body|-b)[ \t=]+(?P<quote>[\"']?)"
            r"(?P<secret>[^\s\"'$][^\s\"']{0,511})(?P=quote)"
        ),
        "cli-credentials",
    ),
    (
        # ``mosquitto_passwd -b <file> <user> <password>``
        "mosquitto_passwd",
        re.compile(
            r"\bmosquitto_passwd[ \t]+-b[ \t]+\S+[ \t]+\S+[ \t]+(?P<quote>[\"']?)"
            r"(?P<secret>[^\s\"'][^\s\"']{0,255})(?P=quote)"
        ),
        "cli-credentials",
    ),
    (
        # swaks' ``--ap``/``--auth-password`` (a Gmail app password has blanks, so quoted)
        "swaks",
        re.compile(
            r"\bswaks\b[^\n]{0,300}?[ \t](?:--ap|--auth-password)[ \t]+[\"']?"
            r"(?P<secret>(?<=[\"'])[^\"'\n]{4,256}(?=[\"'])|[^\s\"']{4,256})"
        ),
        "cli-credentials",
    ),
    (
        "kadmin",
        re.compile(
            r"\bkadmin(?:\.local)?\b[^\n]{0,200}?[ \t]-w[ \t]+(?P<quote>[\"']?)"
            r"(?P<secret>[^\s\"'][^\s\"']{0,255})(?P=quote)"
        ),
        "cli-credentials",
    ),
    (
        # a process substitution that hands a tool its password file: ``--password-file
        # <(echo -n 'pw')`` (step, restic, borg)
        "<(echo",
        re.compile(
            r"<\(echo[ \t]+(?:-n[ \t]+)?(?P<quote>[\"']?)(?P<secret>[^\s\"'$)][^\s\"')]{3,255})"
            r"(?P=quote)[ \t]*\)"
        ),
        "cli-credentials",
    ),
    (
        # Bento4's ``mp4decrypt --key <KID or track>:<content key>``
        "mp4decrypt",
        re.compile(
            r"\bmp4decrypt\b[^\n]{0,200}?--key[ \t]+(?:[0-9]{1,3}|[0-9a-fA-F]{32}):"
            r"(?P<secret>[0-9a-fA-F]{32})(?![0-9a-fA-F])"
        ),
        "content-key",
    ),
    (
        # Shaka Packager's raw keys: ``label=…:key_id=<KID>:key=<content key>``
        "key_id=",
        re.compile(r"\bkey_id=[0-9a-fA-F]{32}:key=(?P<secret>[0-9a-fA-F]{32})(?![0-9a-fA-F])"),
        "content-key",
    ),
    (
        # nginx's secure link: the literal in ``secure_link_md5 "$secure_link_expires$uri
        # <secret>"``, and the same string hashed by hand with ``openssl md5``
        "secure_link_md5",
        re.compile(r"\bsecure_link_md5[ \t]+\"[^\"\n]{0,300}?[ \t](?P<secret>[^\s\"$]{12,256})\""),
        "cli-credentials",
    ),
    (
        "openssl md5",
        re.compile(
            r"echo[ \t]+-n[ \t]+'[^'\n]{0,300}?[ \t](?P<secret>[^\s'$]{12,256})'[ \t]*\|"
            r"[ \t]*openssl[ \t]+md5\b"
        ),
        "cli-credentials",
    ),
    (
        # The stream key at the end of a live platform's ingest URL
        "rtmp",
        re.compile(
            r"rtmps?://(?:[a-z0-9.-]*\.)?(?:youtube\.com/live2|twitch\.tv/app|"
            r"facebook\.com(?::[0-9]+)?/rtmp|restream\.io/live|live-video\.net(?::[0-9]+)?/app)"
            r"/(?P<secret>[^\s/?\"'<>]{8,256})"
        ),
        "stream-key",
    ),
    # Apple FairPlay's Application Secret key ("ASk", ``FPS_ASK``): 16 bytes in hex. Each
    # spelling is its own literal, so a long text is scanned fast.
    (
        "fps_ask",
        re.compile(
            r"FPS_ASK(?<![A-Za-z0-9_]FPS_ASK)(?![A-Za-z0-9_])[^\n]{0,80}?(?<![0-9a-fA-F])"
            r"(?P<secret>[0-9a-fA-F]{32})(?![0-9a-fA-F])"
        ),
        "fairplay-ask",
    ),
    (
        "ask",
        re.compile(
            r"ASk(?<![A-Za-z0-9_]ASk)(?![A-Za-z0-9_])[^\n]{0,80}?(?<![0-9a-fA-F])"
            r"(?P<secret>[0-9a-fA-F]{32})(?![0-9a-fA-F])"
        ),
        "fairplay-ask",
    ),
    (
        '"ask"',
        re.compile(r"\"ask\"[ \t]*:[ \t]*\"(?P<secret>[0-9a-fA-F]{32})\""),
        "fairplay-ask",
    ),
    (
        # Windows' ``schtasks /RU user /RP pw`` (``/RP *`` prompts) and ``/U user /P pw``
        "schtasks",
        re.compile(
            r"\bschtasks\b[^\n]{0,300}?[ \t]/R?P[ \t]+(?P<quote>[\"']?)"
            r"(?P<secret>[^\s\"'*/][^\s\"']{0,255})(?P=quote)",
            re.I,
        ),
        "cli-credentials",
    ),
    (
        "vault",
        re.compile(
            r"echo[ \t]+(?:-n[ \t]+)?[\"'](?P<secret>[^\"'\n]{4,256})[\"']"
            r"[ \t]*>[ \t]*\S*vault[_-]?pass"
        ),
        "cli-credentials",
    ),
    (
        "base64",
        re.compile(
            r"echo[ \t]+(?:-n[ \t]+)?[\"'][^\"':\s]{1,128}:(?P<secret>[^\"'\s]{4,256})[\"']"
            r"[ \t]*\|[ \t]*base64\b"
        ),
        "basic-auth",
    ),
    (
        "directoryentry",
        re.compile(
            r"DirectoryEntry\([ \t]*\"[^\"\n]*\"[ \t]*,[ \t]*\"[^\"\n]*\"[ \t]*,[ \t]*"
            r"\"(?P<secret>[^\"\n]{1,256})\""
        ),
        "cli-credentials",
    ),
    (
        "cosmosclient",
        re.compile(
            r"CosmosClient\([ \t]*\"[^\"\n]*\"[ \t]*,[ \t]*\"(?P<secret>[A-Za-z0-9+/]{40,}={0,2})\""
        ),
        "cosmos-key",
    ),
    (
        "getpassword",
        re.compile(
            r"GetPassword(?:\.exe)?\b[^\n]{0,300}?/o[ \t]+Password[^\n]*\r?\n"
            r"[ \t]*(?P<secret>\S{4,256})",
            re.I,
        ),
        "printed-secret",
    ),
    (
        '"content"',
        re.compile(
            r"\{[^{}]{0,400}?\"Content\"[ \t]*:[ \t]*\"(?P<secret>[^\"\n]{4,256})\""
            r"(?=[^{}]{0,400}\"(?:UserName|Address|PasswordChangeInProcess|Safe)\")"
        ),
        "cyberark-password",
    ),
    (
        ".aspnetcore.",
        re.compile(r"\.AspNetCore\.(?:Cookies|Session)=(?P<secret>[^;\s\"',]{16,4096})"),
        "session-cookie",
    ),
    (".aspxauth", re.compile(r"\.ASPXAUTH=(?P<secret>[^;\s\"',]{16,4096})"), "session-cookie"),
    # ``echo -n "<value>" | gh secret set NAME``
    (
        "gh secret set",
        re.compile(
            r"(?:echo|printf)[ \t]+(?:-n[ \t]+)?(?P<quote>[\"']?)"
            r"(?P<secret>[^\s\"'|$][^\s\"'|]{3,255})(?P=quote)"
            r"[ \t]*\|[ \t]*gh[ \t]+secret[ \t]+set\b"
        ),
        "cli-credentials",
    ),
    # an unseal key share given to ``vault operator unseal``
    (
        "operator unseal",
        re.compile(r"vault[ \t]+operator[ \t]+unseal[ \t]+(?P<secret>[A-Za-z0-9+/=]{20,128})"),
        "cli-credentials",
    ),
    # what ``argocd admin initial-password`` prints on the next line
    (
        "initial-password",
        re.compile(
            r"argocd[ \t]+admin[ \t]+initial-password\b[^\n]{0,100}\r?\n[ \t]*"
            r"(?P<secret>[^\s]{8,128})[ \t]*(?=\r?\n|\Z)"
        ),
        "printed-secret",
    ),
    # Oracle's wallet: ``mkstore -wrl <dir> -createCredential <alias> <user> <password>``
    (
        "createcredential",
        re.compile(
            r"-(?:create|modify)Credential[ \t]+\S{1,128}[ \t]+\S{1,128}[ \t]+"
            r"[\"']?(?P<secret>[^\s\"']{4,256})"
        ),
        "cli-credentials",
    ),
    # a PKCS#11 token's user or security officer PIN on ``pkcs11-tool``'s command line
    (
        "pkcs11-tool",
        re.compile(
            r"pkcs11-tool\b[^\n]{0,300}?[ \t]--(?:so-)?pin[ \t=]+[\"']?(?P<secret>[^\s\"']{4,128})"
        ),
        "cli-credentials",
    ),
    # the HMAC key of ``jwt.encode(payload, "<key>", algorithm="HS256")`` (PyJWT); the
    # payload is often a dict literal, whose commas are not the argument's end
    (
        "jwt.encode(",
        re.compile(
            r"jwt\.encode\([ \t]*(?:\{[^{}\n]{0,400}\}|[^,(){}\n]{1,80}),[ \t]*"
            r"(?:key[ \t]*=[ \t]*)?(?P<quote>[\"'])(?P<secret>[^\"'\n]{8,256})(?P=quote)"
        ),
        "code-credentials",
    ),
    # a session sent in a vendor's header (``X-Metabase-Session: <id>``)
    (
        "-session",
        re.compile(
            r"\bX-[A-Za-z0-9-]{1,40}-Session(?:-Token|-Id)?[\"']?[ \t]*:[ \t]*[\"']?"
            r"(?P<secret>[A-Za-z0-9._~+/=-]{16,512})",
            re.IGNORECASE,
        ),
        "authorization-header",
    ),
    # a secret printed at a Python prompt: ``>>> client.get_secret("db-password").value``
    # and its value on the next line (Azure Key Vault's SDK)
    (
        "get_secret(",
        re.compile(
            r"get_secret\([^()\n]{1,200}\)\.value[ \t]*\r?\n[ \t]*(?P<quote>['\"])"
            r"(?P<secret>[^'\"\n]{4,512})(?P=quote)"
        ),
        "printed-secret",
    ),
    # MAVProxy's ``signing setup <passphrase>`` (MAVLink 2 message signing)
    (
        "signing setup",
        re.compile(r"\bsigning[ \t]+setup[ \t]+(?P<secret>[^\s\"']{8,256})"),
        "cli-credentials",
    ),
    # an SAP HANA secure store entry: ``hdbuserstore SET <key> <host:port> <user> <password>``
    (
        "hdbuserstore",
        re.compile(
            r"hdbuserstore(?:[ \t]{1,8}-[A-Za-z]{1,4}){0,4}[ \t]+(?i:set)[ \t]+\S{1,64}[ \t]+"
            r"\S{1,256}[ \t]+\S{1,64}[ \t]+[\"']?(?P<secret>[^\s\"']{4,256})"
        ),
        "cli-credentials",
    ),
    # a SentinelOne agent's site token: ``sentinelctl management token set <token>``
    (
        "sentinelctl",
        re.compile(r"sentinelctl[ \t]+management[ \t]+token[ \t]+set[ \t]+(?P<secret>\S{16,4096})"),
        "cli-credentials",
    ),
    # the secret of ``jwt.sign(payload, "<secret>", …)`` (jsonwebtoken)
    (
        "jwt.sign(",
        re.compile(
            r"jwt\.sign\([^,()\n]{1,80},[ \t]*"
            r"(?P<quote>[\"'`])(?P<secret>[^\"'`\n]{8,256})(?P=quote)"
        ),
        "code-credentials",
    ),
    # Go's MySQL driver DSN: ``user:password@tcp(host:port)/db``
    (
        "@tcp(",
        re.compile(r"[A-Za-z0-9_.-]{1,64}:(?P<secret>[^\s\"'`@/]{4,256})@tcp\("),
        "connection-string",
    ),
    # Redis's ``AUTH [user] password`` typed at ``redis-cli``'s prompt (``host:6379> AUTH …``);
    # some hosted Redis take ``user:password`` as one argument.
    (
        "> auth ",
        re.compile(
            r"(?m):[0-9]{2,5}(?:\[[0-9]{1,2}\])?>[ \t]*AUTH[ \t]+(?:[A-Za-z0-9_.-]{1,64}[ \t]+)?"
            r"(?P<secret>[^\s\"']{6,256})"
        ),
        "cli-credentials",
    ),
    # pgbouncer's ``userlist.txt``: ``"user" "password"`` lines
    (
        "userlist",
        re.compile(r"(?m)^[ \t]*\"[^\"\n]{1,64}\"[ \t]+\"(?P<secret>[^\"\n]{6,256})\"[ \t]*$"),
        "config-credentials",
    ),
    # a clear key component entered at a key ceremony (payShield's ``FK``, a custodian's
    # share of a KEK or zone master key): ``Enter component #1: <hex>``; each word its own
    # gate and literal, so a megabyte of base64 is not searched letter by letter
    *(
        (
            word.lower(),
            re.compile(
                rf"[{word[0].upper()}{word[0]}]{word[1:]}[ \t]*#?[0-9]{{1,2}}\b[^\n:|]{{0,80}}:"
                r"[ \t]*(?P<secret>[0-9A-Fa-f]{32,64})(?![0-9A-Za-z])"
            ),
            "key-component",
        )
        for word in ("component", "composant", "komponente")
    ),
)
# An Azure DevOps personal access token of the classic shape: 52 characters of base32.
_ADO_PAT = re.compile(r"(?<![A-Za-z0-9])(?P<secret>[a-z2-7]{52})(?![A-Za-z0-9])")
_ADO_WORDS = (" pat", "pat ", "_pat=", "dev.azure.com", "azure devops", "visualstudio.com")
# Confluent's ``basic.auth.user.info=<key>:<secret>`` (Schema Registry clients).
_USER_INFO = re.compile(
    r"basic\.auth\.user\.info[\"']?[ \t]*[=:][ \t]*[\"']?[^:\s\"']{1,256}:"
    r"(?P<secret>[^\s\"']{8,512})"
)
# Consul: the gossip key given to ``consul keyring`` or its ``encrypt`` setting, and the
# ACL tokens in an agent's ``tokens { … }`` block.
_GOSSIP_KEY = re.compile(
    r"(?:consul[ \t]+keyring[ \t]+-(?:install|use|remove)[ \t=]+|"
    r"\bencrypt[\"']?[ \t]*[=:][ \t]*[\"'])(?P<secret>[A-Za-z0-9+/]{22,43}=?=?)"
)
_TOKENS_BLOCK = re.compile(r"\btokens[ \t]*\{(?P<body>[^{}]{1,2000})\}")
_TOKEN_ENTRY = re.compile(
    r"\w+[ \t]*=[ \t]*\"(?P<secret>[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})\""
)
# Network devices' configurations and tools, each gated by a literal of its own:
# - Junos ``$9$…`` (a reversible encoding, as good as the key) and Cisco type 7 (the same:
#   ``password 7 <hex>``, ``md5 7 <hex>``, IOS-XR's ``password encrypted <hex>``);
# - TACACS+ and RADIUS server keys: Cisco ``key 0 <pw>``, Huawei ``shared-key cipher
#   <pw>``, tac_plus's ``login = cleartext "<pw>"``;
# - SNMPv3 users: Cisco ``snmp-server user … auth sha <pw> priv aes 128 <pw>``, Huawei
#   ``usm-user … authentication-mode sha <pw> privacy-mode aes128 <pw>``, net-snmp
#   ``createUser name SHA "<pw>" AES "<pw>"``;
# - FreeRADIUS: a ``radcheck`` row's password, radclient's and radtest's shared secret;
# - a TSIG key given to ``nsupdate -y``, a private key given to ``wg pubkey``.
_WG_KEY = r"[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]="  # 32 bytes in base64
_NETWORK_PASSWORDS: tuple[tuple[str, re.Pattern[str], str], ...] = (
    # A SIP2 Login message (93, a library's self-checkout logging in to the ILS): the
    # login user id in CN, its password in CO
    (
        "|co",
        re.compile(
            r"(?<![0-9A-Za-z])93[0-9]{2}CN[^|\n]{1,64}\|CO(?P<secret>[^|\r\n]{1,64})(?=\||\r?\n|\Z)"
        ),
        "sip2-password",
    ),
    # (Cisco's type 9, ``$9$<salt>$<hash>``, is a one-way hash: the second ``$`` tells.)
    (
        "$9$",
        re.compile(r"(?P<secret>\$9\$[A-Za-z0-9./-]{8,512})(?![A-Za-z0-9./$-])"),
        "junos-secret",
    ),
    (
        " 7 ",
        re.compile(
            r"\b(?:password|secret|key|md5|authentication-key)[ \t]+7[ \t]+"
            r"(?P<secret>[01][0-9](?:[0-9A-F]{2}){3,120})\b"
        ),
        "cisco-type7",
    ),
    (
        "encrypted ",
        re.compile(r"\bpassword[ \t]+encrypted[ \t]+(?P<secret>[01][0-9](?:[0-9A-F]{2}){3,120})\b"),
        "cisco-type7",
    ),
    ("key 0 ", re.compile(r"\bkey[ \t]+0[ \t]+(?P<secret>[^\s\"']{6,256})"), "device-key"),
    (
        "shared-key ",
        re.compile(r"\bshared-key[ \t]+(?:cipher|simple)[ \t]+(?P<secret>[^\s\"']{6,256})"),
        "device-key",
    ),
    (
        "cleartext",
        re.compile(
            r"\b(?:login|pap|chap|enable)[ \t]*=[ \t]*cleartext[ \t]+\"(?P<secret>[^\"\n]{1,256})\""
        ),
        "device-key",
    ),
    (
        "snmp-server user",
        re.compile(
            r"snmp-server[ \t]+user[ \t]+\S+[ \t]+\S+[ \t]+"
            r"v3[^\n]*?[ \t]auth[ \t]+(?:md5|sha\S*)[ \t]+"
            r"(?:0[ \t]+)?(?P<secret>[^\s\"']{6,256})"
        ),
        "snmp-auth",
    ),
    (
        "snmp-server user",
        re.compile(
            r"snmp-server[ \t]+user[ \t]+\S+[ \t]+\S+[ \t]+v3[^\n]*?[ \t]priv[ \t]+(?:des|3des|aes)"
            r"(?:[ \t]+(?:128|192|256))?[ \t]+(?:0[ \t]+)?(?P<secret>[^\s\"']{6,256})"
        ),
        "snmp-priv",
    ),
    (
        "usm-user",
        re.compile(
            r"usm-user[^\n]*?[ \t]authentication-mode[ \t]+\S+[ \t]+(?:cipher[ \t]+|simple[ \t]+)?"
            r"(?P<secret>[^\s\"']{6,256})"
        ),
        "snmp-auth",
    ),
    (
        "usm-user",
        re.compile(
            r"usm-user[^\n]*?[ \t]privacy-mode[ \t]+\S+[ \t]+(?:cipher[ \t]+|simple[ \t]+)?"
            r"(?P<secret>[^\s\"']{6,256})"
        ),
        "snmp-priv",
    ),
    (
        "createuser",
        re.compile(r"\bcreateUser[ \t]+\S+[ \t]+(?:MD5|SHA\S*)[ \t]+\"?(?P<secret>[^\s\"]{6,256})"),
        "snmp-auth",
    ),
    (
        "createuser",
        re.compile(
            r"\bcreateUser[ \t]+\S+[ \t]+(?:MD5|SHA\S*)[ \t]+"
            r"\"?[^\s\"]{6,256}\"?[ \t]+(?:DES|AES\S*)[ \t]+"
            r"\"?(?P<secret>[^\s\"]{6,256})"
        ),
        "snmp-priv",
    ),
    (
        "-password'",
        re.compile(
            r"'(?:Cleartext|User)-Password'[ \t]*,[ \t]*'"
            r"[:=]{1,2}'[ \t]*,[ \t]*'(?P<secret>[^'\n]{1,256})'"
        ),
        "radius-password",
    ),
    (
        "radclient",
        re.compile(
            r"\bradclient\b[^\n]*?[ \t](?:auth|acct|status|coa|disconnect)[ \t]+"
            r"['\"]?(?P<secret>[^\s'\"]{6,256})"
        ),
        "radius-secret",
    ),
    (
        "radtest",
        re.compile(
            r"\bradtest[ \t]+\S+[ \t]+['\"]?[^\s'\"]+['\"]?[ \t]+\S+[ \t]+"
            r"\S+[ \t]+['\"]?(?P<secret>[^\s'\"]{6,256})"
        ),
        "radius-secret",
    ),
    (
        "radtest",
        re.compile(r"\bradtest[ \t]+\S+[ \t]+['\"]?(?P<secret>[^\s'\"]{6,256})"),
        "radius-password",
    ),
    (
        "nsupdate",
        re.compile(
            r"\bnsupdate\b[^\n]*?[ \t]-y[ \t]+['\"]?(?:hmac-[a-z0"
            r"-9]+:)?[^:\s]+:(?P<secret>[A-Za-z0-9+/]{16,}={0,2})"
        ),
        "tsig-key",
    ),
    (
        "wg pubkey",
        re.compile(r"\bwg[ \t]+pubkey[ \t]*<<<[ \t]*['\"]?(?P<secret>" + _WG_KEY + ")"),
        "wireguard-key",
    ),
    (
        "wg pubkey",
        re.compile(
            r"echo[ \t]+['\"]?(?P<secret>" + _WG_KEY + r")['\"]?[ \t]*\|[ \t]*wg[ \t]+pubkey"
        ),
        "wireguard-key",
    ),
)
# A SIM card's subscriber key (Ki or K) and operator key (OPc): 128 bits in hex, given to
# open5gs-dbctl, to pySim's -k and -o, or named by their labels. Looked for only in text
# about SIMs (an IMSI, an ICCID, the tools).
_SIM_WORDS = ("imsi ", "imsi:", "(imsi", "iccid", "open5gs", "pysim", " sim ")
_SIM_KEYS = (
    re.compile(r"open5gs-dbctl[ \t]+add[ \t]+\d{14,15}[ \t]+(?P<secret>[0-9A-Fa-f]{32})\b"),
    re.compile(
        r"open5gs-dbctl[ \t]+add[ \t]+\d{14,15}[ \t]+[0-9A-Fa-f]{32}[ \t]+"
        r"(?P<secret>[0-9A-Fa-f]{32})\b"
    ),
    re.compile(r"[ \t]-[ko][ \t]+(?P<secret>[0-9A-Fa-f]{32})\b"),
    re.compile(
        r"\b(?:Ki|KI|ki|K|k|OPc|OPC|opc|OP|op)\b['\"]?(?:[ \t]+[^\s:=]{1,40}){0,8}?"
        r"[ \t]*[:=]?[ \t]*['\"]?(?P<secret>[0-9A-Fa-f]{32})(?![0-9A-Fa-f])"
    ),
)
# SQL's ``CREATE USER … IDENTIFIED BY '<pw>'`` (and ALTER, GRANT; Oracle quotes it with
# ``"``), Oracle's ``CONNECT user/"<pw>"@db``, ``rabbitmqctl add_user name '<pw>'``, PHP's
# ``define( 'DB_PASSWORD', '<pw>' )``, a ``<Pass>`` or ``<Password>`` element (FileZilla's,
# plain or base64; a SOAP header's).
_SQL_AND_CONFIG_PASSWORDS: tuple[tuple[str, re.Pattern[str], str], ...] = (
    (
        "identified by",
        re.compile(
            r"(?i:identified[ \t]+by)[ \t]+(?P<quote>['\"])(?P<secret>[^'\"\n]{1,256})(?P=quote)"
        ),
        "sql-password",
    ),
    (
        "connect ",
        re.compile(
            r"\b(?i:connect)[ \t]+[\w$#]{1,64}/(?P<quote>\"?)(?P<secret>[^\"@\s]{1,256})(?P=quote)@"
        ),
        "sql-password",
    ),
    (
        "rabbitmqctl",
        re.compile(
            r"rabbitmqctl[ \t]+(?:add_user|change_password)[ \t]+\S+[ \t]+"
            r"(?P<quote>['\"]?)(?P<secret>[^'\"\s]{1,256})(?P=quote)"
        ),
        "cli-credentials",
    ),
    (
        "define(",
        re.compile(
            r"define\([ \t]*['\"][A-Z_]*(?:PASSWORD|PASSWD|PASS|SECRET)['\"][ \t]*,[ \t]*"
            r"['\"](?P<secret>[^'\"\n]{1,256})['\"]"
        ),
        "keyword-assignment",
    ),
    (
        # A Solana keypair file (``solana-keygen``'s JSON: 64 bytes as numbers).
        "keypair",
        re.compile(r"\[[ \t]*(?P<secret>(?:[0-9]{1,3}[ \t]*,[ \t]*){63}[0-9]{1,3})[ \t]*\]"),
        "solana-keypair",
    ),
    (
        # CometBFT's ``priv_validator_key.json`` and ``node_key.json``
        "privkeyed25519",
        re.compile(
            r"PrivKeyEd25519\"[ \t]*,[ \t\r\n]*\"value\"[ \t]*:[ \t]*"
            r"\"(?P<secret>[A-Za-z0-9+/]{86}==)\""
        ),
        "cometbft-key",
    ),
    (
        # A secret written into a file named for it: ``echo -n "…" > wallet-password.txt``
        "echo",
        re.compile(
            r"\becho[ \t]+(?:-[neE]{1,2}[ \t]+)?"
            r"(?P<quote>[\"']?)(?P<secret>[^\s\"'|>]{8,256})(?P=quote)"
            r"[ \t]*>{1,2}[ \t]*\S{0,200}?(?:password|passwd|secret|token|passphrase)"
        ),
        "cli-credentials",
    ),
    (
        "password(",
        # a setter's last string argument: ``setPassword("…")``, libIEC61850's
        # ``AcseAuthenticationParameter_setPassword(auth, "…")``, ``set_password(user, "…")``
        re.compile(
            r"(?i:set_?password)\([ \t]*(?:[^()\"'\n,]{1,64},[ \t]*)?"
            r"[\"'](?P<secret>[^\"'\n]{1,256})[\"']"
        ),
        "code-credentials",
    ),
    (
        "pass",
        # also a SOAP header's: ``<wsse:Password>``, ``<tns:password>``
        re.compile(
            r"<(?:[\w-]{1,20}:)?[Pp]ass(?:word)?(?:[ \t]+[^<>\n]{0,80})?>(?P<secret>[^<\n]{1,512})"
            r"</(?:[\w-]{1,20}:)?[Pp]ass"
        ),
        "config-password",
    ),
    (
        # A JSON Web Key's private members (RFC 7518 §6.2.2, §6.3.2, §6.4): an RSA or EC
        # key's "d", "p", "q", "dp", "dq", "qi" and a symmetric key's "k". Its public
        # members ("n", "e", "x", "y") are kept (identifiers.py).
        '"kty"',
        re.compile(r"\"(?:d|p|q|dp|dq|qi|k)\"[ \t]*:[ \t]*\"(?P<secret>[A-Za-z0-9_-]{16,})\""),
        "jwk-private",
    ),
)
# Every (gate, pattern, kind) rule above by its gate, so a gate shared by several rules
# is looked for once; in the order written, which decides between two equal spans.
_GATED: dict[str, list[tuple[re.Pattern[str], str]]] = {}
for _gate, _pattern, _kind in (*_TOOL_PASSWORDS, *_SQL_AND_CONFIG_PASSWORDS, *_NETWORK_PASSWORDS):
    _GATED.setdefault(_gate, []).append((_pattern, _kind))
_SECRET_FILE_OUTPUT = re.compile(
    r"(?:\bcat|\bterraform[ \t]+output[ \t]+-raw)[ \t]+"
    r"(?:\S{0,200}?(?i:password|passwd|secret|token|jwt|passphrase|api[_-]?key|\.erlang\.cookie))"
    r"\S{0,80}[ \t]*\r?\n"
    r"[ \t]*(?P<secret>[^\s\"'`]{8,512})[ \t]*(?=\r?\n|\Z)"
)
# Literals one of which each rule below needs (the text is folded to lower case).
_RECOVERY_WORDS = ("bitlocker", "recovery", "wiederherstell", "herstel")
# Values taken only when they look generated (see `_generated`), for a shape that also
# holds ordinary words: a TOTP seed, a BitLocker recovery password (eight groups of six digits),
# Oxidized's ``router.db`` (``host:model:user:password[:enable]``), ``lftp -u user,…``, and
# a Keycloak component's ``"bindCredential": ["…"]`` (its config values are lists).
_GENERATED_PASSWORDS: tuple[tuple[tuple[str, ...], re.Pattern[str], str], ...] = (
    (
        # an authenticator's seed in base32 on a line about TOTP or 2FA
        ("totp", "otp", "2fa", "mfa"),
        re.compile(
            r"\b(?i:totp|otp|2fa|mfa)\b[^\n]{0,120}?(?<![A-Za-z0-9])"
            r"(?P<secret>[A-Z2-7]{16,64})(?![A-Za-z0-9])"
        ),
        "totp-seed",
    ),
    (
        _RECOVERY_WORDS,
        re.compile(r"(?<![\d-])(?P<secret>\d{6}(?:-\d{6}){7})(?![\d-])"),
        "recovery-password",
    ),
    (
        ("oxidized",),
        re.compile(r"(?<![\w.:-])[\w.-]+\.[a-z]{2,}:[a-z0-9]+:[\w.-]+:(?P<secret>[^:\s]{6,256})"),
        "device-password",
    ),
    (
        ("oxidized",),
        re.compile(
            r"(?<![\w.:-])[\w.-]+\.[a-z]{2,}:[a-z0-9]+:[\w.-]+:[^:\s]{6,256}:(?P<secret>[^:\s]{6,256})"
        ),
        "device-password",
    ),
    (
        ("lftp ",),
        re.compile(
            r"\blftp\b[^\n]{0,100}?[ \t]-u[ \t]+[^\s,]{1,64},[\"']?(?P<secret>[^\s\"']{1,256})"
        ),
        "cli-credentials",
    ),
    (
        ('": [',),
        re.compile(
            r"\"[A-Za-z]*(?i:credential|password|secret)\"[ \t]*:[ \t]*\[[ \t]*"
            r"\"(?P<secret>[^\"\n]{1,256})\"[ \t]*\]"
        ),
        "keyword-assignment",
    ),
)
# ``-u user -p …`` (Mirth's mccommand, mongo, influx): a password, except for the tools
# whose spaced ``-p`` takes something else (mysql's database after a prompt, a port).
_USER_THEN_PASSWORD = re.compile(
    r"-u[ \t]+[\w.@\\-]{1,64}[ \t]+-p[ \t]+[\"']?(?P<secret>[^\s\"']{1,256})"
)
_P_IS_NO_PASSWORD = re.compile(
    r"\b(?:mysql|mariadb|mysqldump|mysqladmin|psql|pg_dump|pg_restore|ssh|scp|sftp|docker|"
    r"podman|nc|nmap|curl)\b"
)
_LETTER = re.compile(r"[A-Za-z]")
# An account and its password, "root / …": found from the slash (a cheap scan), then the
# account's name is checked just before it.
_SLASH_PAIR = re.compile(r" /[ \t]+[\"'`]?(?P<secret>[^\s\"'`]{8,128})")
_ACCOUNT_BEFORE = re.compile(
    r"(?<![\w-])(?:root|admin|administrator|nsroot|sa|sysadmin|superuser)[ \t]*\Z"
)
_SNMP_COMMANDS = (
    "snmpwalk",
    "snmpbulkwalk",
    "snmpget",
    "snmpgetnext",
    "snmpbulkget",
    "snmpset",
    "snmptable",
    "snmptrap",
    "snmpinform",
)
_SNMP_COMMAND = re.compile(r"\b(?:" + "|".join(_SNMP_COMMANDS) + r")\b")
_SNMP_FLAG = re.compile(r"[ \t]-(?:c|A|X)[ \t]+[\"']?(?P<secret>[^\s\"']{1,256})")
# A value piped into a platform's secret store: ``echo '<value>' | npx wrangler secret put
# NAME``, ``gh secret set``, ``docker secret create NAME -``.
_PIPED_SECRET = re.compile(
    r"\becho[ \t]+(?:-[ne]{1,2}[ \t]+)?(?P<quote>[\"']?)(?P<secret>[^\s\"'|]{8,512})(?P=quote)"
    r"[ \t]*\|[ \t]*(?:npx[ \t]+|sudo[ \t]+)?"
    r"(?:wrangler|gh|vercel|netlify|flyctl|fly|firebase|supabase|heroku|doppler|railway|docker)"
    r"\b[^\n|]{0,80}?\bsecrets?\b[ \t]+(?:put|set|add|create|import)\b",
    re.IGNORECASE,
)
# GitHub Actions' ``::add-mask::<value>`` hides the value in the log: a secret by its use.
_ADD_MASK = re.compile(r"::add-mask::(?P<secret>[^\s\"'`]{6,512})")
# A variable created through GitLab's API, its name and value as form fields:
# ``--form "key=TWILIO_AUTH_TOKEN" --form "value=<value>"``.
_FORM_KEY_VALUE = re.compile(
    r"(?:--form|-F|-f)[ \t]+[\"']?key=(?P<name>[A-Za-z][A-Za-z0-9_]{1,80})[\"']?[ \t]+"
    r"(?:--form|-F|-f)[ \t]+[\"']?value=(?P<secret>[^\s\"']{4,512})"
)
_CLI_VARIABLE_SET = re.compile(
    r"\b(?:glab|gh)[ \t]+(?P<what>variable|secret)[ \t]+set[ \t]+"
    r"(?P<name>[A-Za-z][A-Za-z0-9_]{1,80})"
    # flags may come first (``--masked --protected --value …``, ``--scope production``)
    r"(?:[ \t]+--(?:masked|protected|raw|hidden)\b"
    r"|[ \t]+--(?:scope|type|env|environment|repo|group|org|app|description|visibility)"
    r"(?:[ \t]+|=)[^\s\"'-][^\s\"']*){0,6}"
    # glab also takes the value as the second argument (``glab variable set NAME VALUE``)
    r"[ \t]+(?:(?:--value|--body|-v|-b)(?:[ \t]+|=))?[\"']?(?P<secret>(?!-)[^\s\"']{4,512})",
    re.IGNORECASE,
)
# The resources that store a secret's value in a secret manager, and the attribute they
# store it in.
_TERRAFORM_SECRET_RESOURCE = re.compile(
    r"resource[ \t]+\"(?:azurerm_key_vault_secret|aws_secretsmanager_secret_version|"
    r"google_secret_manager_secret_version|vault_generic_secret|vault_kv_secret(?:_v2)?|"
    r"aws_ssm_parameter)\"[ \t]+\"[^\"\n]{1,128}\"[ \t]*\{"
)
_TERRAFORM_SECRET_VALUE = re.compile(
    r"^[ \t]*(?:value|secret_string|secret_data)[ \t]*=[ \t]*\"(?P<secret>[^\"\n]{8,512})\"",
    re.MULTILINE,
)
_TERRAFORM_BODY = 2000
# Redis ``ACL SETUSER name on >password``: ``>`` adds a password to the user.
_ACL_PASSWORD = re.compile(r"ACL[ \t]+SETUSER[ \t]+\S+[^\n]*?[ \t]>(?P<secret>[^\s]{1,512})", re.I)
# A password named in prose by a word the keyword reader cannot take, because its name is
# not ASCII: "Hasło do konta X: …", "Lösenordet till X är …", "Mật khẩu … là …". Up to
# eight words may stand between the word and its link (a colon or the language's "is").
_NON_ASCII_PASSWORD_WORDS = (
    "ቃል",
    "is é ",
    "is í ",
    "סיסמ",
    "κωδικό",
    "salasana",
    "hasło",
    "hasłem",
    "şifre",
    "parolası",
    "lösenord",
    "mật khẩu",
    "κωδικός",
    "συνθηματικό",
    "parola olarak",
    "šifr",
    "Šifr",
    "كلمة",
    "ykilorð",
    "oyniorð",
    "ðgangsorð",
)
_NON_ASCII_PASSWORD = re.compile(
    # Serbian and Croatian "šifra" (also "the password", "of the password"); Hebrew
    # "sisma" ("הסיסמה", "סיסמת"); Greek "κωδικό" (its object case); Finnish "salasana"
    r"(?i:hasło|şifre(?:si)?|parolası|lösenord(?:et)?|mật khẩu|κωδικός|κωδικό|šifr[aeu]|"
    # Greek "συνθηματικό" (a password, "Το συνθηματικό του keystore … είναι …"); Arabic
    # "كلمة السر" / "كلمة سر" / "كلمة المرور"; Icelandic "lykilorð" and "aðgangsorð",
    # Faroese "loyniorð" (with their articles: "lykilorðið")
    r"συνθηματικό|סיסמ[הת]|salasana|كلمة[ \t]+(?:ال)?سر|كلمة[ \t]+المرور|"
    r"lykilorð(?:ið)?|loyniorð(?:ið)?|aðgangsorð(?:ið)?)"
    # the words between may hold an aside in parentheses (a URL with its port)
    r"(?:[ \t]+(?:\([^()\n]{1,80}\)|[^\s:：]{1,48})){0,8}?"
    # (Vietnamese "đặt lại mật khẩu … thành …": "reset the password … to …")
    # (Arabic "صارت"/"صار" ("became"), "كان"/"كانت" ("was"), "هي"/"هو" ("is"); Icelandic "er
    # nú" ("is now") and "var sett á" ("was set to"))
    r"(?:[ \t]*[:：][ \t]*|[ \t]+(?:to|jest|är|er[ \t]+nú|var[ \t]+sett[ \t]+á|er|είναι|ήταν|"
    r"صارت|صار|كانت|كان|هي|هو|là|thành|=|היא|הוא|on|"
    r"återställdes[ \t]+till|ändrades[ \t]+till|"
    # Polish "zmienione na" ("changed to"), "ustawione na" ("set to")
    r"(?:zmienion|ustawion)[eoya][ \t]+na|(?:zmieniono|ustawiono)[ \t]+na)[ \t]+)"
    r"[`'\"]?(?P<secret>[^\s`'\"]{8,128})"
)
# Turkish puts the value right after "şifre(si)" ("its password"): "kullanıcısı araucaria.ws,
# şifresi w!qd…", "şifresi geçici olarak <pw> yapıldı" ("its password was temporarily set
# to <pw>").
# Polish puts it there too: "sieć X, hasło <pw>" ("network X, password <pw>"), "z hasłem
# <pw>" ("with the password <pw>").
_VALUE_AFTER_PASSWORD_WORD = re.compile(
    # Amharic "የይለፍ ቃል" ("password") and "ሚስጥር ቃል" ("secret word") also lead; Turkish
    # "şifremi"/"şifreniz" (my/your password) and "parola olarak" ("as the password")
    # Polish "z hasłem <pw>" ("with the password <pw>")
    r"(?i:şifre(?:si|mi|niz)?|parolası|parola[ \t]+olarak|hasło|hasłem|የይለፍ[ \t]+ቃል|ሚስጥር[ \t]+ቃል)"
    r"[ \t]+(?:(?:geçici|yeni|eski)[ \t]+(?:olarak[ \t]+)?)?"
    r"[`'\"]?(?P<secret>[^\s`'\"]{8,128})"
)
# Irish names the value before the noun: "Is é <value> an pasfhocal" ("<value> is the
# password"), "Is é <value> an auth token Twilio".
_IRISH_PASSWORD = re.compile(
    r"\b[Ii]s [éí][ \t]+[`'\"]?(?P<secret>[^\s`'\"]{8,128})[`'\"]?[ \t]+an[ \t]+"
    r"(?:[^\s]{1,24}[ \t]+){0,2}?(?i:pasfhocal|focal faire|eochair|token|rún)\b"
)
# wp-config.php's keys and salts, in ``define( 'AUTH_KEY', '…' )`` or named in a note
# (``AUTH_SALT '…'``): 64 printable characters from WordPress's generator, which never
# makes a quote or a backslash (and may start with ``{``).
_WORDPRESS_SALT = re.compile(
    r"(?:define\([ \t]*['\"])?\b(?:AUTH|SECURE_AUTH|LOGGED_IN|NONCE)_(?:KEY|SALT)"
    r"(?:['\"][ \t]*,|[ \t]*[:=]?)[ \t]*'(?P<secret>[^'\\\n]{32,256})'"
)
# WordPress application passwords: six groups of four letters and digits, as the admin
# screen shows them (the REST API also takes them without the blanks).
_WP_APP_PASSWORD = re.compile(
    r"(?<![A-Za-z0-9 ])(?P<secret>[A-Za-z0-9]{4}(?: [A-Za-z0-9]{4}){5})(?![A-Za-z0-9])"
)
_WORDPRESS_WORDS = ("wordpress", "wp-json", "application password", "xmlrpc.php")
# Hardhat's and Truffle's network ``accounts: ["0x…"]``: each entry is an account's
# private key (an address is 20 bytes, these are 32).
_ACCOUNTS_LIST = re.compile(r"accounts[\"']?[ \t]*:[ \t]*\[(?P<entries>[^\]]{66,4096})\]")
_ACCOUNT_KEY = re.compile(r"[\"'`](?P<secret>(?:0x)?[0-9a-fA-F]{64})[\"'`]")
_HEX_DIGITS = frozenset("0123456789abcdefABCDEF")
_HEX_GROUPS = re.compile(r"[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{0,4}){3,7}")
_LONGEST_HEX_PAIRS = 1024  # a .pgpass line's host, port, database and user, all bytes
# Literals one of which each printing command holds (all with a blank or a dash, which a
# base64 blob never has, so a long blob skips the scan).
_PRINTER_WORDS = (
    "get secret",
    "kv get",
    "get-secret-value",
    "op read",
    "wg genkey",
    "ot-ctl",
    "xxd",
    "openssl rand",
    "pwgen",
    "keyvault secret show",
    "versions access",
)
_KEYSTORE_WORDS = ("storepass", "keypass", "ks-pass", "key-pass")
_SQLCMD_WORDS = ("sqlcmd", "bcp ", "osql", "mosquitto_")
# .NET's appSettings (``<add key="DbPassword" value="…" />``), a MID Server's or a Java
# tool's ``<parameter name="mid.instance.password" value="…"/>``: the name names the value.
_APP_SETTING = re.compile(
    r"<(?:add[ \t]+key|parameter[ \t]+name|param[ \t]+name|property[ \t]+name)="
    r"\"(?P<name>[^\"\n]{1,80})\"[ \t]+value=\"(?P<secret>[^\"\n]{1,512})\""
)
# ``wandb login <key>``: Weights & Biases API keys are 40 hex digits.
_WANDB_LOGIN = re.compile(r"wandb[ \t]+login[ \t]+(?:--relogin[ \t]+)?(?P<secret>[0-9a-f]{40})\b")
_SSHPASS = re.compile(r"sshpass[ \t]+-p[ \t]*[\"']?(?P<secret>[^\s\"']{1,512})")
_NETRC = re.compile(r"machine\s+\S{1,256}\s+login\s+\S{1,256}\s+password\s+(?P<secret>\S{1,512})")
_AZURE_KEY = re.compile(
    r"(?:AccountKey|SharedAccessKey|SharedAccessSignature|SharedSecretValue)="
    r"(?P<secret>[^;\s\"'<>]{1,4096})"
)
_SAS_SIGNATURE = re.compile(r"[?&]sig=(?P<secret>[A-Za-z0-9%+/=]{16,4096})")
# A SAS signature alone in prose, ending as its base64 does: ``(sig=…%3D)``
# (the lookbehind comes after the first letter, so the scan still looks for the literal)
_LONE_SAS_SIGNATURE = re.compile(r"s(?<![\w%?&]s)ig=(?P<secret>[A-Za-z0-9%+/]{40,80}(?:%3D|=))")


# Rules found by their surroundings, each tried only when one of its literals is in the text
# (in this order, which decides between two equal spans).
_BY_SURROUNDINGS: tuple[tuple[tuple[str, ...], re.Pattern[str], str], ...] = (
    (("Client(", "Client.Init("), _TWILIO_CLIENT, "twilio-key"),
    ((".authenticate(", ".login("), _ODOO_AUTHENTICATE, "code-credentials"),
    ((".execute_kw(",), _ODOO_EXECUTE, "code-credentials"),
    (("initClient(",), _MESSAGEBIRD_CLIENT, "code-credentials"),
    (("TuyaOpenAPI", "tinytuya"), _THIRD_ARGUMENT, "code-credentials"),
    (("Options(",), _TRANSBANK_OPTIONS, "code-credentials"),
    (("SecureString",), _SECURE_STRING, "cloud-credentials"),
    (("ble-thread",), _THREAD_DATASET, "thread-dataset"),
    (("Key]",), _BLUEZ_KEY, "bluetooth-key"),
    (("ossutil", "obsutil"), _OBJECT_STORE_CLI_SECRET, "cli-credentials"),
    (("P24_", "rzelewy24"), _P24_CRC_KEY, "przelewy24-key"),
    (("_SK=", "_SK ="), _SK_ASSIGNMENT, "cloud-credentials"),
    (("AWS Secret Access Key [",), _AWS_CONFIGURE_PROMPT, "aws-secret-key"),
    ((":fx",), _DEEPL_KEY, "deepl-key"),
    (("AppSid", "APP_SID"), _UNIFONIC_APP_SID, "unifonic-key"),
    (("aryKey", "aryMasterKey", "aryReadonly"), _AZURE_KEY_LISTING, "azure-key"),
    (("keyName",), _KEY_LISTING_VALUE, "azure-key"),
    (("KakaoAK",), _KAKAO_ADMIN_KEY, "kakao-key"),
    (("jsonpath", "openssl rand"), _PRINTED_INLINE, "printed-secret"),
    ((".fill(", ".type("), _FORM_PASSWORD, "code-credentials"),
    (("priv:",), _EC_PRIVATE_ROWS, "ec-private-key"),
    (("seed",), _SEED_FLAG, "cli-credentials"),
)


def find_structured_secrets(text: str, folded: str) -> Iterator[Span]:
    """Yield spans for secrets recognised by their surroundings.

    ``folded`` is ``text`` with ASCII letters lowercased, for case-insensitive scans.
    """
    yield from _pem_blocks(text)
    yield from _url_passwords(text)
    yield from _authorization_values(text, folded)
    yield from _bearer_values(text, folded)
    # ``-u 1000:1000`` is a uid:gid pair (docker), not user:password (curl).
    yield from _curl_passwords(text)
    yield from _table_secrets(text, folded)
    # Each pattern below runs only if a literal it needs is in the text: a substring test
    # is far cheaper than a regex scan, and most texts hold none of them.
    yield from _tool_secrets(text, folded)
    if not text.isascii():
        yield from _non_latin_passwords(text)
        if "مفتاح" in text:
            yield from _arabic_keys(text)
    if "\n" in text and any(word in folded for word in _PRINTER_WORDS):
        yield from _printed_secrets(text)
    if "sess" in folded or "sid=" in folded:
        yield from _session_cookies(text, folded)
    yield from _by_surroundings(text)
    if "_auth" in folded:
        yield from _auth_pairs(text)
    if "sasl_passwd" in text:
        yield from _secret_groups(text, _SASL_PASSWD_LINE, "config-credentials", word_start=False)
    if "sshpass" in text:
        yield from _secret_groups(text, _SSHPASS, "cli-credentials")
    if "openssl" in text or "gpg" in text:
        yield from _secret_groups(text, _CIPHER_KEY, "cli-credentials")
    if "login" in text or "redis-cli" in text or "cqlsh" in text:
        yield from _secret_groups(text, _LOGIN_PASSWORD, "cli-credentials", word_start=False)
    if "-" in text:
        yield from _secret_groups(
            text, _AUTH_FLAG, "cli-credentials", word_start=False, numeric_ok=False
        )
    # The specific kinds first: of two equal spans the merge keeps the one found first.
    if "machine" in text:
        yield from _secret_groups(text, _NETRC, "netrc-password")
    if ":" in text:
        yield from _pgpass_passwords(text)
    if "=" in text:
        yield from _secret_groups(text, _AZURE_KEY, "azure-connection-string")
        yield from _secret_groups(text, _SAS_SIGNATURE, "azure-sas-signature", word_start=False)
        if "sig=" in text:
            yield from _secret_groups(text, _LONE_SAS_SIGNATURE, "azure-sas-signature")
        yield from _query_secrets(text)
    yield from _code_and_manifest_secrets(text, folded)
    yield from _config_secrets(text, folded)
    yield from find_encoded_secrets(text)


def _tool_secrets(text: str, folded: str) -> Iterator[Span]:
    """Secrets given to database clients, loaders and CLIs, each gated by a literal."""
    if "mysql" in folded:
        yield from _secret_groups(text, _MYSQL_PASSWORD, "cli-credentials")
    if any(word in folded for word in _SQLCMD_WORDS):
        yield from _secret_groups(text, _SQLCMD_PASSWORD, "cli-credentials")
    if "jdbc:oracle" in text:
        yield from _secret_groups(text, _ORACLE_THIN, "connection-string", word_start=False)
    if "<add" in text or "<param" in text or "<property" in text:
        yield from _app_settings(text)
    if "wandb" in text:
        yield from _secret_groups(text, _WANDB_LOGIN, "wandb-key")
    if "oathtool" in text:
        yield from _secret_groups(text, _OATHTOOL_SEED, "totp-seed")
    if "echo" in folded and "secret" in folded:
        yield from _secret_groups(text, _PIPED_SECRET, "cli-credentials", word_start=False)
    if "::add-mask::" in text:
        yield from _secret_groups(text, _ADD_MASK, "ci-masked-value", word_start=False)
    if "value=" in text and "key=" in text:
        yield from _named_form_values(text)
    if "variable set" in folded or "secret set" in folded:
        yield from _cli_variables(text)
    if any(word in folded for word in _KEYSTORE_WORDS):
        yield from _secret_groups(text, _KEYSTORE_PASS, "cli-credentials", word_start=False)


def _terraform_secret_values(text: str) -> Iterator[Span]:
    """The literal a Terraform resource stores as a secret's value (``resource
    "azurerm_key_vault_secret" … { value = "…" }``); ``var.…`` and ``${…}`` point elsewhere."""
    for resource in _TERRAFORM_SECRET_RESOURCE.finditer(text):
        body_start = resource.end()
        body_end = text.find("}", body_start, body_start + _TERRAFORM_BODY)
        for match in _TERRAFORM_SECRET_VALUE.finditer(
            text, body_start, body_end if body_end != -1 else body_start + _TERRAFORM_BODY
        ):
            if not _is_stand_in(match.group("secret")):
                yield Span(*match.span("secret"), "terraform-secret", RANK_STRUCTURE)


def _cli_variables(text: str) -> Iterator[Span]:
    """``glab variable set SAP_RFC_PASSWORD --value "<value>"``, ``gh secret set NAME --body
    <value>``: a secret's value always, a variable's when its name is a secret's."""
    for match in _CLI_VARIABLE_SET.finditer(text):
        is_secret = match.group("what").lower() == "secret"
        if not is_secret and classify_name(match.group("name"), str) is None:
            continue
        if not _is_stand_in(match.group("secret")):
            yield Span(match.start("secret"), match.end("secret"), "ci-variable", RANK_STRUCTURE)


def _named_form_values(text: str) -> Iterator[Span]:
    """``--form "key=<NAME>" --form "value=<value>"``: the value when the name is a secret's."""
    for match in _FORM_KEY_VALUE.finditer(text):
        if classify_name(match.group("name"), str) is None:
            continue
        value = match.group("secret")
        if not _is_stand_in(value):
            yield Span(match.start("secret"), match.end("secret"), "ci-variable", RANK_STRUCTURE)


def _code_and_manifest_secrets(text: str, folded: str) -> Iterator[Span]:
    """Secrets passed to calls, values in a manifest's environment list, and JSON pairs
    escaped inside a JSON string."""
    if "value:" in folded and "name:" in folded:
        yield from _named_pairs(text, _ENV_ENTRY, "env-entry")
    if '\\"' in text:
        yield from _named_pairs(text, _ESCAPED_PAIR, "escaped-json")
    if 'alue"' in text or 'alue\\"' in text:
        yield from _named_pairs(text, _NAMED_VALUE, "config-credentials", strict_keys=True)
        yield from _named_pairs(text, _VALUE_OBJECT, "config-credentials")
    if "value" in folded and "=" in text and "\n" in text:
        yield from _named_pairs(text, _HCL_NAMED_VALUE, "config-credentials", strict_keys=True)
    if "(" in text:
        yield from _call_credentials(text)
        if "hmac" in folded:
            yield from _hmac_keys(text)
        if "PaytmChecksum" in text:
            yield from _secret_groups(text, _PAYTM_SIGNATURE, "code-credentials", word_start=False)
        if any(word in folded for word in _DIGEST_WORDS):
            yield from _salted_digests(text, folded)
    if "--from-literal" in text:
        yield from _secret_literals(text)
    if "_keys" in text:
        yield from _vault_key_shares(text)


def _table_secrets(text: str, folded: str) -> Iterator[Span]:
    """A Markdown table's or a CSV block's column headed by a secret's name; a value of an
    SQL ``INSERT`` under such a column."""
    if "|" in text and ("--" in text or ":-" in text or "|-|" in text):
        yield from find_table_secrets(text, _cell_secret)
    if "\n" in text and ("key" in folded or "pass" in folded or "secret" in folded):
        yield from find_csv_secrets(text, _cell_secret)
    if "insert" in folded and "values" in folded:
        yield from find_sql_insert_secrets(text, _cell_secret)


def _cell_secret(value: str) -> bool:
    return _generated(value) or is_app_password(value)


def _config_secrets(text: str, folded: str) -> Iterator[Span]:
    """Secrets in one product's configuration or command, each gated like those above."""
    for gate, rules in _GATED.items():
        if gate in folded:
            for pattern, kind in rules:
                yield from _secret_groups(text, pattern, kind, word_start=False)
    if any(word in folded for word in _SIM_WORDS):
        for pattern in _SIM_KEYS:
            yield from _secret_groups(text, pattern, "sim-key", word_start=False)
    for gates, pattern, kind in _GENERATED_PASSWORDS:
        if any(gate in folded for gate in gates):
            for span in _secret_groups(text, pattern, kind, word_start=False):
                if _generated(text[span.start : span.end]):
                    yield span
    if "snmp" in folded and any(command in folded for command in _SNMP_COMMANDS):
        yield from _snmp_secrets(text)
    if " / " in text:
        yield from _account_passwords(text)
    if " -u " in text and " -p" in text:
        yield from _user_flag_passwords(text)
    if "cat " in text or "terraform output" in folded:
        yield from _secret_file_output(text)
    if any(word in folded for word in _ADO_WORDS):
        yield from _secret_groups(text, _ADO_PAT, "azure-devops-pat", word_start=False)
    if any(word in folded for word in _NON_ASCII_PASSWORD_WORDS) or "Κωδικός" in text:
        yield from _non_ascii_passwords(text)
    if "_KEY" in text or "_SALT" in text:
        yield from _wordpress_salts(text)
    if "resource" in text and "_secret" in text:
        yield from _terraform_secret_values(text)
    if any(word in folded for word in _WORDPRESS_WORDS):
        yield from _wordpress_app_passwords(text)
    if ",data," in folded:
        yield from _secret_groups(text, _NVS_ROW, "nvs-secret", word_start=False)
    if "user.info" in text:
        yield from _secret_groups(text, _USER_INFO, "confluent-secret", word_start=False)
    if "keyring" in text or "encrypt" in text:
        yield from _secret_groups(text, _GOSSIP_KEY, "gossip-key", word_start=False)
    if "tokens" in text:
        for block in _TOKENS_BLOCK.finditer(text):
            for entry in _TOKEN_ENTRY.finditer(text, *block.span("body")):
                yield Span(*entry.span("secret"), "consul-token", RANK_STRUCTURE)
    if "setuser" in folded:
        yield from _secret_groups(text, _ACL_PASSWORD, "redis-password", word_start=False)
    if "accounts" in text:
        yield from _account_keys(text)


def _wordpress_salts(text: str) -> Iterator[Span]:
    # A salt is any printable run, so it may start with "[" or "<" like a placeholder.
    for match in _WORDPRESS_SALT.finditer(text):
        salt = match.group("secret")
        if not (is_redacted(salt) or salt.replace(" ", "").isalpha()):  # also the sample
            yield Span(match.start("secret"), match.end("secret"), "wordpress-salt", RANK_STRUCTURE)


def _non_ascii_passwords(text: str) -> Iterator[Span]:
    for match in chain(
        _NON_ASCII_PASSWORD.finditer(text),
        _VALUE_AFTER_PASSWORD_WORD.finditer(text),
        _IRISH_PASSWORD.finditer(text),
    ):
        value = match.group("secret").rstrip(".,;:)]}،؛")  # also Arabic comma and semicolon
        if _generated(value):
            start = match.start("secret")
            yield Span(start, start + len(value), "prose-password", RANK_STRUCTURE)


def _wordpress_app_passwords(text: str) -> Iterator[Span]:
    for match in _WP_APP_PASSWORD.finditer(text):
        value = match.group("secret")
        if mixes_letters_and_digits(value.replace(" ", "")):
            yield Span(
                match.start("secret"), match.end("secret"), "wordpress-password", RANK_STRUCTURE
            )


def _account_keys(text: str) -> Iterator[Span]:
    for listed in _ACCOUNTS_LIST.finditer(text):
        start, end = listed.span("entries")
        for key in _ACCOUNT_KEY.finditer(text, start, end):
            yield Span(key.start("secret"), key.end("secret"), "wallet-private-key", RANK_STRUCTURE)


def _hex_pairs_around(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` ends a run of colon-separated hex bytes (four or more)."""
    first = start
    while first > 0 and start - first < _LONGEST_HEX_PAIRS and text[first - 1] in _HEX_PAIR_CHARS:
        first -= 1
    while end > start and text[end - 1] not in _HEX_PAIR_CHARS:
        end -= 1  # the quote, bracket or comma after the last byte
    return _HEX_PAIRS.fullmatch(text, first, end) is not None


def _snmp_secrets(text: str) -> Iterator[Span]:
    """A community (``-c``) or an SNMPv3 auth or privacy passphrase (``-A``, ``-X``) given
    to a net-snmp command; ``public`` and other plain words are defaults, not secrets."""
    for command in _SNMP_COMMAND.finditer(text):
        for flag in _SNMP_FLAG.finditer(text, command.end(), _line_end(text, command.end())):
            value = flag.group("secret")
            if len(value) >= 6 and not is_plain_word(value) and not _is_stand_in(value):
                yield Span(*flag.span("secret"), "cli-credentials", RANK_STRUCTURE)


def _account_passwords(text: str) -> Iterator[Span]:
    for match in _SLASH_PAIR.finditer(text):
        if not _ACCOUNT_BEFORE.search(text, max(0, match.start() - 20), match.start()):
            continue
        secret = match.group("secret").rstrip(".,;)]}")
        if _generated(secret):
            start = match.start("secret")
            yield Span(start, start + len(secret), "account-password", RANK_STRUCTURE)


def _user_flag_passwords(text: str) -> Iterator[Span]:
    # word_start: the flag stands after a blank (a literal first makes the scan fast)
    for span in _secret_groups(text, _USER_THEN_PASSWORD, "cli-credentials"):
        line = text[text.rfind("\n", 0, span.start) + 1 : span.start]
        value = text[span.start : span.end]
        if value.startswith("@"):
            continue  # altool's ``@keychain:NAME`` and ``@env:NAME`` say where it is kept
        if _generated(value) and _LETTER.search(value) and not _P_IS_NO_PASSWORD.search(line):
            yield span


def _app_settings(text: str) -> Iterator[Span]:
    for match in _APP_SETTING.finditer(text):
        if classify_name(match.group("name"), lambda: "") is None:
            continue
        value = match.group("secret")
        if not _is_stand_in(value):
            yield Span(*match.span("secret"), "keyword-assignment", RANK_STRUCTURE)


def _printed_secrets(text: str) -> Iterator[Span]:
    for match in _PRINTED_SECRET.finditer(text):
        value = match.group("secret")
        # A key printed as base64 may start with "/", which would otherwise read as a path.
        if _is_stand_in(value) and _BASE64_KEY.fullmatch(value) is None:
            continue
        yield Span(*match.span("secret"), "printed-secret", RANK_STRUCTURE)


def _session_cookies(text: str, folded: str) -> Iterator[Span]:
    """``sessionid=…``, ``_app_session=…``, ``__Host-session=…``, ``PHPSESSID=…``: the name
    is the whole run of name characters before the match; it must start a word."""
    for match in _SESSION_COOKIE.finditer(folded):
        name_start = match.start()
        floor = max(0, name_start - _LONGEST_COOKIE_PREFIX)
        while name_start > floor and folded[name_start - 1] in _COOKIE_NAME_CHARS:
            name_start -= 1
        if name_start > 0 and (folded[name_start - 1].isalnum() or name_start == floor > 0):
            continue
        prefix = folded[name_start : match.start()]
        if prefix and not prefix.endswith(("_", ".", "-", "php", "j")):
            continue  # "compression=…", "besid=…": another word that ends so
        if folded.startswith("sid=", match.start()) and prefix not in ("", "connect."):
            continue  # ``TWILIO_MESSAGING_SERVICE_SID=MG…``: a SID names an account or service
        if _MEDIA_REQUEST.search(folded, max(0, name_start - _MEDIA_REACH), name_start):
            continue  # a player's session id in a manifest's query (MediaTailor, CMCD)
        value = text[match.start("secret") : match.end("secret")].rstrip(".,;)]}")
        if _looks_random(value) and not _is_stand_in(value):
            start = match.start("secret")
            yield Span(start, start + len(value), "session-cookie", RANK_STRUCTURE)


# Arabic "key" (``مفتاح توقيع الـ JWT: …``, a signing key): the value must look generated.
_ARABIC_KEY = re.compile(
    r"مفتاح[^\n:：=]{0,60}?[:：][ \t]*(?P<secret>[\x21-\x7e]{16,256}?)"
    r"(?=[ \t]|\r?\n|\Z|[^\x00-\x7f])"
)
_ARABIC_PUBLIC = re.compile(r"العام|العامة|عام\b")


def _arabic_keys(text: str) -> Iterator[Span]:
    for match in _ARABIC_KEY.finditer(text):
        value = match.group("secret")
        if _ARABIC_PUBLIC.search(text, match.start(), match.start("secret")) is None and (
            looks_random(value) and not _is_stand_in(value)
        ):
            yield Span(*match.span("secret"), "keyword-prose", RANK_STRUCTURE)


def _non_latin_passwords(text: str) -> Iterator[Span]:
    for span in _secret_groups(text, _NON_LATIN_PASSWORD, "keyword-prose", word_start=False):
        if not _looks_random(text[span.start : span.end]):  # stand-ins are already left out
            continue
        if masked_after(text, span.end):
            continue  # ``sk_live_••••…0203``: the visible start of a masked key
        line_start = max(text.rfind("\n", 0, span.start) + 1, span.start - _PUBLIC_REACH)
        if _NON_LATIN_PUBLIC.search(text, line_start, span.start) is None:
            yield span


def _named_pairs(
    text: str, pattern: re.Pattern[str], kind: str, *, strict_keys: bool = False
) -> Iterator[Span]:
    """The values ``pattern`` pairs with a name (groups ``name`` and ``secret``) where the
    name says the value is a secret: a container's environment entry, a JSON pair escaped
    inside a JSON string, a JSON name/value setting. A stand-in is never one; under a weak
    name (or, with ``strict_keys``, a name that holds only generated keys) the value must
    look generated."""
    for match in pattern.finditer(text):
        name = classify_name(match.group("name"), lambda: "")
        value = match.group("secret")
        if name is None or _is_stand_in(value):
            continue
        if (name.weak or (strict_keys and name.random_only)) and not _generated(value):
            continue
        yield Span(*match.span("secret"), kind, RANK_STRUCTURE)


def _by_surroundings(text: str) -> Iterator[Span]:
    for gates, pattern, kind in _BY_SURROUNDINGS:
        if any(gate in text for gate in gates):
            yield from _secret_groups(text, pattern, kind, word_start=False)
    if "REGISTERED_USERS" in text or "RegisteredUsers" in text:
        yield from _registered_users(text)


def _registered_users(text: str) -> Iterator[Span]:
    for opening in _REGISTERED_USERS.finditer(text):
        close = text.find("}", opening.end(), opening.end() + _USERS_REACH)
        if close == -1:
            continue
        for entry in _USER_ENTRY.finditer(text, opening.end(), close):
            if not _is_stand_in(entry.group("secret")):
                yield Span(*entry.span("secret"), "config-credentials", RANK_STRUCTURE)


def _hmac_keys(text: str) -> Iterator[Span]:
    """The key written into an HMAC call: ``hmac_sha256("<key>", msg)``,
    ``CryptoJS.HmacSHA256(body, "<key>")``, ``hmacSHA512("<key>", signData)``."""
    for match in _HMAC_CALL.finditer(text):
        value = match.group("secret")
        if looks_secret_in_prose(value) and not _is_stand_in(value):
            yield Span(*match.span("secret"), "code-credentials", RANK_STRUCTURE)


# ``vault operator init -format=json``: the unseal (or recovery) key shares, as a list.
_VAULT_KEY_LIST = re.compile(r"\"(?:unseal|recovery)_keys(?:_b64|_hex)?\"[ \t]*:[ \t]*\[")
_LIST_STRING = re.compile(r"\s*\"(?P<secret>[^\"\s]{16,512})\"\s*(?P<next>[,\]])")


def _vault_key_shares(text: str) -> Iterator[Span]:
    for opening in _VAULT_KEY_LIST.finditer(text):
        at = opening.end()
        while (item := _LIST_STRING.match(text, at)) is not None:
            yield Span(*item.span("secret"), "vault-unseal-key", RANK_STRUCTURE)
            if item.group("next") == "]":
                break
            at = item.end()


# ``kubectl|oc create secret generic … --from-literal=<name>=<value>``: every value of a
# Secret is one, whatever its name (a ConfigMap's are not, so the line must say secret).
_SECRET_LITERAL = re.compile(
    r"--from-literal[= ][^=\s]{1,64}=(?P<quote>[\"']?)(?P<secret>[^\s\"']{4,512})(?P=quote)"
)
_CREATE_SECRET = re.compile(r"\bcreate[ \t]+secret[ \t]")


def _secret_literals(text: str) -> Iterator[Span]:
    for command in _CREATE_SECRET.finditer(text):
        for match in _SECRET_LITERAL.finditer(text, command.end(), _line_end(text, command.end())):
            if not _is_stand_in(match.group("secret")):
                yield Span(*match.span("secret"), "kubernetes-secret", RANK_STRUCTURE)


def _salted_digests(text: str, folded: str) -> Iterator[Span]:
    """The generated literal joined into a digest's input (see `_SALTED_DIGEST`). The
    patterns are tried only where a digest's name starts: scanning a megabyte of notes for
    their case-insensitive alternation cost 90 ms."""
    for word in _DIGEST_WORDS:
        at = folded.find(word)
        while at != -1:
            for pattern in (_SALTED_DIGEST, _SALTED_FSTRING):
                match = pattern.match(text, at)
                if match is None:
                    continue
                value = match.group("secret")
                generated = looks_random(value) or UUID.fullmatch(value) is not None
                if generated and not _is_stand_in(value):
                    yield Span(*match.span("secret"), "code-credentials", RANK_STRUCTURE)
            at = folded.find(word, at + 1)


def _call_credentials(text: str) -> Iterator[Span]:
    for span in _secret_groups(text, _CALL_ARGUMENTS, "code-credentials", word_start=False):
        opening = text.rfind("(", 0, span.start)
        if _CALL_NAME.search(text, max(0, opening - _CALL_NAME_WINDOW), opening):
            yield span


def _secret_file_output(text: str) -> Iterator[Span]:
    """The line a command prints when it reads a file or an output named for a secret:
    ``cat …/passwords/keystore.txt``, ``cat jwt.hex``, ``terraform output -raw db_password``."""
    for match in _SECRET_FILE_OUTPUT.finditer(text):
        value = match.group("secret")
        # RabbitMQ's Erlang cookie is twenty capital letters, generated all the same
        cookie = ".erlang.cookie" in match.group() and value.isalpha() and value.isupper()
        if cookie or _generated(value) or (len(value) >= 32 and is_hex(value.removeprefix("0x"))):
            yield Span(match.start("secret"), match.end("secret"), "printed-secret", RANK_STRUCTURE)


def _pgpass_passwords(text: str) -> Iterator[Span]:
    for match in _PGPASS.finditer(text):
        port = match.start()
        host_start = port
        while host_start > 0 and port - host_start < _LONGEST_HOST:
            if text[host_start - 1].isspace() or text[host_start - 1] in ":=":
                break
            host_start -= 1
        if host_start == port or (host_start > 0 and text[host_start - 1] == ":"):
            continue  # no host, or more fields before it: not a .pgpass line
        if "+" in text[host_start:port]:
            continue  # no host name holds "+": an EDIFACT segment (``EQD+CN+…:6346:5+22G1:…``)
        if text[host_start:port].isdigit() or _UNESCAPED_COLON.search(match.group("secret")):
            # no host, or a sixth field (.pgpass escapes a colon in a password as ``\:``):
            # an EDI segment's ``MAEU:172:20+++9891367:146::…``, an Illumina read name's
            # ``@M05031:87:AAPQOVBKC:1:2201:16620:24799``, an iManage link's ``!nrtdms:0:…``
            continue
        if _in_hex_groups(text, port, match.start("secret")):
            continue  # an IPv6 address (``fdaa:7:bc1:…``) or a MAC address in a CSV row
        if match.group("database").startswith("{"):
            continue  # PHP's serialize(): ``a:1:{i:0;s:29:"…";}`` is an array, not a line
        if _hex_pairs_around(text, match.start("secret"), match.end("secret")):
            continue  # a fingerprint's or a MAC address's colon-separated bytes
        secret = match.group("secret").rstrip(".,;)]}")
        if len(secret) >= 3 and not _is_stand_in(secret):
            start = match.start("secret")
            yield Span(start, start + len(secret), "pgpass-password", RANK_STRUCTURE)


def _in_hex_groups(text: str, colon: int, secret: int) -> bool:
    """Whether the colon before a .pgpass port starts a run of colon-separated hex groups
    (of 1-4 digits, empty between ``::``) that reaches into the would-be password."""
    first = colon
    while first > 0 and colon - first < 4 and text[first - 1] in _HEX_DIGITS:
        first -= 1
    run = _HEX_GROUPS.match(text, first)
    return run is not None and first < colon and run.end() > secret


def _query_secrets(text: str) -> Iterator[Span]:
    for span in _secret_groups(text, _QUERY_SECRET, "url-query-credential", word_start=False):
        value = text[span.start : span.end]
        if is_placeholder(value) or _names_no_credential(text, span.start):
            continue
        if _mostly_digits(value):
            continue  # ``?code=6A97370411467``: a parcel's tracking number, not an OAuth code
        if text.endswith("razorpay_signature=", 0, span.start):
            continue  # Razorpay's checkout signs one payment and hands it to the browser
        if text.endswith(";signature=", 0, span.start) and _SIGNATURE_PARAMETER.match(
            text, span.end
        ):
            continue  # a header's parameters (OpenPayU-Signature: …;signature=…;algorithm=…)
        if (
            text.endswith("&signature=", 0, span.start)
            and "signMethod=" in text[max(0, span.start - 400) : span.start]
        ):
            continue  # UnionPay's answer, signed by UnionPay: one response's signature
        if text.endswith("&Signature=", 0, span.start) and _SIGNED_HEADERS.search(
            text, max(0, span.start - 200), span.start
        ):
            continue  # Azure's HMAC header (``SignedHeaders=x-ms-date;host;…&Signature=…``)
        if mixes_letters_and_digits(value) or "%" in value or _BASE32.fullmatch(value):
            yield span


_SIGNED_HEADERS = re.compile(r"SignedHeaders=[a-z0-9;-]{1,200}&Signature=\Z")
# What follows a signature among a header's parameters: the algorithm that made it.
_SIGNATURE_PARAMETER = re.compile(r";(?:algorithm|alg)=", re.IGNORECASE)


def _mostly_digits(value: str) -> bool:
    return sum(c.isdigit() for c in value) * 5 >= len(value) * 4


def _names_no_credential(text: str, value_start: int) -> bool:
    """``?page_token=…``, ``&next_token=…``: the parameter names a cursor, not a secret."""
    name_start = max(text.rfind("?", 0, value_start), text.rfind("&", 0, value_start)) + 1
    words = re.findall(r"[a-z]+", text[name_start : value_start - 1].lower())
    return len(words) >= 2 and names_no_credential(words[-1], words[-2])


def _pem_blocks(text: str) -> Iterator[Span]:
    """The whole block from BEGIN to END; a block cut short ends after its last body line."""
    for begin in _PEM_BEGIN.finditer(text):
        next_begin = text.find("-----BEGIN ", begin.end())
        limit = min(len(text), begin.end() + _MAX_PEM)
        if next_begin != -1:
            limit = min(limit, next_begin)
        end = _PEM_END.search(text, begin.end(), limit)
        if end is not None and _PEM_BODY.fullmatch(text, begin.end(), end.start()):
            yield Span(begin.start(), end.end(), "pem-private-key", RANK_STRUCTURE)
            continue
        if end is not None and is_placeholder(text[begin.end() : end.start()].strip()):
            continue  # "<key material removed, it is in Vault>": the note kept no key
        stop = begin.end()
        while (line := _PEM_BODY_LINE.match(text, stop, limit)) is not None:
            stop = line.end()
        yield Span(begin.start(), stop, "pem-private-key", RANK_STRUCTURE)


def _url_passwords(text: str) -> Iterator[Span]:
    for match in _URL_USERINFO.finditer(text):
        if match.start() == 0 or not text[match.start() - 1].isalnum():
            continue
        start, end = match.span("secret")
        # An unescaped "@" in the password ("postgresql://app:Nb7@2q=K@10.0.0.5/db"): the
        # host follows the authority's last "@".
        authority = _AUTHORITY_REST.match(text, match.end())
        if authority is not None and "@" in authority.group():
            end = match.end() + authority.group().rindex("@")
        if _is_stand_in(text[start:end]):
            continue
        yield Span(start, end, "url-credentials", RANK_STRUCTURE)


def _authorization_values(text: str, folded: str) -> Iterator[Span]:
    examined_to = -1
    for match in _AUTHORIZATION.finditer(folded):
        if match.start() < examined_to:
            continue  # inside the value of the previous header
        value = _HEADER_VALUE.match(text, match.end())
        if value is None:
            continue
        examined_to = value.end()
        credential = value.group().rstrip(".)]}")
        if _is_stand_in(credential) or credential.lower() in _AUTH_SCHEMES:
            continue
        if match.group("scheme") is None and not _looks_random(credential):
            continue
        start = value.start()
        yield Span(start, start + len(credential), "authorization-header", RANK_STRUCTURE)


def _bearer_values(text: str, folded: str) -> Iterator[Span]:
    """``Bearer <token>`` outside a header line, e.g. in a note about a curl call."""
    examined_to = -1
    for match in _BEARER.finditer(folded):
        if match.start() < examined_to:
            continue
        if match.start() > 0 and text[match.start() - 1].isalnum():
            continue
        value = _BEARER_VALUE.match(text, match.end())
        if value is None:
            continue
        examined_to = value.end()
        token = value.group()
        if len(token) < 12 or not mixes_letters_and_digits(token) or _is_stand_in(token):
            continue
        kind = "basic-auth" if folded.startswith("basic", match.start()) else "bearer-token"
        yield Span(*value.span(), kind, RANK_STRUCTURE)


# A setting named ``…_auth`` given ``user:password`` (Galera's ``wsrep_sst_auth``, a
# proxy's ``proxy_auth``, ``basic_auth``).
# (The literal `_` comes first, so the scan jumps between underscores; the name before it
# is only checked to be a word.)
_AUTH_PAIR = re.compile(
    r"_(?i:auth)(?<=[A-Za-z0-9]_[Aa][Uu][Tt][Hh])(?![A-Za-z0-9_])[\"']?[ \t]*[=:][ \t]*[\"']?"
    r"[\w.@-]{1,64}:(?P<secret>[^\s\"':]{4,256})"
)
# Postfix's ``sasl_passwd`` map: ``[relay]:port user:password``, one relay per line.
_SASL_PASSWD_LINE = re.compile(
    r"(?m)^[ \t]*\[?[A-Za-z0-9.-]+\]?(?::[0-9]{1,5})?[ \t]+[^\s:]{1,128}:(?P<secret>\S{4,256})$"
)


def _auth_pairs(text: str) -> Iterator[Span]:
    for span in _secret_groups(text, _AUTH_PAIR, "config-credentials", word_start=False):
        if _looks_random(text[span.start : span.end]):
            yield span


def _curl_passwords(text: str) -> Iterator[Span]:
    """``curl -u user:pass``; other tools use ``-u`` for other things (``date -u``, uid:gid).

    An API key given as the user with a throwaway password (Freshdesk's ``-u <key>:X``,
    ``-u <key>:``) is the secret itself."""
    if "-u" not in text:  # also "--user": most texts hold neither, and skip both scans
        return
    for match in _CURL_KEY_AS_USER.finditer(text):
        key = match.group("secret")
        if _on_a_curl_line(text, match.start()) and (looks_random(key) or _random_letters(key)):
            yield Span(*match.span("secret"), "cli-credentials", RANK_STRUCTURE)
    for span in _secret_groups(text, _CURL_USER, "cli-credentials", numeric_ok=False):
        if _on_a_curl_line(text, span.start):
            yield span


def _random_letters(value: str) -> bool:
    """Letters only, but with runs of capitals and lone lower-case letters as random text
    has them (Pin Payments' ``csENDJfwRcMEKNSnagSBEx``), not a CamelCase name's words."""
    if len(value) < _SHORTEST_LETTER_KEY or not (value.isascii() and value.isalpha()):
        return False
    return len(_CAPITALS_RUN.findall(value)) >= 2 and lone_lowers(value) > 0


_SHORTEST_LETTER_KEY = 20
_CAPITALS_RUN = re.compile(r"[A-Z]{3,}")
_CURL_KEY_AS_USER = re.compile(
    r"-(?:u|-user)(?:[ \t]+|=)[\"']?(?P<secret>[A-Za-z0-9_-]{16,128}):[xX]?(?=[\"'\s]|\Z)"
)


def _on_a_curl_line(text: str, start: int) -> bool:
    floor = max(0, start - 512)
    line_start = max(floor, text.rfind("\n", floor, start) + 1)
    return (
        "--user" in text[line_start:start] or _CURL_LIKE.search(text, line_start, start) is not None
    )


def _secret_groups(
    text: str,
    pattern: re.Pattern[str],
    kind: str,
    *,
    word_start: bool = True,
    numeric_ok: bool = True,
) -> Iterator[Span]:
    for match in pattern.finditer(text):
        if word_start and match.start() > 0:
            before = text[match.start() - 1]
            # a command starts a word, also after CJK punctuation ("备注：mysql …")
            if not before.isspace() and before not in "\"'`;(" and before.isascii():
                continue
        secret = match.group("secret").rstrip(".,;)]}")
        if len(secret) < 3 or _is_stand_in(secret):
            continue
        if not numeric_ok and secret.isdigit():
            continue
        start = match.start("secret")
        yield Span(start, start + len(secret), kind, RANK_STRUCTURE)


def _is_stand_in(value: str) -> bool:
    # In brackets too: "Ο κωδικός (PAYTR_MERCHANT_SALT) βρίσκεται στη Vault" names a variable.
    inner = value.strip("()[]")
    return any(is_redacted(v) or is_placeholder(v) or is_reference(v) for v in {value, inner})


def _generated(value: str) -> bool:
    """A value that looks made by a generator (letters and digits, or one of ``._~+/=-``)
    and stands in for nothing: what a password column or a prose password must hold."""
    return _looks_random(value) and not _is_stand_in(value)


def _looks_random(value: str) -> bool:
    """A password's loose shape (8+ characters mixing letters and digits, or a symbol);
    `entropy.looks_random` is the strict test for generated key material."""
    if _ISO_DATE.fullmatch(value):
        return False  # "パスワードは 2028-05-20 まで": when it expires, not the password
    return len(value) >= 8 and (
        mixes_letters_and_digits(value) or any(c in "._~+/=-" for c in value)
    )


_ISO_DATE = re.compile(r"[12][0-9]{3}-[01][0-9]-[0-3][0-9]")
