"""Benign look-alikes from the tooling and vendor side: commit hashes, checksums and image
digests, package integrity hashes, certificate thumbprints and public certificates, SSH
public keys and host fingerprints, pipeline ids, base64 message bodies, Twilio SIDs, Viva
Wallet order codes and SAP document numbers.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from random import Random

from tests.redact.lookalike50.gen import (
    Kind,
    b64,
    b64_of,
    booking,
    certificate_body,
    container,
    digits,
    hexs,
    imo,
    iso_size_type,
    num,
    pick_date,
    pick_time,
    ssh_ed25519_public,
    stamp,
    uhex,
    uuid4,
    vessel,
    voyage,
)

_MESSAGES = (
    "fix(baplie): accept LOC+147 without qualifier",
    "feat(viva): store orderCode on payment doc",
    "chore: bump Azure.Messaging.ServiceBus to 7.20.1",
    "fix(coprar): VGM in MEA+AAE not MEA+WT",
    "feat(ais): drop type 24 without part A",
    "refactor: move Twilio client behind ISmsSender",
    "fix(sap): retry RFC on CPIC timeout",
    "docs: Limassol SFTP cut-over steps",
)


def _git(r: Random) -> dict[str, str]:
    shas = [hexs(r, 40) for _ in range(5)]
    log = "\n".join(f"{s[:7]} {m}" for s, m in zip(shas, r.sample(_MESSAGES, 5), strict=True))
    return {
        "sha": shas[0],
        "sha2": shas[1],
        "short": shas[0][:7],
        "log": log,
        "n": str(r.randint(100, 999)),
        "tag": f"v{r.randint(1, 4)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
        "repo": r.choice(("edi-gateway", "ais-ingest", "sap-bridge", "viva-payments")),
    }


def _sums(r: Random) -> dict[str, str]:
    return {
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "f1": f"BAPLIE_{imo(r)}_{num(r, 9)}.edi",
        "f2": f"COPRAR_{num(r, 10)}.edi",
        "md5": hexs(r, 32),
        "sha1": hexs(r, 40),
        "tag": f"{r.randint(1, 3)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
        "img": r.choice(("edi-gateway", "ais-ingest", "sap-bridge")),
    }


def _integrity(r: Random) -> dict[str, str]:
    return {
        "i1": "sha512-" + b64(r, 64),
        "i2": "sha512-" + b64(r, 64),
        "ch": b64(r, 64),
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "go": b64(r, 32),
        "v": f"{r.randint(1, 9)}.{r.randint(0, 40)}.{r.randint(0, 9)}",
        "minor": f"{r.randint(1, 12)}.{r.randint(0, 9)}",
        "nco": str(r.randint(2, 9)),
        "sb": f"7.{r.randint(17, 22)}.{r.randint(0, 4)}",
        "cos": f"3.{r.randint(40, 58)}.{r.randint(0, 3)}",
    }


def _fingerprint(raw: bytes) -> str:
    return ":".join(f"{b:02X}" for b in raw)


def _certs(r: Random) -> dict[str, str]:
    sha1 = r.randbytes(20)
    return {
        "thumb": sha1.hex().upper(),
        "thumb2": uhex(r, 40),
        "fp": _fingerprint(sha1),
        "serial": _fingerprint(r.randbytes(16)).lower(),
        "cert": certificate_body(r),
        "cn": r.choice(("as2.kymaline.gr", "edi.kymaline.gr", "api.kymaline.gr")),
        "date": f"2032-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}",
    }


def _ssh(r: Random) -> dict[str, str]:
    pub = ssh_ed25519_public(r)
    salt = r.randbytes(20)
    host = r.choice(("sftp.aegeanterminals.gr", "edi.lemesos-ct.com.cy", "kyma-int01"))
    hashed = hmac.new(salt, host.encode(), hashlib.sha1).digest()
    return {
        "pub": pub,
        "pub2": ssh_ed25519_public(r),
        "fp": b64(r, 32).rstrip("="),
        "salt": b64_of(salt),
        "hash": b64_of(hashed),
        "host": host,
        "ip": f"51.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
        "who": r.choice(("edi@kyma-int01", "eleni@LMS-LT-042", "deploy@kyma-ais")),
    }


def _pipelines(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "n": str(r.randint(1, 12)),
        "date": f"2031{8:02d}{r.randint(1, 28):02d}",
        "id": str(r.randint(40000, 99999)),
        "sha7": sha[:7],
        "sha": sha,
        "u": uuid4(r),
        "u2": uuid4(r),
        "run": num(r, 11),
        "job": num(r, 11),
        "ver": f"{r.randint(1, 3)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
    }


def _payload(r: Random) -> dict[str, str]:
    doc = {
        "imo": imo(r),
        "vessel": vessel(r),
        "voyage": voyage(r),
        "eta": f"{pick_date(r)}T{pick_time(r)}Z",
        "berth": r.choice(("P3-B1", "P3-B2", "LMS-QW2")),
    }
    raw = json.dumps(doc, separators=(",", ":"))
    edi = (
        f"UNH+{num(r, 5)}+COPRAR:D:00B:UN:SMDG21'BGM+45+{num(r, 10)}+5'"
        f"EQD+CN+{container(r)}+{iso_size_type(r)}:102:5+2+5'"
    )
    return {
        "b": b64_of(raw),
        "raw": raw,
        "edi": b64_of(edi),
        "edi_raw": edi,
        "mid": hexs(r, 32),
    }


def _twilio(r: Random) -> dict[str, str]:
    return {
        "sm": "SM" + hexs(r, 32),
        "sm2": "SM" + hexs(r, 32),
        "mg": "MG" + hexs(r, 32),
        "ac": "AC" + hexs(r, 32),
        "rq": "RQ" + hexs(r, 32),
        "to": "%2B3069" + num(r, 8),
        "to_plain": "+3069" + num(r, 8),
        "date": pick_date(r),
        "time": pick_time(r),
    }


def _viva(r: Random) -> dict[str, str]:
    return {
        "order": num(r, 16),
        "order2": num(r, 16),
        "tx": uuid4(r),
        "inv": "INV-" + num(r, 7),
        "src": num(r, 4),
        "amount": f"{r.randint(80, 9000)}.{r.choice(('00', '50', '20'))}",
        "ts": stamp(r),
        "card": r.choice(("414746", "516881", "479275")) + "XXXXXX" + digits(r, 4),
    }


def _sap(r: Random) -> dict[str, str]:
    return {
        "idoc": "0" * 6 + num(r, 10),
        "ven": num(r, 7),
        "tr": r.choice(("DEVK9", "S4DK9")) + num(r, 5),
        "guid": uhex(r, 32),
        "deliv": "80" + num(r, 6),
        "po": "45" + num(r, 8),
        "ship": "00" + num(r, 8),
        "tid": uhex(r, 24),
        "bk": booking(r),
        "date": pick_date(r),
    }


GIT = Kind(
    "git_commit_hashes",
    (
        "$ git log --oneline -5\n⟨log⟩",
        "The fix for the BAPLIE LOC+147 parsing is ⟨sha⟩ in ⟨repo⟩, released as ⟨tag⟩.",
        "git cherry-pick ⟨sha⟩ ⟨sha2⟩ && git push origin hotfix/coprar-vgm",
        "Merge pull request #⟨n⟩ from kymaline/feature/viva-refunds → merge commit ⟨sha⟩",
        "git bisect: πρώτο κακό commit το ⟨short⟩ (⟨sha⟩), μετά το ⟨tag⟩.",
    ),
    _git,
)

CHECKSUMS = Kind(
    "checksums_and_image_digests",
    (
        "$ sha256sum *.edi\n⟨h1⟩  ⟨f1⟩\n⟨h2⟩  ⟨f2⟩",
        "acrkyma.azurecr.io/⟨img⟩@sha256:⟨h1⟩",
        "Το αρχείο ⟨f1⟩ που μας έστειλαν έχει SHA-256 ⟨h1⟩, ίδιο με αυτό στο blob.",
        "md5sum ⟨f2⟩ → ⟨md5⟩; sha1 ⟨sha1⟩ (the partner only publishes SHA-1)",
        "Digest: sha256:⟨h2⟩\nStatus: Downloaded newer image for acrkyma.azurecr.io/⟨img⟩:⟨tag⟩",
    ),
    _sums,
)

INTEGRITY = Kind(
    "package_integrity_and_versions",
    (
        '"node_modules/@kymaline/edifact-parser": {\n  "version": "⟨v⟩",\n  "resolved": '
        '"https://registry.npmjs.org/@kymaline/edifact-parser/-/edifact-parser-⟨v⟩.tgz",\n'
        '  "integrity": "⟨i1⟩"\n}',
        '"Azure.Messaging.ServiceBus": {\n  "type": "Direct",\n  "requested": "[⟨sb⟩, )",\n'
        '  "resolved": "⟨sb⟩",\n  "contentHash": "⟨ch⟩"\n}',
        "azure-cosmos==4.⟨minor⟩ \\\n    --hash=sha256:⟨h⟩ \\\n    --hash=sha256:⟨h2⟩",
        "github.com/Azure/azure-sdk-for-go/sdk/messaging/azservicebus v1.⟨minor⟩ h1:⟨go⟩",
        "Εκδόσεις στο prod: Microsoft.Azure.Cosmos ⟨cos⟩, Azure.Messaging.ServiceBus ⟨sb⟩, "
        "SAP NCo 3.1.⟨nco⟩.0 (x64), Twilio ⟨v⟩.",
    ),
    _integrity,
)

CERTS = Kind(
    "certificate_thumbprints_and_public_certs",
    (
        "WEBSITE_LOAD_CERTIFICATES=⟨thumb⟩",
        "Thumbprint                                Subject\n"
        "----------                                -------\n⟨thumb⟩  CN=⟨cn⟩\n⟨thumb2⟩  "
        "CN=Aegean Terminals AS2",
        "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----",
        "Το νέο AS2 cert του partner: serial ⟨serial⟩, SHA-1 fingerprint ⟨fp⟩, λήγει ⟨date⟩.",
        "AS2 public cert for ⟨cn⟩ (send this to the partner, it is public):\n"
        "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----",
    ),
    _certs,
)

SSH_PUBLIC = Kind(
    "ssh_public_keys_and_host_fingerprints",
    (
        "⟨pub⟩ ⟨who⟩",
        "The authenticity of host '⟨host⟩ (⟨ip⟩)' can't be established.\nED25519 key "
        "fingerprint is SHA256:⟨fp⟩.\nThis key is not known by any other names.",
        "|1|⟨salt⟩|⟨hash⟩ ⟨pub⟩",
        "Στείλαμε στον ⟨host⟩ το public key μας:\n⟨pub⟩ ⟨who⟩\nκαι το δεύτερο για το DR:\n"
        "⟨pub2⟩ dr@kyma-int02",
        'winscp.com /command "open sftp://kyma_edi@⟨host⟩/ -privatekey=C:\\keys\\kyma.ppk '
        '-hostkey=""ssh-ed25519 255 ⟨fp⟩"""',
    ),
    _ssh,
)

