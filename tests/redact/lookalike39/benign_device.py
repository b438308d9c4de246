"""Benign: device-side look-alikes of a smart-lock maker — serials, MAC addresses, Matter
onboarding payloads and fabric ids, firmware build ids and checksums, OTA manifests, MCUboot
image lists, Thread public parameters, BLE GATT/advertising data and register dumps."""

from __future__ import annotations

import base64
import hashlib
from random import Random

from tests.redact.lookalike39.gen import (
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    hexs,
    luhn,
    mac,
    matter_manual,
    matter_passcode,
    matter_qr,
    num,
    pick,
    uhexs,
    uuid4,
)

_OUIS = ("C82B96", "F4CE36", "D81F12", "84F703")


def _ver(r: Random) -> str:
    return f"3.{r.randint(2, 5)}.{r.randint(0, 19)}"


def _sn(r: Random) -> str:
    site = r.choice(("SZ", "SZ", "KR"))
    return f"JSD710{site}{r.randint(2901, 2943)}{pick(r, UPPER_ALNUM, 6)}"


def _serials(r: Random) -> dict[str, str]:
    imei_body = "35" + num(r, 12)
    return {
        "sn": _sn(r),
        "sn2": _sn(r),
        "sn3": _sn(r),
        "rma": f"2029{r.randint(1, 12):02d}{num(r, 5)}",
        "imei": imei_body + luhn(imei_body),
        "h300": f"JSH300SZ{r.randint(2901, 2943)}{pick(r, UPPER_ALNUM, 6)}",
        "lot": f"L{r.randint(2901, 2943)}-{pick(r, UPPER_ALNUM, 4)}",
        "chip": uhexs(r, 16),
        "pcba": f"PCBA-D710-C2-{num(r, 8)}",
    }


def _macs(r: Random) -> dict[str, str]:
    oui = r.choice(_OUIS)
    m1 = mac(r, oui)
    raw = m1.replace(":", "").lower()
    start = int(oui + "000000", 16) + r.randint(0, 0xF00000)
    cnt = r.choice((5000, 10000, 20000))
    return {
        "m1": m1,
        "m1l": m1.lower(),
        "m2": mac(r, oui),
        "m2l": mac(r, oui, upper=False),
        "m3": mac(r),
        "m4": mac(r, oui),
        "ext": hexs(r, 16),
        "eui": raw[:6] + "fffe" + raw[6:],
        "last4": m1.replace(":", "")[-4:],
        "oui": ":".join(oui[i : i + 2] for i in range(0, 6, 2)).lower(),
        "ip": str(r.randint(20, 240)),
        "start": f"{start:012X}",
        "end": f"{start + cnt - 1:012X}",
        "cnt": str(cnt),
        "used": str(r.randint(100, cnt - 1)),
    }


def _matter(r: Random) -> dict[str, str]:
    vid = r.choice((0xFFF1, 0xFFF2, 0xFFF3, 0xFFF4))
    pid = r.randint(0x8000, 0x8010)
    disc = r.randint(0, 4095)
    pc = matter_passcode(r)
    caps = r.choice((2, 4, 6))
    manual = matter_manual(disc, pc)
    return {
        "vid": f"{vid:04X}",
        "pid": f"{pid:04X}",
        "vidd": str(vid),
        "pidd": str(pid),
        "disc": str(disc),
        "disch": f"{disc:03X}",
        "pc": f"{pc:08d}",
        "qr": matter_qr(vid, pid, 0, caps, disc, pc),
        "manual": manual,
        "manual4": f"{manual[:4]}-{manual[4:7]}-{manual[7:]}",
        "node": f"{r.randint(1, 0xFFFF):X}",
        "caps": {2: "BLE", 4: "On network", 6: "BLE, On network"}[caps],
    }


