"""Benign look-alikes that talk about secrets without holding one.

Placeholders, password policy, where a secret lives, rotations told without the value,
base64 of plain data, public keys and certificates, masked tool output and hex dumps of HL7
frames. Each one sits in the same kind of line or block as a real secret would.
"""

from __future__ import annotations

import base64
import zlib
from random import Random

from tests.redact.lookalike18.gen import (
    Kind,
    b64_bytes,
    b64url,
    b64url_json,
    day,
    hexs,
    hl7_ts,
    modulus,
    num,
    pem,
    pick,
    sshstr,
    uuid4,
    wrap,
)

_SMART_APPS = ("kardio-dashboard", "onko-board", "sepsis-score", "stroke-timer", "wund-doku")
_SECRET_NAMES = (
    "mirth-db-password",
    "smart-kardio-client-secret",
    "entra-mirth-graph-secret",
    "veeam-config-backup-key",
    "nexus-svc-docker",
    "hunzedal-vpn-psk",
)

# ---------------------------------------------------------------------------- value makers


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(1, 4)),
        "app": r.choice(_SMART_APPS),
        "appid": uuid4(r),
        "lim": str(r.choice((1, 5, 10, 20, 50))),
        "dd": day(r),
    }


def _policy(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(12, 16)),
        "m": str(r.choice((20, 24, 25, 30, 32))),
        "d": str(r.choice((90, 180, 365))),
        "h": str(r.randint(5, 24)),
        "k": str(r.randint(5, 10)),
    }


def _location(r: Random) -> dict[str, str]:
    return {
        "name": r.choice(_SECRET_NAMES),
        "ver": hexs(r, 32),
        "path": r.choice(("mirth/prod", "mirth/staging", "lis-bridge", "fhir-test", "sftp-nl")),
        "item": "KVN-" + num(r, 4),
        "dd": day(r),
    }


def _rotated(r: Random) -> dict[str, str]:
    return {
        "dd": str(r.randint(1, 31)),
        "dd2": f"{r.randint(1, 31):02d}",
        "keyid": uuid4(r),
        "app": r.choice(_SMART_APPS),
        "n": str(r.randint(1, 3)),
    }


def _png_header(r: Random) -> tuple[bytes, int, int]:
    w, h = r.randint(64, 1024), r.randint(32, 512)
    ihdr = b"IHDR" + w.to_bytes(4, "big") + h.to_bytes(4, "big") + bytes((8, 6, 0, 0, 0))
    crc = zlib.crc32(ihdr).to_bytes(4, "big")
    return b"\x89PNG\r\n\x1a\n" + (13).to_bytes(4, "big") + ihdr + crc, w, h


def _b64data(r: Random) -> dict[str, str]:
    n = str(r.randint(1, 99))
    acc = "KVN27" + num(r, 7)
    png, w, h = _png_header(r)
    pdf = (
        f"%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n% Befund TEST^PATIENT {n}\n"
    )
    hl7 = (
        f"MSH|^~\\&|KIS|KVN|FHIR|KVN|{hl7_ts(r)}||ADT^A08|{num(r, 10)}|T|2.5\r"
        f"PID|1||{num(r, 8)}^^^KVN^PI||TEST^PATIENT^{n}||19700101|F\r"
    )
    dcm = f"(0010,0010) PN [TEST^PHANTOM{n}]\n(0008,0060) CS [CT]\n(0008,0050) SH [{acc}]"
    kid = b64url(r, 16)
    return {
        "n": n,
        "acc": acc,
        "png": b64_bytes(png),
        "w": str(w),
        "h": str(h),
        "pdf": b64_bytes(pdf.encode("latin-1")),
        "hl7": b64_bytes(hl7.encode()),
        "dcm": b64_bytes(dcm.encode()),
        "kid": kid,
        "hdr": b64url_json({"alg": "RS256", "typ": "JWT", "kid": kid}),
    }


def _cert_body(r: Random) -> str:
    serial = bytes((r.randrange(1, 0x80),)) + r.randbytes(19)
    head = (
        bytes.fromhex("308203a130820289a0030201020214")
        + serial
        + bytes.fromhex("300d06092a864886f70d01010b0500")
    )
    return wrap(b64_bytes(head + r.randbytes(933 - len(head))))


