"""Fake secret values, generated from a seeded ``random.Random``.

Nothing here is a real credential: every value is drawn at import time of the corpus from
a fixed seed, and vendor prefixes are assembled from split pieces (``"gh" + "p_"``) so the
source file itself never holds a credential-shaped literal that scanners would flag.
"""

from __future__ import annotations

import base64
import random
import string

UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
DIGITS = string.digits
ALNUM = UPPER + LOWER + DIGITS
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"
BASE32 = UPPER + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

# Ordinary words for passphrases, seed phrases and wordy passwords (not the BIP-39 list).
WORDS = [
    "maple",
    "orbit",
    "tundra",
    "copper",
    "velvet",
    "harbor",
    "lantern",
    "meadow",
    "quartz",
    "ember",
    "falcon",
    "glacier",
    "pepper",
    "saddle",
    "thistle",
    "walnut",
    "cobalt",
    "juniper",
    "marble",
    "nectar",
    "oyster",
    "pebble",
    "quiver",
    "raven",
    "sierra",
    "timber",
    "umber",
    "violet",
    "willow",
    "yonder",
    "zephyr",
    "anchor",
    "bramble",
    "cactus",
    "dune",
    "fable",
    "garnet",
    "hazel",
    "iris",
    "jasper",
    "kestrel",
    "lotus",
    "mosaic",
    "nimbus",
    "orchid",
    "prairie",
    "quill",
    "ripple",
    "sable",
    "tango",
    "utopia",
    "vortex",
    "wander",
    "axle",
    "bishop",
    "candle",
    "dragon",
    "eagle",
    "fossil",
    "gravel",
    "hollow",
    "island",
    "jungle",
    "kettle",
    "ladder",
    "mango",
    "noble",
    "olive",
    "panda",
    "radar",
    "salmon",
    "tiger",
    "unicorn",
    "valley",
    "walrus",
    "yogurt",
    "zebra",
    "arctic",
    "basket",
    "cinder",
    "donkey",
    "engine",
    "feather",
    "ginger",
    "hammer",
    "igloo",
    "jacket",
    "koala",
    "lemon",
    "magnet",
    "napkin",
    "oxygen",
    "puzzle",
    "rocket",
    "spider",
    "tomato",
    "uniform",
    "vessel",
    "window",
    "yellow",
    "absent",
    "bounce",
    "cereal",
    "dizzy",
    "elbow",
    "frozen",
    "gadget",
    "humble",
    "input",
    "jelly",
    "kiwi",
    "lunar",
    "mirror",
    "nerve",
    "ocean",
    "pilot",
    "random",
    "shadow",
]


