"""Benign look-alikes from the platform: vendor resource ids, public client configuration,
public keys, certificates, JWKS, commit hashes, image digests and lockfile hashes."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike66.gen import (
    B64URL,
    BECH32,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    b64url_json,
    certificate_der,
    ec_spki_der,
    hexs,
    md5_fingerprint,
    num,
    pem,
    pick,
    rsa_spki_der,
    ssh_fingerprint,
    ssh_public,
    ts2034,
    uuid4,
)

_FB_PROJECTS = ("egeo-marina-prod", "egeo-marina-staging", "egeomarina-app")
_PUBLIC_LABEL = "PUBLIC " + "KEY"
_CERT_LABEL = "CERTIFICATE"
_MAPBOX_PK = "p" + "k."


def _ip(r: Random) -> str:
    return f"{r.choice((49, 65, 78, 88, 95, 116, 128, 135, 138, 159, 167, 178))}." + ".".join(
        str(r.randrange(1, 255)) for _ in range(3)
    )


def _sha7(r: Random) -> str:
    return hexs(r, 7)


def _ver(r: Random) -> str:
    return f"{r.randint(3, 9)}.{r.randint(0, 40)}.{r.randint(0, 12)}"


def _twilio(r: Random) -> dict[str, str]:
    return {
        "ac": "AC" + hexs(r, 32),
        "sm": "SM" + hexs(r, 32),
        "mg": "MG" + hexs(r, 32),
        "va": "VA" + hexs(r, 32),
        "pn": "PN" + hexs(r, 32),
        "xsig": b64(r, 20),
        "ph": "69" + num(r, 8),
    }


def _sms_push(r: Random) -> dict[str, str]:
    proj = r.choice(_FB_PROJECTS)
    return {
        "job": num(r, 9),
        "proj": proj,
        "msg": f"0:{num(r, 16)}%{hexs(r, 16)}",
        "reg": pick(r, B64URL, 22) + ":APA91b" + pick(r, B64URL, 134),
        "gsm": "5" + r.choice("0345") + num(r, 8),
        "n": str(r.randint(2, 4000)),
    }


def _firebase_public(r: Random) -> dict[str, str]:
    return {
        "proj": r.choice(_FB_PROJECTS),
        "sender": num(r, 12),
        "appid": hexs(r, 22),
        "appid16": hexs(r, 16),
        "meas": pick(r, UPPER_ALNUM, 10),
        "vapid": "B" + b64url(r, 64)[:86],
        "ver": _ver(r),
    }


def _cloudflare_ids(r: Random) -> dict[str, str]:
    return {
        "kv": hexs(r, 32),
        "d1": uuid4(r),
        "zone": hexs(r, 32),
        "acct": hexs(r, 32),
        "tokid": hexs(r, 32),
        "ray": hexs(r, 16),
        "ip": _ip(r),
        "etag": hexs(r, 32),
        "u": uuid4(r),
        "date": f"2034-0{r.randint(1, 4)}-{r.randint(1, 28):02d}",
    }


def _hetzner_ids(r: Random) -> dict[str, str]:
    values = {
        "id1": num(r, 8),
        "id2": num(r, 8),
        "ip1": _ip(r),
        "ip2": _ip(r),
        "md5": md5_fingerprint(r),
        "vol": num(r, 9),
        "proj": num(r, 7),
        "lb": num(r, 7),
        "fw": num(r, 7),
    }
    # ``hcloud server list`` pads its columns.
    values["ip1p"] = values["ip1"].ljust(17)
    values["ip2p"] = values["ip2"].ljust(17)
    return values


def _sentry(r: Random) -> dict[str, str]:
    return {
        "key": hexs(r, 32),
        "org": num(r, 7),
        "proj": num(r, 16),
        "ev": hexs(r, 32),
        "tr": hexs(r, 32),
        "span": hexs(r, 16),
        "short": pick(r, "0123456789ABCDEFGHJKLMNPQRSTVWXYZ", 3),
        "ver": _ver(r),
    }


def _algolia(r: Random) -> dict[str, str]:
    app = pick(r, UPPER_ALNUM, 10)
    ts = ts2034(r) + 3600
    params = f"filters=marina_id%3A{r.randint(1, 40)}&validUntil={ts}"
    secured = base64.b64encode((hexs(r, 64) + params).encode()).decode()
    return {"app": app, "search": hexs(r, 32), "secured": secured, "n": str(r.randint(1, 40))}


def _mapbox(r: Random) -> dict[str, str]:
    user = r.choice(("egeomarina", "egeo-maps", "ems-ops"))
    claims = {"u": user, "a": "cl" + pick(r, LOWER_ALNUM, 23)}
    return {
        "pk": _MAPBOX_PK + b64url_json(claims) + "." + pick(r, B64URL, 22),
        "user": user,
        "style": "cl" + pick(r, LOWER_ALNUM, 23),
        "lon": f"27.{r.randint(20, 45)}",
        "lat": f"37.{r.randint(0, 9):02d}",
    }


def _commits(r: Random) -> dict[str, str]:
    return {f"s{i}": _sha7(r) for i in range(1, 6)} | {
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "pr": str(r.randint(200, 1900)),
        "short": hexs(r, 12),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "ver": _ver(r),
        "sha7": _sha7(r),
        "pod": "booking-api-" + pick(r, LOWER_ALNUM, 10) + "-" + pick(r, LOWER_ALNUM, 5),
    }


def _lockfile(r: Random) -> dict[str, str]:
    return {
        "i512": b64(r, 64),
        "i512b": b64(r, 64),
        "sha1": hexs(r, 40),
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "h1": b64(r, 32),
        "p": str(r.randint(0, 40)),
        "maj": str(r.randint(16, 24)),
        "min": str(r.randint(0, 30)),
    }


def _public_keys(r: Random) -> dict[str, str]:
    spki = rsa_spki_der(r) if r.random() < 0.5 else ec_spki_der(r)
    return {
        "edpub": ssh_public(r, "ssh-ed25519"),
        "ecpub": ssh_public(r, "ecdsa-sha2-nistp256"),
        "rsapub": ssh_public(r, "ssh-rsa"),
        "spki": pem(_PUBLIC_LABEL, spki),
        "fp": ssh_fingerprint(r),
        "pgp": " ".join(hexs(r, 4).upper() for _ in range(10)),
        "age": "age1" + pick(r, BECH32, 58),
        "ip": _ip(r),
    }


def _certs(r: Random) -> dict[str, str]:
    cn = r.choice(("egeomarina.com.tr", "api.egeomarina.com.tr", "booking.egeomarina.gr"))
    issuer = r.choice(("CloudFlare Origin SSL", "Egeo Internal", "Kamu SM"))
    der = certificate_der(r, cn, "Egeo Marina Systems", issuer, rsa=r.random() < 0.4)
    # SEQUENCE, tbsCertificate SEQUENCE (4-byte headers), [0] version (5 bytes), serial.
    serial = der[15 : 15 + der[14]].lstrip(b"\0")
    return {
        "cert": pem(_CERT_LABEL, der),
        "serial": serial.hex().upper(),
        "fp": ":".join(f"{b:02X}" for b in r.randbytes(32)),
        "pin": b64(r, 32),
        "cn": cn,
        "day": f"{r.randint(1, 28):02d}",
    }


def _jwks(r: Random) -> dict[str, str]:
    n = bytearray(r.randbytes(256))
    n[0] |= 0x80
    return {
        "kid": hexs(r, 40),
        "kid2": b64url(r, 32),
        "n": base64.urlsafe_b64encode(bytes(n)).decode().rstrip("="),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "x5t": b64url(r, 20),
        "kid64": hexs(r, 64),
    }


PLATFORM: tuple[Kind, ...] = (
    Kind(
        "twilio_sids_and_signatures",
        (
            "Twilio mesaj SID ⟨sm⟩ status=undelivered, error 30008 (Messaging Service ⟨mg⟩)",
            "Verify service SID: ⟨va⟩ — OTP servisi, account ⟨ac⟩",
            '```json\n{"MessageSid":"⟨sm⟩","AccountSid":"⟨ac⟩","MessageStatus":"delivered",'
            '"To":"+30⟨ph⟩"}\n```',
            "X-Twilio-Signature: ⟨xsig⟩ (base64 HMAC-SHA1 του URL + params) — "
            "validateRequest true για ⟨sm⟩",
            "Αριθμός αποστολέα ⟨pn⟩ μεταφέρθηκε στο Messaging Service ⟨mg⟩",
        ),
        _twilio,
    ),
    Kind(
        "netgsm_and_fcm_ids",
        (
            "Netgsm cevap: `00 ⟨job⟩` → 00 başarılı, ikinci alan bulkid; rapor için "
            "⟨job⟩ ile /sms/report",
            'FCM v1 yanıtı: {"name": "projects/⟨proj⟩/messages/⟨msg⟩"}',
            "Cihaz token'ı (FCM registration token, Elena'nın test telefonu): ⟨reg⟩ — "
            "UNREGISTERED dönüyor, tablodan silinecek",
            "push.log: device=⟨reg⟩ result=ok message_id=projects/⟨proj⟩/messages/⟨msg⟩",
            "Netgsm ⟨n⟩ SMS kuyruğu: jobid ⟨job⟩, gsmno 90⟨gsm⟩, durum 1 (iletildi)",
        ),
        _sms_push,
    ),
    Kind(
        "firebase_public_config",
        (
            "```ts\nconst firebaseConfig = {\n  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,\n"
            '  authDomain: "⟨proj⟩.firebaseapp.com",\n  projectId: "⟨proj⟩",\n'
            '  storageBucket: "⟨proj⟩.appspot.com",\n  messagingSenderId: "⟨sender⟩",\n'
            '  appId: "1:⟨sender⟩:web:⟨appid⟩",\n  measurementId: "G-⟨meas⟩",\n};\n```',
            "Android google-services.json: mobilesdk_app_id 1:⟨sender⟩:android:⟨appid16⟩, "
            "package com.egeomarina.app",
            "FCM web push VAPID public key (Cloud Messaging → Web configuration): ⟨vapid⟩",
            "iOS GoogleService-Info.plist: GOOGLE_APP_ID 1:⟨sender⟩:ios:⟨appid16⟩, "
            "GCM_SENDER_ID ⟨sender⟩, SDK ⟨ver⟩",
        ),
        _firebase_public,
    ),
    Kind(
        "cloudflare_resource_ids",
        (
            'wrangler.toml:\n\n[[kv_namespaces]]\nbinding = "AVAIL_CACHE"\nid = "⟨kv⟩"\n\n'
            '[[d1_databases]]\nbinding = "DB"\ndatabase_name = "bookings"\n'
            'database_id = "⟨d1⟩"\ncompatibility_date = "⟨date⟩"',
            "Zone ID ⟨zone⟩, Account ID ⟨acct⟩ (egeomarina.com.tr) — ikisi de gizli değil, "
            "dashboard'un sağ altında",
            "$ curl -s https://api.cloudflare.com/client/v4/user/tokens/verify "
            '-H "Authorization: Bearer $CLOUDFLARE_API_TOKEN"\n'
            '{"result":{"id":"⟨tokid⟩","status":"active"},"success":true,"errors":[]}',
            "cf-ray ⟨ray⟩-ATH, 522 από origin ⟨ip⟩ — το firewall της Hetzner είχε κλείσει τις "
            "IP της Cloudflare",
            'R2 object photos/berths/⟨u⟩.webp → ETag "⟨etag⟩", bucket marina-photos',
        ),
        _cloudflare_ids,
    ),
    Kind(
        "hetzner_resource_ids",
        (
            "$ hcloud server list\nID         NAME            STATUS    IPV4             "
            "DATACENTER\n⟨id1⟩   booking-api-1   running   ⟨ip1p⟩fsn1-dc14\n"
            "⟨id2⟩   booking-api-2   running   ⟨ip2p⟩hel1-dc2",
            "SSH key fingerprint (hcloud ssh-key list): ⟨md5⟩ deploy@bodrum",
            "Volume ⟨vol⟩ (pg-data, 200 GB) server ⟨id1⟩'e bağlı, "
            "/dev/disk/by-id/scsi-0HC_Volume_⟨vol⟩",
            "Hetzner token'ın adı 'terraform-egeo-prod', project id ⟨proj⟩ — değerin kendisi "
            "1Password'de, burada değil",
            "Load balancer ⟨lb⟩ health check: target ⟨ip1⟩:8080 unhealthy, firewall ⟨fw⟩ "
            "8080'i kapatıyor",
        ),
        _hetzner_ids,
    ),
    Kind(
        "sentry_dsn_and_event_ids",
        (
            "SENTRY_DSN=https://⟨key⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩  # DSN public, "
            "frontend bundle'da zaten var",
            "Sentry issue BOOKING-API-⟨short⟩: event ⟨ev⟩, trace ⟨tr⟩, release booking-api@⟨ver⟩",
            '```js\nSentry.init({\n  dsn: "https://⟨key⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩",\n'
            '  tracesSampleRate: 0.2,\n  release: "booking-web@⟨ver⟩",\n});\n```',
            "sentry-trace: ⟨tr⟩-⟨span⟩-1\nbaggage: sentry-trace_id=⟨tr⟩,"
            "sentry-public_key=⟨key⟩,sentry-release=booking-web%40⟨ver⟩",
        ),
        _sentry,
    ),
    Kind(
        "algolia_search_only_keys",
        (
            "```ts\n// search-only key, public by design\n"
            "const searchClient = algoliasearch('⟨app⟩', '⟨search⟩');\n```",
            "VITE_ALGOLIA_APP_ID=⟨app⟩\nVITE_ALGOLIA_SEARCH_KEY=⟨search⟩",
            "Algolia: index berths_prod, app ⟨app⟩, search-only key ⟨search⟩ — admin key "
            "burada yok, Vault'ta",
            "Secured API key (marina ⟨n⟩, 1 saat) frontend'e gidiyor: ⟨secured⟩",
        ),
        _algolia,
    ),
    Kind(
        "mapbox_public_tokens",
        (
            "```js\nmapboxgl.accessToken = '⟨pk⟩';\n```",
            "Mapbox public token (URL restriction: *.egeomarina.com.tr): ⟨pk⟩",
            '<script>\n  window.MAPBOX_TOKEN = "⟨pk⟩";\n</script>',
            "Static χάρτης: https://api.mapbox.com/styles/v1/⟨user⟩/⟨style⟩/static/"
            "⟨lon⟩,⟨lat⟩,13/600x400?access_token=⟨pk⟩",
        ),
        _mapbox,
    ),
    Kind(
        "git_commit_hashes",
        (
            "$ git log --oneline -5\n⟨s1⟩ fix(paytr): callback hash alan sırası\n"
            "⟨s2⟩ feat(booking): iptal politikası v2\n⟨s3⟩ chore: bump wrangler\n"
            "⟨s4⟩ fix(mydata): ΑΦΜ validation\n⟨s5⟩ Merge branch 'release/2034.04'",
            "Bitbucket PR #⟨pr⟩ merged as ⟨sha⟩ (squash)",
            "Revert edilecek commit: ⟨sha⟩ — 'viva: switch to smart checkout v2'",
            "$ git bisect good ⟨sha⟩\nBisecting: 12 revisions left to test after this "
            "(roughly 4 steps)\n[⟨sha2⟩] chore: bump wrangler",
            "Deploy: booking-api ⟨sha⟩ → prod (Hetzner fsn1), worker ⟨short⟩ → Cloudflare",
        ),
        _commits,
    ),
    Kind(
        "container_image_digests",
        (
            "image: registry.egeo.internal/booking-api@sha256:⟨d⟩",
            "$ docker pull postgres:16@sha256:⟨d⟩\nDigest: sha256:⟨d⟩\n"
            "Status: Downloaded newer image for postgres@sha256:⟨d⟩",
            "$ kubectl describe pod ⟨pod⟩ | grep Image\n"
            "    Image:          registry.egeo.internal/booking-api:⟨ver⟩\n"
            "    Image ID:       registry.egeo.internal/booking-api@sha256:⟨d⟩",
            "Rollback: booking-api:⟨ver⟩-⟨sha7⟩ (sha256:⟨d⟩) yerine sha256:⟨d2⟩",
        ),
        _digests,
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/iyzipay": {\n  "version": "2.0.⟨p⟩",\n'
            '  "resolved": "https://registry.npmjs.org/iyzipay/-/iyzipay-2.0.⟨p⟩.tgz",\n'
            '  "integrity": "sha512-⟨i512⟩"\n}',
            'stripe@^⟨maj⟩.0.0:\n  version "⟨maj⟩.⟨min⟩.0"\n'
            '  resolved "https://registry.yarnpkg.com/stripe/-/stripe-⟨maj⟩.⟨min⟩.0.tgz#⟨sha1⟩"\n'
            "  integrity sha512-⟨i512⟩",
            "twilio==9.⟨p⟩.0 \\\n    --hash=sha256:⟨h⟩ \\\n    --hash=sha256:⟨h2⟩",
            "github.com/hetznercloud/hcloud-go/v2 v2.⟨p⟩.0 h1:⟨h1⟩",
            "npm ci → EINTEGRITY: sha512-⟨i512⟩ integrity checksum failed; wanted "
            "sha512-⟨i512⟩ but got sha512-⟨i512b⟩",
        ),
        _lockfile,
    ),
    Kind(
        "public_keys_and_fingerprints",
        (
            "~/.ssh/authorized_keys (booking-api-1):\n⟨edpub⟩ deploy@bodrum-builder\n"
            "⟨rsapub⟩ kostas@piraeus",
            "Partner marinaların webhook imzalarını doğrulamak için public key:\n\n⟨spki⟩",
            "known_hosts: [⟨ip⟩]:2222 ⟨ecpub⟩",
            "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 ⟨fp⟩ deploy@hetzner-builder (ED25519)",
            "Release tag'leri için GPG anahtarı: ⟨pgp⟩ (keys.openpgp.org)",
            "sops için age public key (recipient): ⟨age⟩",
        ),
        _public_keys,
    ),
    Kind(
        "x509_certificates",
        (
            "Origin sertifikası (public kısım, nginx ssl_certificate):\n\n⟨cert⟩",
            "$ openssl x509 -in origin.pem -noout -serial -fingerprint -sha256\n"
            "serial=⟨serial⟩\nsha256 Fingerprint=⟨fp⟩",
            "Certificate pin (base64 SPKI SHA-256) για το mobile app: ⟨pin⟩ — ⟨cn⟩",
            "Το πιστοποιητικό ⟨cn⟩ λήγει 2035-04-⟨day⟩ — serial ⟨serial⟩\n\n⟨cert⟩",
        ),
        _certs,
    ),
    Kind(
        "jwks_documents",
        (
            '```json\n{"keys":[{"kty":"RSA","use":"sig","alg":"RS256","kid":"⟨kid⟩",'
            '"n":"⟨n⟩","e":"AQAB"}]}\n```',
            '{"keys":[{"kty":"EC","crv":"P-256","use":"sig","kid":"⟨kid2⟩","x":"⟨x⟩","y":"⟨y⟩"}]}',
            "Firebase Auth JWKS cache'lendi (securetoken@system.gserviceaccount.com): "
            "kid ⟨kid⟩, x5t ⟨x5t⟩",
            "Cloudflare Access certs (egeomarina.cloudflareaccess.com/cdn-cgi/access/certs): "
            "kid ⟨kid64⟩, kty RSA, e AQAB, n ⟨n⟩",
        ),
        _jwks,
    ),
)
