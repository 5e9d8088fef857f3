"""gpnumpy.random.bit_generator: the names of NumPy's ``numpy.random.bit_generator``
(``BitGenerator``, ``SeedSequence``, the interfaces ``ISeedSequence``,
``ISpawnableSeedSequence`` and ``SeedlessSeedSequence``), the same objects as gpnumpy.random's:
NumPy's classes, ``SeedSequence`` gpnumpy's name for NumPy's (``_bitgen``)."""
from numpy.random.bit_generator import (
    BitGenerator as BitGenerator, ISeedSequence as ISeedSequence,
    ISpawnableSeedSequence as ISpawnableSeedSequence,
    SeedlessSeedSequence as SeedlessSeedSequence,
)

from ._bitgen import SeedSequence as SeedSequence

__all__ = ["SeedSequence", "BitGenerator"]