PIPELINES = Kind(
    "pipeline_and_build_ids",
    (
        "Build ⟨date⟩.⟨n⟩ (buildId ⟨id⟩) of edi-gateway-ci passed; artifact drop-⟨sha7⟩",
        "https://dev.azure.com/kymaline/Integration/_build/results?buildId=⟨id⟩&view=logs"
        "&j=⟨u⟩&t=⟨u2⟩",
        "https://github.com/kymaline/ais-ingest/actions/runs/⟨run⟩/job/⟨job⟩",
        "Στο prod τρέχει acrkyma.azurecr.io/ais-ingest:⟨ver⟩-⟨sha7⟩ (commit ⟨sha⟩).",
    ),
    _pipelines,
)

PAYLOADS = Kind(
    "base64_message_bodies",
    (
        "Service Bus Explorer shows the body as base64: ⟨b⟩ — it is just ⟨raw⟩",
        "$ echo '⟨b⟩' | base64 -d\n⟨raw⟩",
        '"body": {\n  "$content-type": "application/octet-stream",\n  "$content": "⟨edi⟩"\n}',
        "Το $content είναι απλώς το COPRAR σε base64: ⟨edi⟩ (MessageId ⟨mid⟩).",
    ),
    _payload,
)

TWILIO_SIDS = Kind(
    "twilio_sids_and_callbacks",
    (
        "Message ⟨sm⟩ status=undelivered ErrorCode=30003 to ⟨to_plain⟩ at ⟨date⟩ ⟨time⟩",
        "SmsSid=⟨sm⟩&SmsStatus=delivered&MessageStatus=delivered&To=⟨to⟩&MessageSid=⟨sm⟩"
        "&AccountSid=⟨ac⟩&MessagingServiceSid=⟨mg⟩&ApiVersion=2010-04-01",
        "Messaging Service ⟨mg⟩ στέλνει από alphanumeric sender KYMALINE· το ⟨sm2⟩ απέτυχε "
        "με 21612.",
        "Twilio debugger: Error 11200 HTTP retrieval failure, request ⟨rq⟩, message ⟨sm⟩",
    ),
    _twilio,
)

