"""Seeded value generators and the ``Kind`` record of the twenty-second look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with
``lookalike22:holdout:<kind>``). The encoders here (Keccak-256, EIP-55, Base58Check, bech32,
bech32m) are small pure-Python versions so that addresses, checksums and selectors have the
shapes the chains really use. Nothing here is a credential: vendor prefixes are joined from
pieces in ``true_secrets.py`` where they are written at all.
"""

from __future__ import annotations

import base64
import hashlib
import string
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
UHEX = "0123456789ABCDEF"
DIGITS = string.digits
LOWER = string.ascii_lowercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secret_parts(name: str, value: str) -> list[str]:
    """The substrings of a secret field that must not survive: the value itself, or for a
    multi-line key (real newlines or JSON ``\\n`` escapes) each body line of 16+ chars."""
    if "\n" not in value and "\\n" not in value:
        return [value]
    parts = value.replace("\\n", "\n").split("\n")
    return [p.strip() for p in parts if len(p.strip()) >= 16]


# ── plain pieces ─────────────────────────────────────────────────────────────────────────


def pick(r: Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: Random, n: int) -> str:
    return pick(r, HEX, n)


def num(r: Random, n: int) -> str:
    """A decimal number of exactly ``n`` digits (no leading zero)."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_of(data: bytes | str) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.b64encode(raw).decode()


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def date(r: Random, year: int = 2027, months: tuple[int, ...] = (9, 10, 11)) -> str:
    return f"{year}-{r.choice(months):02d}-{r.randint(1, 28):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


# ── Keccak-256 and Ethereum shapes ───────────────────────────────────────────────────────

_MASK = (1 << 64) - 1


def _rol(x: int, n: int) -> int:
    n %= 64
    return ((x << n) | (x >> (64 - n))) & _MASK


def _round_constants() -> list[int]:
    out: list[int] = []
    lfsr = 1
    for _ in range(24):
        rc = 0
        for j in range(7):
            if lfsr & 1:
                rc |= 1 << ((1 << j) - 1)
            lfsr = ((lfsr << 1) ^ 0x71) & 0xFF if lfsr & 0x80 else lfsr << 1
        out.append(rc)
    return out


def _rotations() -> list[int]:
    rot = [0] * 25
    x, y = 1, 0
    for t in range(24):
        rot[x + 5 * y] = ((t + 1) * (t + 2) // 2) % 64
        x, y = y, (2 * x + 3 * y) % 5
    return rot


_RC = _round_constants()
_ROT = _rotations()


def _keccak_f(a: list[int]) -> list[int]:
    for rc in _RC:
        c = [a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20] for x in range(5)]
        d = [c[(x - 1) % 5] ^ _rol(c[(x + 1) % 5], 1) for x in range(5)]
        a = [a[i] ^ d[i % 5] for i in range(25)]
        b = [0] * 25
        for x in range(5):
            for y in range(5):
                b[y + 5 * ((2 * x + 3 * y) % 5)] = _rol(a[x + 5 * y], _ROT[x + 5 * y])
        a = [
            b[i] ^ ((~b[(i % 5 + 1) % 5 + 5 * (i // 5)]) & b[(i % 5 + 2) % 5 + 5 * (i // 5)])
            for i in range(25)
        ]
        a[0] ^= rc
    return a


def keccak256(data: bytes) -> bytes:
    rate = 136
    padded = bytearray(data) + b"\x01" + b"\x00" * ((-len(data) - 1) % rate)
    padded[-1] |= 0x80
    state = [0] * 25
    for off in range(0, len(padded), rate):
        block = padded[off : off + rate]
        for i in range(rate // 8):
            state[i] ^= int.from_bytes(block[8 * i : 8 * i + 8], "little")
        state = _keccak_f(state)
    return b"".join(state[i].to_bytes(8, "little") for i in range(4))


def eip55(addr_hex: str) -> str:
    lower = addr_hex.lower().removeprefix("0x")
    digest = keccak256(lower.encode()).hex()
    return "0x" + "".join(
        c.upper() if c.isalpha() and int(digest[i], 16) >= 8 else c for i, c in enumerate(lower)
    )


def eth_address(r: Random) -> str:
    return eip55(r.randbytes(20).hex())


def h256(r: Random) -> str:
    """A 32-byte hash as Ethereum tooling prints it (tx hash, block hash, root)."""
    return "0x" + r.randbytes(32).hex()


def selector(signature: str) -> str:
    return "0x" + keccak256(signature.encode()).hex()[:8]


def topic(signature: str) -> str:
    return "0x" + keccak256(signature.encode()).hex()


def bls_point(r: Random, nbytes: int) -> str:
    """A compressed BLS12-381 point: the top bit set, so it starts 0x8…0xb."""
    raw = bytearray(r.randbytes(nbytes))
    raw[0] = 0x80 | (raw[0] & 0x3F)
    return raw.hex()


# ── Base58Check, BIP32, WIF ──────────────────────────────────────────────────────────────


def b58encode(data: bytes) -> str:
    n = int.from_bytes(data, "big")
    out = ""
    while n:
        n, rem = divmod(n, 58)
        out = B58[rem] + out
    pad = len(data) - len(data.lstrip(b"\x00"))
    return "1" * pad + out


def b58check(payload: bytes) -> str:
    check = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58encode(payload + check)


_BIP32_VERSIONS = {
    "xpub": "0488b21e",
    "xprv": "0488ade4",
    "ypub": "049d7cb2",
    "zpub": "04b24746",
    "tpub": "043587cf",
    "tprv": "04358394",
}


def bip32_key(r: Random, prefix: str = "xpub", depth: int = 3) -> str:
    version = bytes.fromhex(_BIP32_VERSIONS[prefix])
    fingerprint = r.randbytes(4) if depth else b"\x00" * 4
    child = ((0x80000000 | r.randint(0, 2)) if depth else 0).to_bytes(4, "big")
    chain = r.randbytes(32)
    if prefix.endswith("prv"):
        key = b"\x00" + r.randbytes(32)
    else:
        key = bytes([r.choice((2, 3))]) + r.randbytes(32)
    return b58check(version + bytes([depth]) + fingerprint + child + chain + key)


def wif(r: Random, testnet: bool = False) -> str:
    return b58check((b"\xef" if testnet else b"\x80") + r.randbytes(32) + b"\x01")


def solana_pubkey(r: Random) -> str:
    return b58encode(r.randbytes(32))


def solana_signature(r: Random) -> str:
    return b58encode(r.randbytes(64))


# ── bech32 / bech32m ─────────────────────────────────────────────────────────────────────


def _polymod(values: list[int]) -> int:
    gen = (0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3)
    chk = 1
    for v in values:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if (top >> i) & 1 else 0
    return chk


def _hrp_expand(hrp: str) -> list[int]:
    return [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]


def convertbits(data: bytes, frombits: int = 8, tobits: int = 5) -> list[int]:
    acc = bits = 0
    out: list[int] = []
    maxv = (1 << tobits) - 1
    for value in data:
        acc = (acc << frombits) | value
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            out.append((acc >> bits) & maxv)
    if bits:
        out.append((acc << (tobits - bits)) & maxv)
    return out


def bech32_encode(hrp: str, data5: list[int], m: bool = False) -> str:
    const = 0x2BC830A3 if m else 1
    pm = _polymod(_hrp_expand(hrp) + data5 + [0] * 6) ^ const
    check = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH32[d] for d in data5 + check)


def bech32_bytes(hrp: str, data: bytes) -> str:
    return bech32_encode(hrp, convertbits(data))


def segwit_address(r: Random, taproot: bool = False, hrp: str = "bc") -> str:
    if taproot:
        return bech32_encode(hrp, [1, *convertbits(r.randbytes(32))], m=True)
    return bech32_encode(hrp, [0, *convertbits(r.randbytes(20))])


def cosmos_address(r: Random, hrp: str = "cosmos") -> str:
    return bech32_bytes(hrp, r.randbytes(20))


# ── words ────────────────────────────────────────────────────────────────────────────────

# Words of the BIP-39 English list (a subset), for seed phrases.
_BIP39_TEXT = """
    abandon ability able about above absent absorb abstract absurd abuse access accident
    account accuse achieve acid acoustic acquire across act action actor actress actual
    adapt add addict address adjust admit adult advance advice aerobic affair afford
    afraid again agent agree ahead aim air airport aisle alarm album alcohol alert alien
    all alley allow almost alone alpha already also alter always amateur amazing among
    amount amused analyst anchor ancient anger angle angry animal ankle announce annual
    another answer antenna antique anxiety any apart apology appear apple approve april
    arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow
    art artefact artist artwork ask aspect assault asset assist assume asthma athlete
    atom attack attend attitude attract auction audit august aunt author auto autumn
    average avocado avoid awake aware away awesome awful awkward axis baby bachelor
    bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel
    base basic basket battle beach bean beauty because become beef before begin behave
    behind believe below belt bench benefit best betray better between beyond bicycle
    bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless
    blind blood blossom blouse blue blur blush board boat body boil bomb bone bonus book
    boost border boring borrow boss bottom bounce box boy bracket brain brand brass
    brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze
    broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle
    bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable
    cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas
    canyon capable capital captain car carbon card cargo carpet carry cart case cash
    casino castle casual cat catalog catch category cattle caught cause caution cave
    ceiling celery cement census century cereal certain chair chalk champion change
    chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief
    child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle
    citizen city civil claim clap clarify claw clay clean clerk clever click client
    cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch
    coach coast coconut code coffee coil coin collect color column combine come comfort
    comic common company concert conduct confirm congress connect consider control
    convince cook cool copper copy coral core corn correct cost cotton couch country
    couple course cousin cover coyote crack cradle craft cram crane crash crater crawl
    crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd
    crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard
    curious current curtain curve cushion custom cute cycle zoo zone zero youth young
    yellow year wrong write world work wool wood wolf wisdom winter wing wine window
    wild wife wide whip wheel whale west weekend wealth weapon wave water wash warrior
    warm wall walk wagon wage vote voyage volume vocal vivid visual visit virus violin
    vintage village view video victory vessel verify venue vendor velvet vehicle various
    vapor valve valley valid vacuum vacant usual useful upset upper update unveil until
    unusual unit unique uniform unfair unaware uncle umbrella ugly typical type twist
    twin twenty twelve turtle turn tunnel tuna tumble tube trust truly truck true
    trouble trophy tropical trip trim trigger tribe trial trend tree travel trash trap
    transfer train traffic toy town tower tourist total tortoise toss topic top tooth
    tool tone tomorrow tomato toilet toddler today tobacco title tissue tired tip tiny
    timber tilt tide ticket thumb throw three thought this thing theory then theme that
    thank text test term tent tennis tenant ten temple tell teach tattoo task target
    tape tank talk tail table system symptom symbol swing switch sword swim sweet swear
    swap swamp swallow suspect survey surround surprise surge surface sure supreme
    suppose supply sunset sunny sun summer suit sugar sudden such subway subject style
    stumble study stuff struggle strong strike street strategy story stove stool stomach
    stock still sting stick step steel steak stay stairs stage stadium squirrel squeeze
    square spy spring spray spread sport spot spoon sponsor spirit spin spike spider
    spend speed special speak spawn spatial space soup sound sort sorry song solve
    solution solid soldier software soft sock social soccer snow snake snack smooth
    smoke smile smart small slush slow slogan slot slim slight slice slide sleep slender
    slab skull skirt skin skill sketch size situate sister siren sing simple similar
    silver silly silk signal sight sibling shy shuffle shrug shrimp shove shoulder short
    shop shoot shock shiver shine shift shield sheriff shell shed share shallow shaft
    shadow seven session settle setup series sentence senior sense send select segment
    seek security season search scrub script screen scout scorpion scissors school
    scheme scene scatter scare scan scale satoshi satisfy sauce sausage sand salute salt
    salon salad sail sad safe
"""
BIP39_WORDS: tuple[str, ...] = tuple(_BIP39_TEXT.split())