def chars(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def alnum(rng: random.Random, n: int) -> str:
    return chars(rng, ALNUM, n)


def hexs(rng: random.Random, n: int) -> str:
    return chars(rng, HEX, n)


def b64_bytes(rng: random.Random, n: int, *, urlsafe: bool = False) -> str:
    raw = bytes(rng.getrandbits(8) for _ in range(n))
    return (base64.urlsafe_b64encode if urlsafe else base64.b64encode)(raw).decode()


def uuid4(rng: random.Random) -> str:
    h = hexs(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def password(rng: random.Random) -> str:
    """A human- or manager-made password in one of several common shapes."""
    style = rng.randrange(5)
    if style == 0:
        return chars(rng, ALNUM + "!#%^*-_+=", rng.randint(14, 22))
    if style == 1:
        return rng.choice(WORDS).capitalize() + rng.choice("#!$%&*") + chars(rng, DIGITS, 4)
    if style == 2:
        return "-".join(rng.choice(WORDS) for _ in range(3)) + "-" + chars(rng, DIGITS, 2)
    if style == 3:
        return alnum(rng, rng.randint(16, 28))
    word = rng.choice(WORDS)
    return word[0].upper() + word[1:] + chars(rng, DIGITS, 3) + rng.choice("!?@") + alnum(rng, 4)


def url_password(rng: random.Random) -> str:
    """A password made of characters that need no percent-encoding in a URL."""
    if rng.random() < 0.4:
        return rng.choice(WORDS).capitalize() + chars(rng, DIGITS, 4) + rng.choice("-_.~")
    return chars(rng, ALNUM + "-_.~", rng.randint(14, 24))


def passphrase(rng: random.Random) -> str:
    sep = rng.choice([" ", "-", ".", "_"])
    return sep.join(rng.choice(WORDS) for _ in range(rng.randint(4, 6)))


# Words from the BIP-39 English list, so a seed phrase looks like a real wallet's.
SEED_WORDS = [
    "abandon",
    "ability",
    "able",
    "about",
    "above",
    "absent",
    "absorb",
    "abstract",
    "absurd",
    "abuse",
    "access",
    "accident",
    "account",
    "accuse",
    "achieve",
    "acid",
    "acoustic",
    "acquire",
    "across",
    "act",
    "action",
    "actor",
    "actress",
    "actual",
    "adapt",
    "add",
    "addict",
    "address",
    "adjust",
    "admit",
    "adult",
    "advance",
    "advice",
    "aerobic",
    "affair",
    "afford",
    "afraid",
    "again",
    "age",
    "agent",
    "agree",
    "ahead",
    "aim",
    "air",
    "airport",
    "aisle",
    "alarm",
    "album",
    "alcohol",
    "alert",
    "alien",
    "all",
    "alley",
    "allow",
    "almost",
    "alone",
    "alpha",
    "already",
    "also",
    "alter",
    "always",
    "amateur",
    "amazing",
    "among",
    "amount",
    "amused",
    "analyst",
    "anchor",
    "ancient",
    "anger",
    "angle",
    "angry",
    "animal",
    "ankle",
    "announce",
    "annual",
    "another",
    "answer",
    "antenna",
    "antique",
    "anxiety",
    "any",
    "apart",
    "apology",
    "appear",
    "apple",
    "approve",
    "april",
    "arch",
    "arctic",
    "area",
    "arena",
    "argue",
    "arm",
    "armed",
    "armor",
    "army",
    "around",
    "arrange",
    "arrest",
    "arrive",
    "arrow",
    "art",
    "artefact",
    "artist",
    "artwork",
    "ask",
    "aspect",
    "assault",
    "asset",
    "assist",
    "assume",
    "asthma",
    "athlete",
    "atom",
    "attack",
    "attend",
    "attitude",
    "attract",
    "auction",
    "audit",
    "august",
    "aunt",
    "author",
    "auto",
    "autumn",
    "average",
    "avocado",
    "avoid",
    "awake",
    "aware",
    "away",
    "awesome",
    "awful",
    "awkward",
    "axis",
    "baby",
    "bachelor",
    "bacon",
    "badge",
    "bag",
    "balance",
    "balcony",
    "ball",
    "bamboo",
    "banana",
    "banner",
    "bar",
    "barely",
    "bargain",
    "barrel",
    "base",
    "basic",
    "basket",
    "battle",
    "beach",
    "bean",
    "beauty",
    "because",
    "become",
    "beef",
    "before",
    "begin",
    "behave",
    "behind",
    "believe",
    "below",
    "belt",
    "bench",
    "benefit",
    "best",
    "betray",
    "better",
    "between",
    "beyond",
    "bicycle",
    "bid",
    "bike",
    "bind",
    "biology",
    "bird",
    "birth",
    "bitter",
    "black",
    "blade",
    "blame",
    "blanket",
    "blast",
    "bleak",
    "bless",
    "blind",
    "blood",
    "blossom",
    "blouse",
    "blue",
    "blur",
    "blush",
    "board",
    "boat",
    "body",
    "boil",
    "bomb",
    "bone",
    "bonus",
    "book",
    "boost",
    "border",
    "boring",
    "borrow",
    "boss",
    "bottom",
    "bounce",
    "box",
    "boy",
    "bracket",
    "brain",
    "brand",
    "brass",
    "brave",
    "bread",
    "breeze",
    "brick",
    "bridge",
    "brief",
    "bright",
    "bring",
    "brisk",
    "broccoli",
    "broken",
    "bronze",
    "broom",
    "brother",
    "brown",
    "brush",
    "bubble",
    "buddy",
    "budget",
    "buffalo",
    "build",
    "bulb",
    "bulk",
    "bullet",
    "bundle",
    "bunker",
    "burden",
    "burger",
    "burst",
    "bus",
    "business",
    "busy",
    "butter",
    "buyer",
    "buzz",
    "cabbage",
    "cabin",
    "cable",
    "cactus",
    "cage",
    "cake",
    "call",
    "calm",
    "camera",
    "camp",
    "canal",
    "cancel",
    "candy",
    "cannon",
    "canoe",
    "canvas",
    "canyon",
    "capable",
    "capital",
    "captain",
    "car",
    "carbon",
    "card",
    "cargo",
    "carpet",
    "carry",
    "cart",
    "case",
    "cash",
    "casino",
    "castle",
    "casual",
    "cat",
    "catalog",
    "catch",
    "category",
    "cattle",
    "caught",
    "cause",
    "caution",
    "cave",
    "ceiling",
    "celery",
    "cement",
    "census",
    "century",
    "cereal",
    "certain",
    "chair",
    "chalk",
    "champion",
    "change",
    "chaos",
    "chapter",
    "charge",
    "chase",
    "chat",
    "cheap",
    "check",
    "cheese",
    "chef",
    "cherry",
    "chest",
    "chicken",
    "chief",
    "child",
    "chimney",
    "choice",
    "choose",
    "chronic",
    "chuckle",
    "chunk",
    "churn",
    "cigar",
    "cinnamon",
    "circle",
    "citizen",
]


def seed_phrase(rng: random.Random, n: int = 12) -> str:
    return " ".join(rng.choice(SEED_WORDS) for _ in range(n))


def pin(rng: random.Random) -> str:
    shape = rng.randrange(3)
    if shape == 0:
        return chars(rng, DIGITS, 6)
    if shape == 1:
        return chars(rng, DIGITS, 4) + "-" + chars(rng, DIGITS, 4)
    return chars(rng, DIGITS, 8)


def recovery_code(rng: random.Random) -> str:
    alphabet = LOWER + DIGITS
    return chars(rng, alphabet, 5) + "-" + chars(rng, alphabet, 5)


def base32_seed(rng: random.Random, n: int = 32) -> str:
    return chars(rng, BASE32, n)


def username(rng: random.Random) -> str:
    return rng.choice(
        ["deploy", "admin", "ci-bot", "svc_backup", "app", "root", "grafana", "etl", "mara", "ops"]
    )


def host(rng: random.Random) -> str:
    return rng.choice(
        [
            "db.internal.acme.io",
            "10.0.3.17",
            "staging-db.eu-west-1.rds.amazonaws.com",
            "pg.prod.svc.cluster.local",
            "mongo-0.mongo",
            "cache.acme.dev",
            "mq.internal",
            "localhost",
        ]
    )


def pem_body(rng: random.Random, n_bytes: int, der_prefix: bytes = b"") -> str:
    """Base64 key material wrapped at 64 columns, as PEM writes it; ``der_prefix`` gives the
    body the real ASN.1 header of its key type, so it starts like the real thing."""
    raw = der_prefix + bytes(rng.getrandbits(8) for _ in range(n_bytes - len(der_prefix)))
    flat = base64.b64encode(raw).decode()
    return "\n".join(flat[i : i + 64] for i in range(0, len(flat), 64))


# ASN.1 headers: RSA-2048 PKCS#1 private key, PKCS#8 private key, SubjectPublicKeyInfo.
DER_RSA_PRIVATE = bytes.fromhex("308204a40201000282010100")
DER_PKCS8_PRIVATE = bytes.fromhex("308204be020100300d06092a864886f70d0101010500048204a8")
DER_RSA_PUBLIC = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")


def openssh_body(rng: random.Random) -> str:
    """The base64 body of an unencrypted OpenSSH private key (real header bytes, fake key)."""
    header = (
        b"openssh-key-v1\x00" + b"\x00\x00\x00\x04none" * 2 + b"\x00\x00\x00\x00\x00\x00\x00\x01"
    )
    raw = header + bytes(rng.getrandbits(8) for _ in range(rng.choice([230, 380])))
    flat = base64.b64encode(raw).decode()
    return "\n".join(flat[i : i + 70] for i in range(0, len(flat), 70))


def jwt(rng: random.Random) -> str:
    header = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    sub = rng.randint(1000, 99999)
    iat = rng.randint(1_600_000_000, 1_750_000_000)
    payload_json = f'{{"sub":"{sub}","role":"{rng.choice(["admin", "svc", "user"])}","iat":{iat}}}'
    payload = base64.urlsafe_b64encode(payload_json.encode()).decode().rstrip("=")
    sig = b64_bytes(rng, 32, urlsafe=True).rstrip("=")
    return f"{header}.{payload}.{sig}"


def basic_auth(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def b64_text(value: str) -> str:
    return base64.b64encode(value.encode()).decode()
