"""Benign look-alikes from EDI and transport security: AS2 message ids and MICs, interchange
control numbers, certificate fingerprints and thumbprints, public keys and certificates,
base64-wrapped EDI payloads and SFTP listings. All public or non-secret by construction."""

from __future__ import annotations

import base64
import json
import struct
from random import Random

from tests.redact.lookalike31.gen import (
    Kind,
    b64,
    b64url,
    colon_hex,
    container,
    digits,
    hexs,
    imo,
    num,
    pick,
    ssh_ed25519_public,
    uuid4,
    wrap,
)

_AS2_IDS = ("VLMAS2RTM", "KASBAHAS2", "NORDZEEAS2", "ATLASREEFER", "DKBROKERAS2", "MAGHREBFS")
_HOSTS = (
    "sftp.kasbah-transit.ma",
    "sftp.nordzee-hauliers.nl",
    "mft.atlasreefer.ma",
    "edi.dkbroker.nl",
    "files.maghrebfeeder.com",
)
_MSGS = ("IFTSTA", "IFTMIN", "COPARN", "CODECO", "COARRI", "BAPLIE", "IFTMBC", "CUSDEC")


def _ts(r: Random) -> str:
    day, hour = r.randint(1, 28), r.randint(0, 23)
    return f"202807{day:02d}{hour:02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"


def _as2(r: Random) -> dict[str, str]:
    frm, to = r.sample(_AS2_IDS, 2)
    return {
        "mid": f"<mendelson_opensource_AS2-{num(r, 13)}-{r.randint(0, 99)}@{frm}_{to}>",
        "mid2": f"<OPENAS2-{_ts(r)}{digits(r, 3)}-{num(r, 4)}@{frm}_{to}>",
        "mid3": f"<{_ts(r)}.{num(r, 5)}.{hexs(r, 8)}@as2.vlietmond.nl>",
        "mic": b64(r, 32),
        "md5": b64(r, 16),
        "frm": frm,
        "to": to,
    }


def _edi(r: Random) -> dict[str, str]:
    icn = digits(r, r.choice((9, 14)))
    return {
        "icn": icn,
        "icn9": digits(r, 9),
        "ref": num(r, 6),
        "gs": str(r.randint(1, 99999)),
        "st": digits(r, 4),
        "msg": r.choice(_MSGS),
        "d": f"2807{r.randint(10, 28)}",
        "t": f"{r.randint(0, 23):02d}{r.randint(0, 59):02d}",
        "c": container(r),
        "n": str(r.randint(8, 60)),
    }


def _fingerprints(r: Random) -> dict[str, str]:
    return {
        "sha256": colon_hex(r, 32),
        "sha1": colon_hex(r, 20),
        "serial": hexs(r, 32).upper(),
        "serial_c": colon_hex(r, 16).lower(),
        "cn": r.choice(("as2.vlietmond.nl", "as2.kasbah-transit.ma", "edi.dkbroker.nl")),
        "alias": r.choice(("kasbahas2-2028", "vlm-as2-signing-2028", "dkbroker-enc")),
    }


def _thumbprints(r: Random) -> dict[str, str]:
    return {
        "tp": hexs(r, 40).upper(),
        "tp2": hexs(r, 40).upper(),
        "app": r.choice(("vlm-edi-func", "vlm-tms-api", "vlm-as2-gw")),
        "exp": f"2029-0{r.randint(1, 9)}-{r.randint(10, 28)}",
    }


def _ssh_public(r: Random) -> dict[str, str]:
    rsa_blob = struct.pack(">I", 7) + b"ssh-rsa" + struct.pack(">I", 3) + b"\x01\x00\x01"
    rsa_blob += struct.pack(">I", 385) + b"\x00" + r.randbytes(384)
    return {
        "host": r.choice(_HOSTS),
        "ed": ssh_ed25519_public(r),
        "rsa": "ssh-rsa " + base64.b64encode(rsa_blob).decode(),
        "fp": b64(r, 32).rstrip("="),
        "fp2": b64(r, 32).rstrip("="),
        "ip": f"41.{r.randint(1, 254)}.{r.randint(1, 254)}.{r.randint(1, 254)}",
        "user": r.choice(("y.benali@casa-laptop", "s.dekker@rtm-ws12", "deploy@vlm-edi-01")),
    }