def _fabric(r: Random) -> dict[str, str]:
    sw = r.randint(30400, 30519)
    return {
        "nid": uhexs(r, 16),
        "cfid": uhexs(r, 16),
        "fid": f"{r.randint(1, 0xFFFF):016X}",
        "inst": uhexs(r, 16),
        "disc": str(r.randint(0, 4095)),
        "vid": str(r.choice((65521, 65522))),
        "pid": str(r.randint(32768, 32784)),
        "cd": f"ZIG{num(r, 5)}ZB{num(r, 6)}-{r.randint(24, 29)}",
        "rootpk": "04" + uhexs(r, 128),
        "swv": str(sw),
        "pidh": f"{r.randint(0x8000, 0x8010):04X}",
        "b64sum": base64.b64encode(r.randbytes(32)).decode(),
    }


def _build(r: Random) -> dict[str, str]:
    d = f"2029{r.randint(9, 10):02d}{r.randint(1, 28):02d}"
    return {
        "ver": _ver(r),
        "n": str(r.randint(100, 4000)),
        "sha12": hexs(r, 12),
        "sha7": hexs(r, 7),
        "sha40": hexs(r, 40),
        "sha16": hexs(r, 16),
        "bid": f"b{d}.{r.randint(0, 23):02d}{r.randint(0, 59):02d}",
        "dt": f"{d}{r.randint(0, 23):02d}{r.randint(0, 59):02d}",
        "chan": r.choice(("rel", "beta", "fac")),
    }


def _sums(r: Random) -> dict[str, str]:
    blob = r.randbytes(64)
    s = hashlib.sha256(blob).hexdigest()
    return {
        "ver": _ver(r),
        "sum": s,
        "sum8": s[:8],
        "md5": hashlib.md5(blob).hexdigest(),
        "crc": f"{r.getrandbits(32):08X}",
        "size": str(r.randint(380_000, 1_900_000)),
        "sha512": hashlib.sha512(blob).hexdigest(),
    }


def _manifest(r: Random) -> dict[str, str]:
    blob = r.randbytes(48)
    return {
        "ver": _ver(r),
        "size": str(r.randint(380_000, 1_900_000)),
        "sum": hashlib.sha256(blob).hexdigest(),
        "sig": base64.b64encode(r.randbytes(64)).decode(),
        "ecsig": "MEUCI" + b64(r, 66)[5:],
        "u": uuid4(r),
        "fwkey": "key" + pick(r, LOWER_ALNUM, 13),
        "b64sum": base64.b64encode(hashlib.sha256(blob).digest()).decode(),
    }


def _mcuboot(r: Random) -> dict[str, str]:
    return {
        "ver": _ver(r) + ".0",
        "ver2": _ver(r) + ".0",
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "kh": hexs(r, 64),
        "x": uhexs(r, 4),
        "size": str(r.randint(380_000, 900_000)),
    }


def _thread(r: Random) -> dict[str, str]:
    mlp = f"fd{hexs(r, 2)}:{hexs(r, 4)}:{hexs(r, 4)}:{hexs(r, 4)}"
    return {
        "ch": str(r.randint(11, 26)),
        "xpan": hexs(r, 16),
        "mlp": mlp,
        "name": f"JS-Home-{hexs(r, 4)}",
        "pan": hexs(r, 4),
        "ext": hexs(r, 16),
        "ext2": hexs(r, 16),
        "rloc": f"{r.randint(1, 62) << 10:x}",
        "eid": f"{hexs(r, 4)}:{hexs(r, 4)}:{hexs(r, 4)}:{hexs(r, 4)}",
        "ll": f"{hexs(r, 4)}:{hexs(r, 4)}:{hexs(r, 4)}:{hexs(r, 4)}",
    }


