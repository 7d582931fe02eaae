"""The perfect-information solver the games share (``solve``: the entry and
every public name; ``search``, ``moves``, ``budget``), the strong player
that samples what a seat cannot see and solves each sample (``pimc``, given
a game's sampling by the registry, never importing a game), and batches on
any executor (``batch``).  It imports the engine, never a game."""
