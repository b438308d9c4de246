"""Benign look-alikes from the device side: AWS IoT Core and Azure IoT Hub identities,
certificates and shadows, LoRaWAN and Thread/Matter identifiers, ESP-IDF, Zephyr, Yocto,
Mender and balena output. Public keys, certificates, digests and ids only."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike11.gen import (
    REGIONS,
    Kind,
    b64,
    cert_pem,
    clock,
    colon_hex,
    day,
    ec_public_pem,
    epoch,
    hexs,
    ipv4,
    mac,
    num,
    person,
    pick,
    serial,
    stamp,
    uhex,
    ulid,
    uuid4,
)


def _thing(r: Random) -> str:
    return "tstat-v3-" + uhex(r, 12)


def _iot(r: Random) -> dict[str, str]:
    return {
        "thing": _thing(r),
        "region": r.choice(REGIONS),
        "acct": num(r, 12),
        "uuid": uuid4(r),
        "serial": serial(r),
        "ver": str(r.randint(2, 40)),
        "old": hexs(r, 64),
        "new": hexs(r, 64),
        "ep": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 14),
        "day": day(r),
        "who": person(r),
    }


THING_ARN = Kind(
    "aws-iot-thing-describe",
    (
        "Bench unit registered as `⟨thing⟩` → arn:aws:iot:⟨region⟩:⟨acct⟩:thing/⟨thing⟩ "
        "(thing type `thermostat-v3`, policy `tstat-device-policy`).",
        "$ aws iot describe-thing --thing-name ⟨thing⟩\n{\n"
        '    "defaultClientId": "⟨thing⟩",\n    "thingName": "⟨thing⟩",\n'
        '    "thingId": "⟨uuid⟩",\n'
        '    "thingArn": "arn:aws:iot:⟨region⟩:⟨acct⟩:thing/⟨thing⟩",\n'
        '    "thingTypeName": "thermostat-v3",\n    "attributes": {\n'
        '        "hw_rev": "C2",\n        "serial": "⟨serial⟩"\n    },\n'
        '    "version": ⟨ver⟩\n}',
        "Fleet index query that finds the returned units: `thingName:tstat-v3-* AND "
        "attributes.serial:⟨serial⟩` — hit ⟨thing⟩ (thingId ⟨uuid⟩) in account ⟨acct⟩.",
    ),
    _iot,
    n=6,
)

CERT_ID = Kind(
    "aws-iot-certificate-id",
    (
        "Cert rotation on ⟨thing⟩ (⟨day⟩): old certificateId ⟨old⟩ → INACTIVE, "
        "new certificateId ⟨new⟩ attached and ACTIVE.",
        "$ aws iot list-thing-principals --thing-name ⟨thing⟩ --region ⟨region⟩\n{\n"
        '    "principals": [\n'
        '        "arn:aws:iot:⟨region⟩:⟨acct⟩:cert/⟨new⟩"\n    ]\n}',
        "If a unit shows up as disconnected with reason `CONNECTION_LOST`, check that cert "
        "⟨new⟩ is still ACTIVE before blaming Wi-Fi (⟨who⟩ lost an afternoon to this).",
    ),
    _iot,
)


def _cert(r: Random) -> dict[str, str]:
    return {
        "pem": cert_pem(r),
        "fp": colon_hex(r, 32),
        "thing": _thing(r),
        "not_after": f"Mar {r.randint(1, 28)} {clock(r)} 2051 GMT",
        "serialno": uhex(r, 40),
    }


DEVICE_CERT = Kind(
    "device-cert-public",
    (
        "Device cert for ⟨thing⟩ (public half only; the key never leaves ATECC608 slot 0):\n\n"
        "⟨pem⟩",
        "$ openssl x509 -in ⟨thing⟩.cert.pem -noout -subject -enddate -fingerprint -sha256\n"
        "subject=CN = ⟨thing⟩, O = Thermia Devices\nnotAfter=⟨not_after⟩\n"
        "sha256 Fingerprint=⟨fp⟩",
        "$ openssl x509 -in factory-ca.pem -noout -serial -fingerprint -sha256\n"
        "serial=⟨serialno⟩\nsha256 Fingerprint=⟨fp⟩",
    ),
    _cert,
)


def _topics(r: Random) -> dict[str, str]:
    return {"thing": _thing(r), "site": hexs(r, 8), "job": "ota-" + num(r, 6)}


MQTT_TOPICS = Kind(
    "mqtt-topic-map",
    (
        "Topics the firmware subscribes to:\n"
        "- $aws/things/⟨thing⟩/shadow/name/schedule/update/delta\n"
        "- $aws/things/⟨thing⟩/jobs/notify-next\n"
        "- thermia/v1/⟨site⟩/⟨thing⟩/cmd/#\n"
        "Publishes telemetry on thermia/v1/⟨site⟩/⟨thing⟩/tele (QoS 1, no retain).",
        "mosquitto_sub -t 'thermia/v1/⟨site⟩/+/tele' -v on the staging broker shows "
        "⟨thing⟩ every 60 s; job ⟨job⟩ arrives on $aws/things/⟨thing⟩/jobs/⟨job⟩/get/accepted.",
    ),
    _topics,
)


def _shadow(r: Random) -> dict[str, str]:
    return {
        "sp": f"{r.randint(180, 235) / 10:.1f}",
        "t": f"{r.randint(150, 260) / 10:.1f}",
        "ts": epoch(r),
        "ver": str(r.randint(100, 9000)),
        "token": uuid4(r),
        "fw": f"3.{r.randint(0, 9)}.{r.randint(0, 30)}",
    }


SHADOW_DOC = Kind(
    "iot-shadow-document",
    (
        '{\n  "state": {\n    "desired": { "setpoint_c": ⟨sp⟩, "mode": "heat" },\n'
        '    "reported": { "setpoint_c": ⟨sp⟩, "temp_c": ⟨t⟩, "fw": "⟨fw⟩" }\n  },\n'
        '  "metadata": { "reported": { "temp_c": { "timestamp": ⟨ts⟩ } } },\n'
        '  "version": ⟨ver⟩,\n  "timestamp": ⟨ts⟩,\n  "clientToken": "⟨token⟩"\n}',
        "Shadow update rejected with 409 `Version conflict` — the app sent version ⟨ver⟩ "
        "and clientToken ⟨token⟩ while the device had already reported fw ⟨fw⟩.",
    ),
    _shadow,
)

IOT_ENDPOINT = Kind(
    "iot-data-endpoint",
    (
        "$ aws iot describe-endpoint --endpoint-type iot:Data-ATS --region ⟨region⟩\n{\n"
        '    "endpointAddress": "⟨ep⟩-ats.iot.⟨region⟩.amazonaws.com"\n}',
        'Firmware Kconfig: CONFIG_THERMIA_MQTT_HOST="⟨ep⟩-ats.iot.⟨region⟩.amazonaws.com", '
        "port 8883, ALPN x-amzn-mqtt-ca, client id = thing name (⟨thing⟩).",
    ),
    _iot,
)


def _azure(r: Random) -> dict[str, str]:
    return {
        "dev": "tstat-eu-" + num(r, 6),
        "hub": r.choice(("thermia-hub-prod", "thermia-hub-stg")),
        "tp1": uhex(r, 40),
        "tp2": uhex(r, 40),
        "etag": b64(r, 9),
        "gen": num(r, 18),
        "scope": "0ne00" + uhex(r, 6),
        "ts": stamp(r),
    }


AZURE_DEVICE = Kind(
    "azure-iot-device-identity",
    (
        "$ az iot hub device-identity show -n ⟨hub⟩ -d ⟨dev⟩\n{\n"
        '  "authentication": {\n    "symmetricKey": {\n      "primaryKey": null,\n'
        '      "secondaryKey": null\n    },\n    "type": "selfSigned",\n'
        '    "x509Thumbprint": {\n      "primaryThumbprint": "⟨tp1⟩",\n'
        '      "secondaryThumbprint": "⟨tp2⟩"\n    }\n  },\n'
        '  "deviceId": "⟨dev⟩",\n  "etag": "⟨etag⟩",\n  "generationId": "⟨gen⟩",\n'
        '  "status": "enabled"\n}',
        "Azure pilot (⟨hub⟩): device ⟨dev⟩ is X.509 self-signed, primary thumbprint ⟨tp1⟩; "
        "DPS id scope ⟨scope⟩, last activity ⟨ts⟩.",
    ),
    _azure,
)


def _dps(r: Random) -> dict[str, str]:
    v = _azure(r)
    v["op"] = "5." + hexs(r, 16) + "." + uuid4(r)
    v["group"] = r.choice(("thermia-factory-2026", "thermia-rma"))
    return v


AZURE_DPS = Kind(
    "azure-dps-registration",
    (
        "DPS registration for ⟨dev⟩: idScope ⟨scope⟩, enrollment group `⟨group⟩`, "
        "operationId ⟨op⟩, status `assigned` to ⟨hub⟩.azure-devices.net.",
        "$ az iot dps enrollment-group show --dps-name thermia-dps --eid ⟨group⟩ "
        "--query attestation.x509.signingCertificates.primary.info\n{\n"
        '  "sha1Thumbprint": "⟨tp1⟩",\n  "subjectName": "CN=Thermia Factory Intermediate",\n'
        '  "updated": "⟨ts⟩"\n}',
    ),
    _dps,
)


def _lora(r: Random) -> dict[str, str]:
    return {
        "dev_eui": "70B3D57ED" + uhex(r, 7),
        "join_eui": "0000000000000" + uhex(r, 3),
        "dev_id": "tstat-lora-" + num(r, 4),
        "addr": "260B" + uhex(r, 4),
        "app": r.choice(("thermia-outdoor", "thermia-pilot-fi")),
        "ts": stamp(r),
        "gw": "B827EBFFFE" + uhex(r, 6),
    }


LORA_IDS = Kind(
    "lorawan-device-ids",
    (
        '$ ttn-lw-cli end-devices get ⟨app⟩ ⟨dev_id⟩\n{\n  "ids": {\n'
        '    "device_id": "⟨dev_id⟩",\n    "application_ids": { "application_id": "⟨app⟩" },\n'
        '    "dev_eui": "⟨dev_eui⟩",\n    "join_eui": "⟨join_eui⟩",\n'
        '    "dev_addr": "⟨addr⟩"\n  },\n  "created_at": "⟨ts⟩"\n}',
        "Outdoor sensor ⟨dev_id⟩: DevEUI ⟨dev_eui⟩, JoinEUI/AppEUI ⟨join_eui⟩, joined via "
        "gateway eui-⟨gw⟩. Root keys are in 1Password, not here.",
    ),
    _lora,
)


def _uplink(r: Random) -> dict[str, str]:
    v = _lora(r)
    v["payload"] = b64(r, 11)
    v["skid"] = b64(r, 16)
    v["corr"] = ulid(r)
    v["rssi"] = str(-r.randint(60, 120))
    v["snr"] = f"{r.randint(-150, 95) / 10:.1f}"
    return v


LORA_UPLINK = Kind(
    "lorawan-uplink-webhook",
    (
        '{\n  "end_device_ids": { "device_id": "⟨dev_id⟩", "dev_eui": "⟨dev_eui⟩",\n'
        '    "join_eui": "⟨join_eui⟩", "dev_addr": "⟨addr⟩" },\n'
        '  "correlation_ids": [ "as:up:⟨corr⟩" ],\n  "uplink_message": {\n'
        '    "session_key_id": "⟨skid⟩",\n    "f_port": 2,\n'
        '    "frm_payload": "⟨payload⟩",\n'
        '    "rx_metadata": [ { "gateway_ids": { "eui": "⟨gw⟩" }, "rssi": ⟨rssi⟩, '
        '"snr": ⟨snr⟩ } ]\n  }\n}',
        "Uplink from ⟨dev_id⟩ at RSSI ⟨rssi⟩ / SNR ⟨snr⟩ — frm_payload ⟨payload⟩ decodes to "
        "temp+humidity; session_key_id ⟨skid⟩ is just the session identifier TTS logs.",
    ),
    _uplink,
    n=6,
)


def _matter(r: Random) -> dict[str, str]:
    return {
        "node": "0x" + uhex(r, 4),
        "fabric": uhex(r, 16),
        "cfid": uhex(r, 16),
        "disc": str(r.randint(0, 4095)),
        "pid": "0x" + uhex(r, 4),
        "ts": clock(r),
        "peer": uhex(r, 16),
    }


MATTER_IDS = Kind(
    "matter-commissioning-log",
    (
        "[⟨ts⟩][CTL] Commissioning complete for node ID 0x⟨peer⟩: success\n"
        "[⟨ts⟩][DIS] Advertise operational node ⟨cfid⟩-⟨peer⟩\n"
        "[⟨ts⟩][CTL] Compressed fabric id: ⟨cfid⟩, vendor 0xFFF1, product ⟨pid⟩",
        "Matter dev build uses the test vendor 0xFFF1 / product ⟨pid⟩, discriminator ⟨disc⟩; "
        "chip-tool paired it as node ⟨node⟩ on fabric ⟨fabric⟩.",
    ),
    _matter,
)


def _thread(r: Random) -> dict[str, str]:
    return {
        "xpan": hexs(r, 16),
        "pan": "0x" + hexs(r, 4),
        "ch": str(r.randint(11, 26)),
        "ml": f"fd{hexs(r, 2)}:{hexs(r, 4)}:{hexs(r, 4)}:{hexs(r, 4)}::/64",
        "name": "thermia-" + hexs(r, 4),
        "ext": hexs(r, 16),
        "rloc": "0x" + hexs(r, 4),
    }


THREAD_PUBLIC = Kind(
    "thread-network-public-params",
    (
        "> extpanid\n⟨xpan⟩\nDone\n> panid\n⟨pan⟩\nDone\n> channel\n⟨ch⟩\nDone\n"
        "> networkname\n⟨name⟩\nDone\n> extaddr\n⟨ext⟩\nDone\n> rloc16\n⟨rloc⟩\nDone",
        "Border router joined network `⟨name⟩` (ext PAN ID ⟨xpan⟩, PAN ⟨pan⟩, channel ⟨ch⟩, "
        "mesh-local prefix ⟨ml⟩). The dataset TLVs stay on the OTBR, never in notes.",
    ),
    _thread,
)


def _esp(r: Random) -> dict[str, str]:
    return {
        "elf": hexs(r, 16),
        "mac": mac(r),
        "size": hex(r.randint(0x120000, 0x1C0000)),
        "free": str(r.randint(5, 30)),
        "ver": f"v3.{r.randint(0, 9)}.{r.randint(0, 30)}-{r.randint(1, 40)}-g{hexs(r, 7)}",
        "date": f"Mar {r.randint(1, 31):2d} 2026",
        "sha": hexs(r, 64),
    }


ESP_BUILD = Kind(
    "esp-idf-boot-log",
    (
        "I (31) boot: ESP-IDF v5.3.1 2nd stage bootloader\nI (31) boot: chip revision: v3.1\n"
        "I (298) cpu_start: Pro cpu start user code\nI (312) app_init: Project name:     "
        "thermia-fw\nI (317) app_init: App version:      ⟨ver⟩\nI (322) app_init: Compile "
        "time:     ⟨date⟩ 10:41:07\nI (328) app_init: ELF file SHA256:  ⟨elf⟩...\n"
        "I (334) app_init: ESP-IDF:          v5.3.1\nI (402) wifi:mode : sta (⟨mac⟩)",
        "idf.py build: thermia-fw.bin binary size ⟨size⟩ bytes. Smallest app partition is "
        "0x1e0000 bytes. ⟨free⟩% free. Image sha256 ⟨sha⟩ (matches the GitLab artifact).",
    ),
    _esp,
)


def _efuse(r: Random) -> dict[str, str]:
    return {
        "digest": hexs(r, 64),
        "port": "/dev/ttyUSB" + str(r.randint(0, 3)),
        "mac": mac(r),
        "chip": r.choice(("ESP32-S3 (QFN56) (revision v0.2)", "ESP32-C6 (QFN40) (revision v0.1)")),
    }


ESP_EFUSE = Kind(
    "esp-efuse-summary",
    (
        "$ espefuse.py -p ⟨port⟩ summary\nDetecting chip type... ⟨chip⟩\n"
        "BLOCK_KEY0 (BLOCK4)   Purpose: XTS_AES_128_KEY\n"
        "   = ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? -/-\n"
        "BLOCK_KEY1 (BLOCK5)   Purpose: SECURE_BOOT_DIGEST0\n"
        "   = ⟨digest⟩ R/-\nMAC (BLOCK1)          = ⟨mac⟩ (OK) R/W",
        "Secure Boot V2 on ⟨chip⟩: public key digest ⟨digest⟩ burned into BLOCK_KEY1; the "
        "flash-encryption key block reads back as ?? (read-protected), as it should.",
    ),
    _efuse,
)


def _zephyr(r: Random) -> dict[str, str]:
    return {
        "hash": hexs(r, 64),
        "hash2": hexs(r, 64),
        "ver": f"1.{r.randint(0, 9)}.{r.randint(0, 20)}",
        "board": r.choice(("nrf52840dk/nrf52840", "nrf5340dk/nrf5340/cpuapp", "esp32s3_devkitc")),
        "sha": hexs(r, 12),
    }


ZEPHYR_MCUMGR = Kind(
    "zephyr-mcumgr-images",
    (
        "$ mcumgr --conn ble image list\nImages:\n image=0 slot=0\n    version: ⟨ver⟩\n"
        "    bootable: true\n    flags: active confirmed\n    hash: ⟨hash⟩\n image=0 slot=1\n"
        "    version: ⟨ver⟩.1\n    bootable: true\n    flags: pending\n    hash: ⟨hash2⟩",
        "west build -b ⟨board⟩ app/ — Zephyr v3.7.0-⟨sha⟩; imgtool sign printed "
        "image hash ⟨hash⟩ for version ⟨ver⟩.",
    ),
    _zephyr,
    n=6,
)


def _imgtool(r: Random) -> dict[str, str]:
    raw = r.randbytes(91)
    rows = [", ".join(f"0x{b:02x}" for b in raw[i : i + 8]) for i in range(0, 24, 8)]
    return {
        "rows": ",\n    ".join(rows),
        "keyhash": hexs(r, 64),
        "pub": ec_public_pem(r),
    }


MCUBOOT_PUB = Kind(
    "mcuboot-public-key",
    (
        "$ imgtool getpub -k keys/root-ec-p256.pem\n/* Autogenerated by imgtool.py, do not "
        "edit. */\nconst unsigned char ecdsa_pub_key[] = {\n    ⟨rows⟩,\n    /* … */\n};",
        "MCUboot verification key (public, checked into boot/keys/):\n\n⟨pub⟩\n\n"
        "imgtool keyhash → ⟨keyhash⟩",
    ),
    _imgtool,
)


def _yocto(r: Random) -> dict[str, str]:
    return {
        "poky": hexs(r, 40),
        "meta": hexs(r, 40),
        "srcrev": hexs(r, 40),
        "sha": hexs(r, 64),
        "md5": hexs(r, 32),
        "tasks": str(r.randint(3000, 6000)),
        "ver": f"3.{r.randint(0, 9)}.{r.randint(0, 30)}",
    }


YOCTO_BUILD = Kind(
    "yocto-bitbake-config",
    (
        'Build Configuration:\nBB_VERSION           = "2.8.0"\nBUILD_SYS            = '
        '"x86_64-linux"\nMACHINE              = "thermia-hub-imx8mm"\nDISTRO               '
        '= "thermia"\nDISTRO_VERSION       = "⟨ver⟩"\nmeta                 = '
        '"scarthgap:⟨poky⟩"\nmeta-thermia         = "main:⟨meta⟩"',
        'SRC_URI = "git://gitlab.com/thermia/hub-agent.git;protocol=https;branch=main"\n'
        'SRCREV = "⟨srcrev⟩"\nLIC_FILES_CHKSUM = "file://LICENSE;md5=⟨md5⟩"\n'
        'SRC_URI[sha256sum] = "⟨sha⟩"',
        "NOTE: Tasks Summary: Attempted ⟨tasks⟩ tasks of which ⟨tasks⟩ didn't need to be rerun "
        "and all succeeded. sstate mirror hit for meta-thermia @ ⟨meta⟩.",
    ),
    _yocto,
    n=6,
)


def _mender(r: Random) -> dict[str, str]:
    return {
        "sum": hexs(r, 64),
        "sum2": hexs(r, 64),
        "dep": uuid4(r),
        "dev": hexs(r, 24),
        "ver": f"hub-os-2026.03.{r.randint(1, 9)}",
        "n": str(r.randint(3, 400)),
    }


MENDER_ART = Kind(
    "mender-artifact-read",
    (
        "$ mender-artifact read ⟨ver⟩.mender\nMender artifact:\n  Name: ⟨ver⟩\n  Format: "
        "mender\n  Version: 3\n  Signature: signed and verified correctly\n  Compatible "
        "devices: [thermia-hub-imx8mm]\n\nUpdates:\n    - Type:   rootfs-image\n      Files:\n"
        "        - name: core-image-thermia.ext4\n          checksum: ⟨sum⟩",
        "Mender deployment ⟨dep⟩ (⟨ver⟩) → ⟨n⟩ hubs; device ⟨dev⟩ failed with "
        "`ArtifactInstall_Error`, rootfs checksum ⟨sum2⟩ did not match.",
    ),
    _mender,
)


def _balena(r: Random) -> dict[str, str]:
    u = hexs(r, 32)
    return {
        "uuid": u,
        "short": u[:7],
        "ip": ipv4(r),
        "mac": mac(r),
        "rel": hexs(r, 32),
        "name": f"hub-lab-{r.randint(1, 30):02d}",
    }


BALENA_DEV = Kind(
    "balena-device-info",
    (
        "$ balena device ⟨short⟩\n== ⟨name⟩\nID:                    "
        "⟨short⟩\nDEVICE TYPE:           raspberrypi4-64\nSTATUS:                idle\n"
        "IS ONLINE:             true\nIP ADDRESS:            ⟨ip⟩\nMAC ADDRESS:           "
        "⟨mac⟩\nFLEET:                 thermia/hub-lab\nUUID:                  ⟨uuid⟩\n"
        "COMMIT:                ⟨rel⟩",
        "Lab hub ⟨name⟩ is balena device ⟨uuid⟩ — `balena ssh ⟨short⟩ main` to get a shell "
        "in the agent container; release commit ⟨rel⟩.",
    ),
    _balena,
)


def _factory(r: Random) -> dict[str, str]:
    rows = []
    for _ in range(3):
        rows.append(f"{serial(r)},{mac(r)},tstat-v3-{uhex(r, 12)},{uhex(r, 8)},PASS")
    return {"rows": "\n".join(rows), "lot": "L" + num(r, 5), "st": str(r.randint(1, 6))}


FACTORY_LOG = Kind(
    "factory-provisioning-csv",
    (
        "serial,mac,thing_name,cert_fp8,result\n⟨rows⟩",
        "Factory lot ⟨lot⟩, station ⟨st⟩ (fp column = first 4 bytes of the cert SHA-256):\n⟨rows⟩",
    ),
    _factory,
)


def _ha(r: Random) -> dict[str, str]:
    return {
        "entry": ulid(r),
        "uid": "thermia_" + hexs(r, 12),
        "ent": "climate.thermia_" + r.choice(("living_room", "office", "bedroom", "sauna")),
        "ver": f"2026.3.{r.randint(0, 4)}",
    }


HOME_ASSISTANT = Kind(
    "home-assistant-config",
    (
        "thermia:\n  api_key: !secret thermia_api_key\n  scan_interval: 60\n"
        "# entry ⟨entry⟩, unique_id ⟨uid⟩ → ⟨ent⟩",
        "HA ⟨ver⟩ config entry ⟨entry⟩ (domain `thermia`, unique_id `⟨uid⟩`) exposes "
        "⟨ent⟩; secrets.yaml holds the real key and is git-ignored.",
    ),
    _ha,
)


def _panic(r: Random) -> dict[str, str]:
    frames = " ".join(f"0x400{hexs(r, 5)}:0x3fc{hexs(r, 5)}" for _ in range(4))
    return {
        "bt": frames,
        "pc": "0x420" + hexs(r, 5),
        "exc": "0x" + hexs(r, 8),
        "core": str(r.randint(0, 1)),
        "elf": hexs(r, 16),
    }


ESP_PANIC = Kind(
    "esp-panic-backtrace",
    (
        "Guru Meditation Error: Core  ⟨core⟩ panic'ed (LoadProhibited). Exception was "
        "unhandled.\nCore  ⟨core⟩ register dump:\nPC      : ⟨pc⟩  PS      : 0x00060f30\n"
        "EXCVADDR: ⟨exc⟩  LBEG    : 0x40056f5c\n\nBacktrace: ⟨bt⟩\n\nELF file SHA256: ⟨elf⟩",
        "Crash on the hallway unit: PC ⟨pc⟩, EXCVADDR ⟨exc⟩ — addr2line on build ⟨elf⟩ points "
        "at shadow_merge() with a NULL schedule.",
    ),
    _panic,
)


def _nvs(r: Random) -> dict[str, str]:
    return {
        "serial": serial(r),
        "thing": _thing(r),
        "rev": r.choice(("C1", "C2", "D0")),
        "ep": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 14),
    }


NVS_CSV = Kind(
    "nvs-factory-partition",
    (
        "key,type,encoding,value\nfactory,namespace,,\nserial,data,string,⟨serial⟩\n"
        "thing,data,string,⟨thing⟩\nhw_rev,data,string,⟨rev⟩\n"
        "mqtt_host,data,string,⟨ep⟩-ats.iot.eu-north-1.amazonaws.com",
        "factory_nvs.csv for ⟨serial⟩ only carries serial/thing/hw_rev (⟨rev⟩); Wi-Fi "
        "credentials come over BLE provisioning at install, so no key column holds anything "
        "sensitive.",
    ),
    _nvs,
)

DEVICE: tuple[Kind, ...] = (
    THING_ARN,
    CERT_ID,
    DEVICE_CERT,
    MQTT_TOPICS,
    SHADOW_DOC,
    IOT_ENDPOINT,
    AZURE_DEVICE,
    AZURE_DPS,
    LORA_IDS,
    LORA_UPLINK,
    MATTER_IDS,
    THREAD_PUBLIC,
    ESP_BUILD,
    ESP_EFUSE,
    ZEPHYR_MCUMGR,
    MCUBOOT_PUB,
    YOCTO_BUILD,
    MENDER_ART,
    BALENA_DEV,
    FACTORY_LOG,
    HOME_ASSISTANT,
    ESP_PANIC,
    NVS_CSV,
)

__all__ = ["DEVICE"]
