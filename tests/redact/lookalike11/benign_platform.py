"""Benign look-alikes from platform configuration: ESP-IDF partition tables and security
Kconfig, AWS IoT policies, CSRs, BLE GATT UUIDs, mDNS/Matter discovery, systemd credential
references, Stripe signature headers and app dependency pins (SwiftPM, Gradle)."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike11.gen import (
    ALNUM,
    REGIONS,
    Kind,
    epoch,
    hexs,
    num,
    pem,
    person,
    pick,
    uhex,
)


def _parts(r: Random) -> dict[str, str]:
    app = r.choice(("0x1E0000", "0x1C0000", "0x200000"))
    return {"app": app, "nvs": r.choice(("0x6000", "0x5000")), "rev": str(r.randint(2, 9))}


PARTITIONS = Kind(
    "esp-partition-table",
    (
        "# Name,     Type, SubType,  Offset,   Size,  Flags  (rev ⟨rev⟩)\n"
        "nvs,         data, nvs,      0x9000,   ⟨nvs⟩,\notadata,     data, ota,      ,         "
        "0x2000,\nphy_init,    data, phy,      ,         0x1000,\n"
        "nvs_keys,    data, nvs_keys, ,         0x1000, encrypted\n"
        "ota_0,       app,  ota_0,    0x20000,  ⟨app⟩,\nota_1,       app,  ota_1,    ,   "
        "      ⟨app⟩,",
        "Partition rev ⟨rev⟩ adds `nvs_keys` (0x1000, encrypted flag) so the NVS encryption "
        "keys are generated on first boot; ota slots stay at ⟨app⟩.",
    ),
    _parts,
)


def _kconfig(r: Random) -> dict[str, str]:
    return {
        "dir": r.choice(("/builds/thermia/keys", "/run/secrets", "$(KEYS_DIR)")),
        "ver": f"5.{r.randint(1, 4)}.{r.randint(0, 3)}",
        "sz": str(r.choice((2048, 3072))),
    }


KCONFIG = Kind(
    "firmware-security-kconfig",
    (
        "CONFIG_SECURE_BOOT=y\nCONFIG_SECURE_BOOT_V2_ENABLED=y\n"
        'CONFIG_SECURE_BOOT_SIGNING_KEY="⟨dir⟩/secure_boot_signing_key.pem"\n'
        "CONFIG_SECURE_FLASH_ENC_ENABLED=y\nCONFIG_NVS_ENCRYPTION=y\n"
        "# ESP-IDF v⟨ver⟩, RSA-⟨sz⟩",
        'CONFIG_BOOTLOADER_MCUBOOT=y\nCONFIG_MCUBOOT_SIGNATURE_KEY_FILE="⟨dir⟩/root-ec-p256.pem"'
        "\nCONFIG_MBEDTLS_KEY_EXCHANGE_PSK_ENABLED=n\nCONFIG_TFM_PROFILE_TYPE_MEDIUM=y",
    ),
    _kconfig,
)


def _policy(r: Random) -> dict[str, str]:
    return {"acct": num(r, 12), "region": r.choice(REGIONS), "ver": str(r.randint(2, 9))}


IOT_POLICY = Kind(
    "aws-iot-policy-document",
    (
        '{\n  "Version": "2012-10-17",\n  "Statement": [\n    {\n      "Effect": "Allow",\n'
        '      "Action": "iot:Connect",\n      "Resource": "arn:aws:iot:⟨region⟩:⟨acct⟩:'
        'client/${iot:Connection.Thing.ThingName}"\n    },\n    {\n      "Effect": "Allow",\n'
        '      "Action": ["iot:Publish", "iot:Receive"],\n      "Resource": "arn:aws:iot:'
        '⟨region⟩:⟨acct⟩:topic/thermia/v1/*/${iot:Connection.Thing.ThingName}/*"\n    }\n  ]\n}',
        "tstat-device-policy v⟨ver⟩ in ⟨acct⟩ (⟨region⟩) scopes every topic to "
        "${iot:Connection.Thing.ThingName}; a stolen cert can only speak for its own thing.",
    ),
    _policy,
)


_CSR_HEAD = bytes.fromhex("308201283081cf020100")


def _csr(r: Random) -> dict[str, str]:
    return {
        "csr": pem(r, "CERTIFICATE REQUEST", _CSR_HEAD, 296),
        "thing": "tstat-v3-" + uhex(r, 12),
        "sha": hexs(r, 64),
    }


CSR = Kind(
    "device-csr-public",
    (
        "CSR the thermostat sent during BLE provisioning (public; the key stays in the "
        "secure element):\n\n⟨csr⟩",
        "$ openssl req -in ⟨thing⟩.csr -noout -subject -pubkey | openssl sha256\n"
        "subject=CN = ⟨thing⟩\nSHA2-256(stdin)= ⟨sha⟩",
    ),
    _csr,
)


def _gatt(r: Random) -> dict[str, str]:
    base = hexs(r, 8)
    tail = f"-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}"
    return {
        "svc": base + tail,
        "sp": f"{base[:4]}{int(base[4:], 16) + 1:04x}"[:8] + tail,
        "mode": f"{base[:4]}{int(base[4:], 16) + 2:04x}"[:8] + tail,
        "line": str(r.randint(10, 80)),
    }


GATT = Kind(
    "ble-gatt-uuids",
    (
        "object ThermiaGatt {  // ble/ThermiaGatt.kt:⟨line⟩\n"
        '    val SERVICE: UUID = UUID.fromString("⟨svc⟩")\n'
        '    val SETPOINT: UUID = UUID.fromString("⟨sp⟩")\n'
        '    val MODE: UUID = UUID.fromString("⟨mode⟩")\n'
        '    val CCCD: UUID = UUID.fromString("00002902-0000-1000-8000-00805f9b34fb")\n}',
        'iOS CoreBluetooth: scan for CBUUID(string: "⟨svc⟩"), then write the setpoint '
        "characteristic ⟨sp⟩ with response.",
    ),
    _gatt,
)


def _mdns(r: Random) -> dict[str, str]:
    return {
        "cfid": uhex(r, 16),
        "node": uhex(r, 16),
        "host": uhex(r, 12),
        "id": hexs(r, 12),
        "ip": f"fd{hexs(r, 2)}::{hexs(r, 4)}:{hexs(r, 4)}:{hexs(r, 4)}:{hexs(r, 4)}",
    }


MDNS = Kind(
    "mdns-discovery-records",
    (
        "$ avahi-browse -rt _matter._tcp\n+ wlan0 IPv6 ⟨cfid⟩-⟨node⟩ _matter._tcp local\n"
        "= wlan0 IPv6 ⟨cfid⟩-⟨node⟩ _matter._tcp local\n   hostname = [⟨host⟩.local]\n"
        '   address = [⟨ip⟩]\n   port = [5540]\n   txt = ["SII=5000" "SAI=300" "T=1"]',
        "HA zeroconf sees `_thermia._tcp` instance thermia-⟨id⟩ with TXT id=⟨id⟩ fw=3.4 — "
        "that id is the MAC suffix, used as unique_id.",
    ),
    _mdns,
)


def _systemd(r: Random) -> dict[str, str]:
    return {"ver": f"2026.03.{r.randint(1, 9)}", "mem": str(r.choice((64, 96, 128)))}


SYSTEMD = Kind(
    "systemd-credential-refs",
    (
        "[Service]\nExecStart=/usr/bin/thermia-agent --config /etc/thermia/agent.toml\n"
        "LoadCredentialEncrypted=mqtt-password:/etc/credstore.encrypted/mqtt-password\n"
        "EnvironmentFile=-/etc/thermia/agent.env\nDynamicUser=yes\nMemoryMax=⟨mem⟩M",
        "Hub OS ⟨ver⟩: agent reads the broker password from $CREDENTIALS_DIRECTORY/"
        "mqtt-password (systemd-creds, TPM-sealed) — nothing sensitive in agent.env, "
        "MemoryMax=⟨mem⟩M.",
    ),
    _systemd,
)


def _stripe_sig(r: Random) -> dict[str, str]:
    return {
        "t": epoch(r),
        "v1": hexs(r, 64),
        "v0": hexs(r, 64),
        "evt": "evt_1" + pick(r, ALNUM, 23),
        "skew": str(r.randint(301, 900)),
    }


STRIPE_SIG = Kind(
    "stripe-signature-header",
    (
        "Stripe-Signature: t=⟨t⟩,v1=⟨v1⟩,v0=⟨v0⟩",
        "Worker rejected ⟨evt⟩: `No signatures found matching the expected signature for "
        "payload` — header t=⟨t⟩ was ⟨skew⟩ s old (v1=⟨v1⟩); clock skew on the replay tool.",
    ),
    _stripe_sig,
)


def _spm(r: Random) -> dict[str, str]:
    return {
        "origin": hexs(r, 64),
        "rev": hexs(r, 40),
        "rev2": hexs(r, 40),
        "ver": f"11.{r.randint(0, 12)}.{r.randint(0, 3)}",
    }


SWIFTPM = Kind(
    "swift-package-resolved",
    (
        '{\n  "originHash" : "⟨origin⟩",\n  "pins" : [\n    {\n'
        '      "identity" : "firebase-ios-sdk",\n      "kind" : "remoteSourceControl",\n'
        '      "location" : "https://github.com/firebase/firebase-ios-sdk",\n'
        '      "state" : {\n        "revision" : "⟨rev⟩",\n        "version" : "⟨ver⟩"\n'
        '      }\n    }\n  ],\n  "version" : 3\n}',
        "Xcode Cloud resolved firebase-ios-sdk ⟨ver⟩ at ⟨rev⟩ but local was ⟨rev2⟩ — "
        "Package.resolved wasn't committed after the bump.",
    ),
    _spm,
)


def _gradle(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 64),
        "sha2": hexs(r, 64),
        "ver": f"19.{r.randint(0, 6)}.{r.randint(0, 3)}",
        "who": person(r),
    }


GRADLE_VERIFY = Kind(
    "gradle-dependency-verification",
    (
        '<component group="com.google.firebase" name="firebase-crashlytics" version="⟨ver⟩">\n'
        '   <artifact name="firebase-crashlytics-⟨ver⟩.aar">\n'
        '      <sha256 value="⟨sha⟩" origin="Generated by Gradle"/>\n   </artifact>\n'
        "</component>",
        "Dependency verification failed on CI for play-integrity (expected sha256 ⟨sha⟩, got "
        "⟨sha2⟩); ⟨who⟩ regenerated verification-metadata.xml after checking the Maven "
        "signature.",
    ),
    _gradle,
)

PLATFORM: tuple[Kind, ...] = (
    PARTITIONS,
    KCONFIG,
    IOT_POLICY,
    CSR,
    GATT,
    MDNS,
    SYSTEMD,
    STRIPE_SIG,
    SWIFTPM,
    GRADLE_VERIFY,
)

__all__ = ["PLATFORM"]
