"""Seeded CPU random streams are PyTorch's, bit for bit.

Every expected value below was printed by PyTorch 2.13 (CPU, x86-64 with AVX2) running the
same case; ``digest`` records a tensor's exact bits (all of them for up to 16 elements, a
hash beyond).
"""

from __future__ import annotations

import glasstorch as torch
import numpy as np
import pytest


def digest(t) -> list[int]:
    """The tensor's bits: every element for small tensors, else count, xor, sum and head."""
    arr = np.ascontiguousarray(t.detach().numpy())
    if arr.dtype == np.bool_:
        arr = arr.astype(np.uint8)
    bits = arr.reshape(-1).view(f"u{arr.dtype.itemsize}").astype(np.uint64)
    if bits.size <= 16:
        return [int(b) for b in bits]
    mixed = bits * np.uint64(0x9E3779B97F4A7C15)
    return [int(bits.size), int(np.bitwise_xor.reduce(mixed)), int(bits.sum() % (1 << 61)),
            *(int(b) for b in bits[:4])]  # fmt: skip


@pytest.fixture(autouse=True)
def _restore_default_generator():
    state = torch.get_rng_state()
    yield
    torch.set_rng_state(state)


def _noncontiguous_normal(torch):
    x = torch.empty(8, 6).t()
    return x.normal_()


def _noncontiguous_uniform(torch):
    x = torch.empty(8, 6).t()
    return x.uniform_()


#: (name, seed, case): each case draws from the default generator after manual_seed(seed).
CASES = [
    ("rand5", 0, lambda t: t.rand(5)),
    ("rand_f64", 0, lambda t: t.rand(20, dtype=t.float64)),
    ("rand_f16", 0, lambda t: t.rand(10, dtype=t.float16)),
    ("rand_bf16", 0, lambda t: t.rand(10, dtype=t.bfloat16).float()),
    ("uniform_from_to", 0, lambda t: t.empty(50).uniform_(-3.7, 2.2)),
    ("uniform_from_to_f64", 0, lambda t: t.empty(50, dtype=t.float64).uniform_(-3.7, 2.2)),
    ("uniform_noncontiguous", 0, _noncontiguous_uniform),
    *((f"randn{n}", 0, lambda t, n=n: t.randn(n)) for n in (1, 2, 3, 5, 8, 15, 16, 17, 31, 100)),
    *(
        (f"randn{n}_f64", 0, lambda t, n=n: t.randn(n, dtype=t.float64))
        for n in (3, 15, 16, 17, 100)
    ),  # noqa: E501
    ("randn_1000", 1, lambda t: t.randn(1000)),
    ("randn_odd_shape", 3, lambda t: t.randn(3, 5, 7)),
    ("randn_interleaved", 0, lambda t: t.cat([t.randn(3), t.rand(2), t.randn(1), t.randn(2)])),
    ("normal_noncontiguous", 0, _noncontiguous_normal),
    ("normal_mean_std", 0, lambda t: t.empty(40).normal_(2.5, 0.3)),
    ("normal_mean_std_f64", 0, lambda t: t.empty(40, dtype=t.float64).normal_(2.5, 0.3)),
    ("normal_mean_std_scalar", 0, lambda t: t.empty(5, dtype=t.float64).normal_(-1.5, 3.3)),
    ("randn_complex", 0, lambda t: t.view_as_real(t.randn(20, dtype=t.complex64))),
    ("randint", 0, lambda t: t.randint(3, 10, (20,))),
    ("randint_64bit_range", 0, lambda t: t.randint(-5, 2**40, (20,))),
    ("randint_int8", 0, lambda t: t.randint(-100, 100, (20,), dtype=t.int8)),
    *(
        (f"random_{d}", 0, lambda t, d=d: t.empty(10, dtype=getattr(t, d)).random_())
        for d in ("int64", "int32", "int16", "uint8", "float32", "float64", "bool")
    ),  # fmt: skip
    ("random_full_range", 0, lambda t: t.empty(10, dtype=t.int64).random_(-(2**63), None)),
    ("random_to", 0, lambda t: t.empty(10).random_(100)),
    ("random_from", 0, lambda t: t.empty(10, dtype=t.int64).random_(5, None)),
    *((f"randperm{n}", 0, lambda t, n=n: t.randperm(n)) for n in (1, 2, 7, 50, 1000)),
    ("bernoulli_scalar", 0, lambda t: t.empty(30).bernoulli_(0.3)),
    ("bernoulli_tensor", 0, lambda t: t.bernoulli(t.rand(30))),
    ("bernoulli_tensor_f64", 0, lambda t: t.bernoulli(t.rand(30, dtype=t.float64))),
    ("bernoulli_broadcast", 0, lambda t: t.empty(3, 4).bernoulli_(t.tensor([0.1, 0.5, 0.9, 0.7]))),  # noqa: E501
    ("big_seed", 2**40 + 123, lambda t: t.rand(4)),
    ("negative_seed", -1, lambda t: t.rand(4)),
    ("generator", 0, lambda t: t.randn(20, generator=t.Generator().manual_seed(42))),
    ("state_after_draws", 0, lambda t: (t.rand(3), t.randn(3), t.get_rng_state())[-1]),
]