def _spki(r: Random) -> str:
    head = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
    return b64_bytes(head + modulus(r, 256) + bytes.fromhex("0203010001"))


def _public(r: Random) -> dict[str, str]:
    ed = sshstr(b"ssh-ed25519") + sshstr(r.randbytes(32))
    rsa = sshstr(b"ssh-rsa") + sshstr(b"\x01\x00\x01") + sshstr(b"\x00" + modulus(r, 384))
    return {
        "edpub": b64_bytes(ed),
        "rsapub": b64_bytes(rsa),
        "pubbody": wrap(_spki(r)),
        "realmpub": _spki(r),
        "certbody": _cert_body(r),
        "nmod": base64.urlsafe_b64encode(modulus(r, 256)).decode().rstrip("="),
        "kid": b64url(r, 16),
        "n": num(r, 3),
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        "app": r.choice(_SMART_APPS),
        "appid": uuid4(r),
        "keyid": uuid4(r),
        "hint": pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789", 3),
        "dd": f"{r.randint(1, 28):02d}",
        "m": str(r.randint(1, 9)),
        "n": str(r.randint(1, 4)),
    }


def _xxd(data: bytes, lines: int) -> str:
    out = []
    for off in range(0, min(len(data), 16 * lines), 16):
        chunk = data[off : off + 16]
        groups = " ".join(chunk[i : i + 2].hex() for i in range(0, len(chunk), 2))
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        out.append(f"{off:08x}: {groups:<39}  {text}")
    return "\n".join(out)


def _hexdump_c(data: bytes, lines: int) -> str:
    out = []
    for off in range(0, min(len(data), 16 * lines), 16):
        chunk = data[off : off + 16]
        left = " ".join(f"{b:02x}" for b in chunk[:8])
        right = " ".join(f"{b:02x}" for b in chunk[8:])
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        out.append(f"{off:08x}  {left:<23}  {right:<23}  |{text}|")
    return "\n".join(out)


def _mllp(r: Random) -> dict[str, str]:
    ts = hl7_ts(r)
    ctl = num(r, 10)
    msg = (
        f"\x0bMSH|^~\\&|KIS|KVN|LIS|KVN|{ts}||ADT^A08|{ctl}|P|2.5\r"
        f"PID|1||{num(r, 8)}^^^KVN^PI||TEST^PATIENT\r\x1c\r"
    ).encode()
    ack = f"\x0bMSH|^~\\&|LIS|KVN|KIS|KVN|{ts}||ACK^A08|{num(r, 10)}|P|2.5\rMSA|AA|{ctl}\r\x1c\r"
    return {
        "xxd": _xxd(msg, 4),
        "hexc": _hexdump_c(msg, 3),
        "ack": ack.encode().hex(),
        "tail": msg[-10:].hex() + "0a",
        "head": msg[:40].hex(" "),
        "ctl": ctl,
    }


# ---------------------------------------------------------------------------- kinds