def _ble(r: Random) -> dict[str, str]:
    base = hexs(r, 8)
    tail = f"-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}"
    sn6 = pick(r, UPPER_ALNUM, 6)
    name = b"JSL-D710"
    adv = "020106" + "0303" + "f0ff" + f"{len(name) + 1:02x}09" + name.hex()
    mfg_body = "7a13" + sn6.encode().hex() + f"{r.randint(5, 100):02x}"
    adv += f"{len(mfg_body) // 2 + 1:02x}ff" + mfg_body
    return {
        "svc": base + tail,
        "chr": f"{int(base, 16) + 1:08x}" + tail,
        "chr2": f"{int(base, 16) + 2:08x}" + tail,
        "u1": base,
        "u2": tail[1:5],
        "u3": tail[6:10],
        "u4": tail[11:15],
        "u5": tail[16:],
        "adv": adv.upper(),
        "advl": adv,
        "mfg": mfg_body,
        "mac": mac(r, r.choice(_OUIS)),
        "hnd": f"{r.randint(0x10, 0x40):04x}",
        "bytes": " ".join(hexs(r, 2) for _ in range(r.randint(8, 16))),
        "pk6": f"{r.randint(0, 999999):06d}",
    }


def _regs(r: Random) -> dict[str, str]:
    uid = hexs(r, 32)
    return {
        "w1": uhexs(r, 8),
        "w2": uhexs(r, 8),
        "mac": mac(r, r.choice(_OUIS), upper=False),
        "uid": " ".join(uid[i : i + 2] for i in range(0, 32, 2)),
        "n": str(r.randint(1, 40)),
        "x1": " ".join(hexs(r, 4) for _ in range(6)),
        "x2": " ".join(hexs(r, 4) for _ in range(8)),
        "x3": " ".join(hexs(r, 4) for _ in range(8)),
        "bytes": " ".join(uhexs(r, 2) for _ in range(16)),
        "id16": hexs(r, 16),
        "uid24": uhexs(r, 24),
    }


_Q = "?? " * 31 + "??"