# Printed by PyTorch 2.13 for the cases above.
EXPECTED: dict[str, list[int]] = {
    "rand5": [1056839000, 1061464623, 1035285416, 1040659200, 1050502790],
    "rand_f64": [
        20,
        4063761194010731111,
        2111331758302047079,
        4606912680220207663,
        4604550694100389056,
        4601947127323862518,
        4606468577399504231,
    ],
    "rand_f16": [14321, 14885, 11690, 12346, 13547, 14611, 14295, 15148, 14154, 14607],
    "rand_bf16": [
        1056833536,
        1061486592,
        1035272192,
        1040646144,
        1050476544,
        1059192832,
        1056636928,
        1063583744,
        1055457280,
        1059192832,
    ],
    "uniform_from_to": [
        50,
        4304859680589534579,
        126395644849,
        3209013104,
        1062543177,
        3226166292,
        3225088511,
    ],
    "uniform_from_to_f64": [
        50,
        11250703223697971844,
        2046870377882747094,
        4611738513984905580,
        4602248945183151733,
        13830461146795021930,
        4610480906221348132,
    ],
    "uniform_noncontiguous": [
        48,
        11222049311407644839,
        50472869009,
        1056839000,
        1056632198,
        1018619008,
        1042605288,
    ],
    "randn1": [1069891420],
    "randn2": [1069891420, 3197516880],
    "randn3": [1069891420, 3197516880, 3221975369],
    "randn5": [1069891420, 3197516880, 3221975369, 1058112694, 3213545889],
    "randn8": [
        1069891420,
        3197516880,
        3221975369,
        1058112694,
        3213545889,
        3216180525,
        1053721466,
        1062635749,
    ],
    "randn15": [
        1069891420,
        3197516880,
        3221975369,
        1058112694,
        3213545889,
        3216180525,
        1053721466,
        1062635749,
        3208126788,
        3201205003,
        3206069528,
        1044015046,
        3210432263,
        1066197145,
        3213434027,
    ],
    "randn16": [
        3213892485,
        3214114954,
        3196079062,
        3202229597,
        1062814997,
        1060185987,
        3198274669,
        3221708737,
        1051001144,
        3215045876,
        1051930879,
        1050526651,
        1039495031,
        1067346835,
        1066332814,
        3195876988,
    ],
    "randn17": [
        17,
        17876939782484988120,
        33074863608,
        3213892485,
        3218674758,
        1058082820,
        1061888861,
    ],
    "randn31": [
        31,
        9349579465139306049,
        62776829785,
        3213892485,
        3214114954,
        3196079062,
        3202229597,
    ],
    "randn100": [
        100,
        2198695133008898499,
        206683338475,
        3213892485,
        3214114954,
        3196079062,
        3202229597,
    ],
    "randn3_f64": [4609618848671514170, 13822329602015260650, 13835460653179408101],
    "randn15_f64": [
        4609618848671514170,
        13822329602015260650,
        13835460653179408101,
        4603295193322370317,
        13830935110444638518,
        13832349569728857092,
        4600937670768643426,
        4605723489707306264,
        13828025752724808247,
        13824309647767029103,
        13826921269993551320,
        4595726575860854868,
        13829263495158346869,
        4607635499706610000,
        13830875055036765060,
    ],
    "randn16_f64": [
        13835757040516096732,
        13823767546531386464,
        13830828349625632182,
        4607177999460768075,
        13829509845762507013,
        13831795408707031697,
        13827160764371358239,
        13829351468551075781,
        13831885841933814037,
        4609540645982718574,
        4599502170344612320,
        4611725933901785702,
        4607793747951955962,
        13831576238368575813,
        4589808502140251552,
        4599760800119602102,
    ],
    "randn17_f64": [
        17,
        18319881443422915753,
        2152518453664342237,
        13835757040516096732,
        13827251286985090050,
        13831729555837063054,
        13828095049464520967,
    ],
    "randn100_f64": [
        100,
        6665753739571081780,
        1474423804892309544,
        13835757040516096732,
        13823767546531386464,
        13830828349625632182,
        4607177999460768075,
    ],
    "randn_1000": [
        1000,
        17492331706540909814,
        2111960825572,
        3217245882,
        3208646449,
        3207031627,
        3217949593,
    ],
    "randn_odd_shape": [
        105,
        15691653986713403171,
        220424757657,
        3181180847,
        1052263012,
        3209179713,
        1033010466,
    ],
    "randn_interleaved": [
        1069891420,
        3197516880,
        3221975369,
        1055475730,
        1059184339,
        1058112694,
        1042561788,
        3206234211,
    ],
    "normal_noncontiguous": [
        48,
        16811383497123167821,
        108688661351,
        1069891420,
        1053721466,
        3210432263,
        3211024846,
    ],
    "normal_mean_std": [
        40,
        16425372799731266122,
        43028906000,
        1074422342,
        1074388971,
        1075523675,
        1075293030,
    ],
    "normal_mean_std_f64": [
        40,
        16512773244590751259,
        40892955799444313,
        4610816267324291043,
        4612559772468279100,
        4612095294294499109,
        4613487126827892402,
    ],
    "normal_mean_std_scalar": [
        4615255767752620511,
        13836112607787884893,
        13844453692797473456,
        4600441849082502689,
        13840776415036630681,
    ],
    "randn_complex": [
        40,
        16366577882194660356,
        87225538564,
        3209415805,
        3209730423,
        3191173171,
        3197965494,
    ],
    "randint": [20, 15886187749877168174, 116, 7, 6, 3, 5],
    "randint_64bit_range": [
        20,
        1737269217986654394,
        9822032137064,
        741234585336,
        506077272957,
        291397093751,
        841111833108,
    ],
    "randint_int8": [20, 11959432555323207265, 2715, 200, 195, 33, 60],
    "random_int64": [
        900450186894289455,
        3969543146641149120,
        1895649597198586619,
        827948490035658087,
        7815051614634499795,
        2691271404617651954,
        8072059273656089175,
        7226936298635050456,
        8553068346248842636,
        7073247613084517057,
    ],
    "random_int32": [
        209652396,
        398764591,
        924231285,
        1478610112,
        441365315,
        1537364731,
        192771779,
        1491434855,
        1819583497,
        530702035,
    ],
    "random_int16": [2732, 10799, 9845, 19648, 13123, 21243, 30403, 32103, 9225, 24275],
    "random_uint8": [172, 47, 117, 192, 67, 251, 195, 103, 9, 211],
    "random_float32": [
        1258165312,
        1262791064,
        1236610544,
        1241984928,
        1251829074,
        1260540448,
        1257958512,
        1264942223,
        1256802106,
        1260510772,
    ],
    "random_float64": [
        4845603460470842828,
        4843241474351023880,
        4840637907574496338,
        4845159357650139404,
        4842675860569971568,
        4843992026500747720,
        4834293766173809500,
        4838687392834088300,
        4842102253295551959,
        4837554796394217312,
    ],
    "random_bool": [0, 1, 1, 0, 1, 1, 1, 1, 1, 1],
    "random_full_range": [
        10123822223749065263,
        13192915183495924928,
        11119021634053362427,
        10051320526890433895,
        7815051614634499795,
        11914643441472427762,
        8072059273656089175,
        16450308335489826264,
        17776440383103618444,
        7073247613084517057,
    ],
    "random_to": [
        1110441984,
        1109131264,
        1107558400,
        1114636288,
        1115422720,
        1117650944,
        1104674816,
        1077936128,
        1120010240,
        1118175232,
    ],
    "random_from": [
        900450186894289465,
        3969543146641149130,
        1895649597198586629,
        827948490035658097,
        7815051614634499800,
        2691271404617651964,
        8072059273656089180,
        7226936298635050466,
        8553068346248842646,
        7073247613084517062,
    ],
    "randperm1": [0],
    "randperm2": [0, 1],
    "randperm7": [4, 0, 5, 3, 2, 6, 1],
    "randperm50": [50, 5591351537571577909, 1225, 44, 39, 7, 6],
    "randperm1000": [1000, 8195676317021155344, 499500, 44, 37, 675, 775],
    "bernoulli_scalar": [30, 0, 8522825728, 0, 0, 0, 0],
    "bernoulli_tensor": [30, 0, 14914945024, 1065353216, 0, 0, 0],
    "bernoulli_tensor_f64": [
        30,
        9128796444679995392,
        2247296214057877504,
        4607182418800017408,
        4607182418800017408,
        4607182418800017408,
        4607182418800017408,
    ],
    "bernoulli_broadcast": [
        0,
        0,
        1065353216,
        1065353216,
        0,
        0,
        1065353216,
        0,
        0,
        0,
        1065353216,
        1065353216,
    ],
    "big_seed": [1050123260, 1057242477, 1048632060, 1060128066],
    "negative_seed": [1065249187, 1058160930, 1058139148, 1028310128],
    "generator": [
        20,
        11350664619591485259,
        40495453855,
        1073128745,
        1069440851,
        1063687527,
        3221668059,
    ],
    "state_after_draws": [5056, 17188045999825747111, 312999, 0, 0, 0, 0],
}