def _public_material(r: Random) -> dict[str, str]:
    n = base64.urlsafe_b64encode(b"\xc1" + r.randbytes(255)).decode().rstrip("=")
    return {
        "cert": wrap("MIIF" + pick(r, "DTjz", 1) + "CCA" + b64(r, 1020), 64),
        "pub": wrap("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(r, 258) + "IDAQAB", 64),
        "n": n,
        "kid": b64url(r, 20),
        "x5t": b64url(r, 20),
        "cn": r.choice(("as2.kasbah-transit.ma", "as2.vlietmond.nl", "api.havenpoort-pcs.nl")),
    }


def _edifact_text(r: Random) -> str:
    icn = digits(r, 9)
    c = container(r)
    return (
        "UNA:+.? 'UNB+UNOC:3+VLIETMONDRTM:ZZZ+KASBAHTRANSIT:ZZZ+"
        f"2807{r.randint(10, 28)}:{r.randint(10, 23)}{r.randint(10, 59)}+{icn}'"
        f"UNH+1+IFTSTA:D:99B:UN'BGM+23+{num(r, 8)}+9'EQD+CN+{c}'"
        f"STS+1+{r.choice(('GIN', 'GOT', 'LOD', 'DIS'))}'UNT+5+1'UNZ+1+{icn}'"
    )


def _payloads(r: Random) -> dict[str, str]:
    edi = _edifact_text(r)
    xml = (
        f'<?xml version="1.0"?><GateMove><Container>{container(r)}</Container>'
        f'<Vessel imo="{imo(r)}"/><Time>2028-07-{r.randint(1, 28):02d}T08:00:00Z</Time></GateMove>'
    )
    png = base64.b64encode(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + r.randbytes(40)).decode()
    return {
        "edi": base64.b64encode(edi.encode()).decode(),
        "xml": base64.b64encode(xml.encode()).decode(),
        "png": png,
        "name": f"{r.choice(_MSGS)}_{_ts(r)}.edi",
        "u": uuid4(r),
    }


def _listing(r: Random) -> dict[str, str]:
    out: dict[str, str] = {}
    for i in range(1, 4):
        out[f"f{i}"] = f"{r.choice(_MSGS)}_VLM_{_ts(r)}_{hexs(r, 8)}.edi"
        out[f"s{i}"] = str(r.randint(600, 48000))
    out["g"] = f"{r.choice(_MSGS)}_{digits(r, 9)}_{uuid4(r)}.edi"
    out["h"] = r.choice(_HOSTS)
    out["day"] = str(r.randint(1, 28))
    return out


def _jwks(r: Random) -> str:
    data = {
        "keys": [
            {
                "kty": "RSA",
                "use": "sig",
                "kid": b64url(r, 20),
                "n": base64.urlsafe_b64encode(b"\xb3" + r.randbytes(255)).decode().rstrip("="),
                "e": "AQAB",
            }
        ]
    }
    return json.dumps(data)


def _jwks_values(r: Random) -> dict[str, str]:
    out = _public_material(r)
    out["jwks"] = _jwks(r)
    return out


EDI: tuple[Kind, ...] = (
    Kind(
        "as2_message_ids_and_mics",
        (
            "AS2 Message-ID ⟨mid⟩ → MDN processed, Received-Content-MIC: ⟨mic⟩, sha-256",
            "Message-ID: ⟨mid2⟩\nAS2-From: ⟨frm⟩\nAS2-To: ⟨to⟩\nDisposition-Notification-Options: "
            "signed-receipt-protocol=optional, pkcs7-signature; signed-receipt-micalg=optional, "
            "sha-256\nContent-MD5: ⟨md5⟩",
            "Original-Message-ID: ⟨mid3⟩\nDisposition: automatic-action/MDN-sent-automatically; "
            "processed\nReceived-Content-MIC: ⟨mic⟩, sha-256",
            "[INFO] ⟨frm⟩→⟨to⟩ outbound ⟨mid⟩ MIC ⟨mic⟩ (sha-256) — wacht op async MDN",
            "Le partenaire dit ne pas avoir reçu ⟨mid3⟩ ; notre MIC calculé ⟨mic⟩ "
            "correspond pourtant au MDN.",
        ),
        _as2,
    ),
    Kind(
        "edi_interchange_control_numbers",
        (
            "UNB+UNOC:3+VLIETMONDRTM:ZZZ+KASBAHTRANSIT:ZZZ+⟨d⟩:⟨t⟩+⟨icn⟩++⟨msg⟩'\n"
            "UNH+⟨ref⟩+⟨msg⟩:D:99B:UN'\nUNT+⟨n⟩+⟨ref⟩'\nUNZ+1+⟨icn⟩'",
            "ISA*00*          *00*          *ZZ*VLIETMOND      *ZZ*CARRIERX       *⟨d⟩*⟨t⟩*U*00401*"
            "⟨icn9⟩*0*P*>~\nGS*QM*VLIETMOND*CARRIERX*20⟨d⟩*⟨t⟩*⟨gs⟩*X*004010~\nST*214*⟨st⟩~",
            "Dubbele interchange ⟨icn⟩ van Kasbah: UNB-controlnummer is al verwerkt, ⟨msg⟩ "
            "genegeerd.",
            "IEA*1*⟨icn9⟩~ ontbrak; GE*1*⟨gs⟩~ stond er wel. Partner stuurt nu opnieuw.",
            "CONTRL voor ⟨icn⟩: UCI+⟨icn⟩+KASBAHTRANSIT:ZZZ+VLIETMONDRTM:ZZZ+7' (geaccepteerd)",
        ),
        _edi,
    ),
    Kind(
        "certificate_fingerprints",
        (
            "openssl x509 -in ⟨alias⟩.cer -noout -fingerprint -sha256\nsha256 Fingerprint=⟨sha256⟩",
            "keytool -list -keystore as2.p12 -alias ⟨alias⟩\n⟨alias⟩, 14-Jul-2028, "
            "PrivateKeyEntry,\nCertificate fingerprint (SHA-256): ⟨sha256⟩",
            "AS2-cert van ⟨cn⟩: serial ⟨serial⟩, SHA1 ⟨sha1⟩ (verloopt 2029-03)",
            "        Serial Number:\n            ⟨serial_c⟩\n        Subject: CN = ⟨cn⟩, "
            "O = Vlietmond Logistics B.V., C = NL",
            "Empreinte SHA-256 du certificat de ⟨cn⟩ : ⟨sha256⟩ — vérifiée par téléphone.",
        ),
        _fingerprints,
    ),
    Kind(
        "windows_cert_thumbprints",
        (
            "WEBSITE_LOAD_CERTIFICATES=⟨tp⟩",
            "az webapp config ssl bind --certificate-thumbprint ⟨tp⟩ --ssl-type SNI -n ⟨app⟩ "
            "-g rg-edi-prod",
            "Get-ChildItem Cert:\\LocalMachine\\My\\⟨tp⟩ | Format-List Subject, NotAfter",
            "| App | Thumbprint | Verloopt |\n|---|---|---|\n| ⟨app⟩ | ⟨tp⟩ | ⟨exp⟩ |\n"
            "| vlm-pcs-sync | ⟨tp2⟩ | ⟨exp⟩ |",
            '"certificateThumbprint": "⟨tp⟩"',
        ),
        _thumbprints,
    ),
    Kind(
        "ssh_public_keys_and_host_fingerprints",
        (
            "⟨host⟩ ⟨ed⟩",
            "ED25519 key fingerprint is SHA256:⟨fp⟩.\nThis host key is known by the following "
            "other names/addresses:\n    ~/.ssh/known_hosts:14: ⟨ip⟩",
            "$ ssh-keyscan -t ed25519 ⟨host⟩\n# ⟨host⟩:22 SSH-2.0-OpenSSH_9.6\n⟨host⟩ ⟨ed⟩",
            "Publieke sleutel die we naar ⟨host⟩ stuurden: ⟨ed⟩ ⟨user⟩",
            "authorized_keys op vlm-edi-01:\n⟨rsa⟩ ⟨user⟩",
            "Host key van ⟨host⟩ gewijzigd: oud SHA256:⟨fp⟩, nieuw SHA256:⟨fp2⟩ (bevestigd door "
            "partner)",
        ),
        _ssh_public,
    ),
    Kind(
        "public_certificates_and_jwks",
        (
            "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----",
            "Publiek AS2-certificaat van ⟨cn⟩ (mag gedeeld worden):\n\n-----BEGIN CERTIFICATE-----"
            "\n⟨cert⟩\n-----END CERTIFICATE-----",
            "-----BEGIN PUBLIC KEY-----\n⟨pub⟩\n-----END PUBLIC KEY-----",
            "⟨jwks⟩",
            "JWKS van de PCS (https://api.havenpoort-pcs.nl/.well-known/jwks.json): kid ⟨kid⟩, "
            "x5t ⟨x5t⟩, n begint met ⟨n⟩",
        ),
        _jwks_values,
    ),
    Kind(
        "base64_wrapped_edi_payloads",
        (
            '{"$content-type": "application/octet-stream", "$content": "⟨edi⟩"}',
            '{"fileName": "⟨name⟩", "contentType": "application/EDIFACT", "content": "⟨edi⟩"}',
            "Service Bus body (base64, is gewoon de EDIFACT): ⟨edi⟩",
            '<Attachment mimeType="application/xml" encoding="base64">⟨xml⟩</Attachment>',
            '<img alt="Vlietmond" src="data:image/png;base64,⟨png⟩">',
        ),
        _payloads,
    ),
    Kind(
        "sftp_listings_and_edi_filenames",
        (
            "sftp> ls -l /outbound\n-rw-r--r--    1 vlm_edi  edi   ⟨s1⟩ Jul ⟨day⟩ 09:30 ⟨f1⟩\n"
            "-rw-r--r--    1 vlm_edi  edi   ⟨s2⟩ Jul ⟨day⟩ 09:31 ⟨f2⟩\n"
            "-rw-r--r--    1 vlm_edi  edi   ⟨s3⟩ Jul ⟨day⟩ 09:45 ⟨f3⟩",
            "Bestand ⟨f1⟩ bleef hangen in /inbound/error op ⟨h⟩",
            "mv /data/edi/in/⟨g⟩ /data/edi/archive/2028/07/",
            "Le fichier ⟨f2⟩ (⟨s2⟩ octets) est arrivé deux fois chez ⟨h⟩.",
        ),
        _listing,
    ),
)