DEVICE: tuple[Kind, ...] = (
    Kind(
        "device_serials",
        (
            "라벨 SN: ⟨sn⟩ / 모델 JSL-D710 / 제조 2029-10 (深圳 龙华)",
            "MES 조회: SELECT * FROM burn_log WHERE sn='⟨sn⟩'; → 2 rows (재작업 1회)",
            "RMA-⟨rma⟩ 접수: 고객 도어락 ⟨sn⟩, 증상 — 지문 인식 불가, 펌웨어 3.3.8",
            "Matter DAC subject: CN=JSL-D710 ⟨sn⟩, O=Jamsoe Labs, 1.3.6.1.4.1.37244.2.1=FFF1",
            "IMEI ⟨imei⟩ (JSL-H300 LTE-M 허브, SN ⟨h300⟩)",
            "批次 ⟨lot⟩ 的前 3 台序列号：⟨sn⟩、⟨sn2⟩、⟨sn3⟩",
            "[BOOT] jsl-d710 sn=⟨sn⟩ hw_rev=C2 chip_id=⟨chip⟩",
            "| SN | PCBA | 결과 |\n|---|---|---|\n| ⟨sn⟩ | ⟨pcba⟩ | PASS |\n"
            "| ⟨sn2⟩ | - | FAIL (모터 전류) |",
        ),
        _serials,
    ),
    Kind(
        "mac_addresses",
        (
            "BLE 주소 ⟨m1⟩ (public), Wi-Fi STA ⟨m2⟩, Thread ext addr ⟨ext⟩",
            "bluetoothctl: [NEW] Device ⟨m1⟩ JSL-D710-⟨last4⟩",
            "arp -a | grep -i ⟨oui⟩ → ? (192.168.0.⟨ip⟩) at ⟨m2l⟩ on en0 ifscope [ethernet]",
            "烧录 MAC 号段：⟨start⟩ ~ ⟨end⟩（共 ⟨cnt⟩ 个，已用 ⟨used⟩）",
            "EUI-64 ⟨eui⟩ 은 MAC ⟨m1l⟩ 가운데에 ff:fe 넣어서 만든 값",
            "$ sudo hcitool lescan\nLE Scan ...\n⟨m1⟩ JSL-D710\n⟨m3⟩ (unknown)\n⟨m4⟩ JSL-H300",
        ),
        _macs,
    ),
    Kind(
        "matter_setup_payloads",
        (
            "DevKit 테스트 QR (vid 0x⟨vid⟩, pid 0x⟨pid⟩, disc ⟨disc⟩, passcode ⟨pc⟩): ⟨qr⟩ / "
            "수동 코드 ⟨manual⟩",
            "chip-tool pairing code 0x⟨node⟩ ⟨manual⟩  # DevKit, 테스트 VID",
            "$ chip-tool payload parse-setup-payload ⟨qr⟩\n[SPL] Version:             0\n"
            "[SPL] VendorID:            ⟨vidd⟩\n[SPL] ProductID:           ⟨pidd⟩\n"
            "[SPL] Custom flow:         0    (STANDARD)\n"
            "[SPL] Discovery Capabilities: ⟨caps⟩\n"
            "[SPL] Long discriminator:  ⟨disc⟩   (0x⟨disch⟩)\n[SPL] Passcode:            ⟨pc⟩",
            "SDK 기본 예제 페이로드 MT:Y.K9042C00KA0648G00 (20202021 / 3840) "
            "대신 우리 DevKit 라벨은 ⟨qr⟩",
            "开发板标签上的配网码 ⟨manual4⟩（手动输入），二维码 ⟨qr⟩ —— 测试 VID，不是量产",
            "CHIP_DEVICE_CONFIG_USE_TEST_SETUP_PIN_CODE ⟨pc⟩ / "
            "CHIP_DEVICE_CONFIG_USE_TEST_SETUP_DISCRIMINATOR 0x⟨disch⟩ (DevKit 빌드만)",
        ),
        _matter,
    ),
    Kind(
        "matter_fabric_and_node_ids",
        (
            "[CTL] Successfully finished commissioning step 'Cleanup' — node ID 0x⟨nid⟩",
            "operational instance name ⟨cfid⟩-⟨nid⟩._matter._tcp.local",
            "Compressed Fabric ID ⟨cfid⟩, Fabric ID 0x⟨fid⟩, fabric index 2 (SmartThings)",
            "dns-sd -B _matterc._udp → ⟨inst⟩ (D=⟨disc⟩, VP=⟨vid⟩+⟨pid⟩, CM=1)",
            "Certification Declaration certificate_id ⟨cd⟩, security_level 0, "
            "certification_type 0 (development)",
            "read fabrics → RootPublicKey: ⟨rootpk⟩ (65 bytes, 공개키)",
            "dcld query model get-model-version --vid ⟨vid⟩ --pid ⟨pid⟩ --softwareVersion ⟨swv⟩ → "
            "otaUrl https://ota.jamsoe.co.kr/matter/⟨pidh⟩/⟨swv⟩.ota, otaChecksum ⟨b64sum⟩, "
            "otaChecksumType 1",
        ),
        _fabric,
    ),
    Kind(
        "firmware_build_ids",
        (
            "*** Booting Zephyr OS build v3.7.0-⟨n⟩-g⟨sha12⟩ ***\n"
            "[00:00:00.012,451] <inf> main: JSL-D710 fw ⟨ver⟩+⟨bid⟩",
            "$ file build/zephyr/zephyr.elf\nbuild/zephyr/zephyr.elf: ELF 32-bit LSB executable, "
            "ARM, EABI5 version 1 (SYSV), statically linked, BuildID[sha1]=⟨sha40⟩, "
            "with debug_info, not stripped",
            "I (312) app_init: App version:      ⟨ver⟩-⟨bid⟩\n"
            "I (318) app_init: Compile time:     Oct 14 2029 09:31:22\n"
            "I (324) app_init: ELF file SHA256:  ⟨sha16⟩...\n"
            "I (330) app_init: ESP-IDF:          v5.4.1",
            "빌드 ID 규칙: JSL_D710_FW_<버전>_b<yyyymmddhhmm>_<채널>_g<sha7>, "
            "예) JSL_D710_FW_⟨ver⟩_b⟨dt⟩_⟨chan⟩_g⟨sha7⟩",
            "固件版本 ⟨ver⟩（build ⟨bid⟩），对应 tag fw/d710/v⟨ver⟩，提交 ⟨sha7⟩",
            "$ readelf -n zephyr.elf | grep 'Build ID'\n    Build ID: ⟨sha40⟩",
        ),
        _build,
    ),
    Kind(
        "firmware_checksums",
        (
            "$ sha256sum build/jsl_d710_⟨ver⟩.signed.bin\n⟨sum⟩  build/jsl_d710_⟨ver⟩.signed.bin",
            "md5 은 공장 툴 호환용: ⟨md5⟩  jsl_h300_⟨ver⟩.bin",
            "이미지 헤더 CRC32 = 0x⟨crc⟩, size ⟨size⟩ bytes",
            "SHA256 (jsl_c12_⟨ver⟩.img) = ⟨sum⟩",
            "工厂烧录校验：文件 sha256 前 8 位 ⟨sum8⟩ 要和 MES 一致（完整值 ⟨sum⟩）",
            "⟨sha512⟩  JamsoeFactoryTool-⟨ver⟩-setup.exe",
        ),
        _sums,
    ),
    Kind(
        "ota_manifests",
        (
            '{"version":"⟨ver⟩","url":"https://ota.jamsoe.co.kr/d710/⟨ver⟩/jsl_d710.signed.bin",'
            '"size":⟨size⟩,"sha256":"⟨sum⟩","signature":"⟨sig⟩","min_version":"3.2.0"}',
            '{\n  "afr_ota": {\n    "protocols": ["MQTT"],\n    "streamname": "AFR_OTA-⟨u⟩",\n'
            '    "files": [{\n      "filepath": "/ota/jsl_d710.bin",\n      "filesize": ⟨size⟩,\n'
            '      "fileid": 0,\n      "certfile": "/certs/ota_signer.crt",\n'
            '      "sig-sha256-ecdsa": "⟨ecsig⟩"\n    }]\n  }\n}',
            "涂鸦固件标识 firmwareKey ⟨fwkey⟩，版本 ⟨ver⟩，升级包 sha256 ⟨sum⟩",
            '<update product="JSL-H300" version="⟨ver⟩">\n'
            '  <image sha256="⟨sum⟩" size="⟨size⟩"/>\n</update>',
            "Matter OTA 헤더: vid 0xFFF1, pid 0x8005, softwareVersionString ⟨ver⟩, "
            "imageDigestType 1, imageDigest ⟨b64sum⟩",
        ),
        _manifest,
    ),
    Kind(
        "mcuboot_image_list",
        (
            "$ mcumgr --conntype ble --connstring peer_name=JSL-D710-⟨x⟩ image list\nImages:\n"
            " image=0 slot=0\n    version: ⟨ver⟩\n    bootable: true\n"
            "    flags: active confirmed\n    hash: ⟨h1⟩\n image=0 slot=1\n"
            "    version: ⟨ver2⟩\n    bootable: true\n    flags: pending\n    hash: ⟨h2⟩\n"
            "Split status: N/A (0)",
            "mcumgr image test ⟨h2⟩  (다음 부팅에 slot1 시험)",
            "<inf> mcuboot: Swap type: test — image hash ⟨h1⟩",
            "$ imgtool dumpinfo zephyr.signed.bin | grep -A1 -E 'SHA256|KEYHASH'\n"
            "  type: SHA256 (0x10)\n    ⟨h1⟩\n  type: KEYHASH (0x1)\n    ⟨kh⟩",
            "OTA 실패 원인: slot1 해시 ⟨h2⟩ ≠ 매니페스트 해시 ⟨h1⟩ "
            "(업로드 중 끊김, ⟨size⟩ bytes 중)",
        ),
        _mcuboot,
    ),
    Kind(
        "thread_public_params",
        (
            "$ ot-ctl dataset active\nActive Timestamp: 1\nChannel: ⟨ch⟩\n"
            "Channel Mask: 0x07fff800\nExt PAN ID: ⟨xpan⟩\nMesh Local Prefix: ⟨mlp⟩::/64\n"
            "Network Key: (메모에서 지움)\nNetwork Name: ⟨name⟩\nPAN ID: 0x⟨pan⟩\n"
            "Security Policy: 672 onrc 0\nDone",
            "$ ot-ctl extaddr\n⟨ext⟩\nDone",
            "$ ot-ctl ipaddr\n⟨mlp⟩:0:ff:fe00:⟨rloc⟩\n⟨mlp⟩:⟨eid⟩\nfe80:0:0:0:⟨ll⟩\nDone",
            "Thread 네트워크 ⟨name⟩ / ExtPanId ⟨xpan⟩ / 채널 ⟨ch⟩ / RLOC16 0x⟨rloc⟩",
            "_meshcop._udp TXT: nn=⟨name⟩ xp=⟨xpan⟩ tv=1.3.0 xa=⟨ext⟩ sb=00000030",
            "OTBR 이웃 테이블: ext ⟨ext⟩ (D710, SED) / ⟨ext2⟩ (H300, router)",
        ),
        _thread,
    ),
    Kind(
        "ble_gatt_and_advertising",
        (
            "잠금 서비스 UUID ⟨svc⟩, 명령 characteristic ⟨chr⟩ (write), 상태 ⟨chr2⟩ (notify)",
            "btmon: > HCI Event: LE Meta Event (0x3e) LE Advertising Report (0x02) "
            "Address: ⟨mac⟩ Data: ⟨advl⟩",
            "nRF Sniffer: ADV_IND AdvA ⟨mac⟩ AdvData ⟨adv⟩",
            "BT_UUID_128_ENCODE(0x⟨u1⟩, 0x⟨u2⟩, 0x⟨u3⟩, 0x⟨u4⟩, 0x⟨u5⟩)  // lock service",
            "gatttool -b ⟨mac⟩ --char-read -a 0x⟨hnd⟩\nCharacteristic value/descriptor: ⟨bytes⟩",
            "手机端扫描到的 Manufacturer Specific Data：⟨mfg⟩（公司 ID + SN 后 6 位 + 电量）",
            "BLE 페어링 로그: Numeric Comparison, 화면에 ⟨pk6⟩ 표시 → 양쪽 확인 후 OK",
        ),
        _ble,
    ),
    Kind(
        "register_and_hex_dumps",
        (
            "$ nrfjprog --memrd 0x10000060 --n 8\n0x10000060: ⟨w1⟩ ⟨w2⟩",
            "espefuse.py summary (JSL-H300 #⟨n⟩)\n"
            "MAC (BLOCK1)                  Factory MAC Address = ⟨mac⟩ (OK) R/W\n"
            "BLOCK_KEY0 (BLOCK4)           Purpose: XTS_AES_128_KEY\n"
            "   = " + _Q + " -/-\nOPTIONAL_UNIQUE_ID (BLOCK2)   = ⟨uid⟩ R/W",
            "$ xxd -l 48 build/zephyr/zephyr.signed.bin\n"
            "00000000: 3db8 f396 0000 0000 0002 0000 ⟨x1⟩  =...............\n"
            "00000010: ⟨x2⟩  ................\n00000020: ⟨x3⟩  ................",
            "지문 센서 레지스터 0x00-0x0f 덤프: ⟨bytes⟩",
            "J-Link> mem32 0x10000060 2\n10000060 = ⟨w1⟩ ⟨w2⟩",
            "Zephyr hwinfo devid: ⟨id16⟩ (FICR DEVICEID)",
            "串口日志: [FACTORY] chip_uid=⟨uid24⟩ flash_jedec=EF4018 otp_lock=1",
        ),
        _regs,
    ),
)