@pytest.mark.parametrize(("name", "seed", "case"), CASES, ids=[c[0] for c in CASES])
def test_matches_pytorch(name, seed, case):
    torch.manual_seed(seed)
    assert digest(case(torch)) == EXPECTED[name]


# -- state in PyTorch's layout ---------------------------------------------------------------
def test_state_restores_cached_normal():
    torch.manual_seed(0)
    torch.randn(3)  # leaves a cached second Box-Muller sample
    state = torch.get_rng_state()
    assert state.shape == (5056,) and state.dtype is torch.uint8
    first = torch.randn(2).tolist()
    # PyTorch 2.13: randn(2) right after manual_seed(0); randn(3)
    assert first == [0.5684312582015991, -1.0845223665237427]
    torch.set_rng_state(state)
    assert torch.randn(2).tolist() == first
    # clearing normal_is_valid (byte 5040) drops the cached sample, as in PyTorch
    state[5040] = 0
    torch.set_rng_state(state)
    assert torch.randn(2).tolist() == [-1.0845223665237427, -1.3985954523086548]


def test_fresh_generator_state_layout():
    g = torch.Generator()
    assert g.initial_seed() == 67280421310721
    # PyTorch 2.13: the first 24 bytes (seed, left=1, seeded=1, next=0)
    head = [1, 209, 156, 241, 48, 61, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    assert g.get_state()[:24].tolist() == head


def test_state_round_trip_through_bytes():
    g = torch.Generator().manual_seed(5)
    g.get_state()
    torch.rand(7, generator=g)
    torch.randn(1, generator=g)
    saved = g.get_state()
    expected = torch.randn(40, generator=g)
    other = torch.Generator().set_state(saved.clone())
    assert torch.equal(torch.randn(40, generator=other), expected)


def test_set_state_errors():
    with pytest.raises(RuntimeError, match="of size 5056 but found the input RNG state size"):
        torch.set_rng_state(torch.zeros(10, dtype=torch.uint8))
    state = torch.get_rng_state()
    state[8:12] = 0  # left = 0
    with pytest.raises(RuntimeError, match="Invalid mt19937 state"):
        torch.set_rng_state(state)


def test_fork_rng_restores_stream():
    torch.manual_seed(0)
    with torch.random.fork_rng(devices=[]):
        torch.randn(5)
    assert digest(torch.rand(5)) == EXPECTED["rand5"]


# -- what is built on the samplers (values printed by PyTorch 2.13) ---------------------------
def test_linear_init_matches_pytorch():
    torch.manual_seed(0)
    layer = torch.nn.Linear(3, 2)
    assert layer.weight.tolist() == [
        [-0.004322517663240433, 0.3097158372402191, -0.4751853346824646],
        [-0.4248946011066437, -0.2223689705133438, 0.15482072532176971],
    ]
    assert layer.bias.tolist() == [-0.011439144611358643, 0.45777493715286255]


def test_dropout_mask_matches_pytorch():
    torch.manual_seed(0)
    out = torch.nn.functional.dropout(torch.ones(8), 0.5)
    assert out.tolist() == [0.0, 0.0, 2.0, 0.0, 0.0, 0.0, 2.0, 2.0]


def test_random_sampler_order_matches_pytorch():
    torch.manual_seed(0)
    assert list(torch.utils.data.RandomSampler(range(10))) == [6, 9, 0, 7, 3, 5, 4, 2, 1, 8]
