"""Benign look-alikes from the aircraft side: serials, MAVLink ids, PX4 logs and params,
firmware checksums, hardware ids, packet dumps, RTK data and modem ids."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike53.gen import (
    DIGITS,
    UPPER_ALNUM,
    Kind,
    brno,
    hexs,
    luhn,
    num,
    pick,
    seoul,
    thing_name,
    uuid4,
)


def _day(r: Random) -> str:
    return f"2032-02-{r.randint(1, 28):02d}"


def _hms(r: Random, sep: str = ":") -> str:
    return sep.join(f"{x:02d}" for x in (r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)))


def _serials(r: Random) -> dict[str, str]:
    return {
        "sn": "1581F" + pick(r, UPPER_ALNUM, 15),
        "sn2": "1581F" + pick(r, UPPER_ALNUM, 15),
        "dock": "7CTD" + pick(r, UPPER_ALNUM, 10),
        "sky": "X10" + pick(r, UPPER_ALNUM, 9),
        "own": f"BL-BX4-{r.randint(2401, 2412)}-{r.randint(1, 999):05d}",
        "thing": thing_name(r),
        "cyc": str(r.randint(12, 480)),
        "day": _day(r),
    }


def _mav_ids(r: Random) -> dict[str, str]:
    return {
        "sys": str(r.randint(1, 250)),
        "comp": r.choice(("1", "191", "154", "100", "240")),
        "mode": str(r.choice((65536, 196608, 262144, 50593792, 84148224))),
        "port": str(r.choice((14540, 14550, 14555, 14580))),
        "rate": f"{r.uniform(0.5, 40):.2f}",
        "thing": thing_name(r),
        "seq": str(r.randint(0, 255)),
        "drop": str(r.randint(0, 90)),
    }


def _logs(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "day": _day(r),
        "t": _hms(r, "_"),
        "thing": thing_name(r),
        "dur": f"{r.randint(3, 38)}m{r.randint(0, 59):02d}s",
        "sz": str(r.randint(3, 220)),
        "n": str(r.randint(1, 400)),
        "dji": f"DJIFlightRecord_{_day(r)}_[{_hms(r, '-')}].txt",
    }


def _params(r: Random) -> dict[str, str]:
    return {
        "acc": str(r.choice((1310988, 1442057, 2621474, 3932196)) + r.randint(0, 9) * 256),
        "gyr": str(r.choice((2490378, 3014666, 2228250)) + r.randint(0, 9) * 256),
        "mag": str(r.choice((396825, 396809, 592147, 723465)) + r.randint(0, 9) * 256),
        "sys": str(r.randint(1, 250)),
        "auto": r.choice(("4001", "4019", "4601", "6001", "13000")),
        "off": f"{r.uniform(-0.2, 0.2):.9f}",
        "scale": f"{r.uniform(0.97, 1.03):.9f}",
        "hash": "0x" + hexs(r, 8),
        "day": _day(r),
    }


def _checksums(r: Random) -> dict[str, str]:
    board = r.choice(("px4_fmu-v6x", "px4_fmu-v6c", "ark_fmu-v6x", "holybro_pix32v6"))
    return {
        "sha": hexs(r, 64),
        "sha2": hexs(r, 64),
        "md5": hexs(r, 32),
        "crc": hexs(r, 8),
        "g": hexs(r, 8),
        "git": hexs(r, 40),
        "board": board,
        "size": str(r.randint(1800000, 2040000)),
        "n": str(r.randint(1, 80)),
        "bid": str(r.choice((53, 56, 57, 1013))),
    }


def _hw(r: Random) -> dict[str, str]:
    return {
        "guid": "000600000000" + hexs(r, 24),
        "git": hexs(r, 40),
        "osgit": hexs(r, 40),
        "uid": " ".join("0x" + hexs(r, 8).upper() for _ in range(3)),
        "jet": "1424" + num(r, 9),
        "dev": str(r.randint(100000, 16000000)),
        "thing": thing_name(r),
        "ver": f"1.15.{r.randint(0, 4)}",
        "n": str(r.randint(1, 60)),
    }


def _packets(r: Random) -> dict[str, str]:
    def dump(n: int) -> str:
        return " ".join(hexs(r, 2).upper() for _ in range(n))

    return {
        "p": dump(r.randint(18, 30)),
        "p2": dump(r.randint(12, 20)),
        "sig": hexs(r, 12),
        "ts": num(r, 12),
        "lat": str(r.randint(374500000, 376500000)),
        "lon": str(r.randint(1268500000, 1271500000)),
        "alt": str(r.randint(20000, 150000)),
        "tb": str(r.randint(10000, 9000000)),
        "sys": str(r.randint(1, 250)),
    }


def _rtk(r: Random) -> dict[str, str]:
    kr = r.random() < 0.5
    lat, lon = seoul(r) if kr else brno(r)
    mounts = ("SEOUL_RTCM32", "SUWN00KOR0", "GNG_MSM7") if kr else ("BRNO_VRS", "TUBO00CZE0")
    return {
        "mount": r.choice(mounts),
        "cc": "KOR" if kr else "CZE",
        "city": "Seoul" if kr else "Brno",
        "lat": f"{lat:.2f}",
        "lon": f"{lon:.2f}",
        "x": f"{r.uniform(-3100000, -3000000):.4f}",
        "y": f"{r.uniform(4000000, 4100000):.4f}",
        "z": f"{r.uniform(3800000, 3900000):.4f}",
        "acc": f"{r.uniform(0.8, 2.5):.2f}",
        "obs": str(r.randint(300, 900)),
        "br": str(r.randint(2400, 9600)),
        "ubx": " ".join(hexs(r, 2).upper() for _ in range(r.randint(10, 16))),
    }


def _modem(r: Random) -> dict[str, str]:
    return {
        "imei": luhn("86" + pick(r, DIGITS, 12)),
        "iccid": luhn("898205" + pick(r, DIGITS, 12)),
        "iccz": luhn("894203" + pick(r, DIGITS, 12)),
        "imsi": "45005" + pick(r, DIGITS, 10),
        "imsz": "23001" + pick(r, DIGITS, 10),
        "mac": "48:b0:2d:" + ":".join(hexs(r, 2) for _ in range(3)),
        "bssid": ":".join(hexs(r, 2) for _ in range(6)),
        "thing": thing_name(r),
        "rssi": str(-r.randint(60, 105)),
    }


FLEET: tuple[Kind, ...] = (
    Kind(
        "drone_serial_numbers",
        (
            "DJI Dock 2 SN ⟨dock⟩ paired with M3TD SN ⟨sn⟩ at the Seongsu hangar (⟨day⟩)",
            "| aircraft | SN | hangar | cycles |\n|---|---|---|---|\n"
            "| M30T | ⟨sn⟩ | Seongsu | ⟨cyc⟩ |"
            "\n| X10 | ⟨sky⟩ | Tuřany | ⟨cyc⟩ |",
            "Dron ⟨own⟩ (SN ⟨sn⟩) vrácen ze servisu, vyměněna vrtule 3, ⟨cyc⟩ cyklů baterie.",
            "기체 시리얼 ⟨sn⟩ 배터리 교체 후 ⟨thing⟩ 로 재등록 완료 (⟨day⟩)",
            '{"sn":"⟨sn⟩","domain":0,"type":91,"sub_type":0,"index":"A","gateway_sn":"⟨dock⟩"}',
            "MQTT topics for the dock: thing/product/⟨dock⟩/osd, thing/product/⟨sn⟩/osd, "
            "thing/product/⟨dock⟩/services_reply",
            "Skydio X10 ⟨sky⟩ a M30T ⟨sn2⟩ letí zítra ⟨day⟩ společně, ⟨own⟩ zůstává v Líšni.",
        ),
        _serials,
        n=11,
    ),
    Kind(
        "mavlink_system_ids",
        (
            "param set MAV_SYS_ID ⟨sys⟩  # ⟨thing⟩; GCS stays 255",
            "HEARTBEAT {type : 2, autopilot : 12, base_mode : 81, custom_mode : ⟨mode⟩, "
            "system_status : 4, mavlink_version : 3} from sysid ⟨sys⟩ compid ⟨comp⟩",
            "nsh> mavlink status\ninstance #0:\n\tGCS heartbeat valid\n\tmavlink chan: #0\n"
            "\ttype:\t\tGENERIC LINK OR RADIO\n\tflow control: OFF\n\trates:\n"
            "\t  tx: ⟨rate⟩ KB/s\n\t  txerr: 0.000 B/s\n\tFTP enabled: YES, TX enabled: YES\n"
            "\tmode: Normal\n\tMAVLink version: 2\n\ttransport protocol: UDP (⟨port⟩, remote port: "
            "14550)",
            "mavlink-routerd: sysid ⟨sys⟩/⟨comp⟩ seen on endpoint gcs, seq ⟨seq⟩, ⟨drop⟩ drops",
            "⟨thing⟩ má MAV_SYS_ID=⟨sys⟩, kamera (compid ⟨comp⟩) se hlásí přes MAVLink FTP",
            "MAVSDK: system_address udpin://0.0.0.0:⟨port⟩, discovered system ⟨sys⟩ "
            "(component ⟨comp⟩)",
        ),
        _mav_ids,
        n=10,
    ),
    Kind(
        "px4_flight_log_ids",
        (
            "Flight Review: https://review.px4.io/plot_app?log=⟨u⟩ (⟨thing⟩, ⟨dur⟩)",
            "/fs/microsd/log/⟨day⟩/⟨t⟩.ulg → s3://boralet-ulog/⟨thing⟩/⟨day⟩/⟨u⟩.ulg (⟨sz⟩ MB)",
            "| log id | aircraft | duration |\n|---|---|---|\n| ⟨u⟩ | ⟨thing⟩ | ⟨dur⟩ |\n"
            "| ⟨u2⟩ | ⟨thing⟩ | ⟨dur⟩ |",
            "비행 로그 ⟨u⟩ 에서 EKF2 innovation 튐, 로그 #⟨n⟩ 과 비교",
            "DJI let ⟨dji⟩ a PX4 log ⟨u2⟩ ukazují stejný výpadek GPS",
            "ulog_info ⟨t⟩.ulg: Logging start time: 0:00:⟨n⟩, duration ⟨dur⟩, "
            "Dropouts: count: 0, upload id ⟨u⟩",
        ),
        _logs,
        n=11,
    ),
    Kind(
        "px4_parameter_dumps",
        (
            "# Onboard parameters for Vehicle ⟨sys⟩\n#\n# Vehicle-Id Component-Id Name Value Type\n"
            "⟨sys⟩\t1\tCAL_ACC0_ID\t⟨acc⟩\t6\n⟨sys⟩\t1\tCAL_GYRO0_ID\t⟨gyr⟩\t6\n"
            "⟨sys⟩\t1\tCAL_MAG0_ID\t⟨mag⟩\t6\n⟨sys⟩\t1\tSYS_AUTOSTART\t⟨auto⟩\t6",
            "param show CAL_ACC0*\nx   CAL_ACC0_ID [548,1161] : ⟨acc⟩\n"
            "x   CAL_ACC0_XOFF [549,1162] : ⟨off⟩\nx   CAL_ACC0_XSCALE [552,1165] : ⟨scale⟩\n"
            " 1210/1800 parameters used.",
            "Po výměně FMU se změnilo CAL_MAG0_ID na ⟨mag⟩ a CAL_GYRO0_ID na ⟨gyr⟩ (⟨day⟩)",
            "파라미터 해시 ⟨hash⟩ 가 QGC 캐시와 달라서 전체 파라미터 다시 받음",
            "SYS_AUTOSTART=⟨auto⟩, CAL_ACC0_ID=⟨acc⟩, MAV_SYS_ID=⟨sys⟩",
        ),
        _params,
        n=10,
    ),
    Kind(
        "firmware_checksums",
        (
            "$ sha256sum build/⟨board⟩_default/⟨board⟩_default.px4\n"
            "⟨sha⟩  build/⟨board⟩_default/⟨board⟩_default.px4",
            '"board_id": ⟨bid⟩,\n"git_identity": "v1.15.2-⟨n⟩-g⟨g⟩",\n"git_hash": "⟨git⟩",\n'
            '"image_size": ⟨size⟩,\n"image_maxsize": 2080768',
            "bootloader ⟨board⟩_bootloader.bin md5 ⟨md5⟩, crc32 0x⟨crc⟩",
            "릴리스 v1.15.2-bl.⟨n⟩ 체크섬: ⟨sha⟩ (⟨board⟩), ⟨sha2⟩ (SITL)",
            "Kontrolní součet firmwaru pro Brno: SHA-256 ⟨sha⟩, velikost ⟨size⟩ B",
            "git describe --always --tags → v1.15.2-⟨n⟩-g⟨g⟩ (⟨board⟩)",
        ),
        _checksums,
        n=11,
    ),
    Kind(
        "hardware_unique_ids",
        (
            "nsh> ver all\nHW arch: PX4_FMU_V6X\nHW type: V6X000006\nHW version: 0x00000000\n"
            "PX4 git-hash: ⟨git⟩\nPX4 version: ⟨ver⟩ 0 (17760256)\nOS: NuttX\n"
            "OS git-hash: ⟨osgit⟩\nBuild variant: default\nPX4GUID: ⟨guid⟩\n"
            "MCU: STM32H7[4/5]xxx, rev. V",
            "STM32 UID of the FMU in ⟨thing⟩: ⟨uid⟩",
            "Jetson Orin NX serial ⟨jet⟩ (⟨thing⟩), PX4GUID ⟨guid⟩",
            "sensor DEVICE_ID ⟨dev⟩ (ICM-42688-P on SPI1) — 교체 후 캘리브레이션 다시",
            "Deska č. ⟨n⟩: PX4GUID ⟨guid⟩, UID ⟨uid⟩",
        ),
        _hw,
        n=10,
    ),
    Kind(
        "mavlink_packet_dumps",
        (
            "raw frame: FD ⟨p⟩",
            "GLOBAL_POSITION_INT {time_boot_ms : ⟨tb⟩, lat : ⟨lat⟩, lon : ⟨lon⟩, alt : ⟨alt⟩, "
            "relative_alt : 60210, vx : 12, vy : -3, vz : 0, hdg : 18225}",
            "signed packet from sysid ⟨sys⟩: link_id=0 timestamp=⟨ts⟩ signature=⟨sig⟩ (ok)",
            "Wireshark (mavlink dissector), paket ⟨tb⟩:\n0000  ⟨p⟩\n0010  ⟨p2⟩",
            "잘린 프레임 FD ⟨p2⟩ — CRC 실패, 라디오 간섭 의심",
        ),
        _packets,
        n=10,
    ),
    Kind(
        "rtk_ntrip_public_data",
        (
            "STR;⟨mount⟩;⟨city⟩;RTCM 3.3;1005(10),1077(1),1087(1),1097(1),1127(1),1230(10);2;"
            "GPS+GLO+GAL+BDS;SNIP;⟨cc⟩;⟨lat⟩;⟨lon⟩;1;0;sNTRIP;none;B;N;⟨br⟩;",
            "RTCM 1005 base ⟨mount⟩: ECEF X=⟨x⟩ Y=⟨y⟩ Z=⟨z⟩",
            "UBX-NAV-SVIN: meanAcc ⟨acc⟩ m, obs ⟨obs⟩, valid=1, active=0 (⟨mount⟩)",
            "u-blox F9P config poslaná přes ubxtool: B5 62 ⟨ubx⟩",
            "기준국 ⟨mount⟩ 위치 ⟨lat⟩, ⟨lon⟩ — 서베이인 ⟨obs⟩초, 정확도 ⟨acc⟩ m",
        ),
        _rtk,
        n=10,
    ),
    Kind(
        "cellular_and_network_ids",
        (
            "LTE modem in ⟨thing⟩: EG25-G, IMEI ⟨imei⟩, ICCID ⟨iccid⟩, IMSI ⟨imsi⟩",
            "AT+QCCID\n+QCCID: ⟨iccz⟩\n\nOK\nAT+CIMI\n⟨imsz⟩\n\nOK",
            "wlan0 ⟨mac⟩ → AP ⟨bssid⟩, signal ⟨rssi⟩ dBm",
            "SIM pro brněnský dron ⟨thing⟩: ICCID ⟨iccz⟩ (T-Mobile CZ), IMEI ⟨imei⟩",
            "| 기체 | IMEI | ICCID |\n|---|---|---|\n| ⟨thing⟩ | ⟨imei⟩ | ⟨iccid⟩ |",
        ),
        _modem,
        n=11,
    ),
)