VIVA_ORDERS = Kind(
    "viva_wallet_order_codes",
    (
        "Order code ⟨order⟩ paid, transaction id ⟨tx⟩, amount ⟨amount⟩ EUR (demurrage "
        "invoice ⟨inv⟩).",
        '{"EventTypeId": 1796, "Created": "⟨ts⟩", "EventData": {"OrderCode": ⟨order⟩, '
        '"TransactionId": "⟨tx⟩", "StatusId": "F", "Amount": ⟨amount⟩, "MerchantTrns": '
        '"⟨inv⟩", "SourceCode": "⟨src⟩", "CardNumber": "⟨card⟩"}}',
        "https://www.vivapayments.com/web/checkout?ref=⟨order⟩",
        "Η Viva επέστρεψε orderCode ⟨order⟩· το αποθηκεύουμε στο Cosmos ως payment.orderCode. "
        "Το παλιό ⟨order2⟩ ακυρώθηκε.",
    ),
    _viva,
)

SAP_NUMBERS = Kind(
    "sap_document_numbers",
    (
        "IDoc ⟨idoc⟩ (ORDERS05) status 51: 'Vendor ⟨ven⟩ not maintained' — reprocess with BD87.",
        "Transport ⟨tr⟩ imported into QAS on ⟨date⟩, PRD next Tuesday.",
        "PI/PO message ID ⟨guid⟩ for delivery ⟨deliv⟩, shipment ⟨ship⟩, PO ⟨po⟩",
        "SM58: tRFC TID ⟨tid⟩ hangs with 'Transaction recorded'; booking ⟨bk⟩ never reached "
        "the gateway.",
        "Στο SAP: παράδοση ⟨deliv⟩, αποστολή ⟨ship⟩, IDoc ⟨idoc⟩ (κατάσταση 53).",
    ),
    _sap,
)

DEV: tuple[Kind, ...] = (
    GIT,
    CHECKSUMS,
    INTEGRITY,
    CERTS,
    SSH_PUBLIC,
    PIPELINES,
    PAYLOADS,
    TWILIO_SIDS,
    VIVA_ORDERS,
    SAP_NUMBERS,
)