TEXT: tuple[Kind, ...] = (
    Kind(
        "placeholder_values",
        (
            "Vorlage für eine neue Mirth-Umgebung mc-test0⟨n⟩ (kopieren, Werte aus dem Vault):\n"
            "database.username = mirth\n"
            "database.password = <mirth-db-password>\n"
            "keystore.storepass = <keystore-storepass>",
            "AZURE_CLIENT_SECRET=<client-secret>  # the pipeline injects the real value from "
            "kv-kvn-integration (app ⟨appid⟩)",
            "docker-compose.example.yml hat POSTGRES_PASSWORD: changeme — das ist nur der "
            "Platzhalter aus dem dcm4chee-Beispiel, die echten Werte kommen aus der .env auf "
            "arc-test0⟨n⟩ (nicht im Repo)",
            "sqlcmd -S sql-lis0⟨n⟩ -U svc_lis_read -P '<wachtwoord uit de kluis>' -Q \"SELECT 1\" "
            " ← zo staat het in het runbook voor Hunzedal",
            '"clientId": "smart-⟨app⟩", "secret": "${SMART_CLIENT_SECRET}", "publicClient": false',
            'mirth_db_password: "{{ vault_mirth_db_password }}"  # group_vars/prod/vault.yml, '
            "mc-prod0⟨n⟩",
            "Beispiel aus der ServiceNow-Doku: curl -u 'svc_integration_hub:YOUR_PASSWORD' "
            "'https://kvnordheide.service-now.com/api/now/table/incident?sysparm_limit=⟨lim⟩'",
        ),
        _placeholders,
    ),
    Kind(
        "password_policy_text",
        (
            "Passwortrichtlinie KVN ab 01.04.2027: mindestens ⟨n⟩ Zeichen, Dienstkonten ⟨m⟩ "
            "Zeichen, kein Wechselzwang mehr, dafür Abgleich gegen Leak-Listen",
            "Policy: service account passwords must be at least ⟨m⟩ characters, generated, kept "
            "in the vault, rotated every ⟨d⟩ days; none of the last ⟨h⟩ may be reused",
            "Wachtwoordbeleid Hunzedal: minimaal ⟨n⟩ tekens, hoofdletter + cijfer + speciaal "
            "teken, account op slot na ⟨k⟩ pogingen",
            "パスワードポリシー：⟨n⟩文字以上、英大文字・英小文字・数字・記号を含むこと、"
            "⟨d⟩日ごとに変更",
            "Kebijakan kata sandi: minimal ⟨n⟩ karakter, wajib MFA untuk VPN, akun dikunci "
            "setelah ⟨k⟩ kali gagal login",
            "Fine-Grained Password Policy PSO-Dienstkonten: MinPasswordLength=⟨m⟩, "
            "ComplexityEnabled=True, LockoutThreshold=0, MaxPasswordAge=⟨d⟩.00:00:00",
        ),
        _policy,
    ),
    Kind(
        "secret_location_refs",
        (
            "Mirth DB password: Vault kv/⟨path⟩ (key db_password) — not written here",
            "Key Vault secret: https://kv-kvn-integration.vault.azure.net/secrets/⟨name⟩/⟨ver⟩",
            "Het wachtwoord staat in Passbolt, map 'Koppelingen KVN', item ⟨item⟩",
            "パスワードは Keeper の共有フォルダ「Hoshimi 保守」に保存済み（ここには書かない、"
            "3/⟨dd⟩）",
            "Kata sandi ada di Vault: secret/nusantara/⟨path⟩ — minta akses ke Pak Malte",
            "az keyvault secret show --vault-name kv-kvn-integration --name ⟨name⟩ "
            "--query id -o tsv\n"
            "https://kv-kvn-integration.vault.azure.net/secrets/⟨name⟩/⟨ver⟩",
        ),
        _location,
    ),
    Kind(
        "rotated_revoked_mentions",
        (
            "Rotated the Entra client secret of KVN-Mirth-Graph on 2027-03-⟨dd2⟩; old secret "
            "(ID ⟨keyid⟩) deleted, new value only in kv-kvn-integration",
            "Jenkins-API-Token 'ansible-⟨n⟩' von svc_deploy am ⟨dd2⟩.03. widerrufen, neuer Token "
            "liegt im Vault",
            "SAS-token voor Hunzedal ingetrokken door key1 te roteren (⟨dd⟩ maart); nieuwe SAS "
            "via de kluis gedeeld",
            "Hoshimi 保守アカウントのパスワードは3月⟨dd⟩日に変更済み。旧パスワードは無効。",
            "PSK tunnel Hunzedal sudah diganti tanggal ⟨dd⟩ Maret, nilai baru tidak ditulis "
            "di sini",
            "smart-⟨app⟩: client secret regenerated in Keycloak (⟨dd2⟩.03.), the vendor got it "
            "through the Passbolt share",
        ),
        _rotated,
    ),
    Kind(
        "base64_plain_data",
        (
            "OBX|1|ED|PDF^Befund^L||^application^pdf^Base64^⟨pdf⟩||||||F",
            "PNG-Header vom Logo im Arztbrief-Template (base64, erste 33 Bytes): ⟨png⟩ → "
            "⟨w⟩×⟨h⟩ px, RGBA",
            '{"resourceType": "Binary", "contentType": "x-application/hl7-v2+er7", '
            '"data": "⟨hl7⟩"}',
            "echo '⟨dcm⟩' | base64 -d\n"
            "(0010,0010) PN [TEST^PHANTOM⟨n⟩]\n"
            "(0008,0060) CS [CT]\n"
            "(0008,0050) SH [⟨acc⟩]",
            "Only the JOSE header of the failing token (no payload, no signature): ⟨hdr⟩ → "
            '{"alg":"RS256","typ":"JWT","kid":"⟨kid⟩"}',
            "Agus: string base64 ini cuma header PNG dari logo, bukan rahasia: ⟨png⟩",
        ),
        _b64data,
    ),
    Kind(
        "public_keys_and_certs",
        (
            "ssh-ed25519 ⟨edpub⟩ mbrenner@kvn-nb-0⟨n⟩",
            "~/.ssh/authorized_keys auf mc-prod01:\n"
            "ssh-ed25519 ⟨edpub⟩ svc_jenkins@jenkins\n"
            "ssh-rsa ⟨rsapub⟩ rizky@nusantara-dev",
            "SMART backend-services public key (kid ⟨kid⟩), bei Hunzedal registriert:\n"
            + pem("PUBLIC KEY", "⟨pubbody⟩"),
            "Hunzedal CA-Zertifikat für den Truststore:\n" + pem("CERTIFICATE", "⟨certbody⟩"),
            '{"keys":[{"kty":"RSA","kid":"⟨kid⟩","use":"sig","alg":"RS384",'
            '"n":"⟨nmod⟩","e":"AQAB"}]}',
            "Realm 'klinik' public key (Realm Settings → Keys → RS256): ⟨realmpub⟩",
        ),
        _public,
    ),
    Kind(
        "masked_tool_output",
        (
            "{\n"
            '  "clientId": "smart-⟨app⟩",\n'
            '  "secret": "**********",\n'
            '  "publicClient": false,\n'
            '  "redirectUris": ["https://⟨app⟩.kvn.intern/callback"]\n'
            "}",
            "az ad app credential list --id ⟨appid⟩\n"
            "[\n"
            "  {\n"
            '    "displayName": "mirth-graph-2027",\n'
            '    "endDateTime": "2028-03-⟨dd⟩T09:12:33Z",\n'
            '    "hint": "⟨hint⟩",\n'
            '    "keyId": "⟨keyid⟩",\n'
            '    "secretText": null,\n'
            '    "startDateTime": "2027-03-⟨dd⟩T09:12:33Z"\n'
            "  }\n"
            "]",
            "Jenkins console:\n"
            "+ curl -fsS -u svc_deploy:**** "
            "'https://nexus.kvn.intern/service/rest/v1/components?repository=kvn-releases' "
            "-F maven2.asset1=@channels-2027.03.⟨m⟩.zip",
            "ServiceNow → Connection & Credential Aliases → 'Mirth Basic Auth': "
            "user svc_integration_hub, Passwort ●●●●●●●●●●●● (gesetzt am ⟨dd⟩.03.)",
            "kcadm.sh get components -r klinik -q name=kvn-ad-⟨n⟩ | grep -A1 bindCredential\n"
            '    "bindCredential" : [ "**********" ],',
            "PS C:\\> Get-VBRCredentials | ft Name,Description\n\n"
            "Name                Description\n"
            "----                -----------\n"
            "KVN\\svc_veeam_vss   VSS guest processing Windows (Gruppe ⟨n⟩)",
        ),
        _masked,
    ),
    Kind(
        "mllp_hex_dumps",
        (
            "xxd adt_a08.bin | head -4\n⟨xxd⟩",
            "hexdump -C mllp_capture.bin | head -3\n⟨hexc⟩",
            "Wireshark 'Copy as Hex Stream' of the ACK: ⟨ack⟩",
            "Rahmen endet bei uns mit 1c0d, das Hoshimi-Gateway schickt ...⟨tail⟩ — also ein "
            "LF zu viel (MSH-10 ⟨ctl⟩)",
            "MLLP フレームは 0x0b で始まる：⟨head⟩ …",
        ),
        _mllp,
    ),
)
